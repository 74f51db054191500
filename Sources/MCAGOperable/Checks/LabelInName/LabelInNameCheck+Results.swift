import MCAGCore

extension LabelInNameCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case containsVisibleText
        case missingFromName(shown: String, name: String?)

        var message: String {
            switch self {
            case .containsVisibleText: "The accessible name contains the visible text"
            case .missingFromName(let shown, let name):
                "The visible text \"\(shown)\" is missing from the accessible name \"\(name ?? "")\""
            }
        }

        static func fix(shown: String) -> String {
            "Put the visible words, in the same order, into the accessibility label (for example \"\(shown)\" or \"\(shown), more detail\"), so that Voice Control and Voice Access users can say what they see."
        }
    }
}
