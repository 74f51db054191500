/// What a line of source declares or uses, which says how much it tells about an element.
package enum DeclarationKind: String, Sendable, Hashable, CaseIterable {
    /// `android:id="@+id/name"` in a layout or menu file.
    case androidLayoutID = "android-layout-id"
    /// `R.id.name` in Kotlin or Java: a use, which points at a view built in code when no
    /// layout declares the id.
    case androidIDReference = "android-id-reference"
    /// `Modifier.testTag("…")`, or `testTag(CONSTANT)` with the constant's `const val`.
    case composeTestTag = "compose-test-tag"
    /// `.accessibilityIdentifier("…")` or `accessibilityIdentifier = "…"` in Swift or Objective-C.
    case accessibilityIdentifier = "accessibility-identifier"
    /// A storyboard or xib `<accessibility identifier="…"/>` or runtime attribute.
    case interfaceBuilderIdentifier = "interface-builder-identifier"
    /// React Native `testID="…"`.
    case reactNativeTestID = "react-native-test-id"
    /// Flutter `Key('…')`, `ValueKey('…')` or `Semantics(identifier: '…')`.
    case flutterKey = "flutter-key"
    /// A place that uses a string resource whose text is the element's label.
    case stringUse = "string-use"
    /// The string resource's own definition, when nothing in the tree uses it.
    case stringDefinition = "string-definition"

    /// Whether this kind declares the element itself rather than referring to it.
    package var isDeclaration: Bool {
        switch self {
        case .androidIDReference, .stringUse, .stringDefinition: false
        default: true
        }
    }
}
