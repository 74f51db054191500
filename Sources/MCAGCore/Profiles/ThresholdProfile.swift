/// The numbers a threshold check compares against: touch target size and
/// contrast ratios, with where each standard draws the line for large text.
///
/// The audit hands one profile to every check through ``ScreenContext/profile``;
/// checks never hold these numbers as constants. MCAG's is the default, and
/// ``builtIn`` lists the others a team may pick with `--profile NAME`, the
/// configuration file's `"profile"` key or ``AuditOptions/profile``. A house
/// may define its own (see Documentation/Profiles.md).
public struct ThresholdProfile: Sendable, Hashable, Codable {
    /// The name reports print and findings record: `mcag`, `wcag22`, `apple-hig`, `material`.
    public var name: String
    /// Where the numbers come from, for the report header.
    public var source: String
    /// The smallest side an interactive element must measure.
    public var touchTarget: TargetSize
    /// The contrast ratio text that is not large needs.
    public var textContrast: Double
    /// The contrast ratio large text (by size or by weight) needs.
    public var largeTextContrast: Double
    /// Text at or above this size, in points (iOS) or sp (Android), is large.
    public var largeTextSize: Double
    /// Bold text at or above this size is large; 0 when any bold text is.
    public var largeBoldTextSize: Double
    /// The weight from which text counts as bold (CSS scale, 700 = bold).
    public var boldWeight: Int
    /// The contrast ratio user-interface components and meaningful graphics need.
    public var nonTextContrast: Double

    /// A profile named `name`, citing `source`; the contrast ratios and the
    /// bold weight not given keep WCAG 2.2's values (4.5:1, 3:1, weight 700).
    public init(
        name: String, source: String, touchTarget: TargetSize, textContrast: Double = 4.5,
        largeTextContrast: Double = 3, largeTextSize: Double, largeBoldTextSize: Double, boldWeight: Int = 700,
        nonTextContrast: Double = 3
    ) {
        self.name = name
        self.source = source
        self.touchTarget = touchTarget
        self.textContrast = textContrast
        self.largeTextContrast = largeTextContrast
        self.largeTextSize = largeTextSize
        self.largeBoldTextSize = largeBoldTextSize
        self.boldWeight = boldWeight
        self.nonTextContrast = nonTextContrast
    }

    /// One line for report headers: `mcag (touch targets 7 × 7 mm; text 4.5:1, large text 3:1 from 18 pt or bold)`.
    public var summary: String {
        let bold = largeBoldTextSize > 0 ? "\(Self.number(largeBoldTextSize)) pt bold" : "bold"
        return "\(name) (touch targets \(touchTarget); text \(Self.number(textContrast)):1, large text "
            + "\(Self.number(largeTextContrast)):1 from \(Self.number(largeTextSize)) pt or \(bold); "
            + "non-text \(Self.number(nonTextContrast)):1)"
    }

    /// A threshold as reports print it: `7`, `4.5`, `18.67`.
    package static func summaryNumber(_ value: Double) -> String { number(value) }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// A minimum touch target side, in millimetres or in platform units.
public struct TargetSize: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How the side is measured.
    public enum Unit: String, Sendable, Hashable, Codable {
        /// Physical millimetres on the screen, through its density (MCAG).
        case millimetres = "mm"
        /// iOS points or Android dp, both 1/160 inch nominally: a screen in
        /// pt or dp is compared as is, one in pixels is converted to dp
        /// through its density (dp = px × 160 / dpi).
        case platformUnits = "pt/dp"
    }

    /// The shortest side a touch target may have, in ``unit``.
    public var side: Double
    /// How ``side`` is measured.
    public var unit: Unit

    /// A minimum side of `side` in `unit`: `TargetSize(9, .millimetres)`.
    public init(_ side: Double, _ unit: Unit) {
        self.side = side
        self.unit = unit
    }

    public var description: String {
        let side = ThresholdProfile.number(side)
        return "\(side) × \(side) \(unit.rawValue)"
    }
}
