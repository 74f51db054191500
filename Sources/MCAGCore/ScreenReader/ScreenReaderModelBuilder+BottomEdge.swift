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
        // The lowest top among cut icons below each element.
        var lowestFlushTop = [Double?](repeating: nil, count: tree.count)
        for index in tree.indices.reversed() {
            guard let parent = tree.parent(of: index) else { continue }
            let lowest = higher(lowestFlushTop[parent], lowestFlushTop[index])
            lowestFlushTop[parent] = higher(lowest, cutIconTop(index, tree: tree, bottom: bottom))
        }
        var runsOff = [Bool](repeating: false, count: tree.count)
        for index in tree.indices {
            guard let top = flushTop(index, tree: tree, bottom: bottom), let inner = lowestFlushTop[index] else { continue }
            runsOff[index] = inner > top + edgeSlack
        }
        return runsOff
    }

    /// The top of an element whose frame ends on the screen's bottom edge.
    private static func flushTop(_ index: Int, tree: ElementTree, bottom: Double) -> Double? {
        guard let frame = tree[index].frame, !frame.isEmpty, abs(frame.maxY - bottom) < 0.5 else { return nil }
        return frame.minY
    }

    /// An icon cut by the edge: an image leaf on the edge that shows less
    /// height than width, where icons are square (Material's 24 dp grid).
    private static func cutIconTop(_ index: Int, tree: ElementTree, bottom: Double) -> Double? {
        guard tree[index].role == .image, tree.descendants(of: index).isEmpty,
              let top = flushTop(index, tree: tree, bottom: bottom), let frame = tree[index].frame
        else { return nil }
        let height: Double = frame.height, width: Double = frame.width
        return height < width - edgeSlack ? top : nil
    }

    /// The greater of two optional values, nil when both are; the first when they tie, as `max()` picks.
    private static func higher(_ first: Double?, _ second: Double?) -> Double? {
        guard let first else { return second }
        guard let second else { return first }
        return second > first ? second : first
    }
}
