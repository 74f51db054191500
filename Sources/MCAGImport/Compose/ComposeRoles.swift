import MCAGCore

/// Compose semantics → MCAG roles (tabled in Documentation/Importers.md).
///
/// A `Role = '…'` line is printed only where the app (or the Material
/// component) set `Modifier.semantics { role = … }`; its values are
/// `androidx.compose.ui.semantics.Role`'s names. Where no role is printed,
/// other properties say what the node is only where they are unambiguous:
/// `EditableText` is a text field, `ToggleableState` a toggle, `[Heading]` a
/// heading, `ProgressBarRangeInfo` a progress indicator (a slider with
/// `SetProgress`), `CollectionInfo` a list, a scroll range a scroll view.
/// Anything else stays `Role.unknown` with no class name: the print has none,
/// which `UnrecordedRole` (MCAGPerceivable) reads as "the role is not recorded".
enum ComposeRoles {
    /// `Role.toString()` values (Compose UI 1.0 to 1.8).
    static let printed: [String: Role] = [
        "Button": .button, "Checkbox": .checkbox, "Switch": .switch, "RadioButton": .radio, "Tab": .tab,
        "Image": .image, "DropdownList": .picker, "ValuePicker": .picker,
    ]

    static func role(_ record: ComposeNodeRecord) -> Role {
        if let printed = record.value("Role") { return printedRole(printed, record) }
        if record.has("EditableText") { return record.has("Password") ? .secureTextField : .textField }
        if record.has("ToggleableState") { return .checkbox }
        if record.has("ProgressBarRangeInfo") { return record.actions.contains("SetProgress") ? .slider : .progressIndicator }
        if record.has("Heading") { return .heading }
        if record.has("CollectionInfo") { return .list }
        if record.has("VerticalScrollAxisRange") || record.has("HorizontalScrollAxisRange") { return .scrollView }
        if record.level == 0 { return .window }
        if record.has("Text"), !isOperable(record) { return .text }
        return .unknown
    }

    /// A printed role; a role newer than this table (`Carousel`) stays as printed, lower-cased.
    private static func printedRole(_ printed: String, _ record: ComposeNodeRecord) -> Role {
        if let known = Self.printed[printed] { return known }
        return Role(rawValue: printed.prefix(1).lowercased() + printed.dropFirst())
    }

    static func isOperable(_ record: ComposeNodeRecord) -> Bool {
        record.actions.contains("OnClick") || record.actions.contains("OnLongClick")
    }
}
