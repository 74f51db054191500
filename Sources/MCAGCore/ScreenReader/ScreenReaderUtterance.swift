extension ScreenReaderModel {
    /// What the screen reader says on landing on the element, in its order,
    /// in English words: a transcript for reports and reviews, not a check's input.
    ///
    /// TalkBack (ATF's `getSpeakableTextForElement`): the checked state of a
    /// checkable node, the name (content description, or text and the text of
    /// descendants read with it), the role, "selected", the hint, and "double-tap
    /// to activate" for a clickable node. VoiceOver (AccessibilitySnapshot's
    /// `accessibilityDescription`): the label, `: value`, "selected", the
    /// traits, "dimmed" for a disabled element, and the hint.
    public func utterance(of index: Int, element: Element) -> String {
        let reader = self[index]
        var parts: [String] = []
        switch platform {
        case .android?:
            if element.isCheckable == true, let checked = element.isChecked { parts.append(checked ? "checked" : "not checked") }
            parts.append(reader.name ?? "unlabelled")
            parts += Self.roleWords(reader.role)
            if element.isSelected == true { parts.append("selected") }
            if let hint = element.hint, !hint.isBlank, hint != reader.name { parts.append(hint) }
            if element.isClickable == true { parts.append("double-tap to activate") }
        default:
            let value = element.value.flatMap { $0.isBlank || $0 == reader.name ? nil : $0 }
            parts.append([reader.name, value].compactMap { $0 }.joined(separator: ": "))
            if element.isSelected == true { parts.append("selected") }
            parts += Self.roleWords(reader.role)
            if element.isEnabled == false { parts.append("dimmed") }
            if let hint = element.hint, !hint.isBlank { parts.append(hint) }
        }
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The words a screen reader uses for a role; none for plain text and layout.
    static func roleWords(_ role: Role) -> [String] {
        switch role {
        case .button: ["button"]
        case .link: ["link"]
        case .image: ["image"]
        case .heading: ["heading"]
        case .tab: ["tab"]
        case .switch: ["switch"]
        case .checkbox: ["checkbox"]
        case .radio: ["radio button"]
        case .slider: ["slider"]
        case .textField, .secureTextField, .searchField: ["edit box"]
        default: []
        }
    }
}
