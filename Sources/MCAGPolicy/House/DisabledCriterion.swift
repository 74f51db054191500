/// A standard or house criterion the house does not audit, with the
/// reason reports list.
public struct DisabledCriterion: Sendable, Hashable, Codable {
    /// The criterion ID (`MCAG:synchronized-media-alternatives`), its ID without namespace or its printed number.
    public var criterion: String
    /// Why the house does not audit the criterion; reports list it.
    public var reason: String
    package var location: DeclarationSite

    /// Disables `criterion` for the reason given; the call site is kept for error messages.
    public init(_ criterion: String, reason: String, fileID: String = #fileID, line: Int = #line) {
        self.criterion = criterion
        self.reason = reason
        self.location = DeclarationSite(fileID: fileID, line: line)
    }

    enum CodingKeys: String, CodingKey { case criterion, reason }

    /// Reads `criterion` and `reason` from a configuration file.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        criterion = try container.decode(String.self, forKey: .criterion)
        reason = try container.decodeIfPresent(String.self, forKey: .reason) ?? ""
        location = .configuration
    }

    /// Writes `criterion` and `reason`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(criterion, forKey: .criterion)
        try container.encode(reason, forKey: .reason)
    }
}

extension DeclarationSite {
    /// The place of a house decision read from the configuration file
    /// rather than declared in Swift.
    static let configuration = DeclarationSite(fileID: "configuration", line: 0)
}
