/// An app bar that disagrees with the system bars leaves the density open.
///
/// The status bar and navigation bar narrow the plausible densities to the
/// ones at which they measure their nominal dp. An app bar is a second,
/// independent standard length: AppCompat's action bar is 56 dp, 48 dp in
/// phone landscape and 64 dp from `sw600dp` (`abc_action_bar_default_height_material`),
/// Material 3's small top app bar 64 dp. When the app bar measures none of
/// these anywhere in that range, the two kinds of evidence disagree, and a
/// reviewer then writes the density as unknown (Accuracy.md, "Reviewing a
/// screen": "If they do not, write unknown"). The dump does not say which
/// standard height the app bar was given, so every density of the screen's
/// device class at which it measures one of them stays plausible, and a size
/// that passes at one of them needs review rather than being a violation.
enum AndroidDensityDisagreement {
    /// `range` widened to every density within `limits` at which an app bar
    /// that fits no standard height inside `range` would fit one.
    static func widened(
        _ range: ClosedRange<Double>, appBars: [(height: Double, strength: Double)], limits: ClosedRange<Double>
    ) -> ClosedRange<Double> {
        var low = range.lowerBound, high = range.upperBound
        for bar in appBars where bar.height > 0 && !fitsSomewhere(bar.height, in: range) {
            for nominal in standardAppBarDP {
                let dpi = bar.height * 160 / nominal
                guard limits.contains(dpi) else { continue }
                low = min(low, dpi)
                high = max(high, dpi)
            }
        }
        return low...high
    }

    /// Standard app bar heights in dp (sources in the type's documentation).
    static let standardAppBarDP: [Double] = [48, 56, 64]

    /// Whether `pixels` measures a standard app bar height, within the half dp
    /// that rounding to whole pixels explains, at some density of `range`.
    static func fitsSomewhere(_ pixels: Double, in range: ClosedRange<Double>) -> Bool {
        standardAppBarDP.contains { nominal in
            let window = (pixels * 160 / (nominal + 0.6))...(pixels * 160 / (nominal - 0.6))
            return window.overlaps(range)
        }
    }
}
