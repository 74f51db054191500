/// What an audit runs and how it treats exceptions.
public struct AuditConfiguration: Sendable {
    /// When set, only these criteria run (IDs or printed numbers).
    public var includedCriteria: Set<String>?
    /// Criteria that do not run (IDs or printed numbers).
    public var skippedCriteria: Set<String>
    /// Exceptions claimed by configuration rather than by the snapshot: for
    /// every element whose identifier matches, or for a whole requirement
    /// when `elementIdentifier` is nil.
    public var exceptionClaims: [ConfiguredExceptionClaim]
    /// Record how long each check takes (see ``AuditReport/checkTimings``).
    public var timesChecks: Bool
    /// The thresholds checks compare against; MCAG's by default.
    public var profile: ThresholdProfile

    /// Creates a configuration; by default every criterion runs, no exception is claimed, checks are not timed
    /// and MCAG's thresholds apply.
    public init(
        includedCriteria: Set<String>? = nil, skippedCriteria: Set<String> = [],
        exceptionClaims: [ConfiguredExceptionClaim] = [], timesChecks: Bool = false, profile: ThresholdProfile = .mcag
    ) {
        self.profile = profile
        self.includedCriteria = includedCriteria
        self.skippedCriteria = skippedCriteria
        self.exceptionClaims = exceptionClaims
        self.timesChecks = timesChecks
    }
}

/// An exception claimed in configuration for the elements with an identifier.
public struct ConfiguredExceptionClaim: Sendable, Hashable, Codable {
    /// The requirement, the exception's key and the reason it applies.
    public var claim: ExceptionClaim
    /// The identifier of the elements the claim covers; nil for every element.
    public var elementIdentifier: String?

    /// Claims `claim` for the elements whose identifier is `elementIdentifier`, or for every element when nil.
    public init(_ claim: ExceptionClaim, elementIdentifier: String? = nil) {
        self.claim = claim
        self.elementIdentifier = elementIdentifier
    }
}

/// Why an audit could not run.
public enum AuditError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A claim names a requirement the catalog does not hold.
    case unknownRequirement(String, claimedAt: String)
    /// A claim names an exception its requirement does not declare.
    case undeclaredException(requirement: String, exception: String, declared: [String], claimedAt: String)
    /// A criterion named in the configuration is not in the catalog.
    /// `suggestion` is the nearest criterion reference, when one is close enough to be a typo.
    case unknownCriterion(String, suggestion: String? = nil)
    /// The inclusion names no criterion (`--include=`, `"includedCriteria": []`):
    /// an audit of nothing would pass.
    case emptySelection

    public var description: String {
        switch self {
        case let .unknownRequirement(id, place):
            "\(place): exception claimed for unknown requirement '\(id)'"
        case let .undeclaredException(requirement, exception, declared, place):
            "\(place): requirement \(requirement) declares no exception '\(exception)'"
                + (declared.isEmpty ? " (it declares none)" : "; it declares: \(declared.joined(separator: ", "))")
        case let .unknownCriterion(id, suggestion):
            "configuration names unknown criterion '\(id)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .emptySelection:
            "the inclusion names no criterion, so nothing would be audited and the audit would pass; "
                + "name at least one criterion, or leave the inclusion out to audit all"
        }
    }
}
