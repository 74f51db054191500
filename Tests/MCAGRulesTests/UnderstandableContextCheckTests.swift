import Testing
import MCAGRules

/// Behaviour of the 3.1 and 3.2 checks beyond their catalog examples.
@Suite struct UnderstandableContextCheckTests {
    func result(_ requirementID: String, _ snapshot: AppSnapshot) throws -> RequirementResult {
        let requirement = try #require(Catalog.standard.requirement(id: requirementID))
        let criterionID = String(requirementID.prefix { $0 != "#" })
        let criterion = try #require(Catalog.standard.criterion(id: criterionID))
        return try Audit.evaluate(requirement, of: criterion, on: snapshot)
    }

    func screen(_ roots: Node..., name: String? = nil, title: String? = nil, locale: String? = "en",
                platform: Platform? = nil, direction: LayoutDirection? = nil, viewport: Size? = nil) -> AppSnapshot {
        var screen = Screen(name: name, title: title, layoutDirection: direction)
        screen.tree = ElementTree(roots: roots)
        screen.viewport = viewport
        return AppSnapshot(app: AppFacts(platform: platform, locale: locale), screens: [screen])
    }

    static let contextRequirements = Catalog.standard.criteria
        .filter { $0.number.hasPrefix("3.1.") || $0.number.hasPrefix("3.2.") }
        .flatMap(\.requirements)

    @Test func everyViolationOfEveryExampleSaysHowToFixIt() throws {
        var violations = 0
        for requirement in Self.contextRequirements {
            for check in requirement.checks {
                for example in check.examples {
                    let outcome = try result(requirement.id, example.snapshot)
                    for finding in outcome.violations {
                        violations += 1
                        #expect(!(finding.fix ?? "").isEmpty, "\(requirement.id) \(check.name): \(finding.message)")
                    }
                    for finding in outcome.findings where finding.kind == .needsReview {
                        #expect(!finding.message.isEmpty)
                    }
                }
            }
        }
        #expect(violations >= 12)
    }

    // MARK: 3.1.1

    @Test func aHeadingNamesAnUntitledScreen() throws {
        let snapshot = screen(Node(Element(role: .heading, label: "Your orders")), name: "Orders")
        #expect(try result("MCAG:screen-titled#1", snapshot).outcome == .pass)
    }

    @Test func capturesOfOneScreenMayShareTheirTitle() throws {
        var light = Screen(name: "Home", title: "Home", tree: ElementTree())
        light.colorMode = .light
        var dark = light
        dark.colorMode = .dark
        let other = Screen(name: "Cart", title: "Cart", tree: ElementTree())
        #expect(try result("MCAG:screen-titled#3", AppSnapshot(light, dark, other)).outcome == .pass)
        let clash = Screen(name: "Basket", title: " cart ", tree: ElementTree())
        let failed = try result("MCAG:screen-titled#3", AppSnapshot(light, other, clash))
        #expect(failed.outcome == .violation)
        #expect(failed.violations.first?.message.contains("Basket, Cart") == true)
    }

    // MARK: 3.1.3

    @Test func slightlyMisalignedNeighboursInOneRowAreNotAJump() throws {
        let left = Element(role: .button, label: "Cancel", frame: Rect(x: 16, y: 100, width: 100, height: 44), isAccessibilityElement: true)
        let right = Element(role: .button, label: "Done", frame: Rect(x: 260, y: 96, width: 100, height: 44), isAccessibilityElement: true)
        #expect(try result("MCAG:logical-focus-sequence#1", screen(Node(left), Node(right), direction: .leftToRight)).outcome == .pass)
        let reversed = try result("MCAG:logical-focus-sequence#1", screen(Node(right), Node(left), direction: .leftToRight))
        // A reversal in the dump is a lead, not a verdict: VoiceOver may sort the row itself.
        #expect(reversed.outcome == .needsReview)
        // The same order reads correctly from right to left.
        #expect(try result("MCAG:logical-focus-sequence#1", screen(Node(right), Node(left), direction: .rightToLeft)).outcome == .pass)
    }

    @Test func anArabicLocaleImpliesRightToLeftRows() throws {
        let right = Element(role: .button, label: "تم", frame: Rect(x: 260, y: 100, width: 100, height: 44), isAccessibilityElement: true)
        let left = Element(role: .button, label: "إلغاء", frame: Rect(x: 16, y: 100, width: 100, height: 44), isAccessibilityElement: true)
        #expect(try result("MCAG:logical-focus-sequence#1", screen(Node(right), Node(left), locale: "ar-EG")).outcome == .pass)
        #expect(try result("MCAG:logical-focus-sequence#1", screen(Node(left), Node(right), locale: "ar-EG")).outcome == .needsReview)
    }

    @Test func aDeepTreeIsCheckedWithoutRecursion() throws {
        var tree = ElementTree()
        for depth in 0..<50_000 {
            tree.open(Element(role: .button, label: "Item \(depth)", identifier: "item\(depth)",
                              frame: Rect(x: 0, y: Double(depth), width: 10, height: 1),
                              isAccessibilityElement: true, isVisible: true, isOnScreen: true, alpha: 1))
        }
        while tree.openDepth > 0 { tree.close() }
        let screen = Screen(name: "Deep", title: "Deep", viewport: Size(width: 10, height: 60_000), tree: tree)
        let snapshot = AppSnapshot(app: AppFacts(locale: "en"), screens: [screen])
        #expect(try result("MCAG:logical-focus-sequence#1", snapshot).outcome == .pass)
        #expect(try result("MCAG:ghost-focus#1", snapshot).outcome == .pass)
        #expect(try result("MCAG:ghost-focus#2", snapshot).outcome == .pass)
        #expect(try result("MCAG:logical-content-grouping#1", snapshot).outcome == .notApplicable)
        #expect(try result("MCAG:unique-labels#1", snapshot).outcome == .pass)
        #expect(try result("MCAG:clean-names#3", snapshot).outcome == .pass)
    }

    // MARK: 3.1.5

    @Test func aClaimedOverlapSetsTheTransparentElementAside() throws {
        let claim = ExceptionClaim(requirement: "MCAG:ghost-focus#1", exception: "overlaps-visual-hit-target",
                                   reason: "A clear button laid over the artwork that shows it.")
        let overlay = Element(role: .button, label: "Open album", frame: Rect(x: 0, y: 0, width: 100, height: 100),
                              isAccessibilityElement: true, isVisible: true, alpha: 0, exceptionClaims: [claim])
        let outcome = try result("MCAG:ghost-focus#1", screen(Node(overlay)))
        #expect(outcome.violations.isEmpty)
        #expect(outcome.appliedExceptions.map(\.claim.exception) == ["overlaps-visual-hit-target"])
    }

    // MARK: 3.1.4

    @Test func androidChildrenThatAreFocusableThemselvesAreSeparateStops() throws {
        let row = Node(Element(role: .cell, isFocusable: true, isClickable: true)) {
            Node(Element(role: .image, isFocusable: true))
            Node(Element(role: .text, text: "Wi-Fi", isFocusable: true))
        }
        let outcome = try result("MCAG:logical-content-grouping#1", screen(row, platform: .android))
        #expect(outcome.outcome == .violation)
        #expect(outcome.violations.first?.fix?.contains("Group them into one element") == true)
    }

    // MARK: 3.2.3

    @Test func anIdentifierRepeatedOnOneScreenIsATemplateNotOneElement() throws {
        let rows = Screen(name: "List", tree: ElementTree(
            Node(Element(role: .button, label: "Open Ana", identifier: "row")),
            Node(Element(role: .button, label: "Open Ben", identifier: "row")),
            Node(Element(role: .button, label: "Back", identifier: "back"))))
        let detail = Screen(name: "Detail", tree: ElementTree(
            Node(Element(role: .button, label: "Open Cy", identifier: "row")),
            Node(Element(role: .button, label: "Back", identifier: "back"))))
        #expect(try result("MCAG:consistent-labeling#2", AppSnapshot(rows, detail)).outcome == .pass)
    }

    // MARK: 3.2.4 Clean Names

    @Test func wordsMatchOnBoundariesAndIgnoreCase() throws {
        let shout = screen(Node(Element(role: .button, label: "PLAY BUTTON")))
        #expect(try result("MCAG:clean-names#3", shout).outcome == .violation)
        let tailor = screen(Node(Element(role: .button, label: "Buttonhole settings")))
        #expect(try result("MCAG:clean-names#3", tailor).outcome == .pass)
        let image = screen(Node(Element(role: .image, label: "Company logo image")))
        #expect(try result("MCAG:clean-names#3", image).outcome == .violation)
        let paragraph = screen(Node(Element(role: .text, label: "Tap the button below")))
        #expect(try result("MCAG:clean-names#3", paragraph).outcome == .notApplicable)
    }

    @Test func stateWordsOnlyCountWhereTheyStateAState() throws {
        let edge = screen(Node(Element(role: .switch, label: "Bluetooth, off")))
        #expect(try result("MCAG:clean-names#1", edge).outcome == .violation)
        let middle = screen(Node(Element(role: .switch, label: "Turn off alerts at night")))
        #expect(try result("MCAG:clean-names#1", middle).outcome == .pass)
        let action = screen(Node(Element(role: .button, label: "Delete selected")))
        #expect(try result("MCAG:clean-names#1", action).outcome == .pass)
        let dimmed = screen(Node(Element(role: .button, label: "Send, disabled")))
        #expect(try result("MCAG:clean-names#1", dimmed).outcome == .violation)
    }

    @Test func anAddedVocabularyJudgesItsLanguage() throws {
        let german = CleanNameVocabulary(language: "de", roleTerms: [CleanNameTerm("Schaltfläche", roles: [.button])])
        let check = CleanNameRoleCheck(vocabularies: CleanNameVocabulary.builtIn + [german])
        let snapshot = screen(Node(Element(role: .button, label: "Abspielen Schaltfläche")), locale: "de-DE")
        let kinds = { (check: CleanNameRoleCheck, snapshot: AppSnapshot) in
            check.evaluate(AppContext(snapshot: snapshot).screens[0]).map(\.kind)
        }
        #expect(kinds(check, snapshot) == [.violation])
        #expect(kinds(CleanNameRoleCheck(), snapshot) == [.needsReview])
        // An element's own language wins over the app's locale.
        let english = screen(Node(Element(role: .button, label: "Play button", language: "en")), locale: "de-DE")
        #expect(kinds(check, english) == [.violation])
        let extended = CleanNameVocabulary.english.adding(roleTerms: [CleanNameTerm("cta", roles: [.button])])
        let cta = screen(Node(Element(role: .button, label: "Subscribe CTA")))
        #expect(kinds(CleanNameRoleCheck(vocabularies: [extended]), cta) == [.violation])
        #expect(kinds(CleanNameRoleCheck(), cta) == [.pass])
    }

    @Test func aTextFieldThatEchoesItsPlaceholderIsNotAValueStatement() throws {
        let field = screen(Node(Element(role: .textField, label: "Email address", value: "Email")))
        #expect(try result("MCAG:clean-names#2", field).outcome == .pass)
        let percent = screen(Node(Element(role: .progressIndicator, label: "Upload 40%")))
        #expect(try result("MCAG:clean-names#2", percent).outcome == .notApplicable)
    }
}
