extension ScreenReaderModelBuilder {
    /// Which frames are cut by the nearest scrolling container, or by the
    /// screen or their window. A window (a root of the tree) clips what it
    /// holds to its own frame, which may end before the screen's edge.
    mutating func computeClipping() {
        let screenRect: Rect? = screenArea()
        // Only Android's flush cuts compare a frame with its siblings': iOS
        // reports whole frames, so its screens skip the pass over every parent.
        let siblings: SiblingExtents? = platform == .android ? SiblingExtents(tree) : nil
        let runsOffBottom: [Bool] = contentRunsOffBottomFlags()
        var clips: [ClipArea?] = []
        clips.reserveCapacity(tree.count)
        clipping.reserveCapacity(tree.count)
        for index in tree.indices {
            clipElement(index, clips: &clips, screen: screenRect, siblings: siblings, runsOffBottom: runsOffBottom[index])
        }
    }

    /// The element's clipping, from what its parent clips it to; and the area it clips its children to.
    private mutating func clipElement(
        _ index: Int, clips: inout [ClipArea?], screen screenRect: Rect?, siblings: SiblingExtents?, runsOffBottom: Bool
    ) {
        let parent: Int? = tree.parent(of: index)
        var parentArea: ClipArea?? = nil
        var parentClip: ScreenReaderElement.Clipping? = nil
        if let parent {
            parentArea = .some(clips[parent])
            parentClip = clipping[parent]
        }
        let inherited: ClipArea? = Self.inheritedClip(parentArea, screen: screenRect)
        var own: ScreenReaderElement.Clipping? = nil
        if let inherited {
            own = clip(of: index, by: inherited.rect, container: inherited.container, siblings: siblings,
                       parentClip: parentClip, runsOffBottom: runsOffBottom)
        }
        clipping.append(own)
        let area: ClipArea? = parent == nil ? windowClip(of: index, inherited: inherited) : inherited
        clips.append(clipForChildren(of: index, inherited: area))
    }

    /// The screen's own rectangle, from its viewport.
    private func screenArea() -> Rect? {
        guard let size = viewport else { return nil }
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// For each element, whether the content runs off the screen's bottom there (Android only).
    private func contentRunsOffBottomFlags() -> [Bool] {
        guard platform == .android else { return Array(repeating: false, count: tree.count) }
        return Self.contentRunsOffBottom(tree, screenBottom: viewport?.height)
    }

    /// A clipping area and the scrolling container that makes it (nil for the screen or a window).
    typealias ClipArea = (rect: Rect, container: Int?)

    /// What an element's parent clips it to: the parent's area for its children, else (at a root) the screen.
    private static func inheritedClip(_ parentArea: ClipArea??, screen: Rect?) -> ClipArea? {
        if let parentArea, let area = parentArea { return area }
        guard let screen else { return nil }
        return (rect: screen, container: nil)
    }

    /// The window's frame, within the screen, as the clip of what it holds.
    private func windowClip(of index: Int, inherited: ClipArea?) -> ClipArea? {
        guard let frame = tree[index].frame, !frame.isEmpty else { return inherited }
        guard let outer = inherited?.rect else { return (frame, nil) }
        return Self.intersection(frame, outer).map { ($0, nil) } ?? inherited
    }

    private func clipForChildren(of index: Int, inherited: ClipArea?) -> ClipArea? {
        let element = tree[index]
        guard Self.scrolls(element), let frame = element.frame, !frame.isEmpty else { return inherited }
        guard let outer = inherited?.rect else { return (frame, index) }
        return Self.intersection(frame, outer).map { ($0, index) } ?? inherited
    }

    private static func intersection(_ frame: Rect, _ outer: Rect) -> Rect? {
        let minX = max(frame.minX, outer.minX), minY = max(frame.minY, outer.minY)
        let maxX = min(frame.maxX, outer.maxX), maxY = min(frame.maxY, outer.maxY)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func scrolls(_ element: Element) -> Bool {
        element.isScrollable == true || element.role == .scrollView || element.role == .list || element.role == .webView
    }

    /// The axes a container scrolls along: as stated, else from well-known
    /// classes; empty when unknown (a RecyclerView scrolls either way).
    /// `containsFragment` searches the bytes: Foundation's `contains` went
    /// through NSString and was a quarter of the clipping pass on a 100 MB dump.
    static func scrollAxes(of element: Element) -> [String] {
        if let axes = element.scrollAxes { return axes }
        let name = element.className ?? ""
        if name.hasSuffix("HorizontalScrollView") || name.containsFragment("ViewPager") { return ["horizontal"] }
        if name.hasSuffix("ScrollView") || name.hasSuffix("ListView") { return ["vertical"] }
        return []
    }

    /// Pixels or points of slack: bounds are rounded to whole units.
    static let edgeSlack = 1.0

    /// `siblings` is given on Android only, where flush cuts are looked for.
    private func clip(of index: Int, by rect: Rect, container: Int?, siblings: SiblingExtents?,
                      parentClip: ScreenReaderElement.Clipping?, runsOffBottom: Bool) -> ScreenReaderElement.Clipping? {
        guard let frame = tree[index].frame, !frame.isEmpty, frame.intersects(rect) else { return nil }
        let slack = Self.edgeSlack
        let beyondX = frame.minX < rect.minX - slack || frame.maxX > rect.maxX + slack
        let beyondY = frame.minY < rect.minY - slack || frame.maxY > rect.maxY + slack
        var flush: (x: Bool, y: Bool) = (x: false, y: false)
        if let siblings {
            flush = flushCut(of: index, frame: frame, by: rect, container: container, siblings: siblings, parentClip: parentClip)
        }
        guard beyondX || beyondY || flush.x || flush.y || runsOffBottom else { return nil }
        return .init(container: container, horizontally: beyondX || flush.x, vertically: beyondY || flush.y || runsOffBottom,
                     extendsBeyondEdge: beyondX || beyondY)
    }

    /// Android reports bounds already cut to what is drawn, so a cut frame
    /// ends exactly on the clip's edge: a scrolling container's along its
    /// scroll axis, or the bottom of the window or screen.
    private func flushCut(of index: Int, frame: Rect, by rect: Rect, container: Int?, siblings: SiblingExtents,
                          parentClip: ScreenReaderElement.Clipping?) -> (x: Bool, y: Bool) {
        let axes: [String] = container.map { Self.scrollAxes(of: tree[$0]) } ?? []
        let sameClass: Size = siblings.largest(of: index)
        let atWindowEdge = container == nil
        // At the window's side edge a frame is cut only as one of a row of tiles: as tall as the
        // tallest sibling of its class and narrower than the widest (Ping An's tool strip, whose
        // fifth 152 px tile shows 40 px at the screen's right edge). A bar or button placed at the
        // side has no such taller-and-wider sibling row.
        let inARowOfTiles = abs(frame.height - sameClass.height) <= Self.edgeSlack
        let cutX: Bool = (!atWindowEdge || inARowOfTiles) && (axes.isEmpty || axes.contains("horizontal")) && Self.isCut(
            Span(low: frame.minX, high: frame.maxX), clip: Span(low: rect.minX, high: rect.maxX),
            sameClass: sameClass.width, trailingOnly: false, parentCut: !atWindowEdge && parentClip?.horizontally == true)
        let cutY: Bool = (axes.isEmpty || axes.contains("vertical")) && Self.isCut(
            Span(low: frame.minY, high: frame.maxY), clip: Span(low: rect.minY, high: rect.maxY),
            sameClass: sameClass.height, trailingOnly: atWindowEdge, parentCut: parentClip?.vertically == true)
        return (cutX, cutY)
    }

    /// One axis of a frame or of its clip.
    private struct Span {
        var low: Double
        var high: Double
        var length: Double { high - low }
    }

    /// Whether a span flush with an edge of the clip is cut there: it lies on
    /// the edge where its parent is cut (even filling the parent: a list cut
    /// by the window cuts its rows), or it is shorter than the clip and than
    /// a sibling of its class. Flush alone is not enough: the first row of a
    /// list scrolled to the top is flush too, and a small control placed at
    /// the screen's edge is as big as its siblings. At the window's edge
    /// (`trailingOnly`) only the bottom counts: layouts fill from the top and
    /// what overflows is cut at the bottom, while a bar or icon at the top
    /// is placed there; a side edge counts only for a row of tiles (`flushCut`).
    private static func isCut(_ span: Span, clip: Span, sameClass: Double, trailingOnly: Bool, parentCut: Bool) -> Bool {
        let atLow = !trailingOnly && abs(span.low - clip.low) < 0.5, atHigh = abs(span.high - clip.high) < 0.5
        guard atLow || atHigh else { return false }
        if parentCut { return true }
        return span.length < clip.length - edgeSlack && span.length < sameClass - edgeSlack
    }
}

/// The largest width and height among the children of each parent, per
/// class: a row cut at a list's edge is shorter than its uncut siblings.
struct SiblingExtents {
    /// Per element, the largest extents among its siblings of its class; zero for a root.
    private var largest: [Size]

    init(_ tree: ElementTree) {
        let none = Size(width: 0, height: 0)
        largest = Array(repeating: none, count: tree.count)
        var classes = SiblingGroups<String?>()
        var groupSizes: [Size] = []
        var groupOfChild: [Int] = []
        for parent in tree.indices where !tree.descendants(of: parent).isEmpty {
            classes.removeAll()
            groupSizes.removeAll(keepingCapacity: true)
            groupOfChild.removeAll(keepingCapacity: true)
            tree.forEachChild(of: parent) { child in
                let group = classes.group(of: tree[child].className)
                if group == groupSizes.count { groupSizes.append(none) }
                groupOfChild.append(group)
                guard let frame = tree[child].frame else { return }
                let known = groupSizes[group]
                groupSizes[group] = Size(width: max(known.width, frame.width), height: max(known.height, frame.height))
            }
            var position = 0
            tree.forEachChild(of: parent) { child in
                largest[child] = groupSizes[groupOfChild[position]]
                position += 1
            }
        }
    }

    /// The largest extents among the element's siblings of its class (itself included).
    func largest(of index: Int) -> Size { largest[index] }
}
