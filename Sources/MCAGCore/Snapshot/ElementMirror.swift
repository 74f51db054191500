extension Element: CustomReflectable {
    /// The fields by name and value, as when they were stored inline (the
    /// seldom set ones among them, as if unboxed): the
    /// JSON snapshot reader lists its known keys (and suggests the nearest
    /// for a misspelt one) from an element's mirror.
    public var customMirror: Mirror {
        let children = Mirror(reflecting: CodedFields(storage.fields)).children.map { child in
            child.label == "attributes" ? (label: child.label, value: attributes as Any) : child
        }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
