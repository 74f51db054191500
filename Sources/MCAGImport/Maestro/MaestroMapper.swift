import Foundation
import MCAGCore

/// Maps read ``MaestroNode``s to ``Element``s for one platform.
///
/// Android nodes carry the view class, so roles come from `AndroidRoles`;
/// iOS nodes carry no element type and no traits, so an iOS role is
/// `.unknown` (which role rules treat as *needs review*, never as a violation),
/// but for a node with a placeholder, which only a text field has.
/// Maestro's wrapper nodes at the top (Android's document and `<hierarchy>`
/// objects, iOS's empty `[0,0][0,0]` root) carry nothing and are left out;
/// their children become the screen's roots.
enum MaestroMapper {
    /// Attributes that become fields; the others are kept in ``Element/attributes``.
    static let mapped: Set<String> = [
        "text", "accessibilityText", "hintText", "resource-id", "bounds", "class", "clickable", "enabled",
        "focused", "checked", "selected", "scrollable", "important-for-accessibility", "checkable",
        "focusable", "long-clickable", "password", "value",
    ]

    /// Whether a node is one of Maestro's empty wrappers: no frame (or the empty
    /// `[0,0][0,0]` one), no class and nothing a person could read.
    static func isWrapper(_ node: MaestroNode) -> Bool {
        if let frame = node.frame, !frame.isEmpty { return false }
        let readable: [String] = ["class", "accessibilityText", "text", "resource-id"]
        return readable.allSatisfy { (key: String) -> Bool in node.nonEmpty(key) == nil }
    }

    static func element(_ node: MaestroNode, platform: Platform, depth: Int) -> Element {
        var element = platform == .android ? android(node, depth: depth) : ios(node)
        element.label = node.nonEmpty("accessibilityText")
        element.hint = node.nonEmpty("hintText")
        element.identifier = node.nonEmpty("resource-id")
        element.frame = node.frame
        element.isEnabled = node.state("enabled")
        element.isFocused = node.state("focused")
        element.isSelected = node.state("selected")
        let kept = node.attributes.filter { !mapped.contains($0.key) }
        element.attributes = kept.isEmpty ? nil : kept
        return element
    }

    /// Role from the class; text as `AndroidMapper` reads it (a field's text is its value).
    private static func android(_ node: MaestroNode, depth: Int) -> Element {
        let className: String? = node.nonEmpty("class")
        let isPassword: Bool? = node.flag("password")
        var element = Element(role: androidRole(className, isPassword: isPassword == true, depth: depth), className: className)
        let text: String? = node.nonEmpty("text")
        element.text = text
        let role: Role = element.role
        if role == .textField || role == .secureTextField || role == .searchField {
            // Written empty, the field is empty (see `AndroidMapper.readText`).
            element.value = text ?? (node.attributes["text"] != nil ? "" : nil)
        }
        element.isClickable = node.state("clickable")
        element.isChecked = node.state("checked")
        element.isScrollable = node.flag("scrollable")
        element.isCheckable = node.flag("checkable")
        element.isFocusable = node.flag("focusable")
        element.isLongClickable = node.flag("long-clickable")
        element.isPassword = isPassword
        element.isAccessibilityElement = node.flag("important-for-accessibility")
        return element
    }

    /// `AndroidRoles` for the class; a root container (or classless root) is the window.
    private static func androidRole(_ className: String?, isPassword: Bool, depth: Int) -> Role {
        var role: Role = .unknown
        if let className { role = AndroidRoles.role(className: className, isPassword: isPassword, isEditable: false) }
        if depth == 0, role == .container || role == .unknown { role = .window }
        return role
    }

    /// No type or traits: the role stays unknown, but for a node with a placeholder. Maestro
    /// writes `hintText` from XCUITest's `placeholderValue` (`IOSDriver.mapViewHierarchy` in
    /// mobile-dev-inc/maestro), the text an empty text-entry element shows, which no other kind
    /// of element has: such a node is a text field. `value` is the accessibility value;
    /// `checked` is true only for Maestro's checkable types, so only `true` is kept.
    private static func ios(_ node: MaestroNode) -> Element {
        var element = Element(role: node.nonEmpty("hintText") == nil ? .unknown : .textField)
        element.value = node.nonEmpty("value")
        if node.state("checked") == true {
            element.isCheckable = true
            element.isChecked = true
        }
        return element
    }
}
