import MCAGCore

extension ScreenTitleUniquenessCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case titleUnknown
        case oneScreen
        /// `names` sorted.
        case sharedTitle(names: [String], title: String)
        case unnamedShareTitle(title: String)
        case distinct(screens: Int)

        var message: String {
            switch self {
            case .titleUnknown:
                let sentence: String = "The screen's title is not known (the snapshot records none, and the tree holds no "
                    + "pane title, app bar title or navigation bar title), so its uniqueness cannot be checked."
                return sentence
            case .oneScreen:
                let start: String = "Uniqueness is a question about the app's set of screens, and only one screen was "
                    + "captured, so there is no other title to compare with. "
                let end: String = "Capture the app's other main screens and audit them together (a capture set), "
                    + "or check by ear that no two screens are announced with the same title."
                return start + end
            case .sharedTitle(let names, let title):
                let listed: String = names.joined(separator: ", ")
                return "The screens \(listed) all have the title \"\(title)\"."
            case .unnamedShareTitle(let title):
                return "Captures without a screen name share the title \"\(title)\"; they may be one screen captured twice."
            case .distinct(let screens):
                return "All \(screens) screens have distinct titles."
            }
        }

        static let fix = "Give each screen a title that tells it apart, such as \"Order 1234\" rather than \"Details\"."
    }
}
