/// The CRC-32 every PNG chunk carries (ISO 3309, polynomial 0xEDB88320
/// reflected; PNG specification §5.5).
enum CRC32 {
    /// Eight tables of 256: table 0 is the byte-at-a-time CRC; table k
    /// advances a byte's contribution by k more zero bytes, so that eight
    /// bytes are folded in with eight independent lookups ("slicing by 8").
    static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            tables[index] = value
        }
        for slice in 1..<8 {
            for index in 0..<256 {
                let previous = tables[(slice - 1) * 256 + index]
                tables[slice * 256 + index] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
            }
        }
        return tables
    }()

    /// The CRC of `bytes`.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard let base = bytes.baseAddress else { return 0 }
        var crc: UInt32 = 0xFFFF_FFFF
        tables.withUnsafeBufferPointer { table in
            var index = 0
            while index + 8 <= bytes.count {
                let raw = UnsafeRawPointer(base + index)
                let low = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)) ^ crc
                let high = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
                // Split in two typed halves: one eight-term expression costs the
                // type checker over CI's 100 ms budget.
                let fromLow: UInt32 = slice(table, 7, low) ^ slice(table, 6, low >> 8)
                    ^ slice(table, 5, low >> 16) ^ slice(table, 4, low >> 24)
                let fromHigh: UInt32 = slice(table, 3, high) ^ slice(table, 2, high >> 8)
                    ^ slice(table, 1, high >> 16) ^ slice(table, 0, high >> 24)
                crc = fromLow ^ fromHigh
                index += 8
            }
            while index < bytes.count {
                crc = table[Int((crc ^ UInt32(base[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// Table `number`'s entry for the low byte of `word`.
    @inline(__always)
    private static func slice(_ table: UnsafeBufferPointer<UInt32>, _ number: Int, _ word: UInt32) -> UInt32 {
        table[number &* 256 &+ Int(word & 0xFF)]
    }
}

/// The Adler-32 that ends a zlib stream (RFC 1950 §8.2).
enum Adler32 {
    /// The most bytes summed before a reduction keeps both sums below 2³² (zlib's NMAX).
    private static let blockLength = 5552
    private static let modulus: UInt32 = 65_521

    /// The Adler-32 of `bytes`. (Regrouping the sums eight or sixteen bytes a
    /// step, scalar or SIMD, measured no faster than this plain loop.)
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + blockLength, bytes.count)
            for index in start..<end {
                a &+= UInt32(bytes[index])
                b &+= a
            }
            a %= modulus
            b %= modulus
            start = end
        }
        return b << 16 | a
    }
}
