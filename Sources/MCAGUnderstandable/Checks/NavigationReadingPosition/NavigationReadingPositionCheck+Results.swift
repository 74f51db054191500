import MCAGCore

extension NavigationReadingPositionCheck {
    /// What the check reports, and how each result reads. `component` is the
    /// component's key ("tab bar (TabLayout)").
    enum Result: FindingResult {
        case oneScreen
        case nothingToCompare(component: String)
        case keepsPlace(component: String, screens: Int)
        case moves(component: String, reference: String, referenceScreens: [String], deviations: [Deviation])

        /// A place the component is read at on some screens other than the reference.
        struct Deviation: Sendable, Hashable {
            let place: String
            let screens: [String]
        }

        var message: String {
            switch self {
            case .oneScreen:
                let sentence: String = "Only one screen was captured, so the place of its navigation cannot be compared; "
                    + "capture every screen that shows it."
                return sentence
            case .nothingToCompare(let component):
                return "No other content repeats on the screens that show the \(component), so its place cannot differ."
            case .keepsPlace(let component, let screens):
                return "The \(component) keeps its place in the reading order on \(screens) screens."
            case .moves(let component, let reference, let referenceScreens, let deviations):
                let others: [String] = deviations.map { "on \(RepeatedContent.list($0.screens)) it is read \($0.place)" }
                let referenceList: String = RepeatedContent.list(referenceScreens)
                let message: String = "The \(component) moves in the reading order: on \(referenceList) it is read "
                    + "\(reference), but " + others.joined(separator: "; ") + "."
                return message
            }
        }

        static func fix(component: String, reference: String, referenceScreens: [String]) -> String {
            let referenceList: String = RepeatedContent.list(referenceScreens)
            let fix: String = "Keep the \(component) at the same point of the accessibility tree on every screen: \(reference), "
                + "as on \(referenceList)."
            return fix
        }
    }
}
