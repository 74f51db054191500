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
        // How many of each element's descendants are drawn on screen: a region a presented layer
        // covers has (almost) none, a container whose toolbar is drawn has its buttons.
        var shownCount = [Int](repeating: 0, count: count)
        // Parents with a child that may be covered, found in the same pass:
        // the siblings of the others need not be compared.
        var holdsHiddenChild = [Bool](repeating: false, count: count)
        for index in tree.indices.reversed() {
            guard let parent = tree.parent(of: index) else { continue }
            if shownBelow[index] || isShownOnScreen(index) { shownBelow[parent] = true }
            shownCount[parent] += shownCount[index] + (isShownOnScreen(index) ? 1 : 0)
            if SiblingCovers.mayBeCovered(tree[index]) { holdsHiddenChild[parent] = true }
        }
        let covers = SiblingCovers(tree, parents: holdsHiddenChild)
        let keyboards: [Rect] = inputMethodFrames + tree.indices.compactMap {
            tree[$0].role == .keyboard && tree[$0].isVisible != false ? tree[$0].frame : nil
        }
        let layers = presentedLayers()
        var hiddenAbove = [Bool](repeating: false, count: count)
        var coveredAbove = [Bool](repeating: false, count: count)
        var scrolledContent = [Bool](repeating: false, count: count)
        visibility.reserveCapacity(count)
        for index in tree.indices {
            // Tested without closures: a closure calling a method of the
            // builder made it copy the whole builder (every array) per call.
            var underHidden = false, underLayer = false, inScrolledContent = false
            if let parent = tree.parent(of: index) {
                underHidden = hiddenAbove[parent]
                underLayer = coveredAbove[parent]
                inScrolledContent = scrolledContent[parent]
                if !inScrolledContent { inScrolledContent = holdsScrolledContent(parent) }
            }
            scrolledContent[index] = inScrolledContent
            // A container whose own descendants are drawn on screen is not covered:
            // XCUITest reports each descendant's visibility itself.
            var own = covers.isCovered(index) && !shownBelow[index]
                ? .hidden(ScreenReaderElement.Visibility.coveredBySibling)
                : ownVisibility(index, quirkApplies: shownBelow[index] || inScrolledContent, keyboards: keyboards)
            // A region of the screen reported invisible with nothing in it drawn, under a layer
            // listed after it that holds it: everything in the region is under that layer,
            // whatever scrolls inside it.
            if underLayer || (shownCount[index] * 10 <= tree.descendants(of: index).count && isCoveredRegion(index, layers)) {
                own = .hidden(ScreenReaderElement.Visibility.coveredByLayer)
            }
            hiddenAbove[index] = underHidden || ownHides(own)
            coveredAbove[index] = own.isCoveredByLayer
            if underHidden && !own.isHidden { own = .hidden("lies inside a transparent or hidden container") }
            visibility.append(own)
        }
    }

    /// Layers an iOS app presents over its content: elements reported visible that cover a third
    /// of the screen or more. XCUITest lists a presented sheet, a full-screen cover or an alert
    /// after the content it covers, and reports that content `visible="false"`.
    private func presentedLayers() -> [(index: Int, frame: Rect)] {
        guard platform == .ios, let viewport else { return [] }
        let screenArea = viewport.width * viewport.height
        return tree.indices.compactMap { index in
            guard tree[index].isVisible == true, let frame = tree[index].frame,
                  frame.width * frame.height >= screenArea / 3 else { return nil }
            return (index, frame)
        }
    }

    /// Whether the element is a region a presented layer covers: reported invisible, a third of
    /// the screen or more, and held by a layer listed after its whole subtree. A table's rows
    /// scrolled out of view are no such region: the table itself is reported visible.
    private func isCoveredRegion(_ index: Int, _ layers: [(index: Int, frame: Rect)]) -> Bool {
        guard !layers.isEmpty, tree[index].isVisible == false, let viewport,
              let frame = tree[index].frame, frame.width * frame.height >= viewport.width * viewport.height / 3
        else { return false }
        let end = tree.descendants(of: index).upperBound
        return layers.contains { $0.index >= end && $0.frame.contains(frame) }
    }

    /// Whether what the element holds scrolls: it is larger than the screen or an iOS scrolling container.
    private func holdsScrolledContent(_ index: Int) -> Bool {
        isLargerThanScreen(index) || scrollsOnIOS(index)
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
}

/// Siblings drawn over each other with the same frame: an element that
/// reports `visible="false"` while a sibling of the same frame reports
/// `visible="true"` is covered by it, a true ghost whatever scrolls.
struct SiblingCovers {
    /// Per element: reports itself invisible, and a sibling with its (non-empty) frame reports itself visible.
    private var covered: [Bool]

    /// Whether the element could be covered by a sibling: it reports itself
    /// invisible and has a non-empty frame.
    static func mayBeCovered(_ element: Element) -> Bool {
        guard element.isVisible == false, let frame = element.frame else { return false }
        return !frame.isEmpty
    }

    /// Compares the children of every parent that has one that ``mayBeCovered(_:)``.
    init(_ tree: ElementTree) {
        var parents = [Bool](repeating: false, count: tree.count)
        for index in tree.indices where Self.mayBeCovered(tree[index]) {
            if let parent = tree.parent(of: index) { parents[parent] = true }
        }
        self.init(tree, parents: parents)
    }

    /// `parents`: per element, whether one of its children ``mayBeCovered(_:)``;
    /// only those parents' children are compared.
    init(_ tree: ElementTree, parents: [Bool]) {
        covered = Array(repeating: false, count: tree.count)
        var shownFrames = SiblingGroups<Rect>()
        var hidden: [(child: Int, frame: Rect)] = []
        for parent in tree.indices where parents[parent] {
            shownFrames.removeAll()
            hidden.removeAll(keepingCapacity: true)
            tree.forEachChild(of: parent) { child in
                guard let frame = tree[child].frame else { return }
                switch tree[child].isVisible {
                case true?: _ = shownFrames.group(of: frame)
                case false? where !frame.isEmpty: hidden.append((child, frame))
                default: break
                }
            }
            for (child, frame) in hidden where shownFrames.existingGroup(of: frame) != nil {
                covered[child] = true
            }
        }
    }

    func isCovered(_ index: Int) -> Bool { covered[index] }
}
