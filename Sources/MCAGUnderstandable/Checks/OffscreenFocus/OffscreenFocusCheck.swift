package import MCAGCore

/// 3.1.5 test 2: no stop lies outside the viewport.
///
/// A stop is outside when `isOnScreen` is false or its frame does not meet
/// the rectangle of the screen's viewport. Elements inside a scrolling
/// container or a web view (web content scrolls) are skipped: a screen
/// reader scrolls them into view when they get focus, which is not ghost
/// focus. One pass marks the subtrees of scrolling containers, so the check
/// is linear.
package struct OffscreenFocusCheck: ScreenCheck {
    package init() {}

    package var name: String { "no-focus-outside-viewport" }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let tree = screen.tree
        let model = screen.screenReader
        let viewport = screen.screen.viewport.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        var insideScroller = SubtreeCover()
        var verdicts = ElementVerdicts()
        for index in tree.indices {
            let element = tree[index]
            let scrolls = element.isScrollable == true || element.role == .scrollView || element.role == .list
                || element.role == .webView
            let scrolledIntoView = insideScroller.visit(index, in: tree, matches: scrolls)
            let focus = AssistiveFocus(model[index])
            guard focus.isStop, !scrolledIntoView else { continue }
            // A frame with no area lies nowhere: test 1 (no size) judges it, not its position.
            if element.frame?.isEmpty == true { continue }
            var outside: Bool?
            if element.isOnScreen == false {
                outside = true
            } else if let frame = element.frame, let viewport {
                outside = !frame.intersects(viewport) && !frame.isEmpty
            } else if element.isOnScreen == true {
                outside = false
            }
            let verdict: ElementVerdict = switch outside {
            case true? where focus == .reached:
                .violation(result: Result.focusOutside(frame: element.frame), fix: Result.fix)
            case true?:
                .review(reason: Result.outsideFlagsUnknown,
                        missing: AssistiveFocus.missingFields)
            case false?:
                .pass
            case nil:
                .review(reason: Result.positionUnknown,
                        missing: element.frame == nil ? ["isOnScreen", "frame"] : ["isOnScreen", "viewport"])
            }
            verdicts.record(verdict, at: index, on: screen)
        }
        return verdicts.findings(on: screen) { Result.passes(count: $0) }
    }

    package var examples: [CheckExample] {
        let drawerItem = Element(role: .button, label: "Settings", frame: Rect(x: -300, y: 100, width: 280, height: 44),
                                 isAccessibilityElement: true)
        return [
            .passes("A button inside the viewport",
                    screen: Screen(viewport: Size(width: 390, height: 844), tree: ElementTree(
                        Node(Element(role: .button, label: "Play", frame: Rect(x: 16, y: 100, width: 80, height: 44),
                                     isAccessibilityElement: true))))),
            .fails("A closed drawer's item, left of the screen, still receives focus",
                   screen: Screen(viewport: Size(width: 390, height: 844), tree: ElementTree(Node(drawerItem).flagged()))),
            .fails("A focusable element reported off screen",
                   Node(Element(role: .link, label: "Terms", isAccessibilityElement: true, isOnScreen: false)).flagged()),
            .passes("Rows below the fold of a list are reached by scrolling",
                    screen: Screen(viewport: Size(width: 390, height: 844), tree: ElementTree(
                        Node(Element(role: .list, frame: Rect(x: 0, y: 0, width: 390, height: 844))) {
                            Node(Element(role: .button, label: "Row 40", frame: Rect(x: 0, y: 2000, width: 390, height: 44),
                                         isAccessibilityElement: true, isOnScreen: false))
                        },
                        Node(Element(role: .button, label: "Compose", frame: Rect(x: 300, y: 760, width: 60, height: 60),
                                     isAccessibilityElement: true))))),
            .passes("A focusable element with no size is left to test 1, not placed outside",
                    screen: Screen(viewport: Size(width: 390, height: 844), tree: ElementTree(
                        Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 0, height: 0),
                                     isAccessibilityElement: true, isOnScreen: false)),
                        Node(Element(role: .button, label: "Compose", frame: Rect(x: 300, y: 760, width: 60, height: 60),
                                     isAccessibilityElement: true))))),
            .needsReview("A focusable element with neither frame nor on-screen flag",
                         Node(Element(role: .button, label: "Play", isAccessibilityElement: true)).flagged()),
        ]
    }
}
