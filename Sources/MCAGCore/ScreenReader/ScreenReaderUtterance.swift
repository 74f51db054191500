extension ScreenReaderModel {
    /// What the screen reader says on landing on the element, in its order,
    /// in English words: a transcript for reports and reviews, not a check's input.
    /// The same words as ``speech(of:element:)``, joined.
    package func utterance(of index: Int, element: Element) -> String {
        speech(of: index, element: element).text
    }

    /// What the screen reader says on landing on the element, piece by piece.
    ///
    /// TalkBack (ATF's `getSpeakableTextForElement`): the checked state of a
    /// checkable node, the name (content description, or text and the text of
    /// descendants read with it), the states of checkable descendants read
    /// with it, the role, "selected", the hint, and "double-tap
    /// to activate" for a clickable node. VoiceOver (AccessibilitySnapshot's
    /// `accessibilityDescription`): the label, `: value`, "selected", the
    /// traits, "dimmed" for a disabled element, and the hint.
    package func speech(of index: Int, element: Element) -> ScreenReaderSpeech {
        platform == .android ? talkBackSpeech(self[index], element) : voiceOverSpeech(self[index], element)
    }

    private func talkBackSpeech(_ reader: ScreenReaderElement, _ element: Element) -> ScreenReaderSpeech {
        var parts: [ScreenReaderSpeech.Part] = []
        if element.isCheckable == true, let checked = element.isChecked {
            parts.append(.init(.state, checked ? "checked" : "not checked"))
        }
        parts.append(reader.name.map { .init(.name, $0) } ?? .init(.missingName, "unlabelled"))
        parts += reader.heldStates.map { .init(.state, $0) }
        parts += Self.roleWords(reader.role).map { .init(.role, $0) }
        if element.isSelected == true { parts.append(.init(.state, "selected")) }
        if let hint = element.hint, !hint.isBlank, hint != reader.name { parts.append(.init(.hint, hint)) }
        if element.isClickable == true { parts.append(.init(.action, "double-tap to activate")) }
        return ScreenReaderSpeech(parts: parts)
    }

    private func voiceOverSpeech(_ reader: ScreenReaderElement, _ element: Element) -> ScreenReaderSpeech {
        var parts: [ScreenReaderSpeech.Part] = []
        if let name = reader.name { parts.append(.init(.name, name)) }
        if let value = element.value, !value.isBlank, value != reader.name { parts.append(.init(.value, value)) }
        if element.isSelected == true { parts.append(.init(.state, "selected")) }
        parts += Self.roleWords(reader.role).map { .init(.role, $0) }
        if element.isEnabled == false { parts.append(.init(.state, "dimmed")) }
        if let hint = element.hint, !hint.isBlank { parts.append(.init(.hint, hint)) }
        return ScreenReaderSpeech(parts: parts)
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
