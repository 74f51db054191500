public import Foundation

/// House settings and suppressions a team keeps in a JSON file, which the
/// `mcag` command loads with `--config` and test suites load with
/// ``load(from:)``. Every key is optional; an unknown key is an error, so a
/// typo never silently turns a setting off.
///
/// ```json
/// {
///   "minimumImpact": "serious",
///   "strict": false,
///   "skippedCriteria": ["MCAG:synchronized-media-alternatives"],
///   "impactOverrides": [{"requirement": "MCAG:touch-target-size#1",
///                        "impact": {"min": "serious", "max": "critical"}, "reason": "Older audience"}],
///   "disabledCriteria": [{"criterion": "MCAG:audio-control", "reason": "The app plays no audio"}],
///   "exceptionClaims": [{"requirement": "MCAG:text-color-contrast#1", "exception": "logo-or-brand",
///                        "identifier": "brand-logo", "reason": "The wordmark"}],
///   "suppressions": [{"requirement": "MCAG:touch-target-size#1", "identifier": "legal-link",
///                     "exception": "inline-in-text", "owner": "web", "expires": "2027-06-30"}]
/// }
/// ```
public struct HouseConfiguration: Sendable, Codable, Equatable {
    /// The namespace of house criteria declared in code (`ACME`).
    public var namespace: String?
    public var minimumImpact: Impact?
    public var strict: Bool?
    public var includedCriteria: [String]?
    public var skippedCriteria: [String]?
    public var impactPolicy: ImpactPolicy?
    public var impactOverrides: [ImpactOverride]
    public var disabledCriteria: [DisabledCriterion]
    public var suppressions: [Suppression]?
    /// Exceptions the app claims, for elements by identifier or for a whole
    /// requirement. Written flat in the file: `requirement`, `exception`,
    /// `reason` and, for one element, `identifier`.
    public var exceptionClaims: [ConfiguredExceptionClaim]

    public init(
        namespace: String? = nil, minimumImpact: Impact? = nil, strict: Bool? = nil, includedCriteria: [String]? = nil,
        skippedCriteria: [String]? = nil, impactPolicy: ImpactPolicy? = nil, impactOverrides: [ImpactOverride] = [],
        disabledCriteria: [DisabledCriterion] = [], suppressions: [Suppression]? = nil,
        exceptionClaims: [ConfiguredExceptionClaim] = []
    ) {
        self.namespace = namespace
        self.minimumImpact = minimumImpact
        self.strict = strict
        self.includedCriteria = includedCriteria
        self.skippedCriteria = skippedCriteria
        self.impactPolicy = impactPolicy
        self.impactOverrides = impactOverrides
        self.disabledCriteria = disabledCriteria
        self.suppressions = suppressions
        self.exceptionClaims = exceptionClaims
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case namespace, minimumImpact, strict, includedCriteria, skippedCriteria, impactPolicy, impactOverrides,
             disabledCriteria, suppressions, exceptionClaims
    }

    /// The file's flat form of a ``ConfiguredExceptionClaim``. Unknown keys
    /// are refused: a misspelt `identifier` would otherwise widen a claim
    /// for one element to every element.
    private struct ClaimEntry: Codable {
        var requirement: String
        var exception: String
        var reason: String
        var identifier: String?

        enum CodingKeys: String, CodingKey, CaseIterable { case requirement, exception, reason, identifier }

        init(_ configured: ConfiguredExceptionClaim) {
            requirement = configured.claim.requirement
            exception = configured.claim.exception
            reason = configured.claim.reason
            identifier = configured.elementIdentifier
        }

        init(from decoder: any Decoder) throws {
            try HouseConfiguration.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            requirement = try container.decode(String.self, forKey: .requirement)
            exception = try container.decode(String.self, forKey: .exception)
            reason = try container.decode(String.self, forKey: .reason)
            identifier = try container.decodeIfPresent(String.self, forKey: .identifier)
        }

        var configured: ConfiguredExceptionClaim {
            ConfiguredExceptionClaim(ExceptionClaim(requirement: requirement, exception: exception, reason: reason),
                                     elementIdentifier: identifier)
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static func refuseUnknownKeys(in decoder: any Decoder, known: [String]) throws {
        let known = Set(known)
        for key in try decoder.container(keyedBy: AnyKey.self).allKeys where !known.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath + [key],
                debugDescription: "unknown key '\(key.stringValue)'; known keys: \(known.sorted().joined(separator: ", "))"))
        }
    }

    public init(from decoder: any Decoder) throws {
        try Self.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        namespace = try container.decodeIfPresent(String.self, forKey: .namespace)
        minimumImpact = try container.decodeIfPresent(Impact.self, forKey: .minimumImpact)
        strict = try container.decodeIfPresent(Bool.self, forKey: .strict)
        includedCriteria = try container.decodeIfPresent([String].self, forKey: .includedCriteria)
        skippedCriteria = try container.decodeIfPresent([String].self, forKey: .skippedCriteria)
        impactPolicy = try container.decodeIfPresent(ImpactPolicy.self, forKey: .impactPolicy)
        impactOverrides = try container.decodeIfPresent([ImpactOverride].self, forKey: .impactOverrides) ?? []
        disabledCriteria = try container.decodeIfPresent([DisabledCriterion].self, forKey: .disabledCriteria) ?? []
        suppressions = try container.decodeIfPresent([Suppression].self, forKey: .suppressions)
        exceptionClaims = try container.decodeIfPresent([ClaimEntry].self, forKey: .exceptionClaims)?.map(\.configured) ?? []
    }

    /// Writes the file's own form, claims flat, so that an encoded
    /// configuration reads back with ``decode(_:source:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(namespace, forKey: .namespace)
        try container.encodeIfPresent(minimumImpact, forKey: .minimumImpact)
        try container.encodeIfPresent(strict, forKey: .strict)
        try container.encodeIfPresent(includedCriteria, forKey: .includedCriteria)
        try container.encodeIfPresent(skippedCriteria, forKey: .skippedCriteria)
        try container.encodeIfPresent(impactPolicy, forKey: .impactPolicy)
        try container.encode(impactOverrides, forKey: .impactOverrides)
        try container.encode(disabledCriteria, forKey: .disabledCriteria)
        try container.encodeIfPresent(suppressions, forKey: .suppressions)
        try container.encode(exceptionClaims.map(ClaimEntry.init), forKey: .exceptionClaims)
    }

    /// Reads a configuration from JSON. Errors name the source and the key path.
    public static func decode(_ data: Data, source: String = "configuration") throws(HouseConfigurationError) -> Self {
        do throws(JSONShapeError) { try shape.check(data) } catch {
            throw HouseConfigurationError(source: source, message: error.message)
        }
        do {
            var configuration = try JSONDecoder().decode(HouseConfiguration.self, from: data)
            try configuration.refuseEmptySelections(source: source)
            for index in configuration.impactOverrides.indices {
                configuration.impactOverrides[index].location = DeclarationSite(fileID: "\(source) impactOverrides entry", line: index + 1)
            }
            for index in configuration.disabledCriteria.indices {
                configuration.disabledCriteria[index].location = DeclarationSite(fileID: "\(source) disabledCriteria entry", line: index + 1)
            }
            return configuration
        } catch let error as HouseConfigurationError {
            throw error
        } catch let error as DecodingError {
            throw HouseConfigurationError(source: source, message: Self.explain(error))
        } catch {
            throw HouseConfigurationError(source: source, message: "\(error)")
        }
    }

    /// An empty `includedCriteria` would audit nothing and pass: refused,
    /// as `--include=` is on the command line.
    private func refuseEmptySelections(source: String) throws(HouseConfigurationError) {
        if includedCriteria?.isEmpty == true {
            throw HouseConfigurationError(source: source, message:
                "includedCriteria: an empty list would audit no criterion; name at least one, or leave the key out to audit all")
        }
    }

    /// Reads a configuration file.
    public static func load(from url: URL) throws(HouseConfigurationError) -> Self {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw HouseConfigurationError(source: url.path, message: "cannot be read: \(FileErrorWording.readingReason(error, path: url.path))")
        }
        return try decode(data, source: url.path)
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty ? "top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case let .keyNotFound(key, context): return "\(path(context.codingPath + [key])): missing required key"
        case let .typeMismatch(type, context): return "\(path(context.codingPath)): expected \(type)"
        case let .valueNotFound(type, context): return "\(path(context.codingPath)): expected \(type), found null"
        case let .dataCorrupted(context): return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

/// Why a house configuration could not be read, naming the file and key.
public struct HouseConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var source: String
    public var message: String
    public init(source: String, message: String) {
        self.source = source
        self.message = message
    }

    public var description: String { "\(source): \(message)" }
}
