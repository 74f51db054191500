import MCAGCore

/// Maps one printed Compose semantics node to an ``Element`` (tabled in
/// Documentation/Importers.md). Bounds are pixels, as printed.
///
/// Lists print as Kotlin's `toString()`: `Text = '[Hello]'`, `ContentDescription = '[Back]'`;
/// the brackets are removed and the items kept as printed, joined by ", ".
/// Every property that has no field of its own is kept in ``Element/attributes``
/// under its printed name; `Actions` is kept too, and the node's number as `compose-node`.
struct ComposeSemanticsMapper {
    /// The attribute that holds the node's number (`#12`): it marks an element read
    /// from a Compose print, which records no class name (see `UnrecordedRole`).
    static let nodeAttribute = "compose-node"

    static let mappedKeys: Set<String> = [
        "Text", "ContentDescription", "EditableText", "Role", "Selected", "Focused", "ToggleableState",
        "StateDescription", "Error", "PaneTitle", "LiveRegion", "Password", "Disabled", "Heading",
        "VerticalScrollAxisRange", "HorizontalScrollAxisRange", "InvisibleToUser", "HideFromAccessibility",
    ]

    mutating func element(_ record: ComposeNodeRecord) -> Element {
        let role = ComposeRoles.role(record)
        var element = Element(role: role)
        element.frame = record.frame
        element.identifier = record.tag
        readNames(record, into: &element)
        readStates(record, into: &element)
        readSemantics(record, into: &element)
        element.attributes = raw(record)
        return element
    }

    private func readNames(_ record: ComposeNodeRecord, into element: inout Element) {
        element.label = Self.listText(record.value("ContentDescription"))
        let text = Self.listText(record.value("Text"))
        if let editable = record.value("EditableText") {
            // A text field prints its label (Material's `label`) as Text and its content as EditableText.
            element.value = editable.isEmpty ? nil : editable
            element.text = element.value
            if element.label == nil, let text, !text.isEmpty { element.hint = text }
        } else {
            element.text = text
            element.value = record.value("StateDescription")
        }
        if record.has("Heading") { element.traits = ["heading"] }
    }

    private func readStates(_ record: ComposeNodeRecord, into element: inout Element) {
        element.isClickable = record.actions.contains("OnClick")
        element.isLongClickable = record.actions.contains("OnLongClick")
        element.isEnabled = !record.has("Disabled")
        let focused = record.value("Focused")
        element.isFocusable = focused != nil || record.actions.contains("RequestFocus") || record.has("MergeDescendants") ? true : nil
        element.isFocused = focused.map { $0 == "true" }
        element.isSelected = record.value("Selected").map { $0 == "true" }
        if let state = record.value("ToggleableState") {
            element.isCheckable = true
            element.isChecked = state == "On"
        }
        element.isPassword = record.has("Password") ? true : nil
        let axes = [("VerticalScrollAxisRange", "vertical"), ("HorizontalScrollAxisRange", "horizontal")]
            .filter { record.has($0.0) }.map(\.1)
        if !axes.isEmpty {
            element.isScrollable = true
            element.scrollAxes = axes
        }
        if record.has("InvisibleToUser") || record.has("HideFromAccessibility") { element.isAccessibilityElement = false }
    }

    private func readSemantics(_ record: ComposeNodeRecord, into element: inout Element) {
        var semantics = PlatformSemantics()
        if let error = record.value("Error") {
            semantics.errorMessage = error
            semantics.isContentInvalid = true
        }
        semantics.paneTitle = record.value("PaneTitle")
        switch record.value("LiveRegion") {
        case "Polite": semantics.liveRegion = .polite
        case "Assertive": semantics.liveRegion = .assertive
        default: break
        }
        if !record.actions.isEmpty { semantics.accessibilityActions = record.actions }
        element.semantics = semantics.nonEmpty
    }

    /// Properties without a field, the flags and actions as printed, and the node's number.
    private func raw(_ record: ComposeNodeRecord) -> [String: String] {
        var kept: [String: String] = [Self.nodeAttribute: "#\(record.id)"]
        for (key, value) in record.values where !Self.mappedKeys.contains(key) { kept[key] = value }
        for flag in record.flags where !Self.mappedKeys.contains(flag) { kept[flag] = "true" }
        if !record.actions.isEmpty { kept["Actions"] = record.actions.joined(separator: ", ") }
        if let note = record.note { kept["print-note"] = note }
        return kept
    }

    /// `[Hello, World]` → `Hello, World`; an empty list or text → nil.
    static func listText(_ value: String?) -> String? {
        guard var value else { return nil }
        if value.hasPrefix("["), value.hasSuffix("]") { value = String(value.dropFirst().dropLast()) }
        return value.isEmpty ? nil : value
    }
}
