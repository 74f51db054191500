import MCAGCore

/// Geometry facts the dumps imply but do not state.
enum ScreenGeometry {
    /// Sets ``Element/isOnScreen`` from whether the frame meets the viewport; one linear pass.
    static func markOnScreen(_ tree: inout ElementTree, viewport: Size?) {
        guard let viewport else { return }
        let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        for index in tree.indices {
            guard let frame = tree[index].frame else { continue }
            tree[index].isOnScreen = !frame.isEmpty && frame.intersects(screen)
        }
    }
}
