public import MCAGCore

/// 1.1.2 Explicit Role, test 1: an element a person can tap must expose a
/// role that says it is operable.
///
/// Reads `isClickable`, `isLongClickable`, `role`, `className`, `traits` and
/// `isAccessibilityElement`. An operable element whose role is unknown, a
/// layout container, a group, plain text or an image is a violation: a
/// screen reader announces it as nothing or as something that cannot be
/// operated. Nameless roles (unknown, container, group) are Serious; text and
/// image roles, which at least announce something, are Moderate.
public struct ExplicitRoleCheck: ElementCheck {
    public init() {}

    public var name: String { "explicit-role" }

    static let rolesThatHideOperability: Set<Role> = [.unknown, .container, .group, .text, .image]
    static let operableTraits = ["button", "link", "adjustable", "keyboardkey", "searchfield", "tab", "togglebutton"]

    public func evaluate(_ context: ElementContext) -> Finding? {
        let element = context.element
        guard element.isClickable == true || element.isLongClickable == true || element.role.isInteractive,
              !element.isHiddenFromAssistiveTechnology
        else { return nil }
        if element.role.isInteractive {
            return .pass(context, "exposes the operable role '\(element.role)'")
        }
        if Self.operableTraits.contains(where: element.hasTrait) {
            return .pass(context, "exposes an operable trait (\(element.traits?.joined(separator: ", ") ?? ""))")
        }
        guard Self.rolesThatHideOperability.contains(element.role) else {
            // Roles such as cell, tab bar or menu carry meaning of their own.
            return .pass(context, "exposes the role '\(element.role)'")
        }
        let suggested = Self.suggestedRole(for: element)
        let silent = element.role == .unknown || element.role == .container || element.role == .group
        let shown = element.role == .unknown ? (element.className ?? "no role") : "role '\(element.role)'"
        return .violation(
            context, "operable element exposes \(shown), so a screen reader does not say it can be activated",
            severity: silent ? 1 : 0,
            fix: "Expose the \(suggested) role: \(Self.platformAdvice(for: suggested)).")
    }

    /// The role the element's class suggests; a button when nothing else does.
    static func suggestedRole(for element: Element) -> Role {
        let name = element.className?.lowercased() ?? ""
        if name.contains("switch") || name.contains("toggle") { return .switch }
        if name.contains("checkbox") { return .checkbox }
        if name.contains("radio") { return .radio }
        if name.contains("seekbar") || name.contains("slider") { return .slider }
        if name.contains("edittext") || name.contains("textfield") { return .textField }
        return .button
    }

    static func platformAdvice(for role: Role) -> String {
        switch role {
        case .switch: "use UISwitch / Toggle (iOS) or Switch / Modifier.toggleable(role = Role.Switch) (Android)"
        case .checkbox: "use a CheckBox or Modifier.toggleable(role = Role.Checkbox) (Android); on iOS add the button trait and report the state as value"
        case .radio: "use a RadioButton or Modifier.selectable(role = Role.RadioButton) (Android); on iOS add the button trait and the selected trait"
        case .slider: "use UISlider or the .adjustable trait (iOS), a SeekBar or Slider (Android)"
        case .textField: "use a UITextField/TextField (iOS) or EditText/TextField (Android)"
        case .link: "add the .link trait (iOS) or Role.Link semantics / a URLSpan (Android)"
        default: "add the .button trait (iOS: accessibilityTraits.insert(.button) or .accessibilityAddTraits(.isButton)) or set the Button class or Role.Button semantics (Android)"
        }
    }

    public var examples: [CheckExample] {
        [
            .passes("A clickable Android button", Node(Element(role: .button, label: "Send", isClickable: true))),
            .passes("A clickable cell keeps its cell role", Node(Element(role: .cell, label: "Inbox", isClickable: true))),
            .passes("A custom view with the button trait",
                    Node(Element(role: .unknown, traits: ["Button"], label: "Menu", isClickable: true))),
            .fails("A clickable layout with no role",
                   Node(Element(role: .container, className: "android.widget.LinearLayout", isClickable: true)) {
                       Node(Element(role: .text, text: "Settings"))
                   }),
            .fails("A tappable plain text", Node(Element(role: .text, text: "Forgot password?", isClickable: true))),
        ]
    }
}
