public import MCAGCore

/// Default density figures for dumps that do not state the display's density.
public enum DensityAssumption {
    /// iPhones measure 153 to 163 points per inch (326 ppi at @2x, 458–460 ppi
    /// at @3x); 160 sits in that range and matches Android's dp.
    public static let iosPointsPerInch: Double = 160

    /// The width in dp assumed for an Android screen's shorter side when no
    /// dpi is given: 411 dp is the Pixel phones' width and the most common
    /// Android phone width class (360–412 dp).
    public static let androidShortSideDP: Double = 411

    /// The dpi assumed when neither the dpi nor the screen size is known (a
    /// common xxhdpi phone figure).
    public static let androidFallbackDPI: Double = 420

    /// The densities a caller may state (`--dpi`, `--ppi`), per inch: 2.54 to
    /// 25,400, the range of ``Density/unitsPerMillimetre`` a JSON snapshot
    /// may give (0.1 to 1,000 per millimetre). Real displays sit far inside it.
    public static let perInchRange: ClosedRange<Double> = 2.54...25_400

    /// The dpi range within which a density inferred from the viewport is
    /// believed: Android's density buckets run from ldpi (120) to xxxhdpi
    /// (640) (developer.android.com/training/multiscreen/screendensities).
    /// Outside it the extent is not a phone's (a 1 px viewport infers 0 dpi).
    static let inferableDPI: ClosedRange<Double> = 100...800

    /// The iOS density: measured when `pointsPerInch` is given, else the stated assumption.
    public static func ios(pointsPerInch: Double?) -> Density {
        if let pointsPerInch { return Density(unitsPerMillimetre: pointsPerInch / 25.4) }
        return Density(unitsPerMillimetre: iosPointsPerInch / 25.4, assumption:
            "assumed \(iosPointsPerInch.twoDecimals) pt per inch (iPhones measure 153–163); "
            + "the XCUITest dump does not state the display; pass the real figure (--ppi) for exact sizes")
    }

    /// The Android pixel density: from `dpi` when given, else inferred from the
    /// screen's shorter side, else the fallback figure, always saying which.
    public static func android(dpi: Double?, viewport: Size?) -> Density {
        if let dpi { return Density.androidPixels(dpi: dpi) }
        // A dump's extent can be anything; no real screen is 100,000 px across.
        if let viewport, min(viewport.width, viewport.height) > 0, min(viewport.width, viewport.height) <= 100_000,
           inferableDPI.contains((min(viewport.width, viewport.height) * 160 / androidShortSideDP).rounded()) {
            let shortSide = min(viewport.width, viewport.height)
            let inferred = (shortSide * 160 / androidShortSideDP).rounded()
            return Density.androidPixels(dpi: inferred, assumption:
                "assumed \(inferred.twoDecimals) dpi (the \(shortSide.twoDecimals) px short side taken as "
                + "\(androidShortSideDP.twoDecimals) dp); the dump does not state the density; pass --dpi for exact sizes")
        }
        let why = viewport == nil ? "the dump states neither density nor screen size"
            : "the dump states no density and its extent is not a phone screen's"
        return Density.androidPixels(dpi: androidFallbackDPI, assumption:
            "assumed \(androidFallbackDPI.twoDecimals) dpi; \(why); pass --dpi")
    }
}
