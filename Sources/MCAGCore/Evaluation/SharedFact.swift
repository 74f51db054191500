/// A fact about one screen that several checks read, worked out by the first
/// that asks and shared with the others (``ScreenContext/shared(_:_:)``):
/// the three text-contrast tests read the same pixels, the three navigation
/// checks the same components.
///
/// Declare each fact once, as a static constant beside the code that works
/// it out:
///
/// ```swift
/// static let layers = SharedFact<ColorLayers>("colour layers")
/// let layers = screen.shared(Self.layers) { ColorLayers(screen.tree) }
/// ```
///
/// The declaration itself is the key: two facts never share a slot, whatever
/// their names, and a fact always holds the type it was declared with.
package final class SharedFact<Value: Sendable>: Sendable {
    /// What the fact is, for a reader of the code and the debugger.
    package let name: String

    /// Declares a fact; `name` says what it is, for the reader and the debugger, and is not its key.
    package init(_ name: String) { self.name = name }
}

/// Where a shared fact is kept on a screen: the fact's declaration, and the
/// value it was asked for (a region of the screenshot, a vocabulary), if any.
/// Kept only inside the screen's locked table, so it need not be `Sendable`
/// (`AnyHashable` is not, though every parameter it wraps is).
struct SharedFactKey: Hashable {
    let fact: ObjectIdentifier
    let parameter: AnyHashable?
}
