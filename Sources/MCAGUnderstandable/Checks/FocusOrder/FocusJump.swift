import MCAGCore

extension FocusOrderCheck {
    /// What a move against the layout does, judged by the two branches of the
    /// tree it leaves and enters: the children of the two stops' nearest common
    /// ancestor that hold the previous stop (*from*) and this one (*to*). A screen
    /// reader reads a branch whole before the next one, so the branches, not the
    /// two stops, say whether the flow is logical.
    enum Jump: Equatable {
        /// *to* lies wholly after *from* in the reading direction: the next column or pane.
        case nextColumn(Int)
        /// *to*, a container or a control outside the group just read, is laid over *from*:
        /// a bottom bar, a sheet or a floating button declared after the content.
        case layer(Int)
        /// *to* is a container wholly above *from*: a toolbar or header read after the content.
        case regionAbove(Int)
        /// TalkBack reads the branch entered before the branch left (argument), so this move
        /// never happens: see ``talkBackMovesBehind(_:_:in:)``.
        case readFirst(Int)
        /// The stops lie in different windows of the dump.
        case anotherWindow
        /// Their nearest common ancestor is itself a focus stop: both are parts of one item.
        case withinItem
        /// Both stops are children of one parent: items of one group out of their order.
        case amongItems
        /// Back along one row into a branch that overlaps the one left: a control drawn over
        /// its row's content container, read after what it covers.
        case backInRow
        /// A single stop outside the group just read, neither beside nor over it.
        case unsettled

        init(from previous: Int, to index: Int, inRow: Bool, in screen: ScreenContext, direction: LayoutDirection?) {
            let tree = screen.tree
            guard let branches = Branches(from: previous, to: index, in: tree) else {
                self = .unsettled
                return
            }
            let fromWindow = tree[branches.from].windowIndex, toWindow = tree[branches.to].windowIndex
            if branches.common == nil, let fromWindow, let toWindow, fromWindow != toWindow {
                self = .anotherWindow
                return
            }
            if let common = branches.common, AssistiveFocus(screen.screenReader[common]).isStop {
                self = .withinItem
                return
            }
            guard let fromFrame = tree[branches.from].frame, let toFrame = tree[branches.to].frame,
                  !fromFrame.isEmpty, !toFrame.isEmpty else {
                self = branches.from == previous && branches.to == index ? .amongItems : .unsettled
                return
            }
            if screen.app.platform == .android, Self.talkBackMovesBehind(branches.from, toFrame, in: screen) {
                self = .readFirst(branches.from)
                return
            }
            self = Self.judge(branches, fromFrame, toFrame, previous: previous, index: index, inRow: inRow, direction: direction)
        }

        private static func judge(_ branches: Branches, _ fromFrame: Rect, _ toFrame: Rect,
                                  previous: Int, index: Int, inRow: Bool, direction: LayoutDirection?) -> Jump {
            if let direction, liesWhollyAfter(toFrame, fromFrame, direction: direction) {
                return .nextColumn(branches.to)
            }
            if branches.from == previous, branches.to == index { return .amongItems }
            if overlaps(toFrame, fromFrame) {
                // Back along a row into a branch over a container no taller than two of it: a
                // control drawn over its row's content, not a bar over a screen of content.
                let rowSized = fromFrame.height <= rowContainerHeight * toFrame.height
                return inRow && rowSized ? .backInRow : .layer(branches.to)
            }
            let smallerHeight = min(toFrame.height, fromFrame.height)
            if branches.to != index, toFrame.maxY <= fromFrame.minY + FocusOrderCheck.tolerance * smallerHeight {
                return .regionAbove(branches.to)
            }
            return .unsettled
        }

        /// Whether TalkBack moves `branch` after a sibling at `other`: `ReorderedChildrenIterator`
        /// (google/talkback, `needSwapNodeOrder`) swaps a child that is in its tree but not a stop
        /// when the bounds of its content (`NodeCachedBoundsCalculator`: its stops and leaves,
        /// within its own bounds) come after the sibling while its own bounds come before. Only an
        /// actionable view is surely in TalkBack's tree (important for accessibility); the
        /// comparison is TalkBack's, left to right whatever the layout.
        static func talkBackMovesBehind(_ branch: Int, _ other: Rect, in screen: ScreenContext) -> Bool {
            let element = screen.tree[branch]
            guard FocusOrderCheck.isViewSystemNode(element), let own = element.frame else { return false }
            let actionable = element.isClickable == true || element.isFocusable == true || element.isLongClickable == true
            guard actionable, !AssistiveFocus(screen.screenReader[branch]).isStop,
                  let content = contentBounds(of: branch, within: own, in: screen) else { return false }
            return stripeOrder(content, other) > 0 && stripeOrder(own, other) < 0
        }

        /// The most descendants ``contentBounds(of:within:in:)`` reads before giving up.
        static let maximumContentScan = 512

        /// The union of the frames of a container's shown stops and leaves (not looking inside a
        /// stop), clipped to the container's own frame; nil when it holds none or too many.
        static func contentBounds(of branch: Int, within own: Rect, in screen: ScreenContext) -> Rect? {
            let tree = screen.tree, range = tree.descendants(of: branch)
            guard range.count <= maximumContentScan else { return nil }
            var union: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
            var index = range.lowerBound
            while index < range.upperBound {
                let isStop = AssistiveFocus(screen.screenReader[index]).isStop
                let next = isStop ? tree.descendants(of: index).upperBound : index + 1
                let counts = isStop || tree.descendants(of: index).isEmpty
                if counts, !screen.screenReader[index].visibility.isHidden, let frame = tree[index].frame, !frame.isEmpty {
                    union = (min(union?.minX ?? frame.minX, frame.minX), min(union?.minY ?? frame.minY, frame.minY),
                             max(union?.maxX ?? frame.maxX, frame.maxX), max(union?.maxY ?? frame.maxY, frame.maxY))
                }
                index = next
            }
            guard let union else { return nil }
            let minX = max(union.minX, own.minX), minY = max(union.minY, own.minY)
            let maxX = min(union.maxX, own.maxX), maxY = min(union.maxY, own.maxY)
            guard maxX > minX, maxY > minY else { return nil }
            return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }

        /// TalkBack's order of two bounds (`ReorderedChildrenIterator.compare`, after the
        /// framework's `ViewLocationHolder`): by stripes top to bottom, then left edge, top, the
        /// taller and the wider first; negative when `first` comes first.
        static func stripeOrder(_ first: Rect, _ second: Rect) -> Double {
            if first.maxY - second.minY <= 0 { return -1 }
            if first.minY - second.maxY >= 0 { return 1 }
            if first.minX != second.minX { return first.minX - second.minX }
            if first.minY != second.minY { return first.minY - second.minY }
            if first.height != second.height { return second.height - first.height }
            if first.width != second.width { return second.width - first.width }
            return -1
        }

        /// How many times taller than the branch entered the branch left may be and still be that
        /// branch's row (a row's content container), not the content a bar or a button floats over.
        static let rowContainerHeight = 2.0

        /// Whether `frame` begins where `previous` ends in the reading direction, within a
        /// quarter of the smaller width: a column or pane beside the one just read.
        static func liesWhollyAfter(_ frame: Rect, _ previous: Rect, direction: LayoutDirection) -> Bool {
            let slack = FocusOrderCheck.tolerance * min(frame.width, previous.width)
            switch direction {
            case .leftToRight: return frame.minX >= previous.maxX - slack
            case .rightToLeft: return frame.maxX <= previous.minX + slack
            }
        }

        /// Whether the two frames share more than the tolerance of the smaller extent in both axes,
        /// so that one is drawn over the other rather than touching it.
        static func overlaps(_ frame: Rect, _ other: Rect) -> Bool {
            let across = min(frame.maxX, other.maxX) - max(frame.minX, other.minX)
            let down = min(frame.maxY, other.maxY) - max(frame.minY, other.minY)
            return across > FocusOrderCheck.tolerance * min(frame.width, other.width)
                && down > FocusOrderCheck.tolerance * min(frame.height, other.height)
        }
    }

    /// The children of two elements' nearest common ancestor that hold each of them
    /// (an element is its own branch when it is that child); `common` is nil when the
    /// two lie under different roots.
    struct Branches {
        let common: Int?
        let from: Int
        let to: Int

        /// How far up the tree the search climbs: a move between stops farther apart
        /// than this is left unsettled, so a machine-made tree tens of thousands deep
        /// costs no more than a bounded walk per move.
        static let maximumClimb = 256

        /// Nil when one element holds the other, or the climb passes `maximumClimb`.
        init?(from previous: Int, to index: Int, in tree: ElementTree) {
            var from = previous, to = index, steps = 0
            while tree.depth(of: from) > tree.depth(of: to) {
                guard steps < Self.maximumClimb, let parent = tree.parent(of: from) else { return nil }
                from = parent
                steps += 1
            }
            while tree.depth(of: to) > tree.depth(of: from) {
                guard steps < Self.maximumClimb, let parent = tree.parent(of: to) else { return nil }
                to = parent
                steps += 1
            }
            if from == to { return nil }
            while tree.parent(of: from) != tree.parent(of: to) {
                guard steps < Self.maximumClimb, let fromParent = tree.parent(of: from),
                      let toParent = tree.parent(of: to) else { return nil }
                from = fromParent
                to = toParent
                steps += 2
            }
            self.common = tree.parent(of: from)
            self.from = from
            self.to = to
        }
    }
}
