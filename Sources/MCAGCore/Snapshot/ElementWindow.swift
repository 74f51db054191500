extension Element {
    /// The app and the top-level window an element is in. Every node of a
    /// uiautomator2 dump states them, and all the nodes of one window state
    /// the same: held inline, they took 48 bytes of each element; boxed and
    /// shared (``ElementBoxPool``), one reference.
    struct Window: Sendable, Hashable {
        var appIdentifier: String?
        var windowIndex: Int?
        var windowIdentifier: String?

        /// The fields in a box, or nil when none is set (so that equality need
        /// not tell an empty box from none).
        var boxed: WindowBox? {
            appIdentifier == nil && windowIndex == nil && windowIdentifier == nil ? nil : WindowBox(self)
        }
    }

    /// Never written after it is made: a change makes a new box, so the
    /// elements that share one stay independent.
    final class WindowBox: Sendable, Hashable {
        let window: Window
        init(_ window: Window) { self.window = window }

        static func == (lhs: WindowBox, rhs: WindowBox) -> Bool { lhs === rhs || lhs.window == rhs.window }
        func hash(into hasher: inout Hasher) { window.hash(into: &hasher) }
    }
}
