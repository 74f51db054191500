import MCAGCore

/// The axis a scrolling element scrolls along when the capture does not say
/// (Android's `scrollable="true"` names none), with how it was found.
///
/// 1. The class, for the framework's one-axis scrollers: `HorizontalScrollView`
///    and `ViewPager` scroll horizontally only; `ScrollView`,
///    `NestedScrollView`, `ListView` and `GridView` vertically only.
/// 2. Else the children's frames (a RecyclerView, a Compose or Flutter node,
///    web content):
///    - a child reaching beyond the scroller's frame along one axis only
///      (bounds that are not clipped) shows content scrolled out along it;
///    - two or more children side by side in one row (all cross one
///      horizontal line, none overlapping another sideways) scroll
///      horizontally; stacked in one column, vertically. A scroller reports
///      itself scrollable only when its content is longer than it along the
///      axis it scrolls, and a row of children cannot be longer vertically.
/// Anything else (one child, a grid, overlapping children) is not told.
struct ScrollAxisInference {
    enum Axis: String, Sendable, Hashable { case horizontal, vertical }

    /// How the axis was found, for the finding.
    enum Basis: Sendable, Hashable {
        case className(String)
        case contentBeyondEdge
        case childrenInLine(count: Int)
    }

    var axis: Axis
    var basis: Basis

    /// Pixels or points of slack: bounds are rounded to whole units.
    static let slack = 1.0

    init?(of index: Int, in tree: ElementTree) {
        let element = tree[index]
        if let className = element.className, let axis = Self.axis(ofClass: className) {
            self.axis = axis
            basis = .className(className)
            return
        }
        guard let frame = element.frame, !frame.isEmpty else { return nil }
        let children = tree.children(of: index).compactMap { child -> Rect? in
            guard let rect = tree[child].frame, !rect.isEmpty else { return nil }
            return rect
        }
        let beyondX = children.contains { $0.minX < frame.minX - Self.slack || $0.maxX > frame.maxX + Self.slack }
        let beyondY = children.contains { $0.minY < frame.minY - Self.slack || $0.maxY > frame.maxY + Self.slack }
        if beyondX != beyondY {
            axis = beyondX ? .horizontal : .vertical
            basis = .contentBeyondEdge
            return
        }
        guard children.count >= 2 else { return nil }
        if Self.formsLine(children, along: \.minX, \.maxX, across: \.minY, \.maxY) {
            axis = .horizontal
            basis = .childrenInLine(count: children.count)
        } else if Self.formsLine(children, along: \.minY, \.maxY, across: \.minX, \.maxX) {
            axis = .vertical
            basis = .childrenInLine(count: children.count)
        } else {
            return nil
        }
    }

    /// The framework's scrollers that scroll along one axis only.
    static func axis(ofClass name: String) -> Axis? {
        if name.hasSuffix("HorizontalScrollView") || name.hasSuffix(".ViewPager") { return .horizontal }
        if name.hasSuffix("ScrollView") || name.hasSuffix("ListView") || name.hasSuffix("GridView") { return .vertical }
        return nil
    }

    /// Whether the frames all cross one line at right angles to the axis
    /// (`across`) and follow each other along it without overlapping.
    static func formsLine(_ frames: [Rect], along low: KeyPath<Rect, Double>, _ high: KeyPath<Rect, Double>,
                          across crossLow: KeyPath<Rect, Double>, _ crossHigh: KeyPath<Rect, Double>) -> Bool {
        let crossStart = frames.map { $0[keyPath: crossLow] }.max() ?? 0
        let crossEnd = frames.map { $0[keyPath: crossHigh] }.min() ?? 0
        guard crossStart < crossEnd else { return false }
        let sorted = frames.sorted { $0[keyPath: low] < $1[keyPath: low] }
        return zip(sorted, sorted.dropFirst()).allSatisfy { $1[keyPath: low] >= $0[keyPath: high] - slack }
    }
}
