public import MCAGCore

/// 3.2.4 Clean Names test 3: a name does not state the element's type
/// ("Play button", "checkbox Remember me", "Logo image").
///
/// The platform announces the type from the role, so a type word in the
/// name is read twice ("Play button, button"). A word counts only on the
/// role it names: "Copy link" on a button is fine.
public struct CleanNameRoleCheck: ScreenCheck {
    let scan: CleanNameScan

    /// - Parameter vocabularies: the word tables by language; English is built in.
    public init(vocabularies: [CleanNameVocabulary] = CleanNameVocabulary.builtIn) {
        scan = CleanNameScan(vocabularies: vocabularies)
    }

    public var name: String { "clean-name-no-role-words" }

    public func evaluate(_ screen: ScreenContext) -> [Finding] {
        CleanNameScan.evaluate(screen, summary: "names do not state their element's type.", judge: verdict(on:))
    }

    func verdict(on element: ElementContext) -> ElementVerdict? {
        let target = element.element
        guard let name = target.accessibleName,
              scan.concerns(CleanNameScan.announcedRoles(of: target), kind: .role)
        else { return nil }
        switch scan.scan(name, of: element, kind: .role) {
        case let .found(term):
            return .violation(message: "The name \"\(name)\" states the element's type (\"\(term.phrase)\"), which the platform announces from its role.",
                fix: "Remove \"\(term.phrase)\" from the name and give the element the matching role instead: `accessibilityTraits` (iOS), the widget class, `roleDescription` or `Modifier.semantics { role = … }` (Android).")
        case .clean:
            return .pass
        case let .noVocabulary(language):
            return CleanNameScan.unjudged(language: language)
        }
    }

    public var examples: [CheckExample] {
        let english = AppFacts(locale: "en")
        return [
            .passes("A button named \"Play\"",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Play"))))),
            .passes("\"Copy link\" on a button names what it copies",
                    app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Copy link"))))),
            .fails("A button named \"Play button\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .button, label: "Play button"))))),
            .fails("A checkbox named \"checkbox Remember me\"",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .checkbox, label: "checkbox Remember me"))))),
            .fails("A clickable view named \"Submit BUTTON\" is announced as a button",
                   app: AppSnapshot(app: english, Screen(Node(Element(role: .container, label: "Submit BUTTON", isClickable: true))))),
            .needsReview("A name whose language is unknown", Node(Element(role: .button, label: "Play"))),
        ]
    }
}
