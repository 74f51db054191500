import Testing
import MCAGRules

/// Edge cases of the Operable and Robust checks: scaling boundaries,
/// missing data, exceptions, large and deep input.
@Suite struct OperableCheckTests {
    static func evaluate(_ requirementID: String, _ snapshot: AppSnapshot) throws -> RequirementResult {
        let requirement = try #require(Catalog.standard.requirement(id: requirementID))
        let criterionID = String(requirementID.prefix { $0 != "#" })
        let criterion = try #require(Catalog.standard.criterion(id: criterionID))
        return try Audit.evaluate(requirement, of: criterion, on: snapshot)
    }

    /// A screen in dp (exactly 160 / 25.4 units per mm) with square buttons of the given sides in mm.
    static func buttons(sidesInMillimetres sides: [Double], gapInMillimetres gap: Double, density: Density = .androidDP) -> AppSnapshot {
        var x = 0.0
        let nodes = sides.enumerated().map { index, side -> Node in
            let units = density.units(millimetres: side)
            defer { x += units + density.units(millimetres: gap) }
            return Node(Element(role: .button, label: "b\(index)", frame: Rect(x: x, y: 0, width: units, height: units)))
        }
        return AppSnapshot(screens: [Screen(tree: ElementTree(roots: nodes)).with(density: density)])
    }

    // MARK: 2.1.1 Touch Target Size

    @Test(arguments: [
        (7.0, false, nil), (6.95, false, nil), (6.94, false, Impact.minor), (5.0, false, .minor), (4.99, false, .moderate),
        (3.0, false, .moderate), (2.99, false, .serious), (0.5, false, .serious),
        (6.0, true, .minor), (4.0, true, .minor), (2.0, true, .moderate),
    ] as [(Double, Bool, Impact?)])
    func touchTargetImpactBands(side: Double, isolated: Bool, expected: Impact?) {
        #expect(TouchTargetSeverity.impact(smallestSide: side, isIsolated: isolated) == expected)
    }

    @Test func crowdedSmallTargetsKeepTheirBandAndIsolatedOnesDropOne() throws {
        let crowded = try Self.evaluate("MCAG:touch-target-size#1", Self.buttons(sidesInMillimetres: [4, 4], gapInMillimetres: 1))
        #expect(crowded.violations.map(\.impact) == [.moderate, .moderate])
        let apart = try Self.evaluate("MCAG:touch-target-size#1", Self.buttons(sidesInMillimetres: [4, 4], gapInMillimetres: 7.5))
        #expect(apart.violations.map(\.impact) == [.minor, .minor])
        let measured = try #require(apart.violations.first?.measured)
        #expect(abs(measured.value - 4) < 0.001 && measured.threshold == 7 && measured.unit == " mm")
    }

    @Test func anAssumedDensityIsStatedInTheFinding() throws {
        let density = Density(unitsPerMillimetre: 160 / 25.4, assumption: "160 dpi baseline")
        let result = try Self.evaluate("MCAG:touch-target-size#1", Self.buttons(sidesInMillimetres: [5], gapInMillimetres: 0, density: density))
        let message = try #require(result.violations.first?.message)
        // The figure is stated in the finding; the reasons once per screen, not in every finding.
        #expect(message.contains("(density assumed: 160 "))
        #expect(!message.contains("baseline"))
        #expect(result.violations.first?.measured != nil)
    }

    @Test func aClaimedEquivalentControlSetsTheViolationAside() throws {
        let claim = ExceptionClaim(requirement: "MCAG:touch-target-size#1", exception: "equivalent-control-nearby",
                                   reason: "The toolbar repeats this action with a full-size button")
        let screen = Screen(unit: .dp, density: .androidDP,
                            Node(Element(role: .button, label: "Edit", frame: Rect(x: 0, y: 0, width: 20, height: 20), exceptionClaims: [claim])))
        let result = try Self.evaluate("MCAG:touch-target-size#1", AppSnapshot(screens: [screen]))
        #expect(result.violations.isEmpty)
        #expect(result.appliedExceptions.map(\.claim.exception) == ["equivalent-control-nearby"])
    }

    @Test func hiddenAndDisabledControlsAreNotMeasured() throws {
        let screen = Screen(unit: .dp, density: .androidDP,
                            Node(Element(role: .button, frame: Rect(x: 0, y: 0, width: 10, height: 10), isVisible: false)),
                            Node(Element(role: .button, frame: Rect(x: 0, y: 0, width: 10, height: 10), isEnabled: false)))
        #expect(try Self.evaluate("MCAG:touch-target-size#1", AppSnapshot(screens: [screen])).outcome == .notApplicable)
    }

    @Test func manyTargetsAreMeasuredWithoutComparingEveryPair() throws {
        // Roots, so that the report's element paths stay cheap; the grid is what is under test.
        let nodes = (0..<20_000).map { column in
            Node(Element(role: .button, frame: Rect(x: Double(column % 200) * 30, y: Double(column / 200) * 30, width: 24, height: 24)))
        }
        let screen = Screen(unit: .dp, density: .androidDP, tree: ElementTree(roots: nodes))
        let clock = ContinuousClock()
        let start = clock.now
        let result = try Self.evaluate("MCAG:touch-target-size#1", AppSnapshot(screens: [screen]))
        #expect(result.violations.count == 20_000)
        #expect(clock.now - start < .seconds(20))
    }

    @Test func aDeeplyNestedTargetIsMeasuredWithoutRecursion() throws {
        var tree = ElementTree()
        for _ in 0..<50_000 { tree.open(Element(role: .group)) }
        tree.append(Element(role: .button, frame: Rect(x: 0, y: 0, width: 24, height: 24)))
        for _ in 0..<50_000 { tree.close() }
        let screen = Screen(unit: .dp, density: .androidDP, tree: tree)
        let result = try Self.evaluate("MCAG:touch-target-size#1", AppSnapshot(screens: [screen]))
        #expect(result.violations.count == 1)
    }

    @Test func gridFindsNeighboursByEdgeDistance() {
        let grid = TargetProximityGrid(frames: [
            (0, Rect(x: 0, y: 0, width: 10, height: 10)), (1, Rect(x: 15, y: 0, width: 10, height: 10)),
            (2, Rect(x: 100, y: 100, width: 10, height: 10)), (3, Rect(x: -1000, y: -1000, width: 5000, height: 5000)),
        ], cellSize: 6)
        #expect(grid.neighbours(of: 0, within: 6) == [1, 3])
        #expect(grid.neighbours(of: 2, within: 6) == [3])
        #expect(grid.hasNeighbour(of: 0, within: 6) && grid.hasNeighbour(of: 2, within: 6))
        let apart = TargetProximityGrid(frames: [
            (0, Rect(x: 0, y: 0, width: 10, height: 10)), (1, Rect(x: 17, y: 0, width: 10, height: 10)),
            (2, Rect(x: 0, y: 16.5, width: 10, height: 10)),
        ], cellSize: 6)
        #expect(!apart.hasNeighbour(of: 0, within: 6))
        #expect(apart.neighbours(of: 0, within: 6).isEmpty)
    }

    @Test func identicalFramesAreNeighboursWithoutPairwiseWork() {
        let pile = (0..<20_000).map { ($0, Rect(x: 10, y: 10, width: 20, height: 20)) }
        let grid = TargetProximityGrid(frames: pile, cellSize: 44)
        #expect(pile.indices.allSatisfy { grid.hasNeighbour(of: $0, within: 44) })
    }

    // MARK: 2.1.5 Keyboard Shortcuts

    @Test func chordsCompareAcrossSpellings() {
        #expect(KeyChord(parsing: "⌘+⇧+3") == KeyChord(modifiers: ["Cmd", "Shift"], key: "3"))
        #expect(KeyChord(KeyboardShortcut(key: " ", modifiers: ["command"])) == KeyChord(parsing: "command+space"))
    }

    @Test func teamsCanExtendTheSystemShortcutTable() throws {
        let shortcut = KeyboardShortcut(key: "k", modifiers: ["meta"], action: "Search")
        #expect(SystemKeyboardShortcuts.standard.reserved(shortcut, on: .android) == nil)
        let extended = SystemKeyboardShortcuts.standard.adding([.init("meta+k", "Vendor launcher")], on: .android)
        #expect(extended.reserved(shortcut, on: .android)?.purpose == "Vendor launcher")
        let findings = SystemShortcutOverrideCheck(reserved: extended)
            .evaluate(AppContext(snapshot: AppSnapshot(app: AppFacts(platform: .android, keyboardShortcuts: [shortcut]), screens: [])))
        #expect(findings.map(\.kind) == [.violation])
    }

    @Test func aSingleKeyLimitedToFocusIsAllowed() throws {
        let app = AppFacts(keyboardShortcuts: [KeyboardShortcut(key: "j", activeOnlyWhenFocused: true)])
        #expect(try Self.evaluate("MCAG:keyboard-shortcuts#1", AppSnapshot(app: app, screens: [])).outcome == .pass)
    }

    @Test func anAppWithoutShortcutsIsNotApplicable() throws {
        let snapshot = AppSnapshot(app: AppFacts(platform: .ios, keyboardShortcuts: []), screens: [])
        #expect(try Self.evaluate("MCAG:keyboard-shortcuts#1", snapshot).outcome == .notApplicable)
        #expect(try Self.evaluate("MCAG:keyboard-shortcuts#2", snapshot).outcome == .notApplicable)
    }

    // MARK: 2.1.7 Visible label in name

    @Test(arguments: [
        ("Send", "send!", true, true), ("Buy now", "Buy  now, 12 €", true, true), ("Next", "Go to next page", true, false),
        ("Log in", "Login", false, false), ("Café", "café menu", true, true),
    ])
    func labelInNameComparesWordsIgnoringCaseAndPunctuation(text: String, label: String, contains: Bool, startsWith: Bool) throws {
        let snapshot = AppSnapshot(screens: [Screen(Node(Element(role: .button, label: label, text: text)))])
        #expect(try Self.evaluate("MCAG:visible-label-included-in-accessible-names#1", snapshot).outcome == (contains ? .pass : .violation))
        #expect(try Self.evaluate("MCAG:visible-label-included-in-accessible-names#2", snapshot).outcome == (startsWith ? .pass : .violation))
    }

    @Test func elementsWithoutBothTextAndLabelAreNotApplicable() throws {
        let snapshot = AppSnapshot(screens: [Screen(Node(Element(role: .button, label: "Close")), Node(Element(role: .text, text: "Hi")))])
        #expect(try Self.evaluate("MCAG:visible-label-included-in-accessible-names#1", snapshot).outcome == .notApplicable)
    }

    // MARK: 2.3.1 Adjustable Time Limits

    @Test(arguments: [(20.0, 10.0, Outcome.pass), (19.9, 10.0, .violation), (20.0, 9.9, .violation)])
    func extensionNeedsTwentySecondsWarningAndTenfoldTime(warning: Double, multiple: Double, expected: Outcome) throws {
        let limit = TimeLimit(name: "Session", duration: 120, warningDuration: warning, canBeTurnedOff: false,
                              canBeAdjusted: false, canBeExtended: true, extendableUpTo: multiple)
        let result = try Self.evaluate("MCAG:adjustable-time-limits#1", AppSnapshot(app: AppFacts(timeLimits: [limit]), screens: []))
        #expect(result.outcome == expected)
        if expected == .violation { #expect(result.violations.first?.measured != nil) }
    }

    @Test func anEssentialTimeLimitIsAClaimedException() throws {
        let limit = TimeLimit(name: "Auction", canBeTurnedOff: false, canBeAdjusted: false, canBeExtended: false)
        let requirement = try #require(Catalog.standard.requirement(id: "MCAG:adjustable-time-limits#1"))
        let claim = ConfiguredExceptionClaim(ExceptionClaim(requirement: requirement.id, exception: "essential-time-limit",
                                                            reason: "Bidding closes at a fixed time"))
        let audit = Audit(catalog: Catalog.standard, configuration: AuditConfiguration(includedCriteria: ["2.3.1"], exceptionClaims: [claim]))
        let report = try audit.run(AppSnapshot(app: AppFacts(timeLimits: [limit]), screens: []))
        let result = try #require(report.results.first { $0.requirementID == requirement.id })
        #expect(result.violations.isEmpty && result.appliedExceptions.count == 1)
    }

    // MARK: 2.5.3 Two-dimensional Scroll

    @Test func aClaimedMapIsExemptFromTwoDimensionalScrolling() throws {
        let claim = ExceptionClaim(requirement: "MCAG:two-dimensional-scroll#1", exception: "essential-two-dimensional", reason: "Map")
        let snapshot = AppSnapshot(screens: [Screen(Node(Element(role: .scrollView, scrollAxes: ["Horizontal", "Vertical"], exceptionClaims: [claim])))])
        let result = try Self.evaluate("MCAG:two-dimensional-scroll#1", snapshot)
        #expect(result.violations.isEmpty && result.appliedExceptions.count == 1)
    }
}

extension Screen {
    func with(density: Density) -> Screen {
        var copy = self
        copy.unit = .dp
        copy.density = density
        return copy
    }
}


/// Edge cases of 4.1.1 Text Scaling and 4.1.4 Locked Orientation.
@Suite struct RobustCheckTests {
    static func text(_ id: String?, _ text: String, size: Double?, frame: Rect = Rect(x: 0, y: 0, width: 100, height: 20)) -> Node {
        Node(Element(role: .text, identifier: id, text: text, frame: frame, textStyle: size.map { TextStyle(fontSize: $0) }))
    }

    static func screen(_ name: String?, largest: Bool, scale: Double? = nil, _ nodes: Node...) -> Screen {
        Screen(name: name, viewport: Size(width: 390, height: 844), textScale: scale, isLargestTextSize: largest,
               tree: ElementTree(roots: nodes))
    }

    @Test(arguments: [
        ([Orientation.portrait], Impact.serious), ([.portrait, .portraitUpsideDown], .moderate),
        ([.landscapeRight], .serious), ([.landscapeLeft, .landscapeRight], .moderate),
    ])
    func lockedOrientationImpactDependsOnHowLocked(orientations: [Orientation], impact: Impact) throws {
        let requirement = try #require(Catalog.standard.requirement(id: "MCAG:locked-orientation#1"))
        let criterion = try #require(Catalog.standard.criterion(id: "MCAG:locked-orientation"))
        let result = try Audit.evaluate(requirement, of: criterion, on: AppSnapshot(app: AppFacts(supportedOrientations: orientations), screens: []))
        #expect(result.violations.map(\.impact) == [impact])
    }

    @Test func textsAreMatchedByLabelOrTextWhenIdentifiersAreMissing() throws {
        let findings = TextScalingCheck().evaluate(AppContext(snapshot: AppSnapshot(screens: [
            Self.screen("A", largest: false, scale: 1, Self.text(nil, "Total", size: 17)),
            Self.screen("A", largest: true, Self.text(nil, "Total", size: 40, frame: Rect(x: 0, y: 0, width: 200, height: 50))),
        ])))
        #expect(findings.map(\.kind) == [.pass])
        #expect(findings.first?.measured?.value ?? 0 > 2.3)
    }

    @Test func textBelowTheFoldInsideAScrollViewIsFine() throws {
        let scroll = Node(Element(role: .scrollView, isScrollable: true)) {
            Self.text("t", "Terms", size: 40, frame: Rect(x: 0, y: 2000, width: 200, height: 50))
        }
        let findings = TextScalingCheck().evaluate(AppContext(snapshot: AppSnapshot(screens: [
            Self.screen("A", largest: false, Node(Element(role: .scrollView, isScrollable: true)) { Self.text("t", "Terms", size: 17) }),
            Self.screen("A", largest: true, scroll),
        ])))
        #expect(findings.map(\.kind) == [.pass])
    }

    @Test func repeatedKeysAreNotGuessed() throws {
        let findings = TextScalingCheck().evaluate(AppContext(snapshot: AppSnapshot(screens: [
            Self.screen("A", largest: false, Self.text(nil, "Item", size: 17), Self.text(nil, "Item", size: 17)),
            Self.screen("A", largest: true, Self.text(nil, "Item", size: 17), Self.text(nil, "Item", size: 17)),
        ])))
        #expect(findings.map(\.kind) == [.needsReview])
    }

    @Test func unknownFontSizesNeedReview() throws {
        let findings = TextScalingCheck().evaluate(AppContext(snapshot: AppSnapshot(screens: [
            Self.screen("A", largest: false, Self.text("t", "Hello", size: nil)),
            Self.screen("A", largest: true, Self.text("t", "Hello", size: nil)),
        ])))
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.missing == ["textStyle.fontSize"])
    }

    @Test func aScreenNeverCapturedLargeNeedsReview() throws {
        let findings = TextScalingCheck().evaluate(AppContext(snapshot: AppSnapshot(screens: [
            Self.screen("A", largest: false, Self.text("t", "Hello", size: 17)),
            Self.screen("A", largest: true, Self.text("t", "Hello", size: 30)),
            Self.screen("B", largest: false, Self.text("t", "Other", size: 17)),
        ])))
        #expect(findings.map(\.kind) == [.pass, .needsReview])
        #expect(findings.last?.message.contains("'B'") == true)
    }
}
