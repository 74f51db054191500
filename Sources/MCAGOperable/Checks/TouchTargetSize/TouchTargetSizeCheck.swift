package import MCAGCore

/// 2.1.1 Touch Target Size: every interactive element measures at least
/// the profile's minimum side (MCAG: 7 × 7 mm once its frame is converted
/// with the screen's density; see ``TargetRuler`` for pt/dp profiles).
///
/// A screen check, because the impact depends on whether other targets lie
/// within the minimum; a ``TargetProximityGrid`` answers that in linear time.
///
/// The steps, in order: the targets judged (`TouchTargetSelection`), none when a TV's D-pad
/// holds the focus (`TouchTargetTelevision`), the ruler of the screen's density (`TargetRuler`),
/// the frames nothing of the app is drawn under set aside (`framedTargets`). Then each target
/// under the minimum goes through the exemption steps of `judge`, each in a file of this folder:
/// a tap taken elsewhere (`+TouchArea`), the platform minimum (`TouchTargetPlatformMinimum`), an
/// unknown touch area (`+TouchArea`), the uncut side (`+UncutSide`), the surroundings
/// (`+Surroundings`); a target none of them decides is a violation, its impact set by
/// `TouchTargetSeverity`. The examples are in `+Examples` and `+InnerParts`.
package struct TouchTargetSizeCheck: ScreenCheck {
    package var name: String { "touch-target-size" }

    package init() {}

    package var readsThresholds: Bool { true }
    package var detectedExceptions: [ExceptionKey] { ["inline-in-text", "unmodified-system-control", "equivalent-control-nearby"] }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
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
            return [.screen(.needsReview, screen, Result.unmeasurable(targets: targets.count, minimum: profile.touchTarget),
                            missing: ["density"])]
        }
        var (findings, measured) = Self.framedTargets(targets, on: screen)
        findings += Self.judge(measured, on: screen, ruler: ruler, surroundings: surroundings)
        return findings
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
                findings.append(.needsReview(screen.element(index), Result.sizeUnknown, missing: ["frame"]))
                continue
            }
            if !undrawn.isEmpty, undrawn.isUndrawn(index, frame: frame) { continue }
            measured.append((index, frame))
        }
        return (findings, measured)
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
        let assumed = Result.AssumedDensity(density: density, unit: unit)
        let minimumUnits = ruler.minimumInScreenUnits
        var findings: [Finding] = []
        let grid = TargetProximityGrid(frames: measured, cellSize: minimumUnits)
        let minimum = Result.Minimum(target: profile.touchTarget, profile: profile.name)
        let overlays = TouchTargetOverlays(tree)
        // MCAG asks for "approximately" 7 mm and cites Apple's 44 pt: the platform
        // minimum stands in for it only under a millimetre profile.
        let approximates = profile.touchTarget.unit == .millimetres
        // The same advice for every small target of the screen, so written once.
        let enlargeFix = Result.enlargeFix(profile.touchTarget, minimumUnits: minimumUnits, unit: unit)
        let valueUnit = " \(ruler.unitLabel)"
        for (index, frame) in measured {
            let element = screen.element(index)
            let width = ruler.measure(frame.width), height = ruler.measure(frame.height)
            let smallest = min(width, height)
            let size = Result.Sides(width: width, height: height, unit: ruler.unitLabel)
            let value = Measured(smallest, threshold: ruler.minimum, unit: valueUnit)
            if ruler.meetsMinimum(smallest) {
                findings.append(.pass(element, Result.meetsMinimum(size, assumed), measured: value))
                continue
            }
            if let taken = Self.tapTakenElsewhere(index, element: element, size: size, value: value, ruler: ruler,
                                                   assumed: assumed, in: screen) {
                findings.append(taken)
                continue
            }
            if approximates, let reason = TouchTargetPlatformMinimum.pass(
                index, tree: tree, frame: frame, unit: unit, surroundings: surroundings) {
                let pass = Finding.pass(element, Result.meetsPlatformMinimum(size, reason, assumed), measured: value)
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
                element, Result.tooSmall(size, minimum: minimum, isolatedWithin: isolated ? ruler.minimum : nil, assumed),
                measured: value,
                impact: impact, severity: min(max(1 - smallest / ruler.minimum, 0), 1),
                fix: enlargeFix))
        }
        return findings
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
}
