import MCAGCore

/// Infers an Android screen's density from what a dump shows, when nobody
/// states it: the screen's size and shape, the system bars, the app bars.
///
/// The answer is a most likely figure and the range of figures the dump
/// leaves possible. Facts used, with their sources:
/// - Android's density buckets and in-between figures are the constants of
///   `android.util.DisplayMetrics` (120 to 640 dpi); one of them is the most likely.
/// - The shorter side of a phone measures 320 dp at least (Android CDD §7.1.1.1,
///   source.android.com/docs/compatibility/cdd) and, in practice, at most
///   about 480 dp; tablets start at 600 dp (developer.android.com, "Support
///   different screen sizes": the `sw600dp` qualifier). Android sets tablets no
///   upper bound (`Configuration.SCREENLAYOUT_SIZE_XLARGE` is open-ended), so the
///   range reaches 1,280 dp: a tighter guess (1,000 dp) made reab.LITA's 1600 px
///   tablet at most 256 dpi too dense to doubt, and two of its targets false violations;
///   TVs lay out 960 × 540 dp (1080p at xhdpi, 720p at tvdpi).
/// - Phones are naturally portrait: a landscape screen at rotation 0 is a tablet, TV or car screen.
/// - AOSP `frameworks/base/core/res/res/values/dimens.xml`: the status bar is
///   24 dp (`status_bar_height_portrait`, Android 6 on; taller around a display
///   cutout: see `tallStatusBarMaximumDP`) and the three-button navigation bar 48 dp
///   (`navigation_bar_height`, and `navigation_bar_width` on a phone's side).
/// - App bars: AppCompat's `abc_action_bar_default_height_material` is 56 dp
///   (48 dp in phone landscape, 64 dp from `sw600dp`); Material 3's small top
///   app bar is 64 dp (m3.material.io, top app bar specs).
/// - Two standard lengths that agree on one density establish it
///   (`AndroidDensityAgreement`), as a reviewer establishes it; an app bar
///   that disagrees with the system bars widens the range instead
///   (``AndroidDensityDisagreement``).
enum AndroidDensityInference {
    struct Result {
        var dpi: Double
        var range: ClosedRange<Double>
        /// What decided the figure, for the assumption's wording.
        var reasons: [String]
        /// Only a television's shape fits the screen.
        var televisionOnly = false
        /// No device class's shape fits the screen (a 480 × 568 capture): the
        /// dump is a cropped capture or a window, so its size bounds no density.
        var fitsNoDeviceShape = false
    }

    /// `DisplayMetrics.DENSITY_*`, in dots per inch.
    static let standardDensities: [Double] = [
        120, 140, 160, 180, 200, 213, 220, 240, 260, 280, 300, 320, 340, 360, 400, 420, 440, 450, 480, 520, 560, 600, 640,
    ]

    struct DeviceClass {
        var name: String
        var shortSideDP: ClosedRange<Double>
        var typicalShortSideDP: Double
    }

    static let phone = DeviceClass(name: "phone", shortSideDP: 320...480, typicalShortSideDP: 411)
    static let tablet = DeviceClass(name: "tablet", shortSideDP: 600...1280, typicalShortSideDP: 800)
    static let television = DeviceClass(name: "TV", shortSideDP: 540...540, typicalShortSideDP: 540)

    /// A device class the screen could be, with the densities it allows.
    struct Hypothesis {
        var deviceClass: DeviceClass
        var shortSide: Double
        var dpi: ClosedRange<Double>
    }

    static func infer(viewport: Size, rotation: Int?, evidence: AndroidDensityEvidence) -> Result {
        let shortSide: Double = min(viewport.width, viewport.height)
        let isTall: Bool = max(viewport.width, viewport.height) / shortSide >= 1.9
        let fitting: [DeviceClass] = classes(viewport: viewport, rotation: rotation)
        let initial: [Hypothesis] = (fitting.isEmpty ? [phone, tablet] : fitting).map { (deviceClass: DeviceClass) -> Hypothesis in
            let low: Double = shortSide * 160 / deviceClass.shortSideDP.upperBound
            let high: Double = shortSide * 160 / deviceClass.shortSideDP.lowerBound
            return Hypothesis(deviceClass: deviceClass, shortSide: shortSide, dpi: low...high)
        }
        let (hypotheses, rejected, barReasons) = narrowed(initial, by: barConstraints(evidence, isTall: isTall))
        var reasons: [String] = barReasons
        // Tall screens (18:9 and longer) came with display cutouts, whose status bars are taller than 24 dp.
        var scored = evidence
        if isTall { scored.statusBarIsNominal = false }
        let best = mostLikely(hypotheses, evidence: scored)
        let low = hypotheses.map(\.dpi.lowerBound).min() ?? best.dpi
        let high = hypotheses.map(\.dpi.upperBound).max() ?? best.dpi
        var range = min(low, best.dpi)...max(high, best.dpi)
        let emulator = emulatorDensity(rejected, evidence: scored, outside: hypotheses)
        if let emulator, let established = emulator.established {
            return Result(dpi: emulator.dpi, range: established,
                          reasons: describe(emulator.dpi, phone, scored) + [emulator.reason])
        }
        if emulator == nil, let found = agreeingEmulatorDensity(evidence: scored, outside: hypotheses,
                                                                bestScore: matchScore(best.dpi, scored)) {
            return Result(dpi: found.dpi, range: found.established,
                          reasons: describe(found.dpi, tablet, scored) + [found.reason])
        }
        if let established = AndroidDensityAgreement.range(at: best.dpi, evidence: scored), range.overlaps(established) {
            range = range.clamped(to: established)
        } else {
            range = AndroidDensityDisagreement.widened(range, appBars: evidence.appBars, limits: classLimits(hypotheses))
        }
        if let emulator {
            range = min(range.lowerBound, emulator.dpi)...max(range.upperBound, emulator.dpi)
            reasons = reasons.filter { !$0.hasPrefix("the \(emulator.bar) of ") } + [emulator.reason]
        }
        return Result(dpi: best.dpi, range: range, reasons: best.reasons + reasons,
                      televisionOnly: !hypotheses.isEmpty && hypotheses.allSatisfy { $0.deviceClass.name == television.name },
                      fitsNoDeviceShape: fitting.isEmpty)
    }

    /// The hypotheses each bar's length allows, in turn; a bar that would leave none is set aside, with its reason.
    private static func narrowed(
        _ start: [Hypothesis], by bars: [(String, Double, ClosedRange<Double>)]
    ) -> ([Hypothesis], rejected: [(name: String, length: Double)], reasons: [String]) {
        var hypotheses: [Hypothesis] = start
        var reasons: [String] = []
        var rejected: [(name: String, length: Double)] = []
        for (name, length, dp) in bars {
            let allowed: ClosedRange<Double> = (length * 160 / dp.upperBound)...(length * 160 / dp.lowerBound)
            let narrowed: [Hypothesis] = hypotheses.compactMap { $0.narrowed(to: allowed) }
            if !narrowed.isEmpty { hypotheses = narrowed } else {
                rejected.append((name, length))
                reasons.append("the \(name) of \(length.twoDecimals) px fits no screen class and was not used")
            }
        }
        return (hypotheses, rejected, reasons)
    }

    /// The densities emulators run at whatever their screen's size: the
    /// SDK's AVDs and BlueStacks default to mdpi, hdpi or xhdpi (160, 240 and
    /// 320 dpi, `DisplayMetrics.DENSITY_MEDIUM`, `_HIGH`, `_XHIGH`) on screens
    /// of 540 to 1080 px across, so a 36 px status bar and an 84 px bottom
    /// navigation (24 and 56 dp at 240 dpi) on a 1080 px screen, 720 dp
    /// across, fit no phone (at most 480 dp) and still measure the platform's
    /// lengths exactly.
    static let emulatorDensities: [Double] = [160, 240, 320]

    /// An emulator's density that a system bar rejected by every device
    /// class measures exactly (24 dp status bar, 48 dp navigation bar, within
    /// the half dp of rounding): `established` when a second kind of standard
    /// length agrees at it (`AndroidDensityAgreement`), as a reviewer
    /// establishes a density; otherwise it only stays plausible, so that a size
    /// that passes there needs review instead of being a violation.
    static func emulatorDensity(
        _ rejected: [(name: String, length: Double)], evidence: AndroidDensityEvidence, outside hypotheses: [Hypothesis]
    ) -> (dpi: Double, established: ClosedRange<Double>?, bar: String, reason: String)? {
        guard !rejected.isEmpty else { return nil }
        var widening: (dpi: Double, bar: String, reason: String)?
        for dpi in emulatorDensities where !hypotheses.contains(where: { $0.dpi.contains(dpi) }) {
            guard let bar = rejected.first(where: { bar in
                let nominal: Double = bar.name == "status bar" ? 24 : 48
                return abs(bar.length * 160 / dpi - nominal) <= 0.6
            }) else { continue }
            let dp = (bar.length * 160 / dpi).rounded()
            let fits = "the \(bar.length.twoDecimals) px \(bar.name) is \(dp.twoDecimals) dp at \(dpi.twoDecimals) dpi, an emulator's density"
            if let established = AndroidDensityAgreement.range(at: dpi, evidence: evidence) {
                return (dpi, established, bar.name, "\(fits), where a second standard length agrees (the screen's size fits no phone or tablet there)")
            }
            if widening == nil { widening = (dpi, bar.name, "\(fits), which stays plausible (no second standard length confirms it)") }
        }
        return widening.map { ($0.dpi, nil, $0.bar, $0.reason) }
    }

    /// The densities the remaining hypotheses' device classes allow for the
    /// screen's size, before any bar narrowed them.
    static func classLimits(_ hypotheses: [Hypothesis]) -> ClosedRange<Double> {
        let ranges = hypotheses.map { hypothesis in
            (hypothesis.shortSide * 160 / hypothesis.deviceClass.shortSideDP.upperBound)...(hypothesis.shortSide * 160 / hypothesis.deviceClass.shortSideDP.lowerBound)
        }
        guard let first = ranges.first else { return 0...0 }
        return ranges.reduce(first) { min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound) }
    }

    /// The classes the screen's shape allows, most common first; none for a
    /// shape no phone, tablet or TV has.
    static func classes(viewport: Size, rotation: Int?) -> [DeviceClass] {
        let shortSide = min(viewport.width, viewport.height), longSide = max(viewport.width, viewport.height)
        let aspect = longSide / shortSide
        let landscapeAtRest = rotation == 0 && viewport.width > viewport.height
        var found: [DeviceClass] = []
        // A dump without the system bars is shorter than the screen; 1.5 keeps 16:9 phones in.
        if aspect >= 1.5 && !landscapeAtRest { found.append(phone) }
        // Landscape at rest and 16:9 is a TV's shape; tablets are mostly 16:10 or 4:3.
        if landscapeAtRest && abs(aspect - 16.0 / 9.0) < 0.05 { found.append(television) }
        // Tablets are 4:3 to 5:3 (16:10 most often); a 16:9 screen is a phone's or a TV's.
        if aspect <= 1.7 && shortSide >= 600 { found.append(tablet) }
        // No phone is 16:10 with 1,200 px across: such a screen is most likely a tablet.
        if aspect < 1.5 || (aspect < 1.7 && shortSide >= 1200) { found.sort { $0.name == tablet.name && $1.name != tablet.name } }
        return found
    }

    /// The tallest status bar a tall screen's display cutout is known to give,
    /// in dp, with the half dp of rounding. Two real 1080 px phones in the
    /// corpus show 142 px = 54 dp (`pocket-financer-compose.xml`, whose 420 dpi
    /// a 210 px = 80 dp Material 3 navigation bar and 126 px = 48 dp buttons
    /// fix) and 144 px = 55 dp (`futu-graber__window_dump.xml`, 420 dpi from
    /// its 147 px = 56 dp toolbars): AOSP's 48 dp is not a ceiling.
    static let tallStatusBarMaximumDP = 55.6

    /// The system bars' lengths with the dp range each may measure.
    /// Screens shorter than 18:9 predate display cutouts: their status bar
    /// is 24 dp (25 dp before Android 6); taller ones may frame a cutout.
    static func barConstraints(_ evidence: AndroidDensityEvidence, isTall: Bool) -> [(String, Double, ClosedRange<Double>)] {
        var constraints: [(String, Double, ClosedRange<Double>)] = []
        // The platform rounds dp to whole pixels: a little over half a dp either side.
        if let bar = evidence.statusBar, bar > 0 {
            constraints.append(("status bar", bar, isTall ? 23.4...tallStatusBarMaximumDP : 23.4...25.6))
        }
        if let bar = evidence.navigationBar, bar > 0 { constraints.append(("navigation bar", bar, 47.4...48.6)) }
        return constraints
    }

    /// The standard density within the hypotheses that the most bars match,
    /// then the one nearest the class's typical size.
    static func mostLikely(_ hypotheses: [Hypothesis], evidence: AndroidDensityEvidence) -> (dpi: Double, reasons: [String]) {
        var best: (dpi: Double, score: Double, distance: Double, order: Int)?
        for (order, hypothesis) in hypotheses.enumerated() {
            var candidates = standardDensities.filter { hypothesis.dpi.contains($0) }
            if candidates.isEmpty { candidates = [hypothesis.typicalDPI.rounded()] }
            for dpi in candidates {
                let score = matchScore(dpi, evidence)
                let distance = abs((dpi / hypothesis.typicalDPI) - 1)
                if let current = best, (current.score, -Double(current.order), -current.distance) >= (score, -Double(order), -distance) { continue }
                best = (dpi, score, distance, order)
            }
        }
        guard let best else { return (420, ["no screen size to go by"]) }
        return (best.dpi, describe(best.dpi, hypotheses[best.order].deviceClass, evidence))
    }

    /// How many of the standard lengths measure their nominal dp at `dpi`,
    /// within the half dp that rounding to whole pixels explains.
    static func matchScore(_ dpi: Double, _ evidence: AndroidDensityEvidence) -> Double {
        func fits(_ pixels: Double, _ nominal: [Double]) -> Bool {
            let dp = pixels * 160 / dpi
            return nominal.contains { abs(dp - $0) <= 0.6 }
        }
        var score = 0.0
        if let bar = evidence.statusBar, evidence.statusBarIsNominal, fits(bar, [24]) { score += 1 }
        if let bar = evidence.navigationBar ?? evidence.navigationBarGap, fits(bar, evidence.navigationBarNominalDP) { score += 1 }
        for bar in evidence.appBars where fits(bar.height, [48, 56, 64]) { score += bar.strength }
        for bar in evidence.bottomNavigation where fits(bar.height, AndroidDensityEvidence.bottomNavigationDP) { score += bar.strength }
        return score
    }

    static func describe(_ dpi: Double, _ deviceClass: DeviceClass, _ evidence: AndroidDensityEvidence) -> [String] {
        var reasons: [String] = []
        let dp = { (pixels: Double) in (pixels * 160 / dpi).rounded() }
        if let bar = evidence.statusBar { reasons.append("the \(bar.twoDecimals) px status bar is \(dp(bar).twoDecimals) dp") }
        if let bar = evidence.navigationBar { reasons.append("the \(bar.twoDecimals) px navigation bar is \(dp(bar).twoDecimals) dp") }
        if evidence.navigationBar == nil, let gap = evidence.navigationBarGap, evidence.navigationBarNominalDP.contains(dp(gap)) {
            reasons.append("the \(gap.twoDecimals) px navigation bar inset (below the stated height, or behind the framework's navigation bar background) is \(dp(gap).twoDecimals) dp")
        }
        let fitting = evidence.appBars.filter { [48, 56, 64].contains(dp($0.height)) }
        if let bar = fitting.first {
            reasons.append("\(fitting.count == 1 ? "the app bar" : "\(fitting.count) app bars") of \(bar.height.twoDecimals) px \(fitting.count == 1 ? "is" : "are") \(dp(bar.height).twoDecimals) dp")
        }
        if let bar = evidence.bottomNavigation.first(where: { AndroidDensityEvidence.bottomNavigationDP.contains(dp($0.height)) }) {
            reasons.append("the bottom navigation of \(bar.height.twoDecimals) px is \(dp(bar.height).twoDecimals) dp")
        }
        if reasons.isEmpty { reasons.append("a \(deviceClass.name)'s typical size") }
        return reasons
    }
}

extension AndroidDensityInference.Hypothesis {
    var typicalDPI: Double {
        min(max(shortSide * 160 / deviceClass.typicalShortSideDP, dpi.lowerBound), dpi.upperBound)
    }

    func narrowed(to allowed: ClosedRange<Double>) -> Self? {
        guard dpi.overlaps(allowed) else { return nil }
        return Self(deviceClass: deviceClass, shortSide: shortSide, dpi: dpi.clamped(to: allowed))
    }
}
