extension ScreenReaderModelBuilder {
    /// For each element, whether its content runs off the screen's bottom
    /// edge: its frame ends on that edge, and so does an icon inside it that
    /// starts lower than the element's top and shows less height than width
    /// (SayHi's tab bar: a 64 px tab on the last row of a 1436 px screen
    /// holds a 48 px wide icon of which 38 px show, from 1398 to the edge).
    ///
    /// uiautomator writes bounds cut to what is visible
    /// (`AccessibilityNodeInfo.getBoundsInScreen` is clipped to the window),
    /// so a frame that ends on the edge may be the visible part of a taller
    /// one. A layout puts its content inside its padding, and icons are
    /// square; a flattened icon that reaches the edge from inside the frame
    /// shows the cut. One pass from the leaves up, so it is linear.
    static func contentRunsOffBottom(_ tree: ElementTree, screenBottom: Double?) -> [Bool] {
        guard let bottom = screenBottom, bottom > 0 else { return Array(repeating: false, count: tree.count) }
        func flushTop(_ index: Int) -> Double? {
            guard let frame = tree[index].frame, !frame.isEmpty, abs(frame.maxY - bottom) < 0.5 else { return nil }
            return frame.minY
        }
        // An icon cut by the edge: an image leaf on the edge that shows less
        // height than width, where icons are square (Material's 24 dp grid).
        func cutIconTop(_ index: Int) -> Double? {
            guard tree[index].role == .image, tree.descendants(of: index).isEmpty, let top = flushTop(index),
                  let frame = tree[index].frame, frame.height < frame.width - edgeSlack else { return nil }
            return top
        }
        // The lowest top among cut icons below each element.
        var lowestFlushTop: [Double?] = Array(repeating: nil, count: tree.count)
        for index in tree.indices.reversed() {
            guard let parent = tree.parent(of: index) else { continue }
            let candidates: [Double] = [lowestFlushTop[parent], lowestFlushTop[index], cutIconTop(index)].compactMap { $0 }
            lowestFlushTop[parent] = candidates.max()
        }
        return tree.indices.map { index in
            guard let top = flushTop(index), let inner = lowestFlushTop[index] else { return false }
            return inner > top + edgeSlack
        }
    }
}
