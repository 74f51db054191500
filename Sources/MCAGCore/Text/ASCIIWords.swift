/// Word splitting for the name checks, on the bytes of ASCII text.
///
/// Most labels are ASCII, and asking Unicode properties of every character
/// (`isLetter`, `isUppercase`) dominated the name checks' time. Callers use
/// this first and fall back to their `Character` logic when it returns nil.
public enum ASCIIWords {
    /// Lower-case runs of ASCII letters and digits, or nil when `text` is not
    /// all ASCII.
    ///
    /// - Parameters:
    ///   - splitCamelCase: also split at `aB` and before the last capital of
    ///     a run of capitals followed by a lower-case letter (`HTTPServer` →
    ///     `http`, `server`).
    ///   - controlCharactersSeparate: whether control characters other than
    ///     white space end a word (true) or are dropped inside it (false).
    public static func split(
        _ text: String, splitCamelCase: Bool = false, controlCharactersSeparate: Bool = true
    ) -> [String]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append(byte)
        }
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        for (offset, byte) in bytes.enumerated() {
            let isUpper = byte >= 0x41 && byte <= 0x5A
            let isLower = byte >= 0x61 && byte <= 0x7A
            let isDigit = byte >= 0x30 && byte <= 0x39
            guard isUpper || isLower || isDigit else {
                let isWhiteSpace = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
                let isControl = byte < 0x20 || byte == 0x7F
                if !isControl || isWhiteSpace || controlCharactersSeparate { flush() }
                continue
            }
            if splitCamelCase, offset > 0, !current.isEmpty {
                let previous = bytes[offset - 1]
                let previousLower = previous >= 0x61 && previous <= 0x7A
                let previousUpper = previous >= 0x41 && previous <= 0x5A
                let nextLower = offset + 1 < bytes.count && bytes[offset + 1] >= 0x61 && bytes[offset + 1] <= 0x7A
                if (previousLower && isUpper) || (previousUpper && isUpper && nextLower) { flush() }
            }
            current.append(isUpper ? byte + 0x20 : byte)
        }
        flush()
        return words
    }
}
