package import MCAGRules

/// The order in which swiping right moves a screen reader through a screen's
/// focus stops.
///
/// - **TalkBack** moves through the accessibility node tree in order
///   (TalkBack's `OrderedTraversalStrategy`, google/talkback
///   `utils/.../traversal/`), which a uiautomator or UiAutomator2 dump lists as
///   document order. `accessibilityTraversalBefore` and `…After` reorder it, but
///   dumps do not record them, so the dump's order is the order.
/// - **VoiceOver** sorts elements by their frames: top to bottom, and within
///   a row leading to trailing edge. Two elements whose tops differ by less
///   than a tolerance (8 pt on a phone, 13 pt on an iPad, "derived via
///   experimentation" in cashapp/AccessibilitySnapshot's
///   `AccessibilityHierarchyParser.sortedElements`) are in one row. Groups
///   (`shouldGroupAccessibilityChildren`, `accessibilityElements`) are not in
///   an XCUITest page source, so the sort is flat. Rows here are formed from
///   the first element of each row, a total order that matches the pairwise
///   comparison whenever rows are separated by the tolerance.
/// - With no platform, document order.
package enum TraversalOrder: Sendable, Hashable {
    /// Document (tree) order.
    case document
    /// Rows of frames, top to bottom, then leading to trailing within a row.
    case rows(tolerance: Double, rightToLeft: Bool)

    /// The tolerance of VoiceOver's row sort on a phone, in points.
    package static let phoneRowTolerance = 8.0
    /// The tolerance on an iPad, in points.
    package static let padRowTolerance = 13.0
    /// The shorter side from which a screen is taken for an iPad's (the
    /// smallest iPad, the mini, is 744 pt wide; the largest iPhone 440 pt).
    package static let padShortSide = 700.0

    /// The order the platform's screen reader uses on `screen`.
    package static func of(platform: Platform?, screen: Screen) -> TraversalOrder {
        guard platform == .ios else { return .document }
        let shortSide = screen.viewport.map { min($0.width, $0.height) } ?? 0
        let tolerance = shortSide >= padShortSide ? padRowTolerance : phoneRowTolerance
        return .rows(tolerance: tolerance, rightToLeft: screen.layoutDirection == .rightToLeft)
    }

    /// One line for a transcript header.
    package var summary: String {
        switch self {
        case .document:
            "document order (TalkBack's node order)"
        case .rows(let tolerance, let rightToLeft):
            "top to bottom, rows within \(Self.figure(tolerance)) pt, \(rightToLeft ? "right to left" : "left to right") (VoiceOver)"
        }
    }

    /// `stops` (indices into `tree`, in document order) in traversal order.
    /// Stops without a frame keep their document order after the others.
    package func ordered(_ stops: [Int], in tree: ElementTree) -> [Int] {
        guard case .rows(let tolerance, let rightToLeft) = self else { return stops }
        let framed: [(index: Int, frame: Rect)] = stops.compactMap { index in tree[index].frame.map { (index, $0) } }
        let unframed = stops.filter { tree[$0].frame == nil }
        let byTop = framed.sorted { ($0.frame.y, $0.frame.x, $0.index) < ($1.frame.y, $1.frame.x, $1.index) }
        var result: [Int] = []
        var row: [(index: Int, frame: Rect)] = []
        for entry in byTop {
            if let first = row.first, entry.frame.y - first.frame.y >= tolerance {
                result += Self.sortRow(row, rightToLeft: rightToLeft)
                row.removeAll(keepingCapacity: true)
            }
            row.append(entry)
        }
        result += Self.sortRow(row, rightToLeft: rightToLeft)
        return result + unframed
    }

    private static func sortRow(_ row: [(index: Int, frame: Rect)], rightToLeft: Bool) -> [Int] {
        row.sorted { lhs, rhs in
            if lhs.frame.x != rhs.frame.x { return rightToLeft ? lhs.frame.x > rhs.frame.x : lhs.frame.x < rhs.frame.x }
            return lhs.index < rhs.index
        }.map(\.index)
    }

    private static func figure(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }
}
