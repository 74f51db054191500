import MCAGRules

/// The fixed sizes of a screen-reader view, in CSS pixels, and the scale that
/// turns them into the screen's own units (points, dp or pixels).
///
/// Outlines and numbers sit on the screen's coordinates, so the view keeps
/// those units; text and strokes are sized in CSS pixels and multiplied by
/// ``unit`` so that a 1080-pixel Android capture and a 390-point iPhone
/// capture read at the same size when shown at their natural width.
struct ScreenReaderViewMetrics: Sendable {
    /// Screen units per CSS pixel.
    var unit: Double

    static let gap = 16.0
    static let legendWidth = 440.0
    static let padding = 12.0
    static let badgeColumn = 34.0
    static let fontSize = 13.0
    static let lineHeight = 17.0
    static let smallFontSize = 11.0
    static let smallLineHeight = 15.0
    static let headingFontSize = 15.0
    static let headingLineHeight = 20.0
    static let rowGap = 7.0
    static let badgeHeight = 18.0
    static let badgeDigitWidth = 7.5
    static let badgePadding = 10.0
    static let badgeFontSize = 12.0
    static let stroke = 2.0
    static let violationStroke = 3.0
    /// The width a character of the sans-serif legend takes, as a share of
    /// the font size: generous for Latin text (averages are nearer 0.5), so
    /// that wrapped lines stay inside the legend.
    static let characterWidth = 0.6

    /// The scale for `screen`: iOS points and Android dp are close to CSS
    /// pixels; Android pixels are divided by the density in dp (160 to the
    /// inch), or, when the density is unknown, fitted to a 400-pixel width.
    init(screen: Screen, pictureWidth: Double) {
        var unit = 1.0
        if screen.unit == .pixels {
            if let density = screen.density, density.unitsPerMillimetre > 0 {
                unit = density.unitsPerMillimetre * 25.4 / 160
            } else if pictureWidth > 0 {
                unit = pictureWidth / 400
            }
        }
        // A malformed density must not make text vanish or swallow the picture.
        self.unit = unit.isFinite ? min(max(unit, 0.25), 20) : 1
    }

    /// `cssPixels` in the screen's units.
    func scaled(_ cssPixels: Double) -> Double { cssPixels * unit }

    /// The width of the numbered badge for `position`.
    func badgeWidth(_ position: Int) -> Double {
        scaled(Self.badgePadding + Self.badgeDigitWidth * Double(String(position).count))
    }

    /// How many characters of `fontSize` fit on a legend line.
    static func charactersPerLine(fontSize: Double) -> Int {
        max(10, Int((legendWidth - badgeColumn - padding) / (characterWidth * fontSize)))
    }
}
