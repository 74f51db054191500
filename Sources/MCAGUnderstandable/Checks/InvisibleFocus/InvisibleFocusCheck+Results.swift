import MCAGCore

extension InvisibleFocusCheck {
    /// What the check reports, and how each result reads. `reason` is how the
    /// screen-reader model says the element is hidden ("is transparent").
    enum Result: FindingResult {
        case emptyAndUnnamed(reason: String)
        case underKeyboard(reason: String)
        case coveredBySibling(reason: String)
        case coveredByLayer(reason: String)
        case focusOnInvisible(reason: String)
        case hiddenFlagsUnknown(reason: String)
        case visibilityUnknown
        case passes(count: Int)

        var message: String {
            switch self {
            case .emptyAndUnnamed(let reason):
                "A focusable element \(reason) and no name, so whether the screen reader ever lands on it needs a listen."
            case .underKeyboard(let reason):
                "A focusable element \(reason): VoiceOver still reaches it while the keyboard is up, and whether that misleads depends on the flow (the keyboard is dismissed in one gesture), so a person judges it."
            case .coveredBySibling(let reason):
                "A focusable element \(reason); the capture does not say whether that cover is opaque, a translucent scrim, or lets touches through, so compare the screenshot: focus on a button no one can see is ghost focus."
            case .coveredByLayer(let reason):
                "A focusable element \(reason): whether that layer is modal for the screen reader, which then cannot reach what lies under it, is not in the dump."
            case .focusOnInvisible(let reason): "This element receives focus but \(reason), so the focus lands on nothing visible."
            case .hiddenFlagsUnknown(let reason):
                "A control \(reason), and its focus flags are unknown, so whether it receives focus is not known."
            case .visibilityUnknown: "Whether a focusable element can be seen is not known."
            case .passes(let count): "The \(count) focusable elements are visible and have a size."
            }
        }

        static let fix = "Remove the element from the accessibility tree while it cannot be seen: hide it (`isHidden = true`, `accessibilityElementsHidden`, or `isAccessibilityElement = false` on iOS; `View.GONE`/`INVISIBLE` or `importantForAccessibility = no` on Android), or show it before it can receive focus."
    }
}
