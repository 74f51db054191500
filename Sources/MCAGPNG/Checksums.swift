/// The CRC-32 every PNG chunk carries (ISO 3309, polynomial 0xEDB88320
/// reflected; PNG specification §5.5).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { (index: Int) -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC of `bytes`.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

/// The Adler-32 that ends a zlib stream (RFC 1950 §8.2).
enum Adler32 {
    /// The most bytes summed before a reduction keeps both sums below 2³² (zlib's NMAX).
    private static let blockLength = 5552
    private static let modulus: UInt32 = 65_521

    /// The Adler-32 of `bytes`.
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
