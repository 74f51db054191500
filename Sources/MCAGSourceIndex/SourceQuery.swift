package import MCAGCore

/// What an element shows that the index can look up: its developer identifier (Android
/// `resource-id`, iOS `accessibilityIdentifier`, a Compose test tag, a React Native `testID`,
/// a Flutter key) and, as a fallback, its label and text.
package struct SourceQuery: Sendable, Hashable {
    package var identifier: String?
    package var label: String?
    package var text: String?
    /// The declared names of the identifiers on the element's screen (``declaredNames(of:)``):
    /// when several layouts declare the element's id, the one that declares the most of the
    /// screen's other ids is the element's.
    package var screenNames: Set<String>

    package init(identifier: String? = nil, label: String? = nil, text: String? = nil, screenNames: Set<String> = []) {
        self.identifier = identifier
        self.label = label
        self.text = text
        self.screenNames = screenNames
    }

    package init(element: Element) {
        self.init(identifier: element.identifier, label: element.label, text: element.text ?? element.value)
    }

    /// What a finding names of its element (reports keep the identifier and label, not the text).
    package init(location: ElementLocation, screenNames: Set<String> = []) {
        self.init(identifier: location.identifier, label: location.label, screenNames: screenNames)
    }

    /// The names declarations would carry for these identifiers (a screen's elements'), for
    /// ``screenNames``.
    package static func declaredNames(of identifiers: some Sequence<String?>) -> Set<String> {
        Set(identifiers.compactMap { SourceQuery(identifier: $0).declaredName })
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
