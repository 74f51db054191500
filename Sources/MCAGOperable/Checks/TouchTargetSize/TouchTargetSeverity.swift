package import MCAGCore

/// The impact of a touch target below MCAG's 7 × 7 mm (2.1.1).
///
/// MCAG asks for a formula that grows with how small a target is and may
/// weigh its spacing. This one bands the shortfall of the smallest side,
/// `(7 − side) / 7`, into the requirement's Minor … Serious range:
///
/// | smallest side | shortfall | impact |
/// | --- | --- | --- |
/// | 5 mm to under 7 mm | up to 2/7 | Minor |
/// | 3 mm to under 5 mm | over 2/7 to 4/7 | Moderate |
/// | under 3 mm | over 4/7 | Serious |
///
/// A target with no other interactive element within 7 mm is one band
/// lower (never below Minor): a stray tap near it hits nothing else.
package enum TouchTargetSeverity {
    /// MCAG's minimum side, in millimetres.
    package static let minimumSide = 7.0
    /// Sides are compared at this precision, in millimetres. Densities are
    /// nominal (iPhones range from 153 to 163 pt per inch), so a 44 pt
    /// control measuring 6.985 mm at 160 pt per inch is not a shortfall.
    package static let precision = 0.1
    /// Sides from this size up to the minimum are a Minor shortfall.
    package static let minorFrom = 5.0
    /// Sides from this size up to ``minorFrom`` are a Moderate shortfall.
    package static let moderateFrom = 3.0

    /// Whether a side of `side` millimetres meets the minimum once rounded to ``precision``.
    package static func meetsMinimum(_ side: Double) -> Bool {
        side >= minimumSide - precision / 2
    }

    /// The impact of a target whose smaller side measures `smallestSide`
    /// millimetres; nil when it meets the minimum.
    package static func impact(smallestSide: Double, isIsolated: Bool) -> Impact? {
        guard !meetsMinimum(smallestSide) else { return nil }
        return impact(fraction: smallestSide / minimumSide, isIsolated: isIsolated)
    }

    /// The impact of a side that is `fraction` of the minimum of whatever
    /// profile (5/7 and 3/7 are the band edges, MCAG's 5 and 3 mm), for a
    /// side that falls short of it.
    package static func impact(fraction: Double, isIsolated: Bool) -> Impact {
        let band: Impact = fraction >= minorFrom / minimumSide ? .minor
            : fraction >= moderateFrom / minimumSide ? .moderate : .serious
        guard isIsolated else { return band }
        return Impact(rawValue: max(band.rawValue - 1, Impact.minor.rawValue)) ?? .minor
    }
}
