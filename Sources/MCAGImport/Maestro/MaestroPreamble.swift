import Foundation

/// The lines `maestro hierarchy` prints before its JSON when its standard
/// output is saved whole: `Running on <device>` from the session and one
/// line per insight, `<Level>: <message>` (maestro-cli's
/// `PrintHierarchyCommand` prints insights as `Warning: `, `Info: ` or
/// `None: ` followed by the message, all on one line).
enum MaestroPreamble {
    /// Insight levels as `PrintHierarchyCommand` capitalises them (maestro-utils `Insight.Level`).
    static let insightPrefixes: [String] = ["Warning: ", "Info: ", "None: ", "None:"]

    /// The byte offset where the JSON begins (0 without a preamble), or nil
    /// when a line before the first `{` is not one Maestro prints.
    static func jsonStart(_ bytes: Data) -> Int? {
        var offset = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset += 3 }
        while offset < bytes.endIndex {
            let lineEnd = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.endIndex
            let line = bytes[offset..<lineEnd]
            guard let first = line.first(where: { !isSpace($0) }) else {
                offset = lineEnd + 1
                continue
            }
            if first == UInt8(ascii: "{") { return offset - bytes.startIndex }
            guard isPreambleLine(line) else { return nil }
            offset = lineEnd + 1
        }
        return nil
    }

    /// Whether a whole line is one Maestro prints before the hierarchy.
    static func isPreambleLine(_ line: Data) -> Bool {
        var text = String(decoding: line, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }
        if text.hasPrefix("Running on ") { return true }
        return insightPrefixes.contains { text.hasPrefix($0) } || text == "None:"
    }

    /// The data with the preamble's bytes (newlines kept) turned to spaces,
    /// so that the JSON parser's offsets are still the file's lines and columns.
    static func blanked(_ data: Data, upTo end: Int) -> Data {
        guard end > 0 else { return data }
        var copy = data
        copy.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) in
            for position in 0..<end where raw[position] != 0x0A { raw[position] = 0x20 }
        }
        return copy
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
}
