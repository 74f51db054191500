/// The unit in which a screen's frames are given.
public enum LengthUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS points.
    case points = "pt"
    /// Android density-independent pixels (160 dp to the inch).
    case dp
    /// Physical pixels, as Android's uiautomator reports bounds.
    case pixels = "px"
}

/// How many layout units make a millimetre on a screen, and whether that
/// figure was measured or assumed.
///
/// Conversions (25.4 mm to the inch):
/// - Android dp: 160 dp per inch, so mm = dp × 25.4 / 160, whatever the device.
/// - Android pixels: mm = px × 25.4 / dpi (and dp = px × 160 / dpi).
/// - iOS points: one point is `scale` pixels, so mm = pt × scale × 25.4 / ppi.
public struct Density: Sendable, Hashable, Codable {
    /// Layout units per millimetre.
    public var unitsPerMillimetre: Double
    /// Set when nobody measured the density: the figure is a stated
    /// assumption, and reports repeat it.
    public var assumption: String?
    /// For an inferred density: every figure the capture leaves possible, in
    /// units per millimetre (it holds ``unitsPerMillimetre``). A size rule
    /// whose verdict changes within this range reports *needs review*, not
    /// a violation. Nil when the density was measured or nothing is known
    /// beyond the figure.
    package var plausibleUnitsPerMillimetre: ClosedRange<Double>?
    /// True when the density was inferred from a screen only a television's
    /// shape fits (landscape at rest, 16:9). Televisions are driven by a
    /// D-pad and need no touchscreen (Android CDD §2.3.1; developer.android.com,
    /// "TV navigation"), so touch-target sizes there need a person. Nil when
    /// the density was measured or the screen could be a phone or tablet.
    package var presumedTelevision: Bool?

    /// Creates a density of `unitsPerMillimetre` layout units per millimetre; the other parameters are
    /// as the properties of the same names describe, nil when measured or unknown.
    public init(unitsPerMillimetre: Double, assumption: String? = nil,
                plausibleUnitsPerMillimetre: ClosedRange<Double>? = nil, presumedTelevision: Bool? = nil) {
        self.unitsPerMillimetre = unitsPerMillimetre
        self.assumption = assumption
        self.plausibleUnitsPerMillimetre = plausibleUnitsPerMillimetre
        self.presumedTelevision = presumedTelevision
    }

    /// True when the density is a stated assumption rather than measured (``assumption`` is set).
    public var isAssumed: Bool { assumption != nil }

    /// Android dp, exact by definition.
    public static let androidDP = Density(unitsPerMillimetre: 160 / 25.4)

    /// Android physical pixels at a given dots-per-inch.
    public static func androidPixels(dpi: Double, assumption: String? = nil) -> Density {
        Density(unitsPerMillimetre: dpi / 25.4, assumption: assumption)
    }

    /// iOS points on a display of `ppi` pixels per inch at `scale` pixels per point.
    public static func iosPoints(ppi: Double, scale: Double, assumption: String? = nil) -> Density {
        Density(unitsPerMillimetre: ppi / scale / 25.4, assumption: assumption)
    }

    /// Converts a length in layout units to millimetres.
    public func millimetres(_ units: Double) -> Double { units / unitsPerMillimetre }

    /// Converts millimetres to layout units.
    public func units(millimetres: Double) -> Double { millimetres * unitsPerMillimetre }

    /// The largest a length can measure in millimetres at any plausible
    /// density: at the fewest units per millimetre.
    package func largestMillimetres(_ units: Double) -> Double {
        units / (plausibleUnitsPerMillimetre?.lowerBound ?? unitsPerMillimetre)
    }
}

extension Density {
    private enum CodingKeys: String, CodingKey {
        case unitsPerMillimetre, assumption, plausibleUnitsPerMillimetre, presumedTelevision
    }

    /// The plausible range is written `{"lower": …, "upper": …}` rather than
    /// the standard library's two-number array, so the JSON says which is which.
    private struct Bounds: Codable {
        var lower: Double
        var upper: Double
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        unitsPerMillimetre = try container.decode(Double.self, forKey: .unitsPerMillimetre)
        assumption = try container.decodeIfPresent(String.self, forKey: .assumption)
        presumedTelevision = try container.decodeIfPresent(Bool.self, forKey: .presumedTelevision)
        guard let bounds = try container.decodeIfPresent(Bounds.self, forKey: .plausibleUnitsPerMillimetre) else { return }
        guard bounds.lower > 0, bounds.lower <= unitsPerMillimetre, unitsPerMillimetre <= bounds.upper else {
            throw DecodingError.dataCorruptedError(forKey: .plausibleUnitsPerMillimetre, in: container, debugDescription:
                "expected positive \"lower\" and \"upper\" with lower ≤ unitsPerMillimetre (\(unitsPerMillimetre)) ≤ upper")
        }
        plausibleUnitsPerMillimetre = bounds.lower...bounds.upper
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(unitsPerMillimetre, forKey: .unitsPerMillimetre)
        try container.encodeIfPresent(assumption, forKey: .assumption)
        let bounds = plausibleUnitsPerMillimetre.map { Bounds(lower: $0.lowerBound, upper: $0.upperBound) }
        try container.encodeIfPresent(bounds, forKey: .plausibleUnitsPerMillimetre)
        try container.encodeIfPresent(presumedTelevision, forKey: .presumedTelevision)
    }
}
