package import MCAGCore

/// What an element shows that the index can look up: its developer identifier (Android
/// `resource-id`, iOS `accessibilityIdentifier`, a Compose test tag, a React Native `testID`,
/// a Flutter key) and, as a fallback, its label and text.
package struct SourceQuery: Sendable, Hashable {
    package var identifier: String?
    package var label: String?
    package var text: String?

    package init(identifier: String? = nil, label: String? = nil, text: String? = nil) {
        self.identifier = identifier
        self.label = label
        self.text = text
    }

    package init(element: Element) {
        self.init(identifier: element.identifier, label: element.label, text: element.text ?? element.value)
    }

    /// What a finding names of its element (reports keep the identifier and label, not the text).
    package init(location: ElementLocation) {
        self.init(identifier: location.identifier, label: location.label)
    }

    /// The name a declaration would carry: `name` of an Android `pkg:id/name`, otherwise the
    /// identifier itself. Nil for the framework's own ids (`android:id/content`), which no app
    /// source declares.
    var declaredName: String? {
        guard let identifier, !identifier.isEmpty else { return nil }
        if identifier.hasPrefix("android:id/") { return nil }
        if let range = identifier.range(of: ":id/") {
            let name = identifier[range.upperBound...]
            return name.isEmpty ? nil : String(name)
        }
        return identifier
    }
}
