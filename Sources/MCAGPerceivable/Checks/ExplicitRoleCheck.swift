public import MCAGCore

/// 1.1.2 Explicit Role, test 1: an element a person can tap must expose a
/// role that says it is operable.
///
/// Reads `isClickable`, `isLongClickable`, `role`, `className`, `traits`,
/// `isAccessibilityElement` and the screen's ``ScreenReaderModel``:
/// - a wrapper TalkBack passes over (its children are the stops) and a
///   control read as part of another stop are not applicable;
/// - an operable layout directly in a list is a list row, which TalkBack
///   announces as a list item, and passes;
/// - items the model recognises as tabs (selectable items of a tab row) but
///   whose class is not a tab fail: the user hears "selected" but not "tab";
/// - an operable element whose role is unknown, a layout container, a group,
///   plain text or an image fails. TalkBack still says "double-tap to
///   activate" for any clickable node, so on Android the impact is the lower
///   end (the kind of control is missing, not its operability); VoiceOver
///   gives no cue at all without a trait, so on iOS nameless roles are Serious;
/// - a plain text that reads like a control ("Sign up", "Resend code") is
///   *needs review* (assisted): a dump cannot show whether tapping it acts.
public struct ExplicitRoleCheck: ElementCheck {
    public init() {}

    public var name: String { "explicit-role" }

    static let rolesThatHideOperability: Set<Role> = [.unknown, .container, .group, .text, .image]
    static let operableTraits = ["button", "link", "adjustable", "keyboardkey", "searchfield", "tab", "togglebutton"]

    public func evaluate(_ context: ElementContext) -> Finding? {
        let element = context.element
        let reader = context.reader
        guard !element.isHiddenFromAssistiveTechnology,
              reader.focus != .wrapper, reader.focus != .mergedIntoAncestor else { return nil }
        guard element.isClickable == true || element.isLongClickable == true || element.role.isInteractive
                || reader.role.isInteractive
        else { return ActionLikeText.review(context) }
        if element.role.isInteractive {
            return .pass(context, "exposes the operable role '\(element.role)'")
        }
        if Self.operableTraits.contains(where: element.hasTrait) {
            return .pass(context, "exposes an operable trait (\(element.traits?.joined(separator: ", ") ?? ""))")
        }
        if reader.role == .tab { return Self.unexposedTab(element, context) }
        if reader.role == .cell, element.role != .cell {
            return .pass(context, "a row of a list: the screen reader announces it as a list item that can be activated")
        }
        guard Self.rolesThatHideOperability.contains(element.role) else {
            // Roles such as cell, tab bar or menu carry meaning of their own.
            return .pass(context, "exposes the role '\(element.role)'")
        }
        return Self.missingRole(element, context)
    }

    static func missingRole(_ element: Element, _ context: ElementContext) -> Finding {
        let suggested = suggestedRole(for: element)
        let silent = element.role == .unknown || element.role == .container || element.role == .group
        let shown = element.role == .unknown ? (element.className ?? "no role") : "role '\(element.role)'"
        let platform = context.screen.app.platform
        let heard: String = switch platform {
        case .android?: "TalkBack reads its content and \"double-tap to activate\" but no role, so the user cannot tell a button from a link, tab or switch"
        case .ios?: "VoiceOver reads its label with no trait, so nothing tells the user that it can be activated"
        case nil: "a screen reader does not say what kind of control it is"
        }
        return .violation(
            context, "operable element exposes \(shown): \(heard)",
            severity: silent && platform != .android ? 1 : 0,
            fix: "Expose the \(suggested) role: \(platformAdvice(for: suggested)).")
    }

    static func unexposedTab(_ element: Element, _ context: ElementContext) -> Finding {
        .violation(
            context, "acts as a tab (a selectable item of a tab row) but exposes \(element.className ?? element.role.rawValue): the screen reader says \"selected\" but not \"tab\", nor how many tabs there are",
            severity: 0,
            fix: "Expose the tab role: use TabLayout / NavigationBar items, or Modifier.semantics { role = Role.Tab } with selectable(…) (Android); add the .tabBar trait to the container and the button trait to each item (iOS).")
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
            .passes("A clickable row of a list is a list item",
                    Node(Element(role: .list)) {
                        Node(Element(role: .container, className: "android.widget.LinearLayout", isClickable: true)) {
                            Node(Element(role: .text, text: "Inbox"))
                        }
                    }),
            .needsReview("A plain text that reads like a link",
                         Node(Element(role: .text, text: "Resend code", isAccessibilityElement: true))),
        ]
    }
}
