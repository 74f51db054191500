package import MCAGCore

/// When a text element counts as a *text block*, the unit that 3.3.3 and
/// 3.3.4 judge.
///
/// MCAG's terminology defines text blocks as text that typically holds at
/// least three full rows in the body font size. Where the snapshot gives the
/// number of lines the element occupies, that number decides. Where it does
/// not, the words stand in for the lines: a phone's body text holds about
/// six to seven words a row, so twenty words make three rows; scripts
/// written without spaces (Chinese, Japanese) count characters instead,
/// about twenty a row.
package struct TextBlockDefinition: Sendable, Hashable {
    /// Rows a text must occupy to be a block, when the line count is known.
    package var minimumLines: Int
    /// Words a text must hold to be a block, when the line count is unknown.
    package var minimumWords: Int
    /// Characters a Chinese, Japanese or Korean text must hold to be a block,
    /// when the line count is unknown.
    package var minimumCJKCharacters: Int

    /// A definition with MCAG's figures unless others are given.
    package init(minimumLines: Int = 3, minimumWords: Int = 20, minimumCJKCharacters: Int = 60) {
        self.minimumLines = minimumLines
        self.minimumWords = minimumWords
        self.minimumCJKCharacters = minimumCJKCharacters
    }

    /// MCAG's definition: three rows, or the word counts above.
    package static let mcag = TextBlockDefinition()

    /// The element's text when the element is a text block, else nil.
    ///
    /// Only static text counts (role ``Role/text``): buttons and fields are
    /// controls, not blocks of reading matter.
    package func blockText(of element: Element) -> String? {
        guard let text = Self.readableText(of: element) else { return nil }
        if let lines = element.textStyle?.lineCount { return lines >= minimumLines ? text : nil }
        if text.hasAtLeastWords(minimumWords) { return text }
        return text.isMostlyCJKText && text.count >= minimumCJKCharacters ? text : nil
    }

    /// The text a visible static text element shows: its text, else its
    /// label (iOS static texts carry their text in the label).
    static func readableText(of element: Element) -> String? {
        // Text that is not drawn has no visual presentation to judge.
        guard element.role == .text, element.isVisible != false, element.alpha.map({ $0 > 0 }) ?? true else { return nil }
        if let text = element.visibleText { return text }
        if let label = element.label, !label.isBlank { return label }
        return nil
    }
}

extension String {
    /// True when most of the letters are Chinese, Japanese or Korean, whose
    /// full-width characters are counted apart from Latin text.
    var isMostlyCJKText: Bool {
        if ASCIIWords.isASCII(self) { return false }  // no ASCII character is CJK
        var cjk = 0, other = 0
        for scalar in unicodeScalars where !scalar.properties.isWhitespace {
            switch scalar.value {
            case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3040...0x30FF, 0x3100...0x318F, 0x31A0...0x31FF,
                 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFFEF:
                cjk += 1
            default:
                other += 1
            }
        }
        return cjk > other
    }

    /// Whether the string holds at least `count` words; stops counting there.
    func hasAtLeastWords(_ count: Int) -> Bool {
        var words = 0
        var inWord = false
        for character in self {
            if character.isWhitespace {
                inWord = false
            } else if !inWord {
                inWord = true
                words += 1
                if words >= count { return true }
            }
        }
        return words >= count
    }

    /// A short excerpt for messages.
    var readingExcerpt: String {
        let flat = split(whereSeparator: { $0.isNewline }).joined(separator: " ")
        return flat.count <= 40 ? flat : String(flat.prefix(40)) + "…"
    }
}
