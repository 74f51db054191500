package import MCAGCore

/// Measures a screen's lengths in the unit of a profile's minimum target side.
///
/// - Millimetres (MCAG) go through the screen's density.
/// - pt/dp profiles (WCAG2ICT, Apple HIG, Material) compare a screen laid out
///   in pt or dp as is; a screen in pixels is converted to dp through its
///   density, dp = px × 160 / dpi (Android's definition, 160 dp to the inch).
///   An iOS point is compared as the point the screen reports, whatever the
///   display's pixels per inch, as Apple's 44 pt is meant.
package struct TargetRuler: Sendable {
    /// The profile's minimum side, in ``unitLabel``.
    package let minimum: Double
    /// `mm`, `pt` or `dp`.
    package let unitLabel: String
    /// The minimum side in the screen's own layout units.
    package let minimumInScreenUnits: Double
    let toRulerUnits: Double
    /// Ruler units per screen unit at the most generous plausible density; nil when none is inferred.
    let toRulerUnitsAtLargest: Double?

    /// A ruler for `target` on a screen laid out in `unit` at `density`;
    /// nil when the conversion needs a density the screen does not have.
    package init?(_ target: TargetSize, unit: LengthUnit, density: Density?) {
        minimum = target.side
        switch (target.unit, unit) {
        case (.platformUnits, .points), (.platformUnits, .dp):
            unitLabel = unit.rawValue
            toRulerUnits = 1
            toRulerUnitsAtLargest = nil
        case (.platformUnits, .pixels):
            guard let density else { return nil }
            unitLabel = LengthUnit.dp.rawValue
            toRulerUnits = Self.dpPerMillimetre / density.unitsPerMillimetre
            toRulerUnitsAtLargest = density.plausibleUnitsPerMillimetre.map { Self.dpPerMillimetre / $0.lowerBound }
        case (.millimetres, _):
            guard let density else { return nil }
            unitLabel = "mm"
            toRulerUnits = 1 / density.unitsPerMillimetre
            toRulerUnitsAtLargest = density.plausibleUnitsPerMillimetre.map { 1 / $0.lowerBound }
        }
        minimumInScreenUnits = target.side / toRulerUnits
    }

    /// 160 dp to the inch, 25.4 mm to the inch.
    static let dpPerMillimetre = 160 / 25.4

    /// A length of the screen, in ruler units.
    package func measure(_ screenUnits: Double) -> Double { screenUnits * toRulerUnits }

    /// The largest the length can measure at any density the capture leaves possible; nil without such a range.
    package func largestMeasure(_ screenUnits: Double) -> Double? { toRulerUnitsAtLargest.map { screenUnits * $0 } }

    /// Whether a side meets the minimum once rounded to a tenth of a ruler
    /// unit: densities are nominal (a 44 pt control measures 6.985 mm at
    /// 160 pt per inch), so the last hundredth is noise.
    package func meetsMinimum(_ side: Double) -> Bool { side >= minimum - 0.05 }
}
