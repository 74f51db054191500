public import MCAGCore

/// 2.1.1 Touch Target Size: every interactive element measures at least
/// the profile's minimum side (MCAG: 7 × 7 mm once its frame is converted
/// with the screen's density; see ``TargetRuler`` for pt/dp profiles).
///
/// A screen check, because the impact depends on whether other targets lie
/// within the minimum; a ``TargetProximityGrid`` answers that in linear time.
public struct TouchTargetSizeCheck: ScreenCheck {
    public var name: String { "touch-target-size" }

    public init() {}

    public var readsThresholds: Bool { true }
    public var detectedExceptions: [ExceptionKey] { ["inline-in-text", "unmodified-system-control", "equivalent-control-nearby"] }

    public func evaluate(_ screen: ScreenContext) -> [Finding] {
        let tree = screen.tree
        let surroundings = TouchTargetSurroundings(tree, bars: screen.screen.unit == .points)
        let targets: [Int] = tree.indices.filter { (index: Int) -> Bool in
            TouchTargetSelection.isJudged(index, in: screen) && !surroundings.isPartOfWebLink(index, tree: tree)
        }
        guard !targets.isEmpty else { return [] }
        if let focused = TouchTargetTelevision.dPadFocus(in: screen) {
            return [TouchTargetTelevision.notApplicable(screen, focused: focused, targets: targets.count)]
        }
        let profile = screen.profile
        guard let ruler = TargetRuler(profile.touchTarget, unit: screen.screen.unit, density: screen.screen.density) else {
            return [.screen(.needsReview, screen,
                            "\(targets.count) interactive element(s) cannot be measured against \(profile.touchTarget): the screen's density is unknown",
                            missing: ["density"])]
        }
        var (findings, measured) = Self.framedTargets(targets, on: screen)
        findings += Self.judge(measured, on: screen, ruler: ruler, surroundings: surroundings)
        return findings
    }

    /// The finding of each framed target against the minimum, in document order: split from
    /// `evaluate(_:)`, which finds and frames the targets, so that neither body is slow to type-check.
    private static func judge(
        _ measured: [(index: Int, frame: Rect)], on screen: ScreenContext, ruler: TargetRuler, surroundings: TouchTargetSurroundings
    ) -> [Finding] {
        let tree = screen.tree
        let profile = screen.profile
        // Read once: each `screen.screen.…` in the loop copied the whole screen value.
        let unit = screen.screen.unit, density = screen.screen.density
        let assumed = TouchTargetWording.assumedNote(density, unit: unit)
        let minimumUnits = ruler.minimumInScreenUnits
        var findings: [Finding] = []
        let grid = TargetProximityGrid(frames: measured, cellSize: minimumUnits)
        let minimum = "\(profile.touchTarget) (profile \(profile.name))"
        let overlays = TouchTargetOverlays(tree)
        // MCAG asks for "approximately" 7 mm and cites Apple's 44 pt: the platform
        // minimum stands in for it only under a millimetre profile.
        let approximates = profile.touchTarget.unit == .millimetres
        // The same advice for every small target of the screen, so written once.
        let enlargeFix = Self.enlargeFix(profile.touchTarget, minimumUnits: minimumUnits, unit: unit)
        let valueUnit = " \(ruler.unitLabel)"
        var wording = TouchTargetWording(
            unitLabel: ruler.unitLabel, assumed: assumed, minimum: minimum,
            isolation: "; no other target lies within \(ruler.minimum.twoDecimals) \(ruler.unitLabel), so the impact is one level lower")
        for (index, frame) in measured {
            let element = screen.element(index)
            let width = ruler.measure(frame.width), height = ruler.measure(frame.height)
            let smallest = min(width, height)
            let words = wording.entry(width: width, height: height)
            let size = wording.size(words)
            let value = Measured(smallest, threshold: ruler.minimum, unit: valueUnit)
            if ruler.meetsMinimum(smallest) {
                findings.append(.pass(element, wording.pass(words), measured: value))
                continue
            }
            if let taken = Self.tapTakenElsewhere(index, element: element, size: size, value: value, ruler: ruler,
                                                   assumed: assumed, in: screen) {
                findings.append(taken)
                continue
            }
            if approximates, let reason = TouchTargetPlatformMinimum.pass(
                index, tree: tree, frame: frame, unit: unit, surroundings: surroundings) {
                let pass = Finding.pass(element, "Target measures \(size), but \(reason.text)\(assumed)", measured: value)
                findings.append(reason.exception.map(pass.covered(by:)) ?? pass)
                continue
            }
            if let unknown = Self.touchAreaUnknown(index, element: element, size: size, ruler: ruler, assumed: assumed, in: screen) {
                findings.append(unknown)
                continue
            }
            if density?.presumedTelevision != true, let cut = Self.uncutSideViolation(
                element, frame: frame, width: width, height: height, size: size, ruler: ruler, overlays: overlays,
                isolated: !grid.hasNeighbour(of: index, within: minimumUnits), minimum: minimum,
                assumed: assumed, fix: enlargeFix) {
                findings.append(cut)
                continue
            }
            if let undecided = Self.surroundingsFinding(
                index, element: element, frame: frame, width: width, height: height, measured: size, value: value,
                ruler: ruler, density: density, unit: unit, assumed: assumed, surroundings: surroundings, overlays: overlays,
                approximates: approximates) {
                findings.append(undecided)
                continue
            }
            let isolated = !grid.hasNeighbour(of: index, within: minimumUnits)
            let impact = TouchTargetSeverity.impact(fraction: smallest / ruler.minimum, isIsolated: isolated)
            findings.append(.violation(
                element, wording.violation(words, isolated: isolated), measured: value,
                impact: impact, severity: min(max(1 - smallest / ruler.minimum, 0), 1),
                fix: enlargeFix))
        }
        return findings
    }

    /// What the frame's surroundings leave of a target under the minimum: a cut, an overlay, a
    /// sentence around it, the bar that takes its touches, a TV's or another plausible density;
    /// nil when none applies and the target is too small.
    static func surroundingsFinding(
        _ index: Int, element: ElementContext, frame: Rect, width: Double, height: Double, measured size: String,
        value: Measured, ruler: TargetRuler, density: Density?, unit: LengthUnit, assumed: String,
        surroundings: TouchTargetSurroundings, overlays: TouchTargetOverlays, approximates: Bool
    ) -> Finding? {
        let tree = element.tree
        if TouchTargetSelection.isUndrawnWebContent(index, in: tree) {
            return .needsReview(element, "Target measures \(size), but WebKit reports it not visible although its frame lies inside the window: the page may not draw it (a skip link kept off until focused, an item hidden at this width) or may have scrolled it under other content, and the dump does not say which; look for it on the running screen\(assumed)", missing: ["whether the element is drawn"])
        }
        if TouchTargetHiddenWebInput.isHidden(index, width: width, height: height, in: tree, ruler: ruler) {
            return .needsReview(element, "Target measures \(size): a web page's \(tree[index].role) drawn under a millimetre each way is a visually hidden input whose styled label takes the taps, and that label's size is not in the dump; measure the label in the running app\(assumed)", missing: ["touch area"])
        }
        if let clipped = TouchTargetClipping.review(element, width: width, height: height, ruler: ruler) {
            return clipped
        }
        if let covered = overlays.review(element, frame: frame, measured: size) {
            return covered
        }
        if TouchTargetInlineText.isInline(index, tree: tree) {
            return .pass(element, "Target measures \(size) but sits in a block of text (exception 'inline-in-text')\(assumed)", measured: value)
                .covered(by: "inline-in-text")
        }
        if !surroundings.enclosingBar.isEmpty, let decided = TouchTargetBarItem.decide(
            element, frame: frame, bar: surroundings.enclosingBar[index], ruler: ruler, measured: size,
            value: value, approximates: approximates, assumed: assumed) {
            return decided
        }
        if density?.presumedTelevision == true {
            return .needsReview(element, "Target measures \(size) at the density of a TV, which the screen's shape suggests (landscape at rest, 16:9), but no element holds the input focus a D-pad gives: whether this is a touch target, and its size, need a person; state the density (--dpi) of a touch screen to measure it\(assumed)", missing: ["density"])
        }
        if let density,
           let review = reviewAtOtherDensity(frame, density: density, ruler: ruler, unit: unit, measured: size) {
            return .needsReview(element, review, missing: ["density"])
        }
        return nil
    }

    /// A target too small at the inferred density that would measure 7 mm at
    /// another density the capture leaves possible: the verdict rests on the
    /// guess, so a person (or `--dpi` / `--ppi`) decides.
    static func reviewAtOtherDensity(
        _ frame: Rect, density: Density, ruler: TargetRuler, unit: LengthUnit, measured size: String
    ) -> String? {
        guard let plausible = density.plausibleUnitsPerMillimetre,
              let largestWidth = ruler.largestMeasure(frame.width), let largestHeight = ruler.largestMeasure(frame.height)
        else { return nil }
        let largest = min(largestWidth, largestHeight)
        guard ruler.meetsMinimum(largest) else { return nil }
        let perInch = (plausible.lowerBound * 25.4 * 10).rounded() / 10
        let perInchUnit = TouchTargetWording.perInch(unit)
        // Rounded as the minimum is judged (to a tenth), so 6.99 mm reads as the 7 mm it counts as.
        let rounded = (largest * 10).rounded() / 10
        return "Target measures \(size) at the assumed density but \(rounded.twoDecimals) \(ruler.unitLabel) at "
            + "\(perInch.twoDecimals) \(perInchUnit), which the capture does not rule out\(TouchTargetWording.assumedNote(density, unit: unit)); "
            + "state the density (--dpi, --ppi) to decide"
    }

    /// A target that the clipping or a system bar's background would leave to
    /// review, whose uncut side already fails at every plausible density
    /// (`TouchTargetUncutSide`), with where its frame is cut.
    static func failingUncutSide(
        _ element: ElementContext, frame: Rect, width: Double, height: Double, ruler: TargetRuler,
        overlays: TouchTargetOverlays
    ) -> (TouchTargetUncutSide, String)? {
        if let clipping = element.reader.clipping,
           (clipping.horizontally && !ruler.meetsMinimum(width)) || (clipping.vertically && !ruler.meetsMinimum(height)) {
            return TouchTargetUncutSide.failing(
                width: frame.width, height: frame.height, cutHorizontally: clipping.horizontally,
                cutVertically: clipping.vertically, ruler: ruler).map { ($0, "cut at \(clipping.edgeDescription)") }
        }
        guard let bar = overlays.bar(over: element.index, frame: frame, in: element.tree),
              let axes = TouchTargetUncutSide.barCut(bar.frame, over: frame),
              !TouchTargetUncutSide.restIsCovered(element.index, frame: frame, bar: bar.frame, tree: element.tree)
        else { return nil }
        return TouchTargetUncutSide.failing(
            width: frame.width, height: frame.height, cutHorizontally: axes.horizontally,
            cutVertically: axes.vertically, ruler: ruler).map { ($0, "partly under a system bar's background (at \(bar.frame))") }
    }

    static func isTarget(_ element: Element) -> Bool {
        isOperable(element) && element.isVisible != false && element.isOnScreen != false && element.isEnabled != false
    }

    /// Interactive, or given a trait that VoiceOver announces as a control: a heading WebKit
    /// marks with the Link trait ("link, heading", an article's title link) is read with a role
    /// that is no control's, yet a finger taps it.
    static func isOperable(_ element: Element) -> Bool {
        element.isInteractive || (element.traits != nil && (element.hasTrait("Link") || element.hasTrait("Button")))
    }

    /// A clickable "− 1 +" stepper filled edge to edge by its three clickable cells.
    static var tiledStepper: Screen {
        let cell: (String, Double) -> Node = { label, x in
            Node(Element(role: .button, label: label, frame: Rect(x: x, y: 0, width: 48, height: 40), isClickable: true)).flagged()
        }
        return Screen(unit: .dp, density: Density.androidDP,
                      Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 144, height: 40), isClickable: true)) {
                          cell("Remove", 0)
                          cell("1", 48)
                          cell("Add", 96)
                      })
    }

    /// The advice for every small target of a screen, written once.
    static func enlargeFix(_ target: some CustomStringConvertible, minimumUnits: Double, unit: LengthUnit) -> String {
        let here: String = minimumUnits.twoDecimals + " " + unit.rawValue
        return "Enlarge the tappable area to at least \(target) (\(here) here), for example with padding, a larger hit area or a TouchDelegate; the drawn icon may stay small."
    }

    /// The targets with a frame that something of the app is drawn under, and a needs-review
    /// finding for each target without a frame. Under the keyboard, or in a cell not laid out,
    /// nothing of the app is there to touch.
    static func framedTargets(_ targets: [Int], on screen: ScreenContext) -> ([Finding], [(index: Int, frame: Rect)]) {
        var findings: [Finding] = []
        var measured: [(index: Int, frame: Rect)] = []
        let undrawn = TouchTargetUndrawn(screen)
        for index in targets {
            guard let frame = screen.tree[index].frame else {
                findings.append(.needsReview(screen.element(index), "The element's size is unknown", missing: ["frame"]))
                continue
            }
            if !undrawn.isEmpty, undrawn.isUndrawn(index, frame: frame) { continue }
            measured.append((index, frame))
        }
        return (findings, measured)
    }

    /// A target cut on one axis whose uncut side already fails at every plausible density.
    static func uncutSideViolation(
        _ element: ElementContext, frame: Rect, width: Double, height: Double, size: String, ruler: TargetRuler,
        overlays: TouchTargetOverlays, isolated: Bool, minimum: String, assumed: String, fix: String
    ) -> Finding? {
        guard let (uncut, cutWhere) = failingUncutSide(
            element, frame: frame, width: width, height: height, ruler: ruler, overlays: overlays) else { return nil }
        let side = Measured(uncut.measure, threshold: ruler.minimum, unit: " \(ruler.unitLabel)")
        let atMost = uncut.largest > uncut.measure + 0.005 ? " (at most \(uncut.largest.twoDecimals) \(ruler.unitLabel))" : ""
        let screen = element.screen.screen
        let densities = TouchTargetUncutSide.densities(screen.density, unit: screen.unit)
        return .violation(
            element, "Target's \(uncut.name) measures \(uncut.measure.twoDecimals) \(ruler.unitLabel), smaller than \(minimum) \(densities)\(atMost); its frame (\(size) in the capture) is \(cutWhere), but that hides only its other side, so it fails whatever the hidden part measures\(assumed)",
            measured: side, impact: TouchTargetSeverity.impact(fraction: uncut.measure / ruler.minimum, isIsolated: isolated),
            severity: min(max(1 - uncut.measure / ruler.minimum, 0), 1), fix: fix)
    }

    public var examples: [CheckExample] {
        Self.sizeExamples + Self.surroundingsExamples + Self.reachExamples + Self.hitAreaExamples + Self.innerPartExamples
            + Self.inlineButtonExamples
    }

    /// Targets judged by their own size and density.
    private static var sizeExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .passes("A 48 × 48 dp button is 7.6 mm square", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 48, height: 48))))),
            .passes("A 44 × 44 pt button on a 460 ppi, 3× iPhone is 7.3 mm square", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 44, height: 44))))),
            .passes("A 44 × 44 pt button at the nominal 160 pt per inch measures 6.985 mm, 7.0 mm when rounded",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 160, scale: 1),
                        Node(Element(role: .button, label: "Back", frame: Rect(x: 0, y: 0, width: 44, height: 44))))),
            .fails("A 43 × 43 pt button at 160 pt per inch measures 6.83 mm", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 160, scale: 1),
                Node(Element(role: .button, label: "Back", frame: Rect(x: 0, y: 0, width: 43, height: 43))).flagged())),
            .passes("A 44 × 44 pt button on a 326 ppi, 2× iPhone measures 6.86 mm: Apple's minimum, which MCAG cites",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 326, scale: 2),
                        Node(Element(role: .button, label: "Back", frame: Rect(x: 0, y: 0, width: 44, height: 44))))),
            .passes("A 36 pt glass capsule of a 54 pt navigation bar: a standard bar item, whose touches the bar takes",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .navigationBar, frame: Rect(x: 0, y: 62, width: 402, height: 54))) {
                    Node(Element(role: .button, label: "Share", frame: Rect(x: 344, y: 66, width: 38, height: 36)))
                })),
            .needsReview("A 24 pt tall item of a 54 pt navigation bar: a height of its own, perhaps a custom view", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .navigationBar, frame: Rect(x: 0, y: 62, width: 402, height: 54))) {
                    Node(Element(role: .button, label: "Cast", frame: Rect(x: 292, y: 72, width: 36, height: 24))).flagged()
                })),
            .fails("A 24 pt tall item of a 30 pt bar, itself under 7 mm", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .toolbar, frame: Rect(x: 0, y: 0, width: 402, height: 30))) {
                    Node(Element(role: .button, label: "Share", frame: Rect(x: 344, y: 3, width: 38, height: 24))).flagged()
                })),
        ]
    }

    /// Targets whose surroundings decide: text around them, bars, overlays, neighbours.
    private static var surroundingsExamples: [CheckExample] { exemptionExamples + neighbourExamples }

    private static var exemptionExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .passes("A small link inside a paragraph is exempt", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .text, text: "Read the terms", frame: Rect(x: 0, y: 0, width: 300, height: 40))) {
                    Node(Element(role: .link, label: "terms", frame: Rect(x: 60, y: 0, width: 40, height: 18)))
                })),
            .passes("An iOS 26 toggle row whose control is the 63 × 28 pt system switch", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .switch, className: "XCUIElementTypeSwitch", label: "Reduce Motion",
                             frame: Rect(x: 36, y: 146, width: 330, height: 29))) {
                    Node(Element(role: .switch, className: "XCUIElementTypeSwitch", frame: Rect(x: 305, y: 146, width: 63, height: 29)))
                })),
            .fails("A 40 × 20 pt switch the author drew: no size UIKit fixes", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .switch, className: "XCUIElementTypeSwitch", label: "Mute",
                             frame: Rect(x: 0, y: 0, width: 40, height: 20))).flagged())),
            .passes("An item of the iOS status bar is the system's", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .statusBar, frame: Rect(x: 0, y: 0, width: 402, height: 54))) {
                    Node(Element(role: .button, label: "Return to MobiumApp", frame: Rect(x: 12, y: 33, width: 77, height: 14)))
                })),
        ]
    }

    private static var neighbourExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .passes("A link beside the text of its line, as WebKit exposes a sentence", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .group, frame: Rect(x: 15, y: 359, width: 400, height: 22))) {
                    Node(Element(role: .text, text: "Powered by", frame: Rect(x: 99, y: 359, width: 91, height: 22)))
                    Node(Element(role: .link, label: "Elemental Selenium", frame: Rect(x: 189, y: 359, width: 142, height: 22)))
                })),
            .fails("An article's title link, a heading with the Link trait, 33 pt tall on a line of its own",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .heading, traits: ["Link", "Header"], label: "NetNewsWire 7.1 for iOS",
                             frame: Rect(x: 19, y: 202, width: 286, height: 33), isAccessibilityElement: true)).flagged()))),
            .passes("A link in a list item's sentence whose text, with the Link trait, is the stop inside it",
                    app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .group, frame: Rect(x: 59, y: 380, width: 322, height: 52))) {
                    Node(Element(role: .text, text: "The", frame: Rect(x: 59, y: 382, width: 34, height: 23)))
                    Node(Element(role: .link, label: "Current Activity screen", frame: Rect(x: 93, y: 382, width: 175, height: 23),
                                 isAccessibilityElement: false)) {
                        Node(Element(role: .link, label: "Current Activity screen", frame: Rect(x: 93, y: 382, width: 175, height: 23),
                                     isAccessibilityElement: true))
                    }
                    Node(Element(role: .text, text: "shows what the app is doing", frame: Rect(x: 59, y: 382, width: 304, height: 50)))
                }))),
            .fails("Two 24 × 24 dp icons side by side", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .button, label: "Like", frame: Rect(x: 0, y: 0, width: 24, height: 24))).flagged(),
                Node(Element(role: .button, label: "Share", frame: Rect(x: 28, y: 0, width: 24, height: 24))).flagged())),
            .fails("A stepper tiled by its clickable −, count and + takes no tap itself: only the 40 dp tall parts are flagged",
                   screen: Self.tiledStepper),
            .needsReview("A 120 dp wide button whose height the framework's navigation bar background hides in part",
                         screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 384, height: 853))) {
                    Node(Element(role: .button, label: "Mute", frame: Rect(x: 234, y: 794, width: 120, height: 26))).flagged()
                    Node(Element(role: .unknown, identifier: "android:id/navigationBarBackground",
                                 frame: Rect(x: 0, y: 805, width: 384, height: 48)))
                })),
            .fails("A 26 dp mute button partly under the navigation bar background: its uncut width fails whatever is hidden",
                   screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 384, height: 853))) {
                    Node(Element(role: .button, label: "Mute", frame: Rect(x: 334, y: 794, width: 26, height: 26))).flagged()
                    Node(Element(role: .unknown, identifier: "android:id/navigationBarBackground",
                                 frame: Rect(x: 0, y: 805, width: 384, height: 48)))
                })),
        ]
    }

    /// Targets a finger cannot reach or whose tap another element takes: under the keyboard, in an
    /// undrawn cell, inside a cell or box that takes the tap.
    private static var reachExamples: [CheckExample] {
        [
            .passes("A 30 pt tall button wholly under the on-screen keyboard is not measured: a touch there types a key",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .button, label: "Sign In", frame: Rect(x: 16, y: 520, width: 370, height: 49))),
                Node(Element(role: .button, label: "Pinned", frame: Rect(x: 16, y: 766, width: 370, height: 30))),
                Node(Element(role: .keyboard, frame: Rect(x: 0, y: 583, width: 402, height: 291))))),
            .passes("A 26 × 26 pt button at the screen's top-left inside a cell 900 pt further down, which UIKit has not laid out",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .cell, label: "Row", frame: Rect(x: 0, y: 900, width: 402, height: 60))) {
                    Node(Element(role: .button, label: "More", frame: Rect(x: 0, y: 0, width: 26, height: 26)))
                    Node(Element(role: .button, label: "Edit", frame: Rect(x: 320, y: 908, width: 66, height: 44)))
                })),
            .fails("A 26 × 26 pt button inside its laid-out cell is measured", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .cell, label: "Row", frame: Rect(x: 0, y: 900, width: 402, height: 60))) {
                    Node(Element(role: .button, label: "More", frame: Rect(x: 360, y: 917, width: 26, height: 26))).flagged()
                })),
            .passes("A 24 pt inner button VoiceOver skips inside the accessible cell that speaks its name: the cell is the equivalent control",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .cell, label: "Wi-Fi, Home", frame: Rect(x: 0, y: 200, width: 402, height: 52),
                             isAccessibilityElement: true)) {
                    Node(Element(role: .button, label: "Wi-Fi", frame: Rect(x: 20, y: 214, width: 60, height: 24),
                                 isAccessibilityElement: false))
                })),
            .fails("A 24 pt inner button whose name the cell does not speak is a separate action", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .cell, label: "Wi-Fi, Home", frame: Rect(x: 0, y: 200, width: 402, height: 52),
                             isAccessibilityElement: true)) {
                    Node(Element(role: .button, label: "Reply", frame: Rect(x: 20, y: 214, width: 60, height: 24),
                                 isAccessibilityElement: false)).flagged()
                })),
            .fails("A web link WebKit wraps, not accessible, around its text, the stop, of the same frame: the text is measured",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .webView, frame: Rect(x: 0, y: 100, width: 402, height: 600))) {
                    Node(Element(role: .link, label: "NetNewsWire Blog", frame: Rect(x: 19, y: 141, width: 152, height: 23),
                                 isAccessibilityElement: false)) {
                        Node(Element(role: .link, label: "NetNewsWire Blog", frame: Rect(x: 19, y: 141, width: 152, height: 23),
                                     isAccessibilityElement: true)).flagged()
                    }
                }))),
        ]
    }

    /// Fields inside the clickable box that takes their taps.
    private static var hitAreaExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .passes("An 18 dp tall field inside the clickable 62 dp box that holds only it and its label: the box takes the tap",
                    screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .container, frame: Rect(x: 17, y: 389, width: 378, height: 62), isClickable: true)) {
                    Node(Element(role: .text, text: "Email", frame: Rect(x: 34, y: 411, width: 168, height: 18)))
                    Node(Element(role: .textField, label: "Email", frame: Rect(x: 34, y: 417, width: 307, height: 18), isClickable: true))
                })),
            .fails("An 18 dp tall field in a clickable box that holds a button too: the box is not the field's alone",
                   screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .container, frame: Rect(x: 17, y: 389, width: 378, height: 62), isClickable: true)) {
                    Node(Element(role: .textField, label: "Email", frame: Rect(x: 34, y: 417, width: 307, height: 18),
                                 isClickable: true)).flagged()
                    Node(Element(role: .button, label: "Clear", frame: Rect(x: 347, y: 396, width: 48, height: 48), isClickable: true))
                })),
            .fails("A 40 dp wide, 20 dp high chip", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .button, label: "Filter", frame: Rect(x: 0, y: 0, width: 40, height: 20))).flagged())),
            .needsReview("A 40 × 40 dp target at an inferred 420 dpi that would measure 7 mm at 360 dpi", screen: Screen(
                unit: .pixels, density: Density(unitsPerMillimetre: 420 / 25.4, assumption: "assumed 420 dpi",
                                                plausibleUnitsPerMillimetre: (360 / 25.4)...(480 / 25.4)),
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 105, height: 105))).flagged())),
            .fails("A 24 × 24 dp target is under 7 mm at every plausible density (360–480 dpi)", screen: Screen(
                unit: .pixels, density: Density(unitsPerMillimetre: 420 / 25.4, assumption: "assumed 420 dpi",
                                                plausibleUnitsPerMillimetre: (360 / 25.4)...(480 / 25.4)),
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 63, height: 63))).flagged())),
            .needsReview("No density: millimetres cannot be computed", screen: Screen(
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 44, height: 44))))),
            .needsReview("A button without a frame", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .button, label: "Play")).flagged())),
        ]
    }
}
