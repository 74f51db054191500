extension ScreenReaderModelBuilder {
    /// Effective visibility. A `visible="false"` flag is believed unless a
    /// descendant reports `visible="true"` with a frame on screen (XCUITest
    /// reports Flutter's and some UIKit containers as invisible while their
    /// children are drawn), or the element's frame reaches past the edge of
    /// the screen or of its scrolling container, or lies in content larger
    /// than the screen (XCUITest reports an element partly scrolled away, or
    /// scrolled under a bar, as invisible). See Documentation/ScreenReaderModel.md,
    /// "Visibility quirks". Needs ``computeClipping()`` first.
    mutating func computeVisibility() {
        let count = tree.count
        var shownBelow = [Bool](repeating: false, count: count)
        for index in tree.indices.reversed() {
            guard let parent = tree.parent(of: index) else { continue }
            if shownBelow[index] || isShownOnScreen(index) { shownBelow[parent] = true }
        }
        let covers = SiblingCovers(tree)
        let keyboards: [Rect] = inputMethodFrames + tree.indices.compactMap {
            tree[$0].role == .keyboard && tree[$0].isVisible != false ? tree[$0].frame : nil
        }
        var hiddenAbove = [Bool](repeating: false, count: count)
        var scrolledContent = [Bool](repeating: false, count: count)
        visibility.reserveCapacity(count)
        for index in tree.indices {
            let parent = tree.parent(of: index)
            let underHidden = parent.map { hiddenAbove[$0] } ?? false
            let inScrolledContent = parent.map { scrolledContent[$0] || isLargerThanScreen($0) || scrollsOnIOS($0) } ?? false
            scrolledContent[index] = inScrolledContent
            // A container whose own descendants are drawn on screen is not covered:
            // XCUITest reports each descendant's visibility itself.
            let own = covers.isCovered(index) && !shownBelow[index]
                ? .hidden("is covered by a visible element drawn over it with the same frame")
                : ownVisibility(index, quirkApplies: shownBelow[index] || inScrolledContent, keyboards: keyboards)
            hiddenAbove[index] = underHidden || ownHides(own)
            visibility.append(underHidden && !own.isHidden
                ? .hidden("lies inside a transparent or hidden container") : own)
        }
    }

    /// Content taller or wider than the screen scrolls, whatever its class
    /// says (XCUITest reports many scroll views and web content as `Other`).
    private func isLargerThanScreen(_ index: Int) -> Bool {
        guard let viewport, let frame = tree[index].frame else { return false }
        return frame.height > viewport.height + Self.edgeSlack || frame.width > viewport.width + Self.edgeSlack
    }

    /// Whether the element is an iOS scrolling container. UIKit leaves a
    /// hidden or transparent view out of the accessibility tree altogether,
    /// so XCUITest's `visible="false"` on content inside a table, collection
    /// or scroll view is geometric: scrolled out of the container's viewport
    /// or under a translucent bar, and VoiceOver scrolls it in when it gets
    /// focus. Android's `visible-to-user` is the framework's own flag and is
    /// believed.
    private func scrollsOnIOS(_ index: Int) -> Bool {
        platform == .ios && Self.scrolls(tree[index])
    }

    private func ownHides(_ visibility: ScreenReaderElement.Visibility) -> Bool {
        if case let .hidden(reason) = visibility { return !reason.hasPrefix("has no size") }
        return false
    }

    private func isShownOnScreen(_ index: Int) -> Bool {
        let element = tree[index]
        guard element.isVisible == true, element.isOnScreen != false, let frame = element.frame, !frame.isEmpty
        else { return false }
        guard let viewport else { return true }
        return frame.intersects(Rect(x: 0, y: 0, width: viewport.width, height: viewport.height))
    }

    /// `quirkApplies`: a descendant is shown on screen, or the element lies in scrolled content.
    private func ownVisibility(_ index: Int, quirkApplies: Bool, keyboards: [Rect]) -> ScreenReaderElement.Visibility {
        let element = tree[index]
        if element.alpha == 0 { return .hidden("is fully transparent (alpha 0)") }
        let scrolled = quirkApplies || clipping[index]?.extendsBeyondEdge == true
        if element.isVisible == false {
            if scrolled { return .unknown }
            let underKeyboard = element.frame.map { frame in keyboards.contains { $0.intersects(frame) } } ?? false
            return .hidden(underKeyboard ? ScreenReaderElement.Visibility.underKeyboard : "is hidden")
        }
        if let frame = element.frame, frame.isEmpty { return .hidden("has no size (\(frame))") }
        if element.isVisible != nil || element.alpha != nil { return .visible }
        return .unknown
    }

    /// Which frames are cut by the nearest scrolling container, or by the screen.
    mutating func computeClipping() {
        let screenRect = viewport.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
        let siblings = SiblingExtents(tree)
        var clips: [(rect: Rect, container: Int?)?] = []
        clips.reserveCapacity(tree.count)
        clipping.reserveCapacity(tree.count)
        for index in tree.indices {
            let inherited = tree.parent(of: index).flatMap { clips[$0] } ?? screenRect.map { ($0, nil) }
            let parentClip = tree.parent(of: index).flatMap { clipping[$0] }
            clipping.append(inherited.flatMap {
                clip(of: index, by: $0.rect, container: $0.container, siblings: siblings, parentClip: parentClip)
            })
            clips.append(clipForChildren(of: index, inherited: inherited))
        }
    }

    private func clipForChildren(of index: Int, inherited: (rect: Rect, container: Int?)?) -> (rect: Rect, container: Int?)? {
        let element = tree[index]
        guard Self.scrolls(element), let frame = element.frame, !frame.isEmpty else { return inherited }
        guard let outer = inherited?.rect else { return (frame, index) }
        let minX = max(frame.minX, outer.minX), minY = max(frame.minY, outer.minY)
        let maxX = min(frame.maxX, outer.maxX), maxY = min(frame.maxY, outer.maxY)
        guard maxX > minX, maxY > minY else { return inherited }
        return (Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), index)
    }

    static func scrolls(_ element: Element) -> Bool {
        element.isScrollable == true || element.role == .scrollView || element.role == .list || element.role == .webView
    }

    /// The axes a container scrolls along: as stated, else from well-known
    /// classes; empty when unknown (a RecyclerView scrolls either way).
    static func scrollAxes(of element: Element) -> [String] {
        if let axes = element.scrollAxes { return axes }
        let name = element.className ?? ""
        if name.hasSuffix("HorizontalScrollView") || name.contains("ViewPager") { return ["horizontal"] }
        if name.hasSuffix("ScrollView") || name.hasSuffix("ListView") { return ["vertical"] }
        return []
    }

    /// Whether a span ends exactly on an edge of the clip (Android cuts bounds to the pixel).
    private static func touches(_ low: Double, _ high: Double, _ edgeLow: Double, _ edgeHigh: Double) -> Bool {
        abs(low - edgeLow) < 0.5 || abs(high - edgeHigh) < 0.5
    }

    /// Pixels or points of slack: bounds are rounded to whole units.
    private static let edgeSlack = 1.0

    private func clip(of index: Int, by rect: Rect, container: Int?, siblings: SiblingExtents,
                      parentClip: ScreenReaderElement.Clipping?) -> ScreenReaderElement.Clipping? {
        guard let frame = tree[index].frame, !frame.isEmpty, frame.intersects(rect) else { return nil }
        let slack = Self.edgeSlack
        let beyondX = frame.minX < rect.minX - slack || frame.maxX > rect.maxX + slack
        let beyondY = frame.minY < rect.minY - slack || frame.maxY > rect.maxY + slack
        if beyondX || beyondY {
            return .init(container: container, horizontally: beyondX, vertically: beyondY, extendsBeyondEdge: true)
        }
        // Android reports bounds already cut to what is drawn, so a cut row
        // ends exactly on its scrolling container's edge along the scroll
        // axis, and is shorter there than a sibling of its class, or lies
        // exactly on the edge where its parent is cut. Flush alone is not
        // enough: the first row of a list scrolled to the top is flush too.
        guard platform == .android, let container else { return nil }
        let axes = Self.scrollAxes(of: tree[container])
        let larger = siblings.largest(of: index)
        let flushX = (axes.isEmpty || axes.contains("horizontal"))
            && Self.touches(frame.minX, frame.maxX, rect.minX, rect.maxX) && frame.width < rect.width - slack
            && (frame.width < larger.width - slack || parentClip?.horizontally == true)
        let flushY = (axes.isEmpty || axes.contains("vertical"))
            && Self.touches(frame.minY, frame.maxY, rect.minY, rect.maxY) && frame.height < rect.height - slack
            && (frame.height < larger.height - slack || parentClip?.vertically == true)
        guard flushX || flushY else { return nil }
        return .init(container: container, horizontally: flushX, vertically: flushY, extendsBeyondEdge: false)
    }
}

/// Siblings drawn over each other with the same frame: an element that
/// reports `visible="false"` while a sibling of the same frame reports
/// `visible="true"` is covered by it, a true ghost whatever scrolls.
struct SiblingCovers {
    private struct Key: Hashable {
        var parent: Int
        var frame: Rect
    }
    private var shown: Set<Key> = []
    private let tree: ElementTree

    init(_ tree: ElementTree) {
        self.tree = tree
        for index in tree.indices where tree[index].isVisible == true {
            guard let parent = tree.parent(of: index), let frame = tree[index].frame else { continue }
            shown.insert(Key(parent: parent, frame: frame))
        }
    }

    func isCovered(_ index: Int) -> Bool {
        guard tree[index].isVisible == false, let parent = tree.parent(of: index), let frame = tree[index].frame,
              !frame.isEmpty else { return false }
        return shown.contains(Key(parent: parent, frame: frame))
    }
}

/// The largest width and height among the children of each parent, per
/// class: a row cut at a list's edge is shorter than its uncut siblings.
struct SiblingExtents {
    private struct Key: Hashable {
        var parent: Int
        var className: String?
    }
    private var largest: [Key: Size] = [:]
    private let tree: ElementTree

    init(_ tree: ElementTree) {
        self.tree = tree
        for index in tree.indices {
            guard let parent = tree.parent(of: index), let frame = tree[index].frame else { continue }
            let key = Key(parent: parent, className: tree[index].className)
            let known = largest[key] ?? Size(width: 0, height: 0)
            largest[key] = Size(width: max(known.width, frame.width), height: max(known.height, frame.height))
        }
    }

    /// The largest extents among the element's siblings of its class (itself included).
    func largest(of index: Int) -> Size {
        guard let parent = tree.parent(of: index) else { return Size(width: 0, height: 0) }
        return largest[Key(parent: parent, className: tree[index].className)] ?? Size(width: 0, height: 0)
    }
}
