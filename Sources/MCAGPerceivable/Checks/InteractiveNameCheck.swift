public import MCAGCore

/// 1.1.3 Interactive Elements Have Names, test 1: every control a screen
/// reader can reach has an accessible name.
///
/// Reads `label`, `text`, `isAccessibilityElement`, the interactive role or
/// `isClickable`/`isLongClickable`, and Android's `NAF` attribute. A control
/// with no label and no text of its own is still named when a descendant that
/// is neither hidden nor a control of its own carries text, because TalkBack
/// and UIKit compose the name from such content. `NAF="true"` (uiautomator's
/// "not accessibility friendly") is taken as proof that no name exists.
/// Text fields need a label of their own: one showing only its content or
/// placeholder is *needs review*. Controls hidden from assistive technology
/// are not applicable here.
public struct InteractiveNameCheck: ScreenCheck {
    public init() {}

    public var name: String { "interactive-element-name" }

    public func evaluate(_ screen: ScreenContext) -> [Finding] {
        let tree = screen.tree
        // One reverse pass: a child's content names its nearest control,
        // without any walk per element.
        var namedByContent = [Bool](repeating: false, count: tree.indices.count)
        var findings: [Finding] = []
        for index in tree.indices.reversed() {
            let element = tree[index]
            let contributes = !element.isInteractive && !element.isHiddenFromAssistiveTechnology
                && (element.accessibleName != nil || namedByContent[index])
            if contributes, let parent = tree.parent(of: index) { namedByContent[parent] = true }
            guard element.isInteractive, !element.isHiddenFromAssistiveTechnology else { continue }
            let context = screen.element(index)
            if element.isMarkedNotAccessibilityFriendly, element.accessibleName == nil {
                findings.append(.violation(
                    context, "control has no accessible name (uiautomator marks it NAF, not accessibility friendly)",
                    impact: .critical, fix: Self.fix(for: element)))
            } else if Self.textEntryRoles.contains(element.role), element.label?.isBlank ?? true {
                findings.append(Self.unlabelledField(element, context))
            } else if let name = element.accessibleName {
                findings.append(.pass(context, "named \"\(name)\""))
            } else if namedByContent[index] {
                findings.append(.pass(context, "named by the text it contains"))
            } else {
                findings.append(.violation(
                    context, "\(element.role == .unknown ? "control" : element.role.rawValue) has no accessible name: a screen reader announces only its role or nothing",
                    impact: .critical, fix: Self.fix(for: element)))
            }
        }
        return findings.reversed()
    }

    static let textEntryRoles: Set<Role> = [.textField, .secureTextField, .searchField]

    /// A field's typed text or placeholder is not its name (DHS 2.1 iii.5.a);
    /// but a label tied to it from elsewhere (Android `labelFor`) leaves no
    /// trace in a dump, so a field showing some text is only *needs review*.
    static func unlabelledField(_ element: Element, _ context: ElementContext) -> Finding {
        let shown = [element.hint, element.text, element.value].compactMap { $0 }.first { !$0.isBlank }
        guard let shown else {
            return .violation(context, "\(element.role) has no label, no hint and no text: a screen reader announces only \"text field\"",
                              impact: .critical, fix: fix(for: element))
        }
        return .needsReview(
            context, "\(element.role) shows \"\(shown)\" but has no label; content and placeholder text are not names. Confirm that a label is associated (accessibilityLabel, labelFor)",
            missing: ["label"])
    }

    static func fix(for element: Element) -> String {
        "Give it a name that says what it does: set accessibilityLabel (iOS) or contentDescription / a visible text (Android)"
            + (element.identifier.map { ", for the element with identifier \"\($0)\"" } ?? "") + "."
    }

    public var examples: [CheckExample] {
        [
            .passes("A labelled icon button", Node(Element(role: .button, label: "Play"))),
            .passes("A clickable row named by its text",
                    Node(Element(role: .cell, isClickable: true)) { Node(Element(role: .text, text: "Wi-Fi")) }),
            .needsReview("A text field named only by its placeholder",
                         Node(Element(role: .textField, hint: "Email address"))),
            .fails("An icon button with no name", Node(Element(role: .button, className: "android.widget.ImageButton"))),
            .fails("A control marked NAF by uiautomator",
                   Node(Element(role: .unknown, className: "android.view.View", isClickable: true,
                                attributes: ["NAF": "true"]))),
            .fails("A row whose only text belongs to a nested button",
                   Node(Element(role: .cell, isClickable: true)) {
                       Node(Element(role: .button, label: "Delete"))
                   }),
        ]
    }
}
