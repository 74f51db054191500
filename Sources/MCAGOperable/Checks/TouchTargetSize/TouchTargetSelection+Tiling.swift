import MCAGCore

extension TouchTargetSelection {
    /// A clickable element whose clickable children tile its frame edge to
    /// edge, in one row or one column (Zomato's "− 5 +" stepper: three
    /// clickable 72 px cells filling the clickable pill), takes no tap of its
    /// own. Android's `ViewGroup.dispatchTouchEvent` offers each touch to the
    /// child under the finger first, and a clickable child consumes it, so
    /// the parent's own handler only ever gets the touches that land outside
    /// its children. The children are the targets and are measured; a parent
    /// with any uncovered strip (an "ADD" pill with padding beside its
    /// label) still takes taps there and is measured too.
    ///
    /// Only the flags uiautomator writes (`clickable`) say this, so it never
    /// applies to iOS dumps, which carry no tap flag.
    static func isTiledByClickableChildren(_ index: Int, tree: ElementTree) -> Bool {
        // Two children need two descendants: a leaf is ruled out before its children are listed in an array.
        guard tree.descendants(of: index).count >= 2, tree[index].isClickable == true,
              let frame = tree[index].frame, !frame.isEmpty else { return false }
        let tiles: [Rect] = tree.children(of: index).compactMap { child in
            let element = tree[child]
            guard element.isClickable == true, element.isVisible != false, let tile = element.frame,
                  !tile.isEmpty else { return nil }
            return tile
        }
        guard tiles.count >= 2 else { return false }
        return fillsRow(tiles, frame) || fillsColumn(tiles, frame)
    }

    /// Tiles that each span the frame's height and leave no gap across its width.
    private static func fillsRow(_ tiles: [Rect], _ frame: Rect) -> Bool {
        guard tiles.allSatisfy({ $0.minY <= frame.minY && $0.maxY >= frame.maxY }) else { return false }
        return coversWithoutGap(tiles.map { ($0.minX, $0.maxX) }, from: frame.minX, to: frame.maxX)
    }

    /// Tiles that each span the frame's width and leave no gap down its height.
    private static func fillsColumn(_ tiles: [Rect], _ frame: Rect) -> Bool {
        guard tiles.allSatisfy({ $0.minX <= frame.minX && $0.maxX >= frame.maxX }) else { return false }
        return coversWithoutGap(tiles.map { ($0.minY, $0.maxY) }, from: frame.minY, to: frame.maxY)
    }

    private static func coversWithoutGap(_ spans: [(Double, Double)], from start: Double, to end: Double) -> Bool {
        var reach = start
        for span in spans.sorted(by: { $0.0 < $1.0 }) {
            if span.0 > reach { return false }
            reach = max(reach, span.1)
        }
        return reach >= end
    }
}
