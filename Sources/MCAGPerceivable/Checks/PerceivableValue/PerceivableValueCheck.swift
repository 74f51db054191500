package import MCAGCore

/// 1.1.5 Perceivable Value, test 1: an element that holds a value exposes it.
///
/// - Sliders, steppers and pickers: a value, a visible text, or a direct
///   child's text (an Android spinner shows its choice in a child) passes. A
///   value reported as an empty string is a Critical violation. A value the
///   snapshot does not carry at all is *needs review* naming `value`: an
///   importer that never reads values must not turn into a violation.
/// - Progress indicators: a value passes; none is *needs review*, because an
///   indeterminate spinner legitimately has no value.
/// - Text fields: an empty field is legitimate, so any reported value or text,
///   even empty, passes; only a field with neither is *needs review*. An
///   Android dump that writes `text=""` on a field reports an empty value (the
///   importer reads it so).
package struct PerceivableValueCheck: ElementCheck {
    package init() {}

    package var name: String { "perceivable-value" }

    static let adjustableRoles: Set<Role> = [.slider, .stepper, .picker]
    static let textEntryRoles = RoleSet([Role.textField, .secureTextField, .searchField])
    /// ``Role/valued`` as bits: asked of every element.
    private static let valuedRoles = RoleSet(Role.valued)

    package func evaluate(_ context: ElementContext) -> Finding? {
        let element = context.element
        guard Self.valuedRoles.contains(element.role), !element.isHiddenFromAssistiveTechnology else { return nil }
        if let value = element.value, !value.isBlank {
            return .pass(context, Result.value(value))
        }
        if Self.textEntryRoles.contains(element.role) {
            if let text = element.text, !text.isBlank {
                return .pass(context, Result.content(text))
            }
            if element.value != nil {
                return .pass(context, Result.emptyField)
            }
            return .needsReview(context, Result.fieldUnknown, missing: ["value", "text"])
        }
        if let text = element.visibleText {
            return .pass(context, Result.valueAsText(text))
        }
        if element.role == .progressIndicator {
            return .needsReview(
                context, Result.progressWithoutValue,
                missing: ["value"])
        }
        if let childText = context.children.lazy.compactMap(\.visibleText).first {
            return .pass(context, Result.valueThroughContent(childText))
        }
        guard element.value != nil else {
            return .needsReview(context, Result.valueUnknown(role: element.role), missing: ["value"])
        }
        return .violation(
            context, Result.emptyValue(role: element.role),
            impact: .critical,
            fix: Result.fix)
    }

    package var examples: [CheckExample] {
        [
            .passes("A slider reporting 50%", Node(Element(role: .slider, label: "Volume", value: "50%"))),
            .passes("An empty text field", Node(Element(role: .textField, label: "Email", value: ""))),
            .passes("A spinner showing its choice in a child",
                    Node(Element(role: .picker, label: "Country")) { Node(Element(role: .text, text: "Norway")) }),
            .fails("A slider reporting an empty value", Node(Element(role: .slider, label: "Brightness", value: " ")).flagged()),
            .needsReview("A stepper whose value was not captured", Node(Element(role: .stepper, label: "Guests")).flagged()),
            .needsReview("A progress bar with no value", Node(Element(role: .progressIndicator, label: "Loading")).flagged()),
        ]
    }
}
