package import MCAGCore

/// 3.2.4 Clean Names test 3: a name does not state the element's type
/// ("Play button", "checkbox Remember me", "Logo image").
///
/// The platform announces the type from the role, so a type word in the
/// name is read twice ("Play button, button"). A word counts only on the
/// role it names: "Copy link" on a button is fine.
package struct CleanNameRoleCheck: ScreenCheck {
    let scan: CleanNameScan

    /// - Parameter vocabularies: the word tables by language; English is built in.
    package init(vocabularies: [CleanNameVocabulary] = CleanNameVocabulary.builtIn) {
        scan = CleanNameScan(vocabularies: vocabularies)
    }

    package var name: String { "clean-name-no-role-words" }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        var typeWordViolations = TypeWordViolations()
        var scans = CleanNameScan.Verdicts()
        return CleanNameScan.evaluate(screen, summary: { Result.passes(count: $0) }) { element, language in
            verdict(on: element, language: language, typeWordViolations: &typeWordViolations, scans: &scans)
        }
    }

    /// - Parameter scans: the word scans' verdicts by name on this screen (see ``CleanNameScan/Verdicts``).
    func verdict(on element: ElementContext, language screenLanguage: CleanNameScan.ScreenLanguage,
                 typeWordViolations: inout TypeWordViolations, scans: inout CleanNameScan.Verdicts) -> ElementVerdict? {
        let target = element.element
        guard let name = target.accessibleName else { return nil }
        if let bare = Self.bareGenericWord(name, of: element, typeWordViolations: &typeWordViolations) { return bare }
        if target.isInteractive || target.role == .image, let word = Self.leadingTypeWord(name) {
            return .violation(result: Result.leadingTypeWord(name: name, word: word),
                              fix: Result.leadingTypeWordFix(name: name, word: word))
        }
        let roles = CleanNameScan.announcedRoles(of: element)
        guard scan.concerns(roles, kind: .role) else { return nil }
        let language = CleanNameScan.language(of: element, appLanguage: screenLanguage.app)
        if let known = scans.verdict(for: name, roles: roles, language: language) { return known }
        let verdict: ElementVerdict
        switch scan.scan(CleanNameWords.joiningHyphenatedWords(of: name), roles: roles, language: language, kind: .role) {
        case let .found(term, termLanguage):
            verdict = Self.statesType(name: name, phrase: term.phrase, language: termLanguage,
                                      inferredEvidence: language == nil ? screenLanguage.inferredEvidence : nil)
        case .clean:
            verdict = .pass
        case let .noVocabulary(language):
            verdict = scan.unjudged(language: language, screenLanguage: screenLanguage.inferred, kind: .role)
        }
        scans.keep(verdict, for: name, roles: roles, language: language)
        return verdict
    }

    /// A control, image or other stop named by nothing but a role or generic
    /// word ("Image", "Button", "icon") in its label: the type stands where
    /// the name should be. Visible text that says "Image" is content, not judged;
    /// a label that replaces different visible text is (TalkBack speaks a
    /// content description instead of the text: MPL's `content-desc="text"` on
    /// "Get up to ₹60,000!").
    /// Judged in any language the word list covers (see ``NameDefect``).
    static func bareGenericWord(_ name: String, of element: ElementContext,
                                typeWordViolations: inout TypeWordViolations) -> ElementVerdict? {
        let target = element.element
        // The model held and its element lent: through `element.reader`, the whole element was copied.
        let model = element.screen.screenReader
        guard target.isInteractive || target.role == .image || model[element.index].role.isInteractive
                || model[element.index].focus.isStop,
              !isVisibleText(name, of: target), !isShownByItsText(name, element) else { return nil }
        if let known = typeWordViolations.bareWordVerdict(of: name) { return known }
        let verdict = bareWordVerdict(name, defect: element.screen.nameDefect(of: name))
        typeWordViolations.keepBareWordVerdict(verdict, of: name)
        return verdict
    }

    /// The verdict for a name, with its `defect`, that a control, image or
    /// stop is labelled with (the rest of ``bareGenericWord(_:of:typeWordViolations:)``,
    /// which depends on the name alone).
    static func bareWordVerdict(_ name: String, defect: NameDefect?) -> ElementVerdict? {
        if defect == .resourceName || defect == .componentIdentifier, let word = typeWord(inResourceName: name) {
            return .violation(result: Result.resourceName(name: name, word: word), fix: Result.resourceNameFix)
        }
        guard case let .genericWord(word)? = defect else { return nil }
        return .violation(result: Result.genericWord(name: name, word: word), fix: Result.genericWordFix)
    }

    /// Whether `name` is the text drawn on the element, not a label over it.
    /// The name is what a text inside the element draws: WebKit's link around its own text run
    /// (eBay's banner link "View", the verb, over the StaticText "View"), whose label is the words on
    /// screen and not a type put in their place.
    static func isShownByItsText(_ name: String, _ element: ElementContext) -> Bool {
        let tree = element.tree
        return tree.children(of: element.index).contains { child in
            tree[child].role == .text && isVisibleText(name, of: tree[child])
        }
    }

    static func isVisibleText(_ name: String, of element: Element) -> Bool {
        guard let shown = element.visibleText else { return false }
        // Most labels are the very text they draw: equal bytes are the same words
        // however they are compared, found without folding both texts.
        if hasSameBytes(shown, name) { return true }
        if let same = ASCIIWords.sameWordsIgnoringCase(shown, name) { return same }
        return SpokenNameKey.of(shown) == SpokenNameKey.of(name)
    }

    /// The type word that opens a one-token name joined by a hyphen
    /// (`button-Active`, `btn-login`, `icon-search`): React Native test IDs
    /// written into the accessibility label, which TalkBack reads as
    /// "button Active". Only a type word *before* the first hyphen counts, so
    /// compounds whose type word comes later ("Two-button alert") are left to
    /// the word scan, which joins them.
    static func leadingTypeWord(_ name: String) -> String? {
        guard !ASCIIWords.containsWhiteSpace(name), let hyphen = name.firstIndex(of: "-") else { return nil }
        let head = name[..<hyphen].lowercased()
        let rest = name[name.index(after: hyphen)...]
        guard leadingTypeWords.contains(head), rest.contains(where: \.isLetter) || rest.contains(where: \.isNumber) else { return nil }
        return String(name[..<hyphen])
    }

    static let leadingTypeWords: Set<String> = ["button", "btn", "icon", "img", "image", "switch", "checkbox", "link", "tab"]

    /// Whether the two strings hold the same bytes.
    private static func hasSameBytes(_ first: String, _ second: String) -> Bool {
        ASCIIWords.withUTF8(first) { firstBytes in
            ASCIIWords.withUTF8(second) { secondBytes in
                guard firstBytes.count == secondBytes.count else { return false }
                for offset in firstBytes.indices where firstBytes[offset] != secondBytes[offset] { return false }
                return true
            }
        }
    }

    package var examples: [CheckExample] { Self.roleWordExamples + Self.languageExamples }

    private static var roleWordExamples: [CheckExample] {
        let english = AppFacts(locale: "en")
        return [
            .passes("A button named \"Play\"",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Play"))))),
            .fails("A button whose label is its test ID \"button-Active\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "button-Active")).flagged()))),
            .passes("\"Copy link\" on a button names what it copies",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Copy link"))))),
            .fails("A button named \"Play button\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Play button")).flagged()))),
            .fails("A checkbox named \"checkbox Remember me\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .checkbox, label: "checkbox Remember me")).flagged()))),
            .fails("A clickable view named \"Submit BUTTON\" is announced as a button",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .container, label: "Submit BUTTON", isClickable: true)).flagged()))),
            .passes("A web link whose label is the verb its own text run shows, \"View\"",
                    app: AppSnapshot(app: english, Screen(
                        Node(Element(role: .link, label: "View", isAccessibilityElement: true)) {
                            Node(Element(role: .text, label: "View", text: "View", isAccessibilityElement: true))
                        }))),
            .fails("An image named only \"Image\"",
                   Node(Element(role: .image, label: "Image", isAccessibilityElement: true)).flagged()),
            .fails("A text whose label \"text\" replaces what it shows, \"Get up to ₹60,000!\"",
                   Node(Element(role: .text, label: "text", text: "Get up to ₹60,000!", isAccessibilityElement: true)).flagged()),
            .passes("\"Two-button alert\" on a button names the alert it raises",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Two-button alert"))))),
        ]
    }

    private static var languageExamples: [CheckExample] {
        let english = AppFacts(locale: "en")
        return [
            .fails("A KakaoTalk tab named \"친구 탭\" (\"Friends tab\")",
                   app: AppSnapshot(app: AppFacts(locale: "ko"), Screen(Node(Element(role: .tab, label: "친구 탭")).flagged()))),
            .fails("A WhatsApp button named \"Câmera, botão\"",
                   app: AppSnapshot(app: AppFacts(locale: "pt-BR"), Screen(Node(Element(role: .button, label: "Câmera, botão")).flagged()))),
            .needsReview("A name whose language is unknown", Node(Element(role: .button, label: "Play")).flagged()),
            .fails("A tab drawn as a clickable layout, announced as a button, named \"Tab: Rewards\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .container, label: "Tab: Rewards", isClickable: true)).flagged()))),
            .fails("A button named \"Home tab. Shows your feed\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Home tab. Shows your feed")).flagged()))),
            .passes("A browser's button \"New tab\" names the tab it opens, not its own type",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "New tab"))))),
            .passes("Flutter's \"Proxies, Tab 1 of 3\" is a position the framework adds",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Proxies\nTab 1 of 3"))))),
            .passes("No locale, but the screen's labels are English: \"Play\" is judged and clean",
                    Node(Element(role: .container)) {
                        Node(Element(role: .button, label: "Play"))
                        Node(Element(role: .text, text: "Sign in to your account"))
                        Node(Element(role: .button, label: "Settings and privacy"))
                    }),
            .fails("No locale: \"Tab: Home\" on a screen whose labels are English",
                   Node(Element(role: .container)) {
                       Node(Element(role: .container, label: "Tab: Home", isClickable: true)).flagged()
                       Node(Element(role: .text, text: "Sign in to your account"))
                       Node(Element(role: .button, label: "Settings and privacy"))
                   }),
        ]
    }
}
