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
        // MCAG 1.1.3 test 2: "Accessible names are set only on their designated properties according
        // to the element's type." On iOS a field's designated property is its accessibility label, and
        // every iOS capture writes it (XCUITest's label, idb's AXLabel, Maestro's accessibilityText); iOS
        // has no labelFor that could name the field from elsewhere. DHS's iOS test process (2.1 iii.5.a)
        // says the same of what is left: "Placeholder text for form field identification does not meet
        // conformance", and the typed text names the content, not the field. So an iOS field with an empty
        // label that shows only its placeholder or its content has no name, and the dump says so.
        if context.screen.app.platform == .ios, let shown {
            // Typed text replaces the placeholder on screen and in speech (XCUITest reports an empty field's
            // placeholder as its value too, so a value equal to the placeholder is no typed text).
            let typed = [element.value, element.text].compactMap { $0 }.first { !$0.isBlank && $0 != element.hint }
            let spoken = typed ?? shown
            let isPlaceholder = typed == nil && spoken == element.hint
            return .violation(context, Result.iosFieldNamedOnlyByItsText(element.role, text: spoken, isPlaceholder: isPlaceholder),
                              impact: .critical, fix: fix(for: element))
        }
        guard let shown else {
            if let text = labelForCandidate(context) {
                return .needsReview(context, Result.emptyFieldAfterText(element.role, text: text), missing: ["labelFor"])
            }
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

    /// The visible label a `labelFor` may tie to an empty Android View field:
    /// the sibling just before it in the tree, a text that is no control,
    /// ending above the field's top within one field height (or beside it, on
    /// its row, to its left) and overlapping it across. `labelFor` (set by a
    /// layout's `android:labelFor` or React Native's `accessibilityLabelledBy`)
    /// makes TalkBack read that text with the field, and uiautomator writes it
    /// nowhere, not even in its NAF test (`AccessibilityNodeInfoDumper` reads
    /// only the text and the content description). With no such text nothing
    /// visible could be the label, and the field is unnamed. Compose has no
    /// `labelFor`, so its fields have no candidate.
    static func labelForCandidate(_ context: ElementContext) -> String? {
        guard context.screen.app.platform == .android, !RoleNodeAnnouncement.isInComposeHost(context.index, context.tree),
              let field = context.element.frame, let parent = context.tree.parent(of: context.index) else { return nil }
        let siblings = context.tree.children(of: parent)
        guard let place = siblings.firstIndex(of: context.index), place > 0 else { return nil }
        let before = context.tree[siblings[place - 1]]
        guard !before.role.isInteractive, before.isClickable != true, let text = before.visibleText, !text.isBlank,
              let frame = before.frame, !frame.isEmpty else { return nil }
        let across = min(frame.maxX, field.maxX) - max(frame.minX, field.minX)
        let above = frame.maxY <= field.minY + 1 && field.minY - frame.maxY <= field.height && across > 0
        let beside = frame.maxX <= field.minX + 1 && field.minX - frame.maxX <= field.height
            && frame.midY >= field.minY && frame.midY <= field.maxY
        return above || beside ? text : nil
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
