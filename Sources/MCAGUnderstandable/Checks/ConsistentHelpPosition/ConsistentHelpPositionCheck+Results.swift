import MCAGCore

extension ConsistentHelpPositionCheck {
    /// What the check reports, and how each result reads. `help` is the
    /// mechanism's key (its role and identity); places are as
    /// ``RelativePlacement`` describes them ("after Home, Orders").
    enum Result: FindingResult {
        case oneScreen
        case nothingToCompare(help: String)
        case consistent(help: String, screens: Int)
        case moves(help: String, reference: String, referenceScreens: [String], deviations: [Deviation])

        /// Where the mechanism comes on some screens other than the reference's.
        struct Deviation: Sendable, Hashable {
            let place: String
            let screens: [String]
        }

        var message: String {
            switch self {
            case .oneScreen:
                "Only one screen was captured, so the place of its help mechanism cannot be compared; capture every screen that offers help."
            case .nothingToCompare(let help):
                "No other content repeats on the screens that show the help mechanism \(RelativePlacement.display(help)), so its place cannot differ."
            case .consistent(let help, let screens):
                "The help mechanism \(RelativePlacement.display(help)) keeps its place among the repeated content on \(screens) screens."
            case .moves(let help, let reference, let referenceScreens, let deviations):
                "The help mechanism \(RelativePlacement.display(help)) moves among the repeated content: on \(RepeatedContent.list(referenceScreens)) "
                    + "it comes \(reference), but "
                    + deviations.map { "on \(RepeatedContent.list($0.screens)) it comes \($0.place)" }.joined(separator: "; ") + "."
            }
        }

        static func fix(help: String, reference: String, referenceScreens: [String]) -> String {
            "Place \(RelativePlacement.display(help)) at the same point relative to the repeated content on every screen: \(reference), "
                + "as on \(RepeatedContent.list(referenceScreens))."
        }
    }
}
