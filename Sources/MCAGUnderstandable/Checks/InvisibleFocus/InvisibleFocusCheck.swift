package import MCAGCore

/// 3.1.5 test 1: no stop is transparent, hidden or without size.
///
/// Reads the screen's ``ScreenReaderModel``: an element is invisible when it
/// or an ancestor has `alpha == 0` or `isVisible == false`, or when its frame
/// has no area. A container that reports `visible="false"` while a
/// descendant reports `visible="true"` on screen is not hidden: XCUITest
/// reports Flutter's and some UIKit containers that way while their children
/// are drawn. Stops are the model's. On Android, visibility is the
/// framework's `isVisibleToUser()`, which is false for a view that is not
/// shown, that has an ancestor with alpha 0, or that its ancestors clip away:
/// a plain `uiautomator dump` lists only nodes for which it is true (the
/// importer marks them visible), and UiAutomator2 writes it as `displayed`.
/// So alpha, which no dump records, is not needed there: a node visible to
/// the user is not fully transparent. Only elements
/// whose flags say they receive focus are failed; a control that is only
/// presumed focusable (its flags are unknown) is left for review, because
/// platforms usually skip invisible views on their own.
package struct InvisibleFocusCheck: ScreenCheck {
    package init() {}

    package var name: String { "no-focus-on-invisible-elements" }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let model = screen.screenReader
        var verdicts = ElementVerdicts()
        for index in screen.tree.indices {
            let reader = model[index]
            let focus = AssistiveFocus(reader)
            guard focus.isStop else { continue }
            verdicts.record(Self.verdict(on: screen.tree[index], reader: reader, focus: focus), at: index, on: screen)
        }
        return verdicts.findings(on: screen) { Result.passes(count: $0) }
    }

    static func verdict(on element: Element, reader: ScreenReaderElement, focus: AssistiveFocus) -> ElementVerdict {
        if case let .hidden(reason) = reader.visibility {
            // A stop with neither area nor name gives VoiceOver and TalkBack no
            // place to draw the cursor and nothing to say: XCUITest lists such
            // leftovers (an empty `Other` beside a collection view), and whether
            // a swipe ever lands there can only be heard, not read from the dump.
            if element.frame?.isEmpty == true, reader.name == nil {
                return .review(reason: Result.emptyAndUnnamed(reason: reason), missing: [])
            }
            if reader.visibility.isUnderKeyboard {
                return .review(reason: Result.underKeyboard(reason: reason), missing: [])
            }
            // A same-frame cover is what a scrim, a pass-through overlay and an opaque
            // cover all look like in XCUITest's source: only the pixels tell them apart.
            if reader.visibility.isCoveredBySibling {
                return .review(reason: Result.coveredBySibling(reason: reason), missing: [])
            }
            // Content under a presented sheet or cover: VoiceOver does not reach it when the layer
            // is modal (a presented view controller, accessibilityViewIsModal), which no dump says.
            if reader.visibility.isCoveredByLayer {
                return .review(reason: Result.coveredByLayer(reason: reason),
                               missing: ["whether the layer over it is modal for the screen reader (accessibilityViewIsModal, a presented view controller)"])
            }
            if focus == .reached {
                return .violation(result: Result.focusOnInvisible(reason: reason), fix: Result.fix)
            }
            return .review(reason: Result.hiddenFlagsUnknown(reason: reason),
                           missing: AssistiveFocus.missingFields)
        }
        if element.frame != nil, reader.visibility == .visible { return .pass }
        return .review(reason: Result.visibilityUnknown,
                       missing: missingFields(frame: element.frame == nil, visibility: element.isVisible == nil && element.alpha == nil))
    }

    /// The fields a visibility review names, from literals: built per element,
    /// the list was an allocation for every stop of a screen without the data.
    private static func missingFields(frame: Bool, visibility: Bool) -> [String] {
        switch (frame, visibility) {
        case (true, true): ["frame", "isVisible", "alpha"]
        case (true, false): ["frame"]
        case (false, true): ["isVisible", "alpha"]
        case (false, false): []
        }
    }

    package var examples: [CheckExample] {
        let frame = Rect(x: 16, y: 100, width: 120, height: 44)
        return [
            .passes("A visible, sized button",
                    Node(Element(role: .button, label: "Play", frame: frame, isAccessibilityElement: true, isVisible: true))),
            .fails("A transparent button that still receives focus",
                   Node(Element(role: .button, label: "Play", frame: frame, isAccessibilityElement: true, isVisible: true, alpha: 0)).flagged()),
            .fails("A focusable button inside a hidden panel",
                   Node(Element(role: .container, isVisible: false)) {
                       Node(Element(role: .button, label: "Close", frame: frame, isAccessibilityElement: true)).flagged()
                   }),
            .fails("A focusable element with no size",
                   Node(Element(role: .button, label: "Menu", frame: Rect(x: 0, y: 0, width: 0, height: 0),
                                isAccessibilityElement: true, isVisible: true)).flagged()),
            .needsReview("A focusable button with no visibility data",
                         Node(Element(role: .button, label: "Play", frame: frame, isAccessibilityElement: true)).flagged()),
            .passes("A button drawn inside a container that reports itself invisible (XCUITest's Flutter quirk)",
                    screen: Screen(viewport: Size(width: 390, height: 844), tree: ElementTree(
                        Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 390, height: 844), isVisible: false)) {
                            Node(Element(role: .button, label: "Close", frame: frame, isAccessibilityElement: true, isVisible: true))
                        }))),
            .needsReview("An accessible element with no size and no name (ios26-icecubes-timeline's empty Other)",
                         Node(Element(role: .button, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                                      isAccessibilityElement: true, isVisible: true)).flagged()),
            .needsReview("A hidden control whose focus flags are unknown",
                         Node(Element(role: .button, label: "Play", frame: frame, isVisible: false)).flagged()),
        ]
    }
}
