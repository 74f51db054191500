package import MCAGCore

/// The density of a dump that does not state its display's density: a most
/// likely figure inferred from what the dump shows, and the range of figures
/// it leaves possible (``Density/plausibleUnitsPerMillimetre``), so that size
/// rules report *needs review* where the verdict hangs on the guess.
package enum DensityAssumption {
    /// iPhones measure 153 to 163 points per inch (326 ppi at @2x, 458–460 ppi
    /// at @3x); 160 sits in that range and matches Android's dp. Used for a
    /// screen whose size matches no listed device.
    package static let iosPointsPerInch: Double = 160

    /// The dpi assumed when neither the dpi nor the screen size is known (a
    /// common xxhdpi phone figure).
    package static let androidFallbackDPI: Double = 420

    /// The densities a caller may state (`--dpi`, `--ppi`), per inch: 2.54 to
    /// 25,400, the range of ``Density/unitsPerMillimetre`` a JSON snapshot
    /// may give (0.1 to 1,000 per millimetre). Real displays sit far inside it.
    package static let perInchRange: ClosedRange<Double> = 2.54...25_400

    /// The iOS density: measured when `pointsPerInch` is given, else
    /// inferred from the screen's size in points. `capture` names the input
    /// in the assumption ("the XCUITest dump", "the Maestro hierarchy").
    package static func ios(pointsPerInch: Double?, viewport: Size? = nil, capture: String = "the XCUITest dump") -> Density {
        if let pointsPerInch { return Density(unitsPerMillimetre: pointsPerInch / 25.4) }
        let inferred = IOSDensityInference.infer(viewport: viewport)
        let range = inferred.range
        return Density(
            unitsPerMillimetre: inferred.pointsPerInch / 25.4,
            assumption: "assumed \(inferred.pointsPerInch.twoDecimals) pt per inch (plausible "
                + "\(range.lowerBound.twoDecimals)–\(range.upperBound.twoDecimals)) for \(inferred.basis); "
                + "\(capture) does not state the display; pass the real figure (--ppi) for exact sizes",
            plausibleUnitsPerMillimetre: (range.lowerBound / 25.4)...(range.upperBound / 25.4))
    }

    /// The Android pixel density: from `dpi` when given, else inferred from
    /// the screen's size and shape and the bars the dump shows, always saying how.
    package static func android(dpi: Double?, viewport: Size?) -> Density {
        android(dpi: dpi, viewport: viewport, rotation: nil, evidence: AndroidDensityEvidence())
    }

    static func android(dpi: Double?, viewport: Size?, rotation: Int?, evidence: AndroidDensityEvidence) -> Density {
        if let dpi { return Density.androidPixels(dpi: dpi) }
        let standard = AndroidDensityInference.standardDensities
        let everyFigure = ((standard.first ?? 120) / 25.4)...((standard.last ?? 640) / 25.4)
        guard let viewport else { return fallback("the dump states neither density nor screen size", everyFigure) }
        // A dump's extent can be anything: no real screen is 100,000 px across, and
        // a short side under 200 px (a 1 px viewport) would infer a density near 0.
        guard min(viewport.width, viewport.height) >= 200, max(viewport.width, viewport.height) <= 100_000 else {
            return fallback("the dump states no density and its extent is not a phone screen's", everyFigure)
        }
        let inferred = AndroidDensityInference.infer(viewport: viewport, rotation: rotation, evidence: evidence)
        guard inferableDPI.contains(inferred.dpi) else {
            return fallback("the dump states no density and its extent is not a phone screen's", everyFigure)
        }
        if inferred.fitsNoDeviceShape { return unbounded(inferred, viewport: viewport) }
        let range = inferred.range
        let plausible = range.lowerBound.rounded() == range.upperBound.rounded()
            ? "" : " (plausible \(range.lowerBound.rounded().twoDecimals)–\(range.upperBound.rounded().twoDecimals) dpi)"
        return Density(
            unitsPerMillimetre: inferred.dpi / 25.4,
            assumption: "assumed \(inferred.dpi.twoDecimals) dpi\(plausible): \(inferred.reasons.joined(separator: "; ")); "
                + "the dump does not state the density; pass --dpi for exact sizes",
            plausibleUnitsPerMillimetre: (range.lowerBound / 25.4)...(range.upperBound / 25.4),
            presumedTelevision: inferred.televisionOnly ? true : nil)
    }

    /// The dpi range within which a density inferred from the viewport is
    /// believed: Android's density buckets run from ldpi (120) to xxxhdpi
    /// (640) (developer.android.com/training/multiscreen/screendensities).
    static let inferableDPI: ClosedRange<Double> = 100...800

    /// A screen whose shape no phone, tablet or TV has (a 480 × 568 capture):
    /// a cropped capture or an app's window, whose size says nothing about the
    /// display, so every density a caller may state stays plausible and size
    /// findings that depend on it need review.
    private static func unbounded(_ inferred: AndroidDensityInference.Result, viewport: Size) -> Density {
        let shape = "\(viewport.width.twoDecimals) × \(viewport.height.twoDecimals) px"
        return Density(
            unitsPerMillimetre: inferred.dpi / 25.4,
            assumption: "assumed \(inferred.dpi.twoDecimals) dpi, but the \(shape) capture has the shape of no phone, tablet or TV "
                + "(a cropped capture or a window), so its size bounds no density; pass --dpi for exact sizes",
            plausibleUnitsPerMillimetre: (perInchRange.lowerBound / 25.4)...(perInchRange.upperBound / 25.4))
    }

    /// The fallback figure, with the reason no better one could be inferred.
    private static func fallback(_ why: String, _ plausible: ClosedRange<Double>) -> Density {
        Density(unitsPerMillimetre: androidFallbackDPI / 25.4,
                assumption: "assumed \(androidFallbackDPI.twoDecimals) dpi; \(why); pass --dpi",
                plausibleUnitsPerMillimetre: plausible)
    }
}
