package import MCAGCore

/// 3.1.3, assisted: "The order in which elements receive focus in sequential
/// navigation maintains a logical flow and avoids erratic jumps across the screen."
///
/// The focus order is the document order of the elements a screen reader or
/// keyboard stops on: TalkBack walks the node tree depth first
/// (`OrderedTraversalController` builds its `WorkingTree` from the node
/// children in order, `WorkingTree.getNext`), so each container is read whole
/// before the next one. Each stop is compared with the one before it:
/// - a stop whose bottom lies above the previous stop's top (within a
///   tolerance of a quarter of the smaller height) jumps back up the screen;
/// - a stop in the same row as the previous one (their heights overlap by at
///   least half the smaller height) that lies wholly before it in the reading
///   direction (left of it, or right of it in a right-to-left layout, within
///   a quarter of the smaller width) goes backwards.
///
/// Such a move is then judged by the two branches of the tree it leaves and
/// enters (the children of the stops' nearest common ancestor), see
/// `Jump`: moving on to the next column, to a layer drawn over what was
/// read, or to a region above once this one is read whole is a logical flow
/// and passes; a reversal among the items of one group, or inside one focusable
/// item, is the erratic jump the criterion names. It fails where the dump's
/// order is surely the screen reader's (Android siblings of one parent, see
/// `orderIsTheReaders(_:_:in:)`), and is *needs review* naming what decides
/// elsewhere (UIKit sorts a container's elements by position for VoiceOver).
package struct FocusOrderCheck: ScreenCheck {
    package init() {}

    package var name: String { "focus-order-follows-layout" }
    package var automation: Automation { .assisted }

    /// Overlap, as a fraction of the smaller extent, that geometry must exceed
    /// before an order counts as reversed; keeps sub-pixel misalignment quiet.
    static let tolerance = 0.25
    /// Vertical overlap, as a fraction of the smaller height, that puts two stops in one row.
    static let sameRowOverlap = 0.5

    /// Primary language subtags written right to left.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let (stops, unframedStops, unknownFocus) = Self.stops(of: screen)
        let layout = ReadingDirection(of: screen, stops: stops.map(\.frame))
        var (findings, rowNeedsDirection) = Self.orderFindings(stops, layout: layout, in: screen)
        if rowNeedsDirection {
            findings.append(.screen(.needsReview, screen, Result.rowsNeedDirection(unknown: layout.unknown),
                                    missing: ["layoutDirection"]))
        }
        if !unframedStops.isEmpty {
            let result = Result.unframedStops(count: unframedStops.count, first: screen.location(of: unframedStops[0]))
            findings.append(.screen(.needsReview, screen, result, missing: ["frame"]))
        }
        if stops.count + unframedStops.count == 0, unknownFocus > 0 {
            findings.append(.screen(.needsReview, screen, Result.focusUnknown, missing: AssistiveFocus.missingFields))
        }
        if findings.isEmpty, stops.count > 1 {
            findings.append(.screen(.pass, screen, Result.followsLayout(stops: stops.count, basis: layout.basis)))
        }
        return findings
    }

    /// The screen's shown focus stops with frames in reading order, those without a frame, and how many
    /// named elements do not say whether they take focus.
    private static func stops(of screen: ScreenContext) -> ([(index: Int, frame: Rect)], unframed: [Int], unknownFocus: Int) {
        let tree = screen.tree
        let model = screen.screenReader
        var stops: [(index: Int, frame: Rect)] = []
        var unframedStops: [Int] = []
        var unknownFocus = 0
        // A toast floats over the screen and is announced when it appears, not reached by
        // swiping in reading order, so its place in the tree says nothing about the order.
        var insideToast = SubtreeCover()
        for index in tree.indices {
            let element = tree[index]
            let isToast: Bool = element.role == .toast
            if insideToast.visit(index, in: tree, matches: isToast) || isToast { continue }
            let focus = AssistiveFocus(model[index])
            if focus == .unknown, element.accessibleName != nil { unknownFocus += 1 }
            guard focus.isStop, !model[index].visibility.isHidden else { continue }
            guard let frame = element.frame, !frame.isEmpty else {
                unframedStops.append(index)
                continue
            }
            stops.append((index, frame))
        }
        return (stops, unframedStops, unknownFocus)
    }

    /// A finding for each stop that comes after one it sits above or beyond in its row; whether a row's
    /// order needs the layout direction the screen does not give.
    private static func orderFindings(
        _ stops: [(index: Int, frame: Rect)], layout: ReadingDirection, in screen: ScreenContext
    ) -> ([Finding], rowNeedsDirection: Bool) {
        let direction = layout.direction
        var findings: [Finding] = []
        var rowNeedsDirection = false
        for (before, stop) in zip(stops, stops.dropFirst()) {
            let index = stop.index, previousIndex = before.index
            let what: Result.Move, inRow: Bool
            switch relation(of: stop.frame, after: before.frame, direction: direction) {
            case .jumpsUp:
                what = .jumpsUp(after: screen.location(of: previousIndex))
                inRow = false
            case .goesBackwardInRow:
                what = .backInRow(after: screen.location(of: previousIndex), direction: direction, basis: layout.basis)
                inRow = true
            case .rowNeedsDirection:
                rowNeedsDirection = true
                continue
            case .forward:
                continue
            }
            let move = Jump(from: previousIndex, to: index, inRow: inRow, in: screen, direction: direction)
            findings.append(finding(for: move, screen.element(index), previous: previousIndex, what, in: screen))
        }
        return (findings, rowNeedsDirection)
    }

    /// What the dump does not record that decides a reversal inside one group: the
    /// order the screen reader builds itself. UIKit hands VoiceOver a container's
    /// elements sorted by position unless the app sets `accessibilityElements`,
    /// while XCUITest lists them in hierarchy order; Compose sorts its semantics
    /// nodes by position and hands TalkBack that order as traversal hints
    /// (`AndroidComposeViewAccessibilityDelegateCompat.setTraversalValues`), which
    /// neither uiautomator nor Appium writes; TalkBack moves a control ahead of a
    /// container it lies in when that container is in its tree and not a stop
    /// (`ReorderedChildrenIterator.needSwapNodeOrder`), and whether a view is
    /// important for accessibility is not in most dumps.
    ///
    /// Two `android.view.View` stops are a toolkit's (Compose, Flutter, web content); otherwise the
    /// view group that holds both decides: a custom view of a view-system app is written
    /// `android.view.View` too, and the framework orders it among its siblings.
    static func unknownOrder(_ index: Int, after previous: Int, in screen: ScreenContext) -> Result.OrderDecider {
        if screen.app.platform == .ios { return .voiceOverSorts }
        let tree = screen.tree, common = Branches(from: previous, to: index, in: tree)?.common
        let toolkitNodes = !isViewSystemNode(tree[index]) && !isViewSystemNode(tree[previous])
        if screen.app.platform == .android, !toolkitNodes, isViewSystemNode(tree[common ?? index]) {
            return .talkBackMovesControls
        }
        if screen.app.platform == .android { return .traversalHints }
        return .platformUnknown
    }

    /// Whether the dump's order of two consecutive stops is surely the one
    /// TalkBack follows: on Android, siblings of one parent. The framework
    /// hands a view's children to accessibility sorted by position
    /// (`ViewGroup.addChildrenForAccessibility`), so siblings listed against the layout were
    /// put so by the app, and TalkBack reads the node order. Compose nodes
    /// (`android.view.View`) are excluded: see ``isViewSystemNode(_:)``. For other pairs, and
    /// every iOS dump (XCUITest lists hierarchy order, VoiceOver's is sorted), a reversal inside
    /// one group stays a lead that names what decides (``unknownOrder(_:after:in:)``).
    static func orderIsTheReaders(_ index: Int, _ previous: Int, in screen: ScreenContext) -> Bool {
        guard screen.app.platform == .android, let parent = screen.tree.parent(of: index),
              screen.tree.parent(of: previous) == parent else { return false }
        return [index, previous].allSatisfy { isViewSystemNode(screen.tree[$0]) }
    }

    /// A node of a classic view, whose siblings the framework sorts. Compose
    /// semantics nodes and web content are written `android.view.View`:
    /// Compose keeps composition order among children and steers TalkBack
    /// with traversal-before hints the dump does not show.
    static func isViewSystemNode(_ element: Element) -> Bool {
        guard let name = element.className, name.hasPrefix("android.") || name.hasPrefix("androidx.") else { return false }
        return name != "android.view.View"
    }

    /// The outcome of one move against the layout, by what the move does (see `Jump`).
    static func finding(for move: Jump, _ element: ElementContext, previous: Int, _ what: Result.Move,
                        in screen: ScreenContext) -> Finding {
        switch move {
        case .nextColumn(let branch): return .pass(element, Result.nextColumn(what, branch: screen.location(of: branch)))
        case .layer(let branch): return .pass(element, Result.layer(what, branch: screen.location(of: branch)))
        case .regionAbove(let branch): return .pass(element, Result.regionAbove(what, branch: screen.location(of: branch)))
        case .readFirst(let branch): return .pass(element, Result.readFirst(what, branch: screen.location(of: branch)))
        case .anotherWindow: return .pass(element, Result.anotherWindow(what))
        case .withinItem, .amongItems, .backInRow:
            return reversal(element, previous: previous, what, in: screen)
        case .unsettled: return .needsReview(element, Result.unsettled(what), missing: ["screenshot"])
        }
    }

    /// A reversal among the stops of one group: erratic where the dump's order is surely the screen reader's.
    static func reversal(_ element: ElementContext, previous: Int, _ what: Result.Move, in screen: ScreenContext) -> Finding {
        if orderIsTheReaders(element.index, previous, in: screen) {
            return .violation(element, Result.againstLayout(what), fix: Result.fix)
        }
        let decider = unknownOrder(element.index, after: previous, in: screen)
        return .needsReview(element, Result.orderUnknown(what, decider: decider), missing: decider.missing)
    }

    enum Relation: Equatable { case forward, jumpsUp, goesBackwardInRow, rowNeedsDirection }

    static func relation(of frame: Rect, after previous: Rect, direction: LayoutDirection?) -> Relation {
        let smallerHeight = min(frame.height, previous.height)
        if frame.maxY <= previous.minY + tolerance * smallerHeight { return .jumpsUp }
        guard let step = rowStep(of: frame, after: previous) else { return .forward }
        switch direction {
        case .leftToRight?: return step == .rightToLeft ? .goesBackwardInRow : .forward
        case .rightToLeft?: return step == .leftToRight ? .goesBackwardInRow : .forward
        case nil: return .rowNeedsDirection
        }
    }

    /// Which way focus moves between two stops of one row (their heights
    /// overlap by at least `sameRowOverlap` of the smaller one), when one
    /// lies wholly beside the other (within `tolerance` of the smaller
    /// width); nil when they are not in one row, or overlap sideways.
    static func rowStep(of frame: Rect, after previous: Rect) -> LayoutDirection? {
        let smallerHeight = min(frame.height, previous.height)
        if frame.maxY <= previous.minY + tolerance * smallerHeight { return nil }
        let verticalOverlap = min(frame.maxY, previous.maxY) - max(frame.minY, previous.minY)
        guard verticalOverlap >= sameRowOverlap * smallerHeight else { return nil }
        let slack = tolerance * min(frame.width, previous.width)
        if frame.maxX <= previous.minX + slack { return .rightToLeft }
        if frame.minX >= previous.maxX - slack { return .leftToRight }
        return nil
    }

    static func direction(ofLocale locale: String?) -> LayoutDirection? {
        guard let locale, let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first else { return nil }
        return rightToLeftLanguages.contains(language.lowercased()) ? .rightToLeft : .leftToRight
    }

    package var examples: [CheckExample] { Self.orderExamples + Self.moreOrderExamples + Self.regionExamples }

    /// The profile screen both example groups lay out: its heading, its Save button beside it, and its field below.
    private static var profileSave: Element {
        Element(role: .button, label: "Save", frame: Rect(x: 300, y: 60, width: 60, height: 30), isAccessibilityElement: true)
    }
    private static var profileName: Element {
        Element(role: .textField, label: "Name", frame: Rect(x: 16, y: 120, width: 340, height: 44), isAccessibilityElement: true)
    }
    private static var profileHeader: Element {
        Element(role: .heading, label: "Profile", frame: Rect(x: 16, y: 60, width: 200, height: 30), isAccessibilityElement: true)
    }

    private static var orderExamples: [CheckExample] {
        let save = profileSave, name = profileName, header = profileHeader
        return [
            .passes("Heading, then the button beside it, then the field below",
                    screen: Screen(name: "Profile", layoutDirection: .leftToRight,
                                   Node(Element(role: .container)) { Node(header); Node(save); Node(name) })),
            .passes("A toast shown over the screen comes last in the tree",
                    screen: Screen(name: "Profile", layoutDirection: .leftToRight,
                                   Node(Element(role: .container)) {
                                       Node(header); Node(save); Node(name)
                                       Node(Element(role: .toast, label: "Saved", frame: Rect(x: 40, y: 20, width: 300, height: 40),
                                                    isAccessibilityElement: true))
                                   })),
            .needsReview("The field below comes before the heading above it in the dump",
                   screen: Screen(name: "Profile", layoutDirection: .leftToRight,
                                  Node(Element(role: .container)) { Node(name); Node(header).flagged() })),
            .needsReview("Right-to-left layout listed left to right within the row",
                   screen: Screen(name: "Profile", layoutDirection: .rightToLeft,
                                  Node(Element(role: .container)) {
                                      Node(Element(role: .button, label: "حفظ", frame: Rect(x: 16, y: 60, width: 60, height: 30),
                                                   isAccessibilityElement: true))
                                      Node(Element(role: .button, label: "إلغاء", frame: Rect(x: 300, y: 60, width: 60, height: 30),
                                                   isAccessibilityElement: true)).flagged()
                                  })),
            .fails("Android siblings of one parent listed against the layout (TalkBack reads the node order)",
                   app: AppSnapshot(app: AppFacts(platform: .android),
                                    Screen(name: "Profile", layoutDirection: .leftToRight,
                                           Node(Element(role: .container, className: "android.widget.LinearLayout")) {
                                               Node(name.with(className: "android.widget.EditText"))
                                               Node(header.with(className: "android.widget.TextView")).flagged()
                                           }))),
        ]
    }

    /// Moves back up the screen that begin another column or region: TalkBack reads each branch whole.
    private static var regionExamples: [CheckExample] {
        let save = profileSave, name = profileName, header = profileHeader
        return [
            .passes("The second column's first stop after the foot of the first column: the next column",
                    screen: Screen(name: "Profile", layoutDirection: .leftToRight, Node(Element(role: .container)) {
                        Node(Element(role: .container, frame: Rect(x: 0, y: 60, width: 180, height: 200))) {
                            Node(header.with(label: "Name")); Node(name.with(y: 200))
                        }
                        Node(Element(role: .container, frame: Rect(x: 190, y: 60, width: 180, height: 200))) { Node(save) }
                    })),
            .passes("A toolbar declared after the content: read after it, a region read whole",
                    screen: Screen(name: "Profile", layoutDirection: .leftToRight, Node(Element(role: .container)) {
                        Node(Element(role: .container, frame: Rect(x: 0, y: 110, width: 375, height: 300))) { Node(name) }
                        Node(Element(role: .container, frame: Rect(x: 0, y: 50, width: 375, height: 50))) { Node(header); Node(save) }
                    })),
        ]
    }

    private static var moreOrderExamples: [CheckExample] {
        let title = Element(role: .heading, label: "Profile", frame: Rect(x: 16, y: 60, width: 200, height: 30))
        let save = profileSave, name = profileName, header = profileHeader
        return [
            .passes("Two stops in one row, no direction captured, all text in Latin: read left to right",
                    screen: Screen(name: "Profile", Node(Element(role: .container)) { Node(header); Node(save) })),
            .needsReview("Two stops in one row, no direction captured, and no letters to infer it from",
                         screen: Screen(name: "Keypad", Node(Element(role: .container)) {
                             Node(header.with(label: "1")); Node(save.with(label: "2"))
                         })),
            .passes("Arabic text in a row that starts at the right: read right to left",
                    screen: Screen(name: "Profile", Node(Element(role: .container)) {
                        Node(save.with(label: "حفظ")); Node(header.with(label: "الملف الشخصي"))
                    })),
            .needsReview("Arabic text in a row that starts at the left: the layout does not show it is mirrored",
                         screen: Screen(name: "Profile", Node(Element(role: .container)) {
                             Node(header.with(label: "الملف الشخصي")); Node(save.with(label: "حفظ"))
                         })),
            .needsReview("A focusable element without a frame",
                         screen: Screen(name: "Profile", layoutDirection: .leftToRight,
                                        Node(Element(role: .container)) {
                                            Node(header); Node(Element(role: .button, label: "Save", isAccessibilityElement: true))
                                        })),
            .passes("A plain heading that is not a stop does not count",
                    screen: Screen(name: "Profile", layoutDirection: .leftToRight,
                                   Node(Element(role: .container)) { Node(title); Node(name); Node(save.with(y: 180)) })),
        ]
    }
}

private extension Element {
    func with(className: String) -> Element {
        var copy = self
        copy.className = className
        return copy
    }

    func with(label: String) -> Element {
        var copy = self
        copy.label = label
        return copy
    }

    func with(y: Double) -> Element {
        var copy = self
        copy.frame?.y = y
        return copy
    }
}
