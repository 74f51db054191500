/// What the checks derive from an element's own fields: its name, its
/// visible text, whether a person operates it, its traits.
extension Element {
    /// The label, or the visible text when there is no label: what a screen
    /// reader is most likely to announce as the name. Empty strings count as absent.
    public var accessibleName: String? {
        if let label, !label.isBlank { return label }
        if let text, !text.isBlank { return text }
        return nil
    }

    /// The text a sighted user reads on the element.
    public var visibleText: String? {
        if let text, !text.isBlank { return text }
        return nil
    }

    /// Whether the element is something a person operates.
    @inlinable public var isInteractive: Bool {
        role.isInteractive || isClickable == true || isLongClickable == true
    }

    /// Whether the element has the trait, compared without regard to case.
    public func hasTrait(_ trait: String) -> Bool {
        traits?.contains { $0.caseInsensitiveEquals(trait) } ?? false
    }
}
