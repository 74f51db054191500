import MCAGCore

extension IconGlyphGroupingCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case emojiApart(emoji: String, text: String)
        case glyphApart(glyph: String, text: String)
        case noneApart

        var message: String {
            switch self {
            case .emojiApart(let emoji, let text):
                let emojiText: String = emoji.escapedForReport, words: String = text.escapedForReport
                return "The emoji \"\(emojiText)\" is a stop of its own, apart from the text \"\(words)\" drawn right beside it: the screen reader needs two swipes for one item, and reads the emoji's name apart from what it labels."
            case .glyphApart(let glyph, let text):
                let glyphText: String = glyph.escapedForReport, words: String = text.escapedForReport
                return "The icon-font glyph \"\(glyphText)\" is a stop of its own, apart from the text \"\(words)\" drawn right beside it: the screen reader needs two swipes for one item, the first on a glyph it reads as nothing."
            case .noneApart: return "No icon-font glyph is read apart from a text drawn right beside it."
            }
        }

        static let fix = "Read the icon and its text as one element: hide the glyph from assistive technology (Android `importantForAccessibility=\"no\"`, React Native `accessible={false}` or `importantForAccessibility=\"no-hide-descendants\"`, iOS `isAccessibilityElement = false`) and make the row one accessibility element (`accessible={true}` on its container, `screenReaderFocusable`, `accessibilityElement(children: .combine)`)."
    }
}
