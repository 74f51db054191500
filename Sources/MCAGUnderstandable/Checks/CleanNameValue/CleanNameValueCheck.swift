package import MCAGCore

/// 3.2.4 Clean Names test 2: a control that carries a value does not state
/// it in its name ("Volume 50%", "Quantity, value 3").
///
/// First, on any operable stop: a whole spoken name that is only a value (`ValueOnlyName`: a
/// compact count such as "9,6B", or "Page 4 of 7"). Then, on elements with a value role, three
/// signs, in order: a percentage in the name; the element's current
/// value repeated in its name (sliders, steppers and pickers, whose value is
/// not an echo of a placeholder); a value word of the ``CleanNameVocabulary``.
/// The first two need no vocabulary. When the value is unknown and nothing
/// else is found, the check asks for review.
package struct CleanNameValueCheck: ScreenCheck {
    let scan: CleanNameScan

    /// - Parameter vocabularies: the word tables by language; English is built in.
    package init(vocabularies: [CleanNameVocabulary] = CleanNameVocabulary.builtIn) {
        scan = CleanNameScan(vocabularies: vocabularies)
    }

    package var name: String { "clean-name-no-value-words" }

    /// Roles whose value is the position or choice the user set, never a placeholder.
    static let echoedValueRoles: Set<Role> = [.slider, .stepper, .picker]
    private static let valuedRoles = FewRoles(Role.valued)
    private static let echoedRoles = FewRoles(echoedValueRoles)

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        CleanNameScan.evaluate(screen, summary: { Result.passes(count: $0) }, judge: verdict(on:language:))
    }

    func verdict(on element: ElementContext, language screenLanguage: CleanNameScan.ScreenLanguage) -> ElementVerdict? {
        let target = element.element
        guard target.isInteractive else { return nil }
        // What the stop speaks as its name, its own or gathered from the views inside it.
        if element.reader.focus.isStop, let spoken = element.reader.name ?? target.accessibleName,
           let value = ValueOnlyName.statedValue(spoken, siblingNames: { Self.siblingNames(of: element) }) {
            return Self.valueOnly(value)
        }
        guard let name = target.accessibleName else { return nil }
        let roles = CleanNameScan.announcedRoles(of: element)
        guard roles.intersects(Self.valuedRoles) else { return nil }
        if Self.containsPercentage(name) {
            return .violation(result: Result.percentage(name: name), fix: Result.fix)
        }
        let echoes = roles.intersects(Self.echoedRoles)
        if echoes, let value = target.value, Self.name(name, repeats: value) {
            return .violation(result: Result.repeatsValue(name: name, value: value), fix: Result.fix)
        }
        switch scan.scan(CleanNameWords.of(name), roles: roles, of: element, appLanguage: screenLanguage.app, kind: .value) {
        case let .found(term, _):
            return .violation(
                result: Result.statesValue(name: name, phrase: term.phrase, inferredEvidence: screenLanguage.inferredEvidence),
                fix: Result.fix)
        case let .noVocabulary(language):
            let unjudged = scan.unjudged(language: language, screenLanguage: screenLanguage.inferred, kind: .value)
            guard case .pass = unjudged else { return unjudged }
            fallthrough
        case .clean:
            if echoes, target.value == nil {
                return .review(reason: Result.valueUnknown, missing: ["value"])
            }
            return .pass
        }
    }

    /// The accessible names of the element's siblings, for a row of page dots.
    private static func siblingNames(of element: ElementContext) -> [String] {
        let tree = element.tree
        guard let parent = tree.parent(of: element.index) else { return [] }
        return tree.children(of: parent).compactMap { $0 == element.index ? nil : tree[$0].accessibleName }
    }

    /// A control whose whole name is a count or a position: what it is for is not spoken at all.
    static func valueOnly(_ value: String) -> ElementVerdict {
        .violation(result: Result.onlyAValue(value: value), fix: Result.onlyAValueFix)
    }

    /// A number directly followed by a percent sign, allowing a space.
    static func containsPercentage(_ name: String) -> Bool {
        var sawDigit = false
        for character in name {
            if character.isNumber { sawDigit = true; continue }
            if character == "%" || character == "٪", sawDigit { return true }
            if character != " " { sawDigit = false }
        }
        return false
    }

    /// Whether the value's words appear in the name while the name says more than the value.
    static func name(_ name: String, repeats value: String) -> Bool {
        let nameWords = CleanNameWords.of(name), valueWords = CleanNameWords.of(value)
        guard !valueWords.isEmpty, nameWords.count > valueWords.count else { return false }
        return (0...(nameWords.count - valueWords.count)).contains { start in
            nameWords[start..<(start + valueWords.count)].elementsEqual(valueWords)
        }
    }

    package var examples: [CheckExample] {
        let english = AppFacts(locale: "en-GB")
        return [
            .passes("A slider named \"Volume\" with its value apart",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .slider, label: "Volume", value: "50%"))))),
            .fails("A slider named \"Volume 50%\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .slider, label: "Volume 50 %")).flagged()))),
            .fails("A picker whose name repeats its value",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .picker, label: "Country France", value: "France")).flagged()))),
            .fails("A stepper named with a value word",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .stepper, label: "Quantity value", value: "3")).flagged()))),
            .needsReview("A slider whose value is unknown",
                         app: AppSnapshot(app: english, Screen(Node(Element(role: .slider, label: "Brightness")).flagged()))),
            .fails("A reply button read only as its compact count \"9,6B\" (Turkish, 9.6 thousand)",
                   Node(Element(role: .button, label: "9,6B")).flagged()),
            .fails("A page control's button named \"Page 4 of 7\", its position",
                   Node(Element(role: .button, label: "Page 4 of 7")).flagged()),
            // Beside a slider named cleanly, so that the screen's outcome is a pass and not "not applicable".
            .passes("A keypad key named \"5\": a bare number is the key's name",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .container)) {
                        Node(Element(role: .slider, label: "Volume", value: "50%"))
                        Node(Element(role: .button, label: "5"))
                    }))),
            .passes("A timestamp link \"5m\": minutes, not a compact count",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .container)) {
                        Node(Element(role: .slider, label: "Volume", value: "50%"))
                        Node(Element(role: .link, label: "5m"))
                    }))),
            .passes("A launcher's page dots, each named by the page it opens",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .container)) {
                        Node(Element(role: .slider, label: "Volume", value: "50%"))
                        Node(Element(role: .button, label: "Page 1 of 3, Default page"))
                        Node(Element(role: .button, label: "Page 2 of 3"))
                        Node(Element(role: .button, label: "Page 3 of 3, Current page is last page."))
                    }))),
        ]
    }
}
