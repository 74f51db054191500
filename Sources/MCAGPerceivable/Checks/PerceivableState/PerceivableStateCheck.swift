package import MCAGCore

/// 1.1.4 Perceivable State, test 1: a two-state control exposes its state.
///
/// Applies to switches, checkboxes and radio buttons, and to any element the
/// snapshot marks `isCheckable`. The state is readable when `isChecked` or
/// `isSelected` is known, when the `Selected` trait is present, or when the
/// element reports a value (iOS switches report "0" or "1"). Otherwise it is a
/// violation: Critical for a switch, checkbox or radio, whose whole purpose is
/// the state; Serious for other checkable elements.
package struct PerceivableStateCheck: ElementCheck {
    package init() {}

    package var name: String { "perceivable-state" }

    /// The roles with two states, on and off: switch, checkbox and radio.
    static let twoStateRoles = RoleSet([Role.switch, .checkbox, .radio])

    package func evaluate(_ context: ElementContext) -> Finding? {
        let element = context.element
        let isTwoStateRole = Self.twoStateRoles.contains(element.role)
        guard isTwoStateRole || element.isCheckable == true, !element.isHiddenFromAssistiveTechnology else { return nil }
        if let checked = element.isChecked {
            return .pass(context, Result.checked(checked))
        }
        if let value = element.value, !value.isBlank {
            return .pass(context, Result.value(value))
        }
        if let selected = element.isSelected {
            return .pass(context, Result.selected(selected))
        }
        if element.hasTrait("Selected") {
            return .pass(context, Result.selectedTrait)
        }
        return .violation(
            context, Result.noState(role: isTwoStateRole ? element.role : nil),
            severity: isTwoStateRole ? 1 : 0,
            fix: Result.fix)
    }

    package var examples: [CheckExample] {
        [
            .passes("An iOS switch reporting value 1", Node(Element(role: .switch, label: "Wi-Fi", value: "1"))),
            .passes("An Android checkbox with checked=false",
                    Node(Element(role: .checkbox, label: "Remember me", isCheckable: true, isChecked: false))),
            .fails("A custom switch with no state", Node(Element(role: .switch, label: "Dark mode")).flagged()),
            .fails("A checkable view with no state", Node(Element(role: .unknown, label: "Subscribe", isCheckable: true)).flagged()),
        ]
    }
}
