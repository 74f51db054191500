import MCAGCore

/// Text fields: a field's content or placeholder is not its name.
extension InteractiveNameCheck {
    /// Stored: built from its array literal on every verdict, the set cost more than the test.
    static let textEntryRoles: RoleSet = [.textField, .secureTextField, .searchField]

    /// A field's typed text or placeholder is not its name (DHS 2.1 iii.5.a);
    /// but a label tied to it from elsewhere (Android `labelFor`) leaves no
    /// trace in a dump, so a field showing some text is only *needs review*.
    static func unlabelledField(_ element: Element, _ reader: ScreenReaderElement, _ context: ElementContext) -> Finding {
        // reader.name adds a placeholder drawn as a child (Compose's TextField placeholder), which TalkBack reads with the field.
        let shown = [element.hint, element.text, element.value, reader.name].compactMap { $0 }.first { !$0.isBlank }
        // MCAG 1.1.3: "an accessible name programmatically determined". An Android field's hint is not
        // only drawn: the framework hands it to accessibility services as the node's hint text
        // (`AccessibilityNodeInfo.getHintText`, API 26), uiautomator writes it as `hint`, and TalkBack
        // speaks it with the field, empty or filled ("bl, edit box, Ara" on Samsung's settings search).
        // The dump holds the evidence: the name is determined, and it is decided here.
        if context.screen.app.platform == .android, let hint = element.hint, !hint.isBlank {
            return .pass(context, Result.fieldSpeaksHint(element.role, hint: hint))
        }
        if context.screen.app.platform == .android, let label = labelInside(element, reader) {
            return .pass(context, Result.fieldReadsLabelInside(element.role, label: label))
        }
        guard let shown else {
            return .violation(context, Result.fieldWithNothing(element.role), impact: .critical, fix: fix(for: element))
        }
        // Jetpack Compose has no `labelFor`: a text field's label and placeholder are nodes inside it
        // (read above) or its content description, so a Compose field with none of them that shows only
        // its typed text has no name any other element could give it.
        if context.screen.app.platform == .android, RoleNodeAnnouncement.isInComposeHost(context.index, context.tree),
           element.text == shown || element.value == shown {
            return .violation(context, Result.composeFieldShowsOnlyText(element.role, text: shown), impact: .critical,
                              fix: fix(for: element))
        }
        return .needsReview(context, Result.fieldShowsText(element.role, text: shown), missing: ["label"])
    }

    /// The text of the field's descendants that TalkBack speaks with it, beside the field's own
    /// text. TalkBack reads an unlabelled node's text followed by that of its descendants that are
    /// not stops (ATF's `getSpeakableTextFromElementSubtree`), and Compose's `TextField` and
    /// `OutlinedTextField` draw their label and placeholder as such nodes inside the field's, so
    /// that text is announced with the field and is a name the dump shows. The field's own text
    /// (its content) comes first in the gathered name and is not part of it.
    static func labelInside(_ element: Element, _ reader: ScreenReaderElement) -> String? {
        guard let name = reader.name, !name.isBlank else { return nil }
        if reader.nameSource == .descendants { return name }
        guard let own = element.visibleText, name.count > own.count, name.hasPrefix(own + ", ") else { return nil }
        let inside = String(name.dropFirst(own.count + 2))
        return inside.isBlank ? nil : inside
    }
}
