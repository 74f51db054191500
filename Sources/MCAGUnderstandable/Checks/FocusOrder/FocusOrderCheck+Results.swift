import MCAGCore

extension FocusOrderCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case rowsNeedDirection(unknown: ReadingDirection.Unknown?)
        case unframedStops(count: Int, first: ElementLocation)
        case focusUnknown
        case followsLayout(stops: Int, basis: ReadingDirection.Basis?)
        case nextColumn(Move, branch: ElementLocation)
        case layer(Move, branch: ElementLocation)
        case regionAbove(Move, branch: ElementLocation)
        case readFirst(Move, branch: ElementLocation)
        case anotherWindow(Move)
        case unsettled(Move)
        case againstLayout(Move)
        case orderUnknown(Move, decider: OrderDecider)

        /// A stop that comes after the one before it but sits above it, or before it in its row.
        enum Move: Sendable, Hashable {
            case jumpsUp(after: ElementLocation)
            /// `direction` is the layout's; `basis` how it was found.
            case backInRow(after: ElementLocation, direction: LayoutDirection?, basis: ReadingDirection.Basis?)

            var phrase: String {
                switch self {
                case .jumpsUp(let previous): return "this element comes after \(previous) but sits above it"
                case .backInRow(let previous, let direction, let basis):
                    let side: String = direction == .rightToLeft ? "right" : "left"
                    let reads: String = basis.map { " (the layout reads \($0.phrase))" } ?? ""
                    return "this element comes after \(previous) but sits to its \(side)\(reads)"
                }
            }
        }

        /// What decides the order of a reversal inside one group, which the dump does not record.
        enum OrderDecider: Sendable, Hashable {
            case voiceOverSorts, talkBackMovesControls, traversalHints, platformUnknown

            var reason: String {
                switch self {
                case .voiceOverSorts:
                    "VoiceOver sorts a container's elements by position unless the app sets `accessibilityElements`, which XCUITest does not record"
                case .talkBackMovesControls:
                    "TalkBack reads the node order, but moves a control ahead of a container it lies in when that container is important for accessibility, which this dump does not record"
                case .traversalHints:
                    "Compose, Flutter and web content hand TalkBack their order as traversal hints (`traversalBefore`/`After`) that the dump does not record"
                case .platformUnknown: "the platform, and so the order the screen reader builds, is not in the dump"
                }
            }

            var missing: [String] {
                switch self {
                case .voiceOverSorts: ["accessibilityElements"]
                case .talkBackMovesControls: ["importantForAccessibility"]
                case .traversalHints: ["traversalBefore"]
                case .platformUnknown: ["platform"]
                }
            }
        }

        var message: String {
            switch self {
            case .rowsNeedDirection(let unknown):
                let reason: String = unknown?.phrase ?? ""
                return "Stops share rows, but the layout direction is unknown (\(reason)), so their order within a row cannot be judged."
            case .unframedStops(let count, let first):
                return "\(count) focusable elements have no frame, so their place in the focus order cannot be checked (first: \(first))."
            case .focusUnknown: return "No element says whether it receives focus."
            case .followsLayout(let stops, let basis):
                let reading: String = basis.map { ", reading \($0.phrase)" } ?? ""
                return "The \(stops) focus stops follow the layout row by row\(reading)."
            default: return movedMessage
            }
        }

        /// The sentence of a move against the layout.
        private var movedMessage: String {
            switch self {
            case .nextColumn(let move, let branch):
                let what: String = move.phrase
                return "In the focus order \(what), at the top of \(branch), which lies wholly after the part just read in the reading direction: focus begins the next column, a logical flow."
            case .layer(let move, let branch):
                let what: String = move.phrase
                return "In the focus order \(what), in \(branch), laid over the part just read and read after it (a bar, a sheet or a floating button declared after the content): a logical flow."
            case .regionAbove(let move, let branch):
                let what: String = move.phrase
                return "In the focus order \(what), in \(branch), a region wholly above the one just read: each region is read whole, one after the other, a logical flow."
            case .readFirst(let move, let branch):
                let what: String = move.phrase
                return "In the dump's order \(what), but TalkBack reads it first: \(branch) is in its tree without being a stop, and its content begins after this element, so TalkBack moves it behind (ReorderedChildrenIterator)."
            case .anotherWindow(let move):
                let what: String = move.phrase
                return "In the focus order \(what), in another window, which the screen reader reads apart from the one before it."
            case .unsettled(let move):
                let what: String = move.phrase
                return "In the dump's order \(what). It is a single stop outside the group just read that neither begins a column nor lies over it, so whether it heads the group below it (a caption, a title) or is read out of its place is what a screenshot shows. If it is out of place: \(Self.fix)"
            case .againstLayout(let move):
                let what: String = move.phrase
                return "Focus goes against the layout: \(what), within one group, and TalkBack follows this order."
            case .orderUnknown(let move, let decider):
                let what: String = move.phrase, reason: String = decider.reason
                return "In the dump's order \(what), within one group; \(reason), so swipe through to confirm. If it is wrong: \(Self.fix)"
            case .rowsNeedDirection, .unframedStops, .focusUnknown, .followsLayout: return message
            }
        }

        static let fix = "Make the focus order follow the layout: order the views (or a UIStackView) as they are read, or set the container's `accessibilityElements` (iOS); order the layout, or use `android:accessibilityTraversalBefore`/`After` or `Modifier.semantics { traversalIndex = … }` (Android)."
    }
}
