/// A house decision to rate one requirement's violations higher or lower
/// than MCAG does, with the reason reports show.
///
/// ```swift
/// ImpactOverride("MCAG:touch-target-size#1", to: .serious ... .critical,
///                reason: "Our users are mostly older adults")
/// ```
public struct ImpactOverride: Sendable, Hashable, Codable {
    /// The requirement ID, such as `MCAG:touch-target-size#1`.
    public var requirement: String
    /// The range that replaces the requirement's own.
    public var impact: ImpactRange
    /// Why the house rates the requirement differently; reports show it.
    public var reason: String
    /// Where the override was declared, for error messages.
    package var location: DeclarationSite

    /// Rates `requirement`'s violations in `impact` instead of MCAG's range.
    public init(
        _ requirement: String, to impact: ImpactRange, reason: String,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.requirement = requirement
        self.impact = impact
        self.reason = reason
        self.location = DeclarationSite(fileID: fileID, line: line)
    }

    /// Rates `requirement`'s violations at the single level `impact`.
    public init(
        _ requirement: String, to impact: Impact, reason: String, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(requirement, to: ImpactRange(impact), reason: reason, fileID: fileID, line: line)
    }

    enum CodingKeys: String, CodingKey { case requirement, impact, reason }

    /// Reads `"impact": "serious"` or `"impact": {"min": "serious", "max": "critical"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        requirement = try container.decode(String.self, forKey: .requirement)
        if (try? container.decode(String.self, forKey: .impact)) != nil {
            impact = ImpactRange(try container.decode(Impact.self, forKey: .impact))
        } else {
            impact = try container.decode(ImpactRange.self, forKey: .impact)
        }
        reason = try container.decodeIfPresent(String.self, forKey: .reason) ?? ""
        location = .configuration
    }

    /// Writes `requirement`, `impact` and `reason`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(requirement, forKey: .requirement)
        try container.encode(impact, forKey: .impact)
        try container.encode(reason, forKey: .reason)
    }
}

/// How far a house may move MCAG's impact ratings.
///
/// The default lets a house raise any rating and lower either end of a
/// range by at most one level, so a team can stress what matters to its
/// users without quietly turning a critical barrier into a minor one.
public struct ImpactPolicy: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Levels either bound of a range may drop.
    public var maximumLowering: Int
    /// Levels either bound of a range may rise.
    public var maximumRaising: Int

    /// A policy with these limits; by default a bound may drop one level and rise freely (three levels).
    public init(maximumLowering: Int = 1, maximumRaising: Int = 3) {
        self.maximumLowering = maximumLowering
        self.maximumRaising = maximumRaising
    }

    /// Raising only: no rating may go down.
    public static let raiseOnly = ImpactPolicy(maximumLowering: 0)

    /// Whether moving `standard` to `requested` stays inside the policy.
    /// A move is at most three levels, so negating it cannot overflow, while
    /// negating a policy figure could (`Int.min`).
    package func allows(from standard: ImpactRange, to requested: ImpactRange) -> Bool {
        let moves = [requested.lower.rawValue - standard.lower.rawValue, requested.upper.rawValue - standard.upper.rawValue]
        return moves.allSatisfy { -$0 <= maximumLowering && $0 <= maximumRaising }
    }

    /// The figures a file may give: a bound moves at most from minor to
    /// critical, three levels.
    package static let levelRange: ClosedRange<Int> = 0...3

    enum CodingKeys: String, CodingKey { case maximumLowering, maximumRaising }

    /// Reads the policy, refusing figures outside `levelRange`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        maximumLowering = try Self.decodeLevels(container, .maximumLowering, default: 1)
        maximumRaising = try Self.decodeLevels(container, .maximumRaising, default: 3)
    }

    private static func decodeLevels(
        _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, default value: Int
    ) throws -> Int {
        guard let levels = try container.decodeIfPresent(Int.self, forKey: key) else { return value }
        guard levelRange.contains(levels) else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath + [key], debugDescription:
                "\(levels) is outside 0 to 3 (the levels between minor and critical)"))
        }
        return levels
    }

    /// The limits in words, for error messages.
    public var description: String {
        "bounds may drop at most \(maximumLowering) level(s) and rise at most \(maximumRaising)"
    }
}
