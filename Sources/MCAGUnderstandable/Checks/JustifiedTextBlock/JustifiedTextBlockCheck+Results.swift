import MCAGCore

extension JustifiedTextBlockCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case styleUnknown
        case alignmentUnknown
        case justified(text: String)
        case aligned(TextStyle.Alignment)

        var message: String {
            switch self {
            case .styleUnknown: "The text style of the block is unknown."
            case .alignmentUnknown: "The alignment of the block is unknown."
            case .justified(let text):
                "The text block \"\(text.readingExcerpt)\" is fully justified, so the spaces between its words vary."
            case .aligned(let alignment): "The text block is aligned \(alignment.rawValue), not justified."
            }
        }

        static let fix = "Align the block to the reading edge (natural or leading alignment; on Android drop "
            + "justificationMode inter-word) so that every space between words keeps the font's width."
    }
}
