extension Element {
    /// An element's ``PlatformSemantics`` in a box of its own. Held inline,
    /// the semantics took 193 of an element's 497 bytes, and uiautomator2
    /// dumps set them on every node (each has a drawing order). Boxed, an
    /// element holds one reference, and the importers give every element
    /// with the same semantics the same box (``ElementBoxPool``): a dump
    /// holds a few hundred distinct ones across a hundred thousand nodes.
    ///
    /// Never written after it is made: a change makes a new box, so the
    /// elements that share one stay independent.
    final class SemanticsBox: Sendable, Hashable {
        let semantics: PlatformSemantics
        init(_ semantics: PlatformSemantics) { self.semantics = semantics }

        static func == (lhs: SemanticsBox, rhs: SemanticsBox) -> Bool {
            lhs === rhs || lhs.semantics == rhs.semantics
        }

        func hash(into hasher: inout Hasher) { semantics.hash(into: &hasher) }
    }
}
