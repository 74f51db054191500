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
        if let viewport, min(viewport.width, viewport.height) > 0, min(viewport.width, viewport.height) <= 100_000 {
            let shortSide = min(viewport.width, viewport.height)
            let inferred = (shortSide * 160 / androidShortSideDP).rounded()
            return Density.androidPixels(dpi: inferred, assumption:
                "assumed \(inferred.twoDecimals) dpi (the \(shortSide.twoDecimals) px short side taken as "
                + "\(androidShortSideDP.twoDecimals) dp); the dump does not state the density; pass --dpi for exact sizes")
        }
        return Density.androidPixels(dpi: androidFallbackDPI, assumption:
            "assumed \(androidFallbackDPI.twoDecimals) dpi; the dump states neither density nor screen size; pass --dpi")
    }
}
