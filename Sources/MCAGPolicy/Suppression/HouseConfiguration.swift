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
///                     "exception": "inline-in-text", "owner": "web", "expires": "2027-06-30"}],
///   "profile": "wcag22"
/// }
/// ```
///
/// `"profile"` names a built-in ``ThresholdProfile`` (`mcag`, `wcag22`,
/// `apple-hig`, `material`) or defines the house's own as an object: a
/// `name`, an optional `base` profile, and the thresholds that differ from it
/// (`touchTarget` `{"side": 9, "unit": "mm"}`, `textContrast`,
/// `largeTextContrast`, `largeTextSize`, `largeBoldTextSize`, `boldWeight`,
/// `nonTextContrast`, `source`). See Documentation/Profiles.md.
public struct HouseConfiguration: Sendable, Codable, Equatable {
    /// The namespace of house criteria declared in code (`ACME`).
    package var namespace: String?
    package var minimumImpact: Impact?
    package var strict: Bool?
    package var includedCriteria: [String]?
    package var skippedCriteria: [String]?
    package var impactPolicy: ImpactPolicy?
    package var impactOverrides: [ImpactOverride]
    package var disabledCriteria: [DisabledCriterion]
    package var suppressions: [Suppression]?
    /// Exceptions the app claims, for elements by identifier or for a whole
    /// requirement. Written flat in the file: `requirement`, `exception`,
    /// `reason` and, for one element, `identifier`.
    package var exceptionClaims: [ConfiguredExceptionClaim]
    /// The thresholds the audit uses; nil for MCAG's.
    package var profile: ThresholdProfile?

    package init(
        namespace: String? = nil, minimumImpact: Impact? = nil, strict: Bool? = nil, includedCriteria: [String]? = nil,
        skippedCriteria: [String]? = nil, impactPolicy: ImpactPolicy? = nil, impactOverrides: [ImpactOverride] = [],
        disabledCriteria: [DisabledCriterion] = [], suppressions: [Suppression]? = nil,
        exceptionClaims: [ConfiguredExceptionClaim] = [], profile: ThresholdProfile? = nil
    ) {
        self.profile = profile
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
             disabledCriteria, suppressions, exceptionClaims, profile
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

    /// Reads a configuration, refusing unknown keys.
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
        profile = try container.decodeIfPresent(ProfileEntry.self, forKey: .profile)?.profile
    }

    /// Writes the file's own form, claims flat, so that an encoded
    /// configuration reads back with `decode(_:source:)`.
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
        try container.encodeIfPresent(profile.map(ProfileEntry.init), forKey: .profile)
    }

    /// The file's `"profile"`: a built-in profile's name, or a house profile
    /// written as its differences from a base profile.
    private struct ProfileEntry: Codable {
        var profile: ThresholdProfile

        enum CodingKeys: String, CodingKey, CaseIterable {
            case name, base, source, touchTarget, textContrast, largeTextContrast, largeTextSize, largeBoldTextSize,
                 boldWeight, nonTextContrast
        }

        init(_ profile: ThresholdProfile) { self.profile = profile }

        init(from decoder: any Decoder) throws {
            if let name = try? decoder.singleValueContainer().decode(String.self) {
                guard let known = ThresholdProfile.builtIn(named: name) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                        "unknown profile '\(name)'; built-in profiles: \(ThresholdProfile.builtIn.map(\.name).joined(separator: ", ")), or define one as an object"))
                }
                profile = known
                return
            }
            try HouseConfiguration.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let baseName = try container.decodeIfPresent(String.self, forKey: .base) ?? ThresholdProfile.mcag.name
            guard let base = ThresholdProfile.builtIn(named: baseName) else {
                throw DecodingError.dataCorruptedError(forKey: .base, in: container, debugDescription:
                    "unknown base profile '\(baseName)'; built-in profiles: \(ThresholdProfile.builtIn.map(\.name).joined(separator: ", "))")
            }
            profile = base
            profile.name = try container.decode(String.self, forKey: .name)
            profile.source = try container.decodeIfPresent(String.self, forKey: .source) ?? "house profile based on \(base.name)"
            profile.touchTarget = try container.decodeIfPresent(TargetEntry.self, forKey: .touchTarget)?.size ?? base.touchTarget
            profile.boldWeight = try container.decodeIfPresent(Int.self, forKey: .boldWeight) ?? base.boldWeight
            try Self.read(&profile.textContrast, .textContrast, from: container, within: 1...21)
            try Self.read(&profile.largeTextContrast, .largeTextContrast, from: container, within: 1...21)
            try Self.read(&profile.nonTextContrast, .nonTextContrast, from: container, within: 1...21)
            try Self.read(&profile.largeTextSize, .largeTextSize, from: container, within: 1...1000)
            try Self.read(&profile.largeBoldTextSize, .largeBoldTextSize, from: container, within: 0...1000)
            guard profile.touchTarget.side.isFinite, (0.1...1000).contains(profile.touchTarget.side) else {
                throw DecodingError.dataCorruptedError(forKey: .touchTarget, in: container,
                    debugDescription: "the side must be a number from 0.1 to 1000")
            }
        }

        /// `{"side": 9, "unit": "mm"}`, unknown keys refused.
        private struct TargetEntry: Decodable {
            var size: TargetSize

            enum CodingKeys: String, CodingKey, CaseIterable { case side, unit }

            init(from decoder: any Decoder) throws {
                try HouseConfiguration.refuseUnknownKeys(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
                let container = try decoder.container(keyedBy: CodingKeys.self)
                size = TargetSize(try container.decode(Double.self, forKey: .side),
                                  try container.decode(TargetSize.Unit.self, forKey: .unit))
            }
        }

        private static func read(
            _ value: inout Double, _ key: CodingKeys, from container: KeyedDecodingContainer<CodingKeys>,
            within range: ClosedRange<Double>
        ) throws {
            guard let read = try container.decodeIfPresent(Double.self, forKey: key) else { return }
            guard read.isFinite, range.contains(read) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription:
                    "\(read) is outside \(ThresholdProfile.summaryNumber(range.lowerBound))…\(ThresholdProfile.summaryNumber(range.upperBound))")
            }
            value = read
        }

        func encode(to encoder: any Encoder) throws {
            if ThresholdProfile.builtIn(named: profile.name) == profile {
                var single = encoder.singleValueContainer()
                try single.encode(profile.name)
                return
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(profile.name, forKey: .name)
            try container.encode(profile.source, forKey: .source)
            try container.encode(profile.touchTarget, forKey: .touchTarget)
            try container.encode(profile.textContrast, forKey: .textContrast)
            try container.encode(profile.largeTextContrast, forKey: .largeTextContrast)
            try container.encode(profile.largeTextSize, forKey: .largeTextSize)
            try container.encode(profile.largeBoldTextSize, forKey: .largeBoldTextSize)
            try container.encode(profile.boldWeight, forKey: .boldWeight)
            try container.encode(profile.nonTextContrast, forKey: .nonTextContrast)
        }
    }

    /// Reads a configuration from JSON. Errors name the source and the key path.
    package static func decode(_ data: Data, source: String = "configuration") throws(HouseConfigurationError) -> Self {
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

    /// The largest configuration file read: a house's settings and suppressions, even tens of
    /// thousands of them (about 200 bytes each), fit in a few megabytes. Decoding takes about
    /// twelve times the file in memory, so a file beyond this is refused before it is read.
    static let largestFile = 16 * 1_048_576

    /// Reads a configuration file.
    public static func load(from url: URL) throws(HouseConfigurationError) -> Self {
        let attributes: [FileAttributeKey: Any]? = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > largestFile {
            throw HouseConfigurationError(source: url.path, message:
                "the configuration is \(size) bytes; a house configuration holds settings and suppressions, at most \(largestFile) bytes (16 MiB)")
        }
        let data: Data
        do { data = try RegularFileReading.contents(of: url.path) } catch {
            throw HouseConfigurationError(source: url.path, message: "cannot be read: \(error.reason)")
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
    /// The file, and the key path where known.
    public var source: String
    /// What is wrong.
    public var message: String
    package init(source: String, message: String) {
        self.source = source
        self.message = message
    }

    /// The source and the message.
    public var description: String { "\(source): \(message)" }
}
