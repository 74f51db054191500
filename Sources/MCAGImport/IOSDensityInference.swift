import MCAGCore

/// Infers how many points make an inch on the iOS device a dump was taken
/// on, from the screen's size in points, when nobody states it.
///
/// Points per inch = the display's pixels per inch × the pixels one point
/// covers. Screen sizes in points are Apple's (Human Interface Guidelines,
/// "Layout", device screen sizes); pixel densities are from Apple's tech
/// specs (support.apple.com/specs). A size several models share gives the
/// range of their figures.
enum IOSDensityInference {
    struct Display {
        var shortSide: Double
        var longSide: Double
        var pointsPerInch: ClosedRange<Double>
        /// The most common of the models at this size.
        var mostLikely: Double
        var models: String
    }

    static let displays: [Display] = [
        Display(shortSide: 320, longSide: 480, pointsPerInch: 163...163, mostLikely: 163, models: "iPhone 4s (326 ppi, @2x)"),
        Display(shortSide: 320, longSide: 568, pointsPerInch: 163...163, mostLikely: 163, models: "iPhone 5, 5s, SE (326 ppi, @2x)"),
        Display(shortSide: 375, longSide: 667, pointsPerInch: 163...163, mostLikely: 163,
                models: "iPhone 6 to 8, SE 2nd and 3rd generation (326 ppi, @2x)"),
        Display(shortSide: 414, longSide: 736, pointsPerInch: 153.7...153.7, mostLikely: 153.7,
                models: "iPhone 6 Plus to 8 Plus (401 ppi, 1080 px for 414 pt)"),
        Display(shortSide: 375, longSide: 812, pointsPerInch: 152.7...165.3, mostLikely: 152.7,
                models: "iPhone X, XS, 11 Pro (458 ppi, @3x) or 12 and 13 mini (476 ppi, 1080 px for 375 pt)"),
        Display(shortSide: 414, longSide: 896, pointsPerInch: 152.7...163, mostLikely: 163,
                models: "iPhone XR, 11 (326 ppi, @2x) or XS Max, 11 Pro Max (458 ppi, @3x)"),
        Display(shortSide: 390, longSide: 844, pointsPerInch: 153.3...153.3, mostLikely: 153.3,
                models: "iPhone 12 to 14 (460 ppi, @3x)"),
        Display(shortSide: 428, longSide: 926, pointsPerInch: 152.7...152.7, mostLikely: 152.7,
                models: "iPhone 12 and 13 Pro Max, 14 Plus (458 ppi, @3x)"),
        Display(shortSide: 393, longSide: 852, pointsPerInch: 153.3...153.3, mostLikely: 153.3,
                models: "iPhone 14 Pro to 16 (460 ppi, @3x)"),
        Display(shortSide: 430, longSide: 932, pointsPerInch: 153.3...153.3, mostLikely: 153.3,
                models: "iPhone 14 Pro Max to 16 Plus (460 ppi, @3x)"),
        Display(shortSide: 402, longSide: 874, pointsPerInch: 153.3...153.3, mostLikely: 153.3, models: "iPhone 16 Pro (460 ppi, @3x)"),
        Display(shortSide: 440, longSide: 956, pointsPerInch: 153.3...153.3, mostLikely: 153.3, models: "iPhone 16 Pro Max (460 ppi, @3x)"),
    ]

    /// iPhones measure 152.7 (458 ppi at @3x) to 165.3 points per inch (the minis).
    static let phoneRange: ClosedRange<Double> = 152.7...165.3
    /// iPads measure 132 (264 ppi at @2x) to 163 (the minis, 326 ppi at @2x).
    static let tabletRange: ClosedRange<Double> = 132...163

    /// The figure, its range and which devices it rests on.
    static func infer(viewport: Size?) -> (pointsPerInch: Double, range: ClosedRange<Double>, basis: String) {
        guard let viewport, viewport.width > 0, viewport.height > 0 else {
            return (DensityAssumption.iosPointsPerInch, phoneRange, "an iPhone of unknown size")
        }
        let shortSide = min(viewport.width, viewport.height), longSide = max(viewport.width, viewport.height)
        if let display = displays.first(where: { $0.shortSide == shortSide && $0.longSide == longSide }) {
            return (display.mostLikely, display.pointsPerInch,
                    "a \(shortSide.twoDecimals) × \(longSide.twoDecimals) pt screen: \(display.models)")
        }
        if shortSide >= 700 {
            return (132, tabletRange, "a \(shortSide.twoDecimals) × \(longSide.twoDecimals) pt screen: an iPad (132 to 163 pt per inch)")
        }
        return (DensityAssumption.iosPointsPerInch, phoneRange,
                "a \(shortSide.twoDecimals) × \(longSide.twoDecimals) pt screen of no listed iPhone (152.7 to 165.3 pt per inch)")
    }
}
