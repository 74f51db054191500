@testable import MCAGPNG

/// Builds small PNG files by hand for the malformed-input tests: chunks with
/// correct CRCs (unless told otherwise) and zlib streams of stored blocks,
/// so each test states exactly the bytes it feeds the decoder.
struct PNGBuilder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { CRC32.checksum($0) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    static func header(width: UInt32, height: UInt32, depth: UInt8 = 8, colourType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colourType, 0, 0, interlace])
    }

    /// A zlib stream holding `data` in stored blocks (no compression).
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65_535, data.count)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        return out + bigEndian(data.withUnsafeBufferPointer { Adler32.checksum($0) })
    }

    /// A whole file: signature, IHDR, the extra chunks, one IDAT of `scanlines` stored, IEND.
    static func file(
        width: UInt32, height: UInt32, depth: UInt8 = 8, colourType: UInt8 = 6, extra: [UInt8] = [], scanlines: [UInt8]
    ) -> [UInt8] {
        signature + header(width: width, height: height, depth: depth, colourType: colourType) + extra
            + chunk("IDAT", zlibStored(scanlines)) + chunk("IEND", [])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
