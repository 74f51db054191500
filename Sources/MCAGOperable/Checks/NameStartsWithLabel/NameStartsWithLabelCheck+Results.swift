import MCAGCore

extension NameStartsWithLabelCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case startsWithVisibleText
        case doesNotStart(shown: String, name: String?)

        var message: String {
            switch self {
            case .startsWithVisibleText: "The accessible name starts with the visible text"
            case .doesNotStart(let shown, let name):
                "The accessible name \"\(name ?? "")\" does not start with the visible text \"\(shown)\""
            }
        }

        static let fix = "Reorder the accessibility label so that it begins with the visible text and adds any detail after it."
    }
}
