extension Element {
    /// The app and the top-level window an element is in. Every node of a
    /// uiautomator2 dump states them, and all the nodes of one window state
    /// the same: held inline, they took 48 bytes of each element; boxed and
    /// shared (``ElementBoxPool``), one reference.
    struct Window: ElementFieldGroup {
        var appIdentifier: String?
        var windowIndex: Int?
        var windowIdentifier: String?

        var isEmpty: Bool { appIdentifier == nil && windowIndex == nil && windowIdentifier == nil }
    }
}
