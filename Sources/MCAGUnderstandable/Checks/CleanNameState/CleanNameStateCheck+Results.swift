import MCAGCore

extension CleanNameStateCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        /// `inferredEvidence`: how the screen's language is known when the dump does not state it.
        case statesState(name: String, phrase: String, inferredEvidence: String?)
        case stateOnStatusLine
        case passes(count: Int)

        var message: String {
            switch self {
            case .statesState(let name, let phrase, let evidence):
                "The name \"\(name)\" states a state (\"\(phrase)\"), which the platform already announces.\(CleanNameScanResult.note(evidence))"
            case .stateOnStatusLine:
                "A state word stands on a line of its own under the first in a description built from the control's visible texts: most likely the status it shows, which a sighted user reads too. Whether the state should be exposed apart from the name (stateDescription, accessibilityValue) is a person's call."
            case .passes(let count): "\(count) names of controls state no state."
            }
        }

        static func fix(phrase: String) -> String {
            "Remove \"\(phrase)\" from the name and expose the state instead: `accessibilityTraits` `.selected` or `accessibilityValue` (iOS), `isChecked`/`isSelected`/`stateDescription` (Android)."
        }
    }
}
