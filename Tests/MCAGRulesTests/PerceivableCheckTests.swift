import Testing
import MCAGRules

/// Edge cases of the Perceivable checks beyond the examples they carry.
@Suite struct PerceivableCheckTests {
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)

    func result(_ requirementID: String, _ roots: Node...) throws -> RequirementResult {
        let requirement = try #require(Catalog.standard.requirement(id: requirementID))
        let criterionID = String(requirementID.prefix { $0 != "#" })
        let criterion = try #require(Catalog.standard.criterion(id: criterionID))
        return try Audit.evaluate(requirement, of: criterion, on: AppSnapshot(screens: [Screen(tree: ElementTree(roots: roots))]))
    }

    func grey(_ level: Double) -> Color { Color(red: level, green: level, blue: level) }

    func smallText(_ colour: Color, size: Double = 14, weight: Int = 400, enabled: Bool? = nil,
                   claims: [ExceptionClaim]? = nil) -> Node {
        Node(Element(role: .container, backgroundColor: Self.white)) {
            Node(Element(role: .text, text: "Label", isEnabled: enabled, textStyle: TextStyle(fontSize: size, weight: weight),
                         foregroundColor: colour, exceptionClaims: claims))
        }
    }

    @Test func contrastImpactGrowsWithTheShortfall() throws {
        // Severity (4.5 − ratio) / 3.5, rounded onto Minor … Serious.
        let cases: [(Double, Impact)] = [(0.5, .minor), (0.65, .moderate), (0.85, .serious)]
        for (level, expected) in cases {
            let ratio = Color.contrastRatio(grey(level), Self.white)
            let outcome = try result("MCAG:text-color-contrast#1", smallText(grey(level)))
            #expect(outcome.outcome == .violation)
            #expect(outcome.violations.first?.impact == expected, "ratio \(ratio)")
            let measured = try #require(outcome.violations.first?.measured)
            #expect(measured.unit == ":1" && measured.threshold == 4.5 && abs(measured.value - ratio) < 1e-9)
            #expect(outcome.violations.first?.fix?.contains("4.5:1") == true)
        }
    }

    @Test func disabledControlTextIsNotApplicableWithTheException() throws {
        let outcome = try result("MCAG:text-color-contrast#1", smallText(grey(0.85), enabled: false))
        #expect(outcome.outcome == .notApplicable)
        #expect(outcome.findings.first?.message.contains("disabled-control") == true)
        let inside = try result(
            "MCAG:text-color-contrast#1",
            Node(Element(role: .button, isEnabled: false, backgroundColor: Self.white)) {
                Node(Element(role: .text, text: "Buy", textStyle: TextStyle(fontSize: 14, weight: 400), foregroundColor: grey(0.85)))
            })
        #expect(inside.outcome == .notApplicable)
    }

    @Test func claimedLogoExceptionSetsTheViolationAside() throws {
        let claim = ExceptionClaim(requirement: "MCAG:text-color-contrast#1", exception: "logo-or-brand", reason: "wordmark")
        let outcome = try result("MCAG:text-color-contrast#1", smallText(grey(0.85), claims: [claim]))
        #expect(outcome.outcome != .violation)
        #expect(outcome.appliedExceptions.map(\.claim.exception) == ["logo-or-brand"])
    }

    @Test func textBetween17And18PointsIsHeldToTheSmallTextThreshold() throws {
        let middling = grey(0.55) // about 3.5:1 on white
        #expect(try result("MCAG:text-color-contrast#1", smallText(middling, size: 17.5)).outcome == .violation)
        #expect(try result("MCAG:text-color-contrast#2", smallText(middling, size: 17.5)).outcome == .notApplicable)
        #expect(try result("MCAG:text-color-contrast#2", smallText(middling, size: 18)).outcome == .pass)
    }

    @Test func boldLargeTextFallsUnderBothThreeToOneTests() throws {
        let pale = grey(0.8)
        #expect(try result("MCAG:text-color-contrast#1", smallText(pale, size: 20, weight: 700)).outcome == .notApplicable)
        #expect(try result("MCAG:text-color-contrast#2", smallText(pale, size: 20, weight: 700)).outcome == .violation)
        #expect(try result("MCAG:text-color-contrast#3", smallText(pale, size: 20, weight: 700)).outcome == .violation)
    }

    @Test func translucentLayersAreCompositedBeforeMeasuring() throws {
        // Half-transparent black over white blends to mid grey before the ratio is taken.
        let halfBlack = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let outcome = try result(
            "MCAG:text-color-contrast#1",
            Node(Element(role: .container, backgroundColor: Self.white)) {
                Node(Element(role: .container, backgroundColor: halfBlack)) {
                    Node(Element(role: .text, text: "On a scrim", textStyle: TextStyle(fontSize: 14, weight: 400),
                                 foregroundColor: grey(0.45)))
                }
            })
        let expected = Color.contrastRatio(grey(0.45), halfBlack.composited(over: Self.white))
        #expect(outcome.outcome == .violation)
        #expect(abs((outcome.violations.first?.measured?.value ?? 0) - expected) < 1e-9)
        let unknownBeneath = try result(
            "MCAG:text-color-contrast#1",
            Node(Element(role: .container, backgroundColor: halfBlack)) {
                Node(Element(role: .text, text: "x", textStyle: TextStyle(fontSize: 14, weight: 400), foregroundColor: Self.white))
            })
        #expect(unknownBeneath.outcome == .needsReview)
        #expect(unknownBeneath.findings.first?.missing == ["backgroundColor"])
    }

    @Test func toastTimeGrowsByOneSecondPerStartedBlockOf120Words() {
        #expect(ToastDurationCheck.requiredSeconds(words: 0) == 5)
        #expect(ToastDurationCheck.requiredSeconds(words: 1) == 6)
        #expect(ToastDurationCheck.requiredSeconds(words: 120) == 6)
        #expect(ToastDurationCheck.requiredSeconds(words: 121) == 7)
        #expect(ToastDurationCheck.requiredSeconds(words: 240) == 7)
    }

    @Test func toastWithoutTextIsOnlyHeldToTheFloor() throws {
        let short = try result("MCAG:perceivable-toasts#3", Node(Element(role: .toast, displayDuration: 4)))
        #expect(short.outcome == .violation)
        #expect(short.violations.first?.measured?.threshold == 5)
        let unknown = try result("MCAG:perceivable-toasts#3", Node(Element(role: .toast, displayDuration: 9)))
        #expect(unknown.outcome == .needsReview)
        let missing = try result("MCAG:perceivable-toasts#3", Node(Element(role: .toast, text: "Saved")))
        #expect(missing.findings.first?.missing == ["displayDuration"])
    }

    @Test func nestedToastIsJudgedOnce() throws {
        let outcome = try result(
            "MCAG:perceivable-toasts#3",
            Node(Element(className: "Snackbar$SnackbarLayout", displayDuration: 8)) {
                Node(Element(className: "SnackbarContentLayout")) { Node(Element(role: .text, text: "Undo delete")) }
            })
        #expect(outcome.findings.count == 1 && outcome.outcome == .pass)
    }

    @Test func nameCheckHandlesDeepTreesWithoutRecursion() throws {
        var tree = ElementTree()
        for _ in 0..<50_000 { tree.open(Element(role: .container)) }
        tree.append(Element(role: .button, isClickable: true))
        for _ in 0..<50_000 { tree.close() }
        let requirement = try #require(Catalog.standard.requirement(id: "MCAG:interactive-elements-have-names#1"))
        let criterion = try #require(Catalog.standard.criterion(id: "MCAG:interactive-elements-have-names"))
        let outcome = try Audit.evaluate(requirement, of: criterion, on: AppSnapshot(screens: [Screen(tree: tree)]))
        #expect(outcome.outcome == .violation && outcome.violations.first?.impact == .critical)
    }

    @Test func hiddenControlsAreNotJudgedForNamesOrRoles() throws {
        let hidden = Node(Element(role: .unknown, isAccessibilityElement: false, isClickable: true))
        #expect(try result("MCAG:interactive-elements-have-names#1", hidden).outcome == .notApplicable)
        #expect(try result("MCAG:explicit-role#1", hidden).outcome == .notApplicable)
    }

    @Test func nafOutweighsTextInsideTheControl() throws {
        let outcome = try result(
            "MCAG:interactive-elements-have-names#1",
            Node(Element(role: .unknown, isClickable: true, attributes: ["NAF": "true"])) {
                Node(Element(role: .text, text: "   "))
            })
        #expect(outcome.outcome == .violation)
    }

    @Test func explicitRoleSuggestsTheRoleTheClassImplies() throws {
        let outcome = try result(
            "MCAG:explicit-role#1", Node(Element(role: .unknown, className: "com.acme.FancySwitch", label: "Wi-Fi", isClickable: true)))
        #expect(outcome.violations.first?.fix?.contains("switch") == true)
        #expect(outcome.violations.first?.impact == .serious)
    }

    @Test func stateAndValueNeedReviewRatherThanGuess() throws {
        let field = try result("MCAG:perceivable-value#1", Node(Element(role: .textField, label: "Email")))
        #expect(field.outcome == .needsReview && field.findings.first?.missing == ["value", "text"])
        let selectedTab = try result("MCAG:perceivable-state#1", Node(Element(role: .radio, label: "Monthly", isSelected: true)))
        #expect(selectedTab.outcome == .pass)
    }

    @Test(arguments: ["img_23.png", "ic_launcher", "image", "Icon", "icon-3", "photo.JPG"])
    func placeholderLabelsAreRecognised(_ label: String) throws {
        let outcome = try result("MCAG:static-media-alternatives#2", Node(Element(role: .image, label: label, isAccessibilityElement: true)))
        #expect(outcome.outcome == .violation)
    }

    @Test(arguments: ["Company headquarters at dusk", "Icons by Jane", "Map of Oslo"])
    func realDescriptionsAreNotPlaceholders(_ label: String) throws {
        let outcome = try result("MCAG:static-media-alternatives#1", Node(Element(role: .image, label: label, isAccessibilityElement: true)))
        #expect(outcome.outcome == .pass)
    }

    @Test func nonTextContrastNeedsEveryIdentifyingPairMeasuredBeforeFailing() throws {
        // A pale outline on white, but a fill against unknown surroundings: cannot fail yet.
        let outcome = try result(
            "MCAG:essential-elements-color-contrast#1",
            Node(Element(role: .button, label: "Go", foregroundColor: grey(0.9), backgroundColor: Self.white)))
        #expect(outcome.outcome == .needsReview)
        let disabled = try result(
            "MCAG:essential-elements-color-contrast#1",
            Node(Element(role: .container, backgroundColor: Self.white)) {
                Node(Element(role: .button, label: "Go", isEnabled: false, foregroundColor: grey(0.9)))
            })
        #expect(disabled.outcome == .notApplicable)
    }
}
