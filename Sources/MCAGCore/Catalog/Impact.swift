/// How badly a failed requirement hurts the people who meet it.
///
/// MCAG rates every test with one of four levels, or with a range such as
/// Minor → Serious when the harm depends on the measurement (how low a
/// contrast is, how small a touch target is).
public enum Impact: Int, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The least severe level.
    case minor = 1
    /// The second level, above minor.
    case moderate = 2
    /// The third level, above moderate.
    case serious = 3
    /// The most severe level.
    case critical = 4

    /// The lower-case name used in JSON, configuration files and the CLI.
    public var name: String {
        switch self {
        case .minor: "minor"
        case .moderate: "moderate"
        case .serious: "serious"
        case .critical: "critical"
        }
    }

    /// The capitalised name MCAG prints.
    public var title: String { name.prefix(1).uppercased() + name.dropFirst() }

    public var description: String { title }

    /// Parses a level by name, ignoring case.
    public init?(name: String) {
        guard let match = Impact.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
        self = match
    }

    /// Whether this level is at least as severe as `other`.
    public func isAtLeast(_ other: Impact) -> Bool { rawValue >= other.rawValue }

    // Deliberately not `Comparable`: `...` below must build an `ImpactRange`
    // that can be validated, not a `ClosedRange` that traps on `.serious ... .minor`.

    /// The range of levels from `lower` to `upper`, as MCAG prints "Minor - Serious".
    public static func ... (lower: Impact, upper: Impact) -> ImpactRange {
        ImpactRange(lower: lower, upper: upper)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let level = Impact(name: text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath,
                      debugDescription: "unknown impact '\(text)'; expected minor, moderate, serious or critical"))
        }
        self = level
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

/// A span of impact levels, from `lower` to `upper` inclusive.
///
/// A range whose lower bound is above its upper bound is *empty*; the catalog
/// refuses it when it is built (``CatalogError/emptyImpactRange(requirement:range:at:)``).
public struct ImpactRange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The least severe level in the range.
    public var lower: Impact
    /// The most severe level in the range.
    public var upper: Impact

    /// Creates the range from `lower` to `upper` inclusive; a `lower` above `upper` makes it empty.
    public init(lower: Impact, upper: Impact) {
        self.lower = lower
        self.upper = upper
    }

    /// A range of one level.
    public init(_ level: Impact) { self.init(lower: level, upper: level) }

    /// True when the lower bound is above the upper bound, a range the catalog refuses.
    public var isEmpty: Bool { lower.rawValue > upper.rawValue }
    /// True when the range holds exactly one level.
    public var isSingleLevel: Bool { lower == upper }

    /// Whether `level` lies within the range, bounds included.
    public func contains(_ level: Impact) -> Bool {
        level.rawValue >= lower.rawValue && level.rawValue <= upper.rawValue
    }

    /// The level inside the range at `fraction` of the way from `lower` (0) to `upper` (1).
    public func level(at fraction: Double) -> Impact {
        let span = Double(upper.rawValue - lower.rawValue)
        // A severity computed from dump figures can be NaN, which min and max pass through
        // and Int(_:) traps on: it counts as the range's lower level.
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let raw = lower.rawValue + Int((clamped * span).rounded())
        return Impact(rawValue: raw) ?? upper
    }

    /// Clamps `level` into the range.
    public func clamp(_ level: Impact) -> Impact {
        Impact(rawValue: min(max(level.rawValue, lower.rawValue), upper.rawValue)) ?? upper
    }

    public var description: String { isSingleLevel ? lower.title : "\(lower.title) - \(upper.title)" }

    enum CodingKeys: String, CodingKey { case lower = "min", upper = "max" }
}
