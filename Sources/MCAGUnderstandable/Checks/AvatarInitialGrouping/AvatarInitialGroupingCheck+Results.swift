import MCAGCore

extension AvatarInitialGroupingCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        /// `nameAt` is where the name the initial stands for is.
        case initialApart(letter: String, person: String, nameAt: ElementLocation)
        case noneApart

        var message: String {
            switch self {
            case .initialApart(let letter, let person, let location):
                "The avatar initial \"\(letter.escapedForReport)\" is a focus stop of its own, apart from the name \"\(person.escapedForReport)\" it stands for (\(location)): the screen reader announces one person in two stops."
            case .noneApart: "No avatar initial is read apart from the name it stands for."
            }
        }

        static func fix(person: String) -> String {
            "Read the avatar and the name as one element: make their container one accessibility element labelled \"\(person.escapedForReport)\" (Android a focusable container with `screenReaderFocusable`, or `importantForAccessibility=\"no\"` on the initial; iOS `accessibilityElement(children: .combine)` or `isAccessibilityElement = false` on the initial; Compose `Modifier.semantics(mergeDescendants = true)`; Flutter `MergeSemantics` or `ExcludeSemantics` on the initial)."
        }
    }
}
