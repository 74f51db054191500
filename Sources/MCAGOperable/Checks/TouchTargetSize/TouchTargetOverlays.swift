import MCAGCore

/// The system bars' backgrounds, which the framework draws over an app's
/// content: a target under them is out of a finger's reach there.
///
/// Android's `DecorView` adds `navigationBarBackground` and
/// `statusBarBackground` as its last children, sized to the system bars, so
/// they are drawn over everything the app lays out beneath them; an app that
/// draws edge to edge scrolls its content under them, and a touch there goes
/// to the system bar (a gesture, a button). A small target that lies partly
/// or wholly under one cannot be measured from its frame (X's video mute
/// button, under the navigation bar), so like a target cut by a scrolling
/// container's edge it is needs review, never a violation.
///
/// Only these framework views count. An app's own bars would too, but a
/// later full-width view in the tree is not always opaque: collapsing
/// headers and bottom sheets stack transparent layers over content that
/// stays reachable (Zomato's cart: eight real violations would have been
/// hidden), and the dump does not say what is drawn.
struct TouchTargetOverlays {
    struct Bar {
        var index: Int
        var frame: Rect
        var window: Int?
    }

    private let bars: [Bar]

    static let frameworkBarBackgrounds: Set<String> = ["android:id/navigationBarBackground", "android:id/statusBarBackground"]

    init(_ tree: ElementTree) {
        bars = tree.indices.compactMap { index in
            // The identifier's length is stored: most identifiers ("control-12") are
            // ruled out by it instead of being hashed for the set.
            guard let identifier = tree[index].identifier, Self.identifierLengths.contains(identifier.utf8.count),
                  Self.frameworkBarBackgrounds.contains(identifier),
                  let frame = tree[index].frame, !frame.isEmpty, tree[index].isVisible != false else { return nil }
            return Bar(index: index, frame: frame, window: tree[index].windowIndex)
        }
    }

    /// An array: two lengths are compared faster than one is hashed.
    private static let identifierLengths = frameworkBarBackgrounds.map(\.utf8.count)

    /// The first bar background drawn after the target (after its whole
    /// subtree), in its window, that overlaps its frame.
    func bar(over index: Int, frame: Rect, in tree: ElementTree) -> Bar? {
        guard !bars.isEmpty else { return nil }
        let end = tree.descendants(of: index).upperBound
        let window = tree[index].windowIndex
        return bars.first { $0.index >= end && $0.window == window && $0.frame.intersects(frame) }
    }

    /// Needs review, with the bar's place, for a target too small by its frame.
    func review(_ element: ElementContext, frame: Rect, measured size: TouchTargetSizeCheck.Result.Sides) -> Finding? {
        guard let bar = bar(over: element.index, frame: frame, in: element.tree) else { return nil }
        return .needsReview(
            element, TouchTargetSizeCheck.Result.underSystemBar(size, wholly: bar.frame.contains(frame), bar: bar.frame),
            missing: ["unobscured frame"])
    }
}
