extension Element {
    /// A group of an element's fields held in a box apart from the rest:
    /// the fields dumps seldom set (``RareFields``), the app and window
    /// (``Window``), the platform semantics (``PlatformSemantics``). An
    /// element holds one reference per group, nil when nothing in it is set.
    ///
    /// Never written after it is made: a change makes a new box, so the
    /// elements that share one (copies, or the elements an import gives the
    /// same box, ``ElementBoxPool``) stay independent.
    final class SharedBox<Value: Hashable & Sendable>: Sendable, Hashable {
        let value: Value
        init(_ value: Value) { self.value = value }

        static func == (lhs: SharedBox, rhs: SharedBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
        func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
    }
}

/// A group of fields that an element holds in a ``Element/SharedBox`` only
/// when one of them is set.
protocol ElementFieldGroup: Hashable, Sendable {
    init()
    var isEmpty: Bool { get }
}

extension ElementFieldGroup {
    /// The fields in a box, or nil when none is set, so that an element
    /// without them never holds an empty box (and equality need not tell an
    /// empty box from none).
    var boxed: Element.SharedBox<Self>? { isEmpty ? nil : Element.SharedBox(self) }
}
