/// The boxes an import shares between elements: one per distinct
/// ``PlatformSemantics`` and one per distinct app and window, so that the
/// thousands of nodes of one window, or with the same drawing order and
/// nothing else, hold one reference each instead of a copy.
///
/// Each table stops taking new values at ``capacity``, and once full stops
/// being asked when it misses more often than it finds: a dump whose every
/// node differs (each with its own `nativeFrame`, say) gains nothing from
/// sharing, and its boxes are then made one per element, as without a pool,
/// without hashing each value first.
package struct ElementBoxPool {
    package static let capacity = 4_096
    private var semantics = Table<PlatformSemantics>()
    private var windows = Table<Element.Window>()

    package init() {}

    /// Sets `element`'s ``Element/semantics``, in the pool's box for that value.
    package mutating func setSemantics(_ value: PlatformSemantics?, of element: inout Element) {
        element.setBox(\.semantics, value.map { semantics.box($0) })
    }

    /// Sets `element`'s app and window fields, in the pool's box for those values.
    package mutating func setWindow(
        appIdentifier: String?, windowIndex: Int?, windowIdentifier: String?, of element: inout Element
    ) {
        let window = Element.Window(appIdentifier: appIdentifier, windowIndex: windowIndex, windowIdentifier: windowIdentifier)
        element.setBox(\.window, window.isEmpty ? nil : windows.box(window))
    }

    /// Gives `element`, decoded with boxes of its own, the pool's boxes for
    /// the same values (a snapshot read from JSON: its elements are decoded one by one).
    package mutating func share(_ element: inout Element) {
        if let own = element.storage.fields.semantics {
            let pooled = semantics.box(own.value) { _ in own }
            if pooled !== own { element.setBox(\.semantics, pooled) }
        }
        if let own = element.storage.fields.window {
            let pooled = windows.box(own.value) { _ in own }
            if pooled !== own { element.setBox(\.window, pooled) }
        }
    }

    /// Whether the semantics table is still asked (for tests).
    package var sharesSemantics: Bool { semantics.isAsked }

    private struct Table<Value: Hashable & Sendable> {
        typealias Box = Element.SharedBox<Value>
        private var boxes: [Value: Box] = [:]
        private var hits = 0
        private var misses = 0

        var isAsked: Bool { boxes.count < ElementBoxPool.capacity || hits >= misses }

        mutating func box(_ value: Value, make: (Value) -> Box = Box.init) -> Box {
            guard isAsked else { return make(value) }
            if let box = boxes[value] {
                hits += 1
                return box
            }
            let box = make(value)
            if boxes.count < ElementBoxPool.capacity { boxes[value] = box } else { misses += 1 }
            return box
        }
    }
}
