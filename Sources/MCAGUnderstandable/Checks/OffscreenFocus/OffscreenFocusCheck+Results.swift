import MCAGCore

extension OffscreenFocusCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case focusOutside(frame: Rect?)
        case outsideFlagsUnknown
        case positionUnknown
        case passes(count: Int)

        var message: String {
            switch self {
            case .focusOutside(let frame):
                "This element receives focus but lies outside the viewport\(frame.map { " at \($0)" } ?? "")."
            case .outsideFlagsUnknown: "A control lies outside the viewport, and its focus flags are unknown."
            case .positionUnknown: "Whether a focusable element is on screen is not known."
            case .passes(let count): "The \(count) focusable elements outside scrolling containers lie inside the viewport."
            }
        }

        static let fix = "Take elements that are moved off screen out of the accessibility tree while they are away (a closed drawer or menu: `accessibilityElementsHidden`/`isHidden` on iOS, `View.GONE` or `importantForAccessibility = no` on Android), or bring them on screen before they can receive focus."
    }
}
