import MCAGCore

/// Geometry facts the dumps imply but do not state.
enum ScreenGeometry {
    /// Sets ``Element/isOnScreen`` from whether the frame meets the viewport; one linear pass.
    ///
    /// The platforms' own flags (XCUITest `visible`, Android `visible-to-user`
    /// and `displayed`) are false both for a hidden view and for one scrolled
    /// out of the viewport. A frame outside the viewport explains the flag, so
    /// such an element is recorded as off screen with its visibility unknown,
    /// rather than as hidden: ghost-focus rules then judge it by position.
    static func markOnScreen(_ tree: inout ElementTree, viewport: Size?) {
        guard let viewport else { return }
        let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        for index in tree.indices {
            guard let frame = tree[index].frame else { continue }
            let onScreen = !frame.isEmpty && frame.intersects(screen)
            tree[index].isOnScreen = onScreen
            if !onScreen, tree[index].isVisible == false { tree[index].isVisible = nil }
        }
    }
}
