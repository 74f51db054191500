package import MCAGCore

/// 3.2.4 Clean Names test 1: a control's name states no state ("Selected,
/// Home", "Wi-Fi on").
///
/// The platform announces state from the element's state, so a state word
/// in the name is read twice, or wrongly once the state changes. Words come
/// from ``CleanNameVocabulary``, matched as whole words, ignoring case, and
/// only on the roles for which they state a state.
package struct CleanNameStateCheck: ScreenCheck {
    let scan: CleanNameScan

    /// - Parameter vocabularies: the word tables by language; English is built in.
    package init(vocabularies: [CleanNameVocabulary] = CleanNameVocabulary.builtIn) {
        scan = CleanNameScan(vocabularies: vocabularies)
    }

    package var name: String { "clean-name-no-state-words" }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        var scans = CleanNameScan.Verdicts()
        return CleanNameScan.evaluate(screen, summary: { Result.passes(count: $0) }) { element, language in
            verdict(on: element, language: language, scans: &scans)
        }
    }

    /// - Parameter scans: the word scans' verdicts by name on this screen (see ``CleanNameScan/Verdicts``).
    func verdict(on element: ElementContext, language screenLanguage: CleanNameScan.ScreenLanguage,
                 scans: inout CleanNameScan.Verdicts) -> ElementVerdict? {
        let target = element.element
        guard target.isInteractive, let name = target.accessibleName ?? Self.gatheredDescription(of: element) else { return nil }
        let roles = CleanNameScan.announcedRoles(of: element)
        guard scan.concerns(roles, kind: .state) else { return nil }
        let language = CleanNameScan.language(of: element, appLanguage: screenLanguage.app)
        if let known = scans.verdict(for: name, roles: roles, language: language) { return known }
        let verdict = scanVerdict(name, roles: roles, language: language, screenLanguage: screenLanguage)
        scans.keep(verdict, for: name, roles: roles, language: language)
        return verdict
    }

    /// The verdict of the state-word scan of `name` on an element announced with `roles` in `language`.
    func scanVerdict(_ name: String, roles: FewRoles, language: String?,
                     screenLanguage: CleanNameScan.ScreenLanguage = .init(app: nil, inferred: nil)) -> ElementVerdict {
        switch scan.scan(CleanNameWords.of(name), roles: roles, language: language, kind: .state) {
        case let .found(term, _):
            if Self.isOnALaterLine(term.phrase, of: name) { return Self.statusLineReview }
            return .violation(
                result: Result.statesState(name: name, phrase: term.phrase,
                                           inferredEvidence: language == nil ? screenLanguage.inferredEvidence : nil),
                fix: Result.fix(phrase: term.phrase))
        case .clean:
            return .pass
        case let .noVocabulary(language):
            return scan.unjudged(language: language, screenLanguage: screenLanguage.inferred, kind: .state)
        }
    }

    /// A description built from a row's visible texts, one per line (Flutter
    /// joins the labels it merges into a row with line breaks), whose state
    /// word stands on a line after the first: most likely the status the row
    /// shows under its title ("Cloud Backup" over "Enabled" on DropNow's
    /// settings, a row that is no toggle). Visible text is content a sighted
    /// user reads too (as `gatheredDescription(of:)` holds), so the finding
    /// is left to a person. A status line begins with the word; a state
    /// appended to a line after a comma ("…先检查这里, Collapsed", the
    /// way Flutter's Android bridge joins an ExpansionTile's label and its
    /// state hint) is spoken as part of the name, and is judged as one.
    static func isOnALaterLine(_ phrase: String, of name: String) -> Bool {
        let lines = name.split(whereSeparator: \.isNewline).map { $0.lowercased() }
        guard lines.count > 1 else { return false }
        let word = phrase.lowercased()
        return !lines[0].contains(word) && lines.dropFirst().contains { $0.drop(while: \.isWhitespace).hasPrefix(word) }
    }

    static let statusLineReview = ElementVerdict.review(
        reason: Result.stateOnStatusLine, missing: ["intended name"])

    /// The description a control with no name of its own is spoken by,
    /// written on a view inside it: TalkBack reads the descriptions and
    /// texts of the non-focusable views inside a focusable one (ATF's
    /// `ViewHierarchyElementUtils.getSpeakableTextForElement`), as on
    /// Xiaohongshu's channel chip, a clickable frame around a view described
    /// "已选定推荐". Only a description that differs from what the view shows
    /// is judged: visible text that says "Notifications disabled" is content
    /// a sighted user reads too, not a name written for the screen reader.
    /// The walk skips the subtrees of stops, so each view is visited at most
    /// twice per screen.
    static func gatheredDescription(of element: ElementContext) -> String? {
        guard element.reader.nameSource == .descendants, element.reader.focus.isStop else { return nil }
        let tree = element.tree, model = element.screen.screenReader
        var index = element.index + 1
        let end = tree.descendants(of: element.index).upperBound
        while index < end {
            let reader = model[index], view = tree[index]
            if reader.focus.isStop {
                index = tree.descendants(of: index).upperBound
                continue
            }
            if let label = view.label, !label.isEmpty, label != view.text, !reader.visibility.isHidden { return label }
            index += 1
        }
        return nil
    }

    package var examples: [CheckExample] {
        let english = AppFacts(locale: "en-US")
        return [
            .passes("A tab named \"Home\" whose selection is a trait",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .tab, traits: ["Selected"], label: "Home"))))),
            .fails("A tab named \"Selected, Home\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .tab, label: "Selected, Home")).flagged()))),
            .fails("A switch named \"Wi-Fi on\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .switch, label: "Wi-Fi on")).flagged()))),
            .needsReview("A settings row described \"Cloud Backup\" over \"Enabled\", its visible status",
                         app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Cloud Backup\nEnabled")).flagged()))),
            .fails("An expandable row described \"Connection help\\nCheck here first, Collapsed\", its state appended to its last line",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Connection help\nCheck here first, Collapsed")).flagged()))),
            .passes("\"Turn on Wi-Fi\" on a button is an action, not a state",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Turn on Wi-Fi"))))),
            .fails("A chip named \"已选定推荐\" (selected, Recommend)",
                   app: AppSnapshot(app: AppFacts(locale: "zh-CN"), Screen(Node(Element(role: .button, label: "已选定推荐")).flagged()))),
            .passes("\"选择城市\" (choose a city) on a button is an action, not a state",
                    app: AppSnapshot(app: AppFacts(locale: "zh-CN"), Screen(Node(Element(role: .button, label: "选择城市"))))),
            .needsReview("A name in a language without a vocabulary",
                         app: AppSnapshot(app: AppFacts(locale: "fi-FI"), Screen(Node(Element(role: .tab, label: "Koti")).flagged()))),
            .needsReview("A name whose language is unknown",
                         Node(Element(role: .switch, label: "Wi-Fi")).flagged()),
        ]
    }
}
