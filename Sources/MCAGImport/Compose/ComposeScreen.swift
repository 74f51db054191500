import Foundation
import MCAGCore

/// The screen a Compose print describes: pixels, an Android density inferred as for a
/// uiautomator dump unless `ImportOptions.androidDPI` states it.
///
/// The print gives no screen size: the root node's right and bottom edges stand for
/// it, as the windows' extent does for a plain `uiautomator dump`. Nodes scrolled past
/// them (a horizontally scrolled chip row) are marked off screen.
enum ComposeScreen {
    static func snapshot(tree: consuming ElementTree, file: URL, options: ImportOptions) -> AppSnapshot {
        // The root is the composition's own view: its right and bottom edges bound the
        // screen's content (its top is below the status bar when it fills an activity).
        let root = tree.isEmpty ? nil : tree[0].frame
        let viewport: Size? = root.flatMap { $0.maxX > 0 && $0.maxY > 0 ? Size(width: $0.maxX, height: $0.maxY) : nil }
        ScreenGeometry.markOnScreen(&tree, viewport: viewport)
        let orientation: Orientation? = viewport.map { $0.height >= $0.width ? .portrait : .landscapeLeft }
        let screen = Screen(
            name: options.screenName ?? file.deletingPathExtension().lastPathComponent,
            viewport: viewport, unit: .pixels,
            density: DensityAssumption.android(dpi: options.androidDPI, viewport: viewport),
            orientation: orientation, source: file.path, tree: tree)
        return AppSnapshot(app: AppFacts(platform: .android), screens: [screen])
    }
}
