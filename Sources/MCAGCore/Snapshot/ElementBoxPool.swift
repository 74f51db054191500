/// The boxes an import shares between elements: one per distinct
/// ``PlatformSemantics`` and one per distinct app and window, so that the
/// thousands of nodes of one window, or with the same drawing order and
/// nothing else, hold one reference each instead of a copy.
///
/// Each table stops taking new values at ``capacity``: a dump whose every
/// node differs (each with its own pane title, say) gains nothing from
/// sharing, and its boxes are then made one per element, as without a pool.
package struct ElementBoxPool {
    package static let capacity = 4_096
    private var semantics: [PlatformSemantics: Element.SemanticsBox] = [:]
    private var windows: [Element.Window: Element.WindowBox] = [:]

    package init() {}

    /// Sets `element`'s ``Element/semantics``, in the pool's box for that value.
    package mutating func setSemantics(_ value: PlatformSemantics?, of element: inout Element) {
        element.setSemanticsBox(value.map { Self.box($0, in: &semantics, make: Element.SemanticsBox.init) })
    }

    /// Sets `element`'s app and window fields, in the pool's box for those values.
    package mutating func setWindow(
        appIdentifier: String?, windowIndex: Int?, windowIdentifier: String?, of element: inout Element
    ) {
        let window = Element.Window(appIdentifier: appIdentifier, windowIndex: windowIndex, windowIdentifier: windowIdentifier)
        let isEmpty = appIdentifier == nil && windowIndex == nil && windowIdentifier == nil
        element.setWindowBox(isEmpty ? nil : Self.box(window, in: &windows, make: Element.WindowBox.init))
    }

    private static func box<Value: Hashable, Box>(_ value: Value, in table: inout [Value: Box], make: (Value) -> Box) -> Box {
        if let box = table[value] { return box }
        let box = make(value)
        if table.count < capacity { table[value] = box }
        return box
    }
}
