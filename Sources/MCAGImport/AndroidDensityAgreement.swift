/// Standard lengths of different kinds that agree on one density establish
/// it, as a reviewer establishes a dump's density: "find two independent
/// standard sizes; if they agree on one scale, the density is 160 × scale"
/// (Accuracy.md).
///
/// At the most likely density, every length that measures its nominal dp
/// within the half dp that rounding to whole pixels explains (a 24 dp status
/// bar before cutouts, the 48 dp navigation bar, a 48, 56 or 64 dp app bar, a
/// 56 or 80 dp bottom navigation) allows only the densities at which it still
/// does. When two kinds agree (two toolbars of one app are one design choice,
/// so one kind), or the lengths weigh two or more (a platform class counts 1,
/// a view an app only names `toolbar` 0.5), the density is established and
/// the plausible range narrows to what all of them allow; otherwise the range
/// is left to the screen's size and bars, and size findings it leaves open
/// need review.
enum AndroidDensityAgreement {
    /// How much agreeing evidence establishes a density.
    static let establishingWeight = 2.0

    /// The densities every agreeing length allows; nil when they weigh less
    /// than ``establishingWeight`` or allow nothing in common.
    static func range(at dpi: Double, evidence: AndroidDensityEvidence) -> ClosedRange<Double>? {
        var weight = 0.0
        var kinds: Set<String> = []
        var allowed: ClosedRange<Double>?
        func agree(_ kind: String, _ pixels: Double, _ nominal: [Double], _ strength: Double) {
            let dp: Double = pixels * 160 / dpi
            guard let matched: Double = nominal.first(where: { abs(dp - $0) <= 0.6 }) else { return }
            let low: Double = pixels * 160 / (matched + 0.6)
            let high: Double = pixels * 160 / (matched - 0.6)
            let window: ClosedRange<Double> = low...high
            weight += strength
            kinds.insert(kind)
            allowed = allowed.map { $0.overlaps(window) ? $0.clamped(to: window) : $0 } ?? window
        }
        if let bar = evidence.statusBar, evidence.statusBarIsNominal { agree("status bar", bar, [24.0], 1.0) }
        if let bar = evidence.navigationBar ?? evidence.navigationBarGap { agree("navigation bar", bar, evidence.navigationBarNominalDP, 1.0) }
        for bar in evidence.appBars { agree("app bar", bar.height, [48.0, 56.0, 64.0], bar.strength) }
        for bar in evidence.bottomNavigation {
            agree("bottom navigation", bar.height, AndroidDensityEvidence.bottomNavigationDP, bar.strength)
        }
        return weight >= establishingWeight || kinds.count >= 2 ? allowed : nil
    }
}
