/// An element of a ``CheckExample``'s snapshot: its screen's position in the
/// snapshot and its own position in that screen's tree.
public struct ExampleElement: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The screen's position in the snapshot.
    public var screen: Int
    /// The element's position in that screen's tree.
    public var element: Int

    /// Names the element at position `element` of the screen at position `screen`.
    public init(screen: Int, element: Int) {
        self.screen = screen
        self.element = element
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.screen, lhs.element) < (rhs.screen, rhs.element) }

    public var description: String { "screen \(screen) element \(element)" }
}

extension Node {
    /// This node, its element marked as one the example expects the check to
    /// flag: in a `.fails` example, an element with a violation; in a
    /// `.needsReview` example, an element that needs review. The mark is
    /// taken off before the check sees the snapshot.
    public func flagged() -> Node {
        var node = self
        node.element = node.element.flagged()
        return node
    }
}

extension Element {
    /// This element, marked as one the example expects the check to flag; see
    /// ``Node/flagged()``. For examples whose elements a helper builds.
    public func flagged() -> Element {
        var element = self
        element.attributes = (element.attributes ?? [:]).merging([ExampleMarks.attribute: "flagged"]) { $1 }
        return element
    }
}

/// Reads and removes the marks that ``Node/flagged()`` puts on example elements.
enum ExampleMarks {
    /// The attribute that carries a mark from the example's declaration to
    /// ``CheckExample``, which removes it: no check ever reads it.
    static let attribute = "mcag-example-expects-flag"

    /// The snapshot without marks, and where the marks were.
    static func take(from snapshot: AppSnapshot) -> (snapshot: AppSnapshot, marked: Set<ExampleElement>) {
        var snapshot = snapshot
        var marked = Set<ExampleElement>()
        for screen in snapshot.screens.indices {
            for index in snapshot.screens[screen].tree.indices
            where snapshot.screens[screen].tree[index].attributes?[attribute] != nil {
                marked.insert(ExampleElement(screen: screen, element: index))
                snapshot.screens[screen].tree[index].attributes?[attribute] = nil
                if snapshot.screens[screen].tree[index].attributes?.isEmpty == true {
                    snapshot.screens[screen].tree[index].attributes = nil
                }
            }
        }
        return (snapshot, marked)
    }
}
