extension Unicode.Scalar {
    /// Whether the scalar can take over a terminal or reorder what a reader
    /// sees: C0 controls other than line feed and tab (ESC starts terminal
    /// commands, BEL rings, CR overwrites the line), DEL, C1 controls (U+0080
    /// to U+009F; U+009B is a one-byte CSI on some terminals), and the
    /// bidirectional embedding, override and isolate controls U+202A to
    /// U+202E and U+2066 to U+2069, which reorder the text around them
    /// ("Trojan Source", CVE-2021-42574). Dumps copy such characters from
    /// app text; reports must not pass them on.
    package var isUnsafeControl: Bool {
        switch value {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension String {
    /// The text with every ``Unicode/Scalar/isUnsafeControl`` character
    /// written visibly as `\u{1B}`, so that a report shows what the dump
    /// held without the terminal, browser or CI log acting on it. Every text
    /// report format passes its output through this one function.
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isUnsafeControl) else { return self }
        return replacingScalars { $0.isUnsafeControl ? $0.visibleEscape : nil }
    }
}
