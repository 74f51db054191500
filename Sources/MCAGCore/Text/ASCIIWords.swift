/// Word splitting for the name checks, on the bytes of ASCII text.
///
/// Most labels are ASCII, and asking Unicode properties of every character
/// (`isLetter`, `isUppercase`) dominated the name checks' time. Callers use
/// this first and fall back to their `Character` logic when it returns nil.
package enum ASCIIWords {
    /// Lower-case runs of ASCII letters and digits, or nil when `text` is not
    /// all ASCII.
    ///
    /// - Parameters:
    ///   - splitCamelCase: also split at `aB` and before the last capital of
    ///     a run of capitals followed by a lower-case letter (`HTTPServer` →
    ///     `http`, `server`).
    ///   - controlCharactersSeparate: whether control characters other than
    ///     white space end a word (true) or are dropped inside it (false).
    package static func split(
        _ text: String, splitCamelCase: Bool = false, controlCharactersSeparate: Bool = true
    ) -> [String]? {
        // Read in place: copying the bytes out through the `UTF8View` cost more than the split.
        withUTF8(text) { bytes in
            guard isASCII(bytes) else { return nil }
            return split(bytes, splitCamelCase: splitCamelCase, controlCharactersSeparate: controlCharactersSeparate)
        }
    }

    private static func split(
        _ bytes: UnsafeBufferPointer<UInt8>, splitCamelCase: Bool, controlCharactersSeparate: Bool
    ) -> [String] {
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

    /// The first non-empty field of an ASCII `text` between the two separator
    /// bytes, in lower case (empty when there is none); nil when `text` is not
    /// all ASCII. For ASCII, this is what splitting the characters gives,
    /// without building a `Character` or a `Substring`.
    package static func firstField(of text: String, separatedBy first: UInt8, _ second: UInt8) -> String? {
        withUTF8(text) { bytes in
            guard isASCII(bytes) else { return nil }
            var start = 0
            while start < bytes.count, bytes[start] == first || bytes[start] == second { start += 1 }
            var end = start
            while end < bytes.count, bytes[end] != first, bytes[end] != second { end += 1 }
            return String(unsafeUninitializedCapacity: end - start) { buffer in
                for offset in 0..<(end - start) {
                    buffer[offset] = lowercased(bytes[start + offset])
                }
                return end - start
            }
        }
    }

    /// How many words ``split(_:splitCamelCase:controlCharactersSeparate:)``
    /// would give for an ASCII `text` (runs of letters and digits, without
    /// camel-case splits), counted in place; nil when `text` is not all ASCII.
    package static func wordCount(_ text: String) -> Int? {
        withUTF8(text) { bytes in
            guard isASCII(bytes) else { return nil }
            var count = 0, inWord = false
            for byte in bytes {
                let isWordByte = isDigit(byte) || isLetter(byte)
                if isWordByte, !inWord { count += 1 }
                inWord = isWordByte
            }
            return count
        }
    }
}
