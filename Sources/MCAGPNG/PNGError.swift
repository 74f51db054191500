/// Why a PNG could not be decoded, and where.
///
/// Every malformed, truncated, oversized or unsupported file ends in one of
/// these, never a trap: the reason names the chunk or the part of the format
/// at fault and `offset` the byte of the file where it was found.
package struct PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the file.
    package enum Reason: Sendable, Equatable {
        /// The file does not start with the 8-byte PNG signature.
        case notPNG
        /// The file ends inside the named chunk (or before it).
        case truncated(chunk: String)
        /// The named chunk's CRC does not match its type and data.
        case badCRC(chunk: String)
        /// The named chunk breaks the format: wrong length, bad value, wrong place.
        case malformed(chunk: String, detail: String)
        /// A chunk the image needs is absent (IHDR, PLTE for palette images, IDAT, IEND).
        case missingChunk(String)
        /// A valid PNG feature this decoder does not implement, named.
        case unsupported(String)
        /// The header's dimensions exceed a limit (named) of ``PNGLimits``.
        case tooLarge(width: Int, height: Int, limit: String)
        /// The zlib stream inside IDAT is corrupt; the detail says how.
        case inflate(String)
        /// The zlib stream inflates past the `expected` bytes the header implies.
        case zipBomb(expected: Int)
        /// The zlib stream ends after `actual` of the `expected` bytes.
        case imageDataTooShort(expected: Int, actual: Int)
        /// A scanline starts with a filter type other than 0 to 4.
        case badFilter(type: UInt8, row: Int)
        /// A palette image uses an index past the end of its PLTE.
        case badPaletteIndex(index: Int, paletteSize: Int)
    }

    /// What is wrong.
    package let reason: Reason
    /// The byte of the file where the problem was found, when one byte can be named.
    package let offset: Int?

    /// An error for `reason` found at `offset`.
    package init(_ reason: Reason, offset: Int?) {
        self.reason = reason
        self.offset = offset
    }

    /// One sentence naming the problem and the place.
    package var description: String {
        let place = offset.map { " (at byte \($0))" } ?? ""
        return "PNG: " + reasonText + place
    }

    private var reasonText: String {
        switch reason {
        case .notPNG: "not a PNG file: the 8-byte signature is missing"
        case let .truncated(chunk): "the file ends inside chunk \(chunk)"
        case let .badCRC(chunk): "chunk \(chunk) fails its CRC check: the file is corrupt"
        case let .malformed(chunk, detail): "chunk \(chunk) is malformed: \(detail)"
        case let .missingChunk(chunk): "the required chunk \(chunk) is missing"
        case let .unsupported(what): "unsupported: \(what)"
        case let .tooLarge(width, height, limit): "\(width)×\(height) pixels exceeds the limit \(limit)"
        case let .inflate(detail): "the IDAT zlib stream is corrupt: \(detail)"
        case let .zipBomb(expected):
            "the IDAT zlib stream inflates past the \(expected) bytes the header implies (a zip bomb or a corrupt file)"
        case let .imageDataTooShort(expected, actual): "IDAT holds \(actual) of the \(expected) bytes the image needs"
        case let .badFilter(type, row): "scanline \(row) has filter type \(type); only 0 to 4 exist"
        case let .badPaletteIndex(index, size): "a pixel uses palette index \(index) but PLTE has \(size) entries"
        }
    }
}
