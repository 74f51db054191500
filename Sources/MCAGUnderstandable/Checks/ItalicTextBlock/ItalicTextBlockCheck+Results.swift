import MCAGCore

extension ItalicTextBlockCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case styleUnknown
        case italicUnknown
        case italic(text: String)
        case upright

        var message: String {
            switch self {
            case .styleUnknown: "The text style of the block is unknown."
            case .italicUnknown: "Whether the block is set in italic is unknown."
            case .italic(let text): "The text block \"\(text.readingExcerpt)\" is set entirely in italic."
            case .upright: "The text block is set upright."
            }
        }

        static let fix = "Set the block in the upright (regular) style; keep italic for a few words of emphasis."
    }
}
