import Foundation
import MCAGTesting
import Testing

// Code snippets of README.md, MCAGRules.docc, Evaluation.md, ImpactScaling.md and the check guides
// (Documentation/Checks), copied verbatim and run on the input they describe.
// DocumentationSnippetCoverageTests fails when a document and its copy here differ.

// MARK: README.md (the test runs from the package root, as `swift test` does)

@Test func consentScreenIsAccessible() throws {
    // An Appium or uiautomator page source, or a JSON snapshot; the format is detected.
    // Here the Appium page source of a consent screen in this repository's Examples/Dumps.
    let snapshot = try SnapshotImporter.importFile(at: URL(fileURLWithPath: "Examples/Dumps/ios-meetme-consent.xml"))
    expectAccessible(snapshot, options: AuditOptions(minimumImpact: .serious))
}

@Suite struct GuideSnippets {
    // MARK: MCAGRules.docc

    @Test func doccOverview() throws {
        let snapshot = try SnapshotImporter.importFile(at: URL(fileURLWithPath: "Examples/Dumps/ios-meetme-consent.xml"))
        try MCAG.audit(snapshot, AuditOptions(minimumImpact: .serious))
    }

    // MARK: Evaluation.md

    @Test func evaluationLoop() throws {
        let snapshot = AppSnapshot(screens: [Screen(name: "Checkout", Node(Element(role: .button, identifier: "pay",
                                                                                   frame: Rect(x: 16, y: 700, width: 343, height: 50))))])
        let report = try Audit(catalog: .standard).run(snapshot)
        for (requirement, finding) in report.violations {
            print(requirement.requirementID, finding.impact!, finding.element!, finding.message, finding.fix ?? "")
        }
        // The unnamed button is the violation the loop prints (1.1.3, an interactive element with no name).
        #expect(report.violations.contains { $0.requirement.requirementID == "MCAG:interactive-elements-have-names#1" })
    }

    // MARK: ImpactScaling.md

    @Test func impactRangeLevels() {
        let range: ImpactRange = .minor ... .serious
        let low = range.level(at: 0.2)      // Minor
        let quarter = range.level(at: 0.25) // Moderate (0.5 rounds up)
        let high = range.level(at: 0.8)     // Serious
        let capped = range.clamp(.critical) // Serious
        #expect([low, quarter, high, capped] == [.minor, .moderate, .serious, .serious])
    }

    // MARK: Checks/Understandable-3.1-3.2.md

    @Test func germanVocabulary() throws {
        let german = CleanNameVocabulary(
            language: "de",
            roleTerms: [CleanNameTerm("Schaltfläche", roles: [.button]), CleanNameTerm("Link", roles: [.link])],
            stateTerms: [CleanNameTerm("ausgewählt", roles: Role.stateful),
                         CleanNameTerm("an", roles: [.switch], atEdgeOnly: true)],
            valueTerms: [CleanNameTerm("Prozent", roles: Role.valued)])

        let roleWords = CleanNameRoleCheck(vocabularies: CleanNameVocabulary.builtIn + [german])
        let stateWords = CleanNameStateCheck(vocabularies: [CleanNameVocabulary.english.adding(
            stateTerms: [CleanNameTerm("starred", roles: [.button])])])

        // A German screen's "Senden Schaltfläche" writes the type into the name; "starred" on a button states its state.
        var app = AppFacts()
        app.locale = "de-DE"
        let germanScreen = AppSnapshot(app: app, screens: [Screen(name: "Nachricht",
                                                                   Node(Element(role: .button, label: "Senden Schaltfläche")))])
        let englishScreen = AppSnapshot(Screen(name: "Podcast", Node(Element(role: .button, label: "Starred"))))
        #expect(roleWords.evaluate(AppContext(snapshot: germanScreen).screens[0]).map(\.kind) == [.violation])
        #expect(stateWords.evaluate(AppContext(snapshot: englishScreen).screens[0]).map(\.kind) == [.violation])
    }

    // MARK: Checks/Understandable-3.3-3.5.md

    @Test func houseNavigationAndHelpVocabulary() {
        let navigationOrder = ConsistentNavigationOrderCheck(order: .programmatic, kinds: NavigationComponentKind.standard + [
            NavigationComponentKind(name: "side menu", classNameFragments: ["NavigationView"], requiresSameItems: true),
        ])
        let helpPosition = ConsistentHelpPositionCheck(vocabulary: .standard.adding(["hilfe", "kundendienst"]).removing(["chat"]))
        let helpName = ConsistentHelpNameCheck(vocabulary: HelpVocabulary(["help", "ask an expert"]))
        #expect(navigationOrder.kinds.contains { $0.name == "side menu" })
        #expect(!helpPosition.name.isEmpty && !helpName.name.isEmpty)
    }
}
