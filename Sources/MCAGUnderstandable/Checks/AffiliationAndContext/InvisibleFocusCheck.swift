public import MCAGCore

/// 3.1.5 test 1: no stop is transparent, hidden or without size.
///
/// An element is invisible when it or an ancestor has `alpha == 0` or
/// `isVisible == false`, or when its frame has no area. One pass marks the
/// subtrees of invisible ancestors, so the check is linear. Only elements
/// whose flags say they receive focus are failed; a control that is only
/// presumed focusable (its flags are unknown) is left for review, because
/// platforms usually skip invisible views on their own.
public struct InvisibleFocusCheck: ScreenCheck {
    public init() {}

    public var name: String { "no-focus-on-invisible-elements" }

    static let fix = "Remove the element from the accessibility tree while it cannot be seen: hide it (`isHidden = true`, `accessibilityElementsHidden`, or `isAccessibilityElement = false` on iOS; `View.GONE`/`INVISIBLE` or `importantForAccessibility = no` on Android), or show it before it can receive focus."

    public func evaluate(_ screen: ScreenContext) -> [Finding] {
        let tree = screen.tree
        var hiddenAncestor = SubtreeCover()
        var verdicts = ElementVerdicts()
        for index in tree.indices {
            let element = tree[index]
            let selfHidden = element.alpha == 0 || element.isVisible == false
            let underHidden = hiddenAncestor.visit(index, in: tree, matches: selfHidden)
            let focus = AssistiveFocus(of: element)
            guard focus.isStop else { continue }
            verdicts.record(Self.verdict(on: element, focus: focus, underHidden: underHidden), at: index, on: screen)
        }
        return verdicts.findings(on: screen) { "The \($0) focusable elements are visible and have a size." }
    }

    static func verdict(on element: Element, focus: AssistiveFocus, underHidden: Bool) -> ElementVerdict {
        let reason: String? =
            if element.alpha == 0 { "is fully transparent (alpha 0)" }
            else if element.isVisible == false { "is hidden" }
            else if underHidden { "lies inside a transparent or hidden container" }
            else if let frame = element.frame, frame.isEmpty { "has no size (\(frame))" }
            else { nil }
        if let reason {
            if focus == .reached {
                return .violation(message: "This element receives focus but \(reason), so the focus lands on nothing visible.",
                                  fix: fix)
            }
            return .review(reason: "A control \(reason), and its focus flags are unknown, so whether it receives focus is not known.",
                           missing: AssistiveFocus.missingFields)
        }
        if element.frame != nil, element.isVisible != nil || element.alpha != nil { return .pass }
        var missing: [String] = []
        if element.frame == nil { missing.append("frame") }
        if element.isVisible == nil, element.alpha == nil { missing += ["isVisible", "alpha"] }
        return .review(reason: "Whether a focusable element can be seen is not known.", missing: missing)
    }

    public var examples: [CheckExample] {
        let frame = Rect(x: 16, y: 100, width: 120, height: 44)
        return [
            .passes("A visible, sized button",
                    Node(Element(role: .button, label: "Play", frame: frame, isAccessibilityElement: true, isVisible: true))),
            .fails("A transparent button that still receives focus",
                   Node(Element(role: .button, label: "Play", frame: frame, isAccessibilityElement: true, isVisible: true, alpha: 0))),
            .fails("A focusable button inside a hidden panel",
                   Node(Element(role: .container, isVisible: false)) {
                       Node(Element(role: .button, label: "Close", frame: frame, isAccessibilityElement: true))
                   }),
            .fails("A focusable element with no size",
                   Node(Element(role: .button, label: "Menu", frame: Rect(x: 0, y: 0, width: 0, height: 0),
                                isAccessibilityElement: true, isVisible: true))),
            .needsReview("A focusable button with no visibility data",
                         Node(Element(role: .button, label: "Play", frame: frame, isAccessibilityElement: true))),
            .needsReview("A hidden control whose focus flags are unknown",
                         Node(Element(role: .button, label: "Play", frame: frame, isVisible: false))),
        ]
    }
}
