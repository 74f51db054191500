import Foundation

/// Reads one file for scanning: UTF-8 as it is (a byte-order mark dropped), UTF-16 with its
/// byte-order mark transcoded (older `Localizable.strings`), anything with a NUL byte in its
/// first 8 KB refused as binary.
enum SourceFileReader {
    enum Outcome {
        case text(SourceText)
        case binary
        case unreadable
    }

    static func read(path: String) -> Outcome {
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
        let bytes = [UInt8](data)
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return transcodedUTF16(bytes, littleEndian: bytes[0] == 0xFF)
        }
        if bytes.prefix(8192).contains(0) { return .binary }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return .text(SourceText(bytes: Array(bytes.dropFirst(3))))
        }
        return .text(SourceText(bytes: bytes))
    }

    private static func transcodedUTF16(_ bytes: [UInt8], littleEndian: Bool) -> Outcome {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let unit = littleEndian
                ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            units.append(unit)
            index += 2
        }
        return .text(SourceText(bytes: Array(String(decoding: units, as: UTF16.self).utf8)))
    }
}
