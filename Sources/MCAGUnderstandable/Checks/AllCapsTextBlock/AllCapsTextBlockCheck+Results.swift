import MCAGCore

extension AllCapsTextBlockCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case typedInCapitals(text: String)
        case styleUnknown
        case allCapsUnknown
        case drawnInCapitals(text: String)
        case mixedCase

        var message: String {
            switch self {
            case .typedInCapitals(let text):
                "The text block \"\(text.readingExcerpt)\" is written entirely in capital letters."
            case .styleUnknown: "The text style is unknown, so an all-caps transform cannot be ruled out."
            case .allCapsUnknown: "Whether the block is drawn in capitals is unknown."
            case .drawnInCapitals(let text):
                "The text block \"\(text.readingExcerpt)\" is drawn entirely in capitals by an all-caps transform."
            case .mixedCase: "The text block is set in mixed case."
            }
        }

        static let fix = "Set the block in sentence case: write it in mixed case and remove any all-caps transform "
            + "(Android textAllCaps, iOS uppercased() or a small-caps font). Keep capitals for short labels."
    }
}
