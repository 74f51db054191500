import MCAGCore

extension ContentGroupingCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case imageAndTextApart
        case stopsUnknown
        case sharedTapTarget(neighbour: ElementLocation)
        case toggleLabelApart(role: Role, toggle: ElementLocation)
        case sliderTitleApart(slider: ElementLocation)
        /// The names of the row's first three texts, of `count` in all.
        case rowSplit(count: Int, firstNames: [String])
        case allGrouped

        var message: String {
            switch self {
            case .imageAndTextApart:
                return "This control's image and text are announced as separate stops, so its parts are read one swipe at a time."
            case .stopsUnknown:
                return "The control has an image and a text, but whether they are stops of their own is not known."
            case .sharedTapTarget(let neighbour):
                return "This element and its neighbour \(neighbour) share one tap target but are announced as two stops."
            case .toggleLabelApart(let role, let toggle):
                return "This text labels the \(role) beside it on its row (\(toggle)), but the two are announced as separate stops: the label is read without its control, and the control without the label."
            case .sliderTitleApart(let slider):
                return "This text titles the slider right below it (\(slider)), which has no name of its own, but the two are announced as separate stops: the title is read without its slider, and the slider without its title."
            case .rowSplit(let count, let firstNames):
                return Self.rowSplit(count: count, firstNames: firstNames)
            case .allGrouped: return "Every control with an image and a text is announced as one unit."
            }
        }

        private static func rowSplit(count: Int, firstNames: [String]) -> String {
            let spoken: String = firstNames.map { "\"\($0.escapedForReport)\"" }.joined(separator: ", ")
            let more: String = count > 3 ? ", …" : ""
            return "This list row's texts are announced as \(count) separate stops (\(spoken)\(more)): the cell is not one accessibility element, so its parts are read one swipe at a time instead of as one item."
        }

        static let fix = "Group them into one element: make the control the only accessibility element, named with its visible text (iOS: `isAccessibilityElement = true` and an `accessibilityLabel` on the container, or `.accessibilityElement(children: .combine)` in SwiftUI; Android: make the container focusable and its children not important for accessibility, or `Modifier.semantics(mergeDescendants = true)` / `Modifier.clickable` on the container in Compose)."

        static let fixSlider = "Name the slider with its title (Flutter `Slider(label:)` or `Semantics(label:)` around both, Android `contentDescription` or `labelFor`, iOS `accessibilityLabel`), or make the title and slider one element."
    }
}
