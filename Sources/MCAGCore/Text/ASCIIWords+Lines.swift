extension ASCIIWords {
    /// The length in characters of the longest line of an ASCII text, or nil
    /// when the text is not all ASCII.
    ///
    /// For ASCII, `Character.isNewline` is exactly line feed to carriage
    /// return (`0x0A–0x0D`) and every other character is one byte (CR LF is
    /// one `Character`, but a separator either way), so this is
    /// `split(whereSeparator: \.isNewline).map(\.count).max() ?? 0` on bytes.
    package static func longestLineLength(_ text: String) -> Int? {
        var longest = 0, current = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte >= 0x0A && byte <= 0x0D {
                current = 0
            } else {
                current += 1
                longest = max(longest, current)
            }
        }
        return longest
    }
}
