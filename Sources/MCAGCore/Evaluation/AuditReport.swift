/// The overall outcome of one requirement in an audit, as axe-core splits
/// results: violations, passes, needs review and not applicable.
public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// The requirement's outcomes: broken, needing a person's review, met, or not applicable to the snapshot.
    case violation, needsReview, pass, notApplicable
}

/// An exception that applied: claimed by an element or a house
/// configuration (with the findings it set aside), or found by a check
/// itself (``detectedBy``), whose own finding on the element then stands.
public struct AppliedException: Sendable, Hashable, Codable {
    /// The requirement, the exception's key and the reason: the claim's own,
    /// or for a detected exception the check's finding message.
    public var claim: ExceptionClaim
    /// The text of the exception as the catalog states it; empty when the catalog has none for the key.
    public var exceptionText: String
    /// Where the exception applied; nil when it was not tied to one element.
    public var element: ElementLocation?
    /// The findings the exception set aside; empty when the finding on the element stands.
    public var setAside: [Finding]
    /// The name of the check that found the exception; nil for a claim.
    public var detectedBy: String?
}

/// The result of one requirement over the whole snapshot.
public struct RequirementResult: Sendable, Codable {
    /// The identifier of the criterion the requirement belongs to.
    public var criterionID: String
    /// The criterion's number, as the catalog shows it.
    public var criterionNumber: String
    /// The criterion's title.
    public var criterionTitle: String
    /// The requirement's identifier.
    public var requirementID: String
    /// The requirement's text.
    public var requirementText: String
    /// The range of impact a violation of the requirement can have.
    public var impactRange: ImpactRange
    /// How far the requirement can be tested automatically.
    public var automation: Automation
    /// The requirement's overall outcome.
    public var outcome: Outcome
    /// What the requirement's checks found in the snapshot.
    public var findings: [Finding]
    /// The exceptions that applied to the requirement.
    public var appliedExceptions: [AppliedException]
    /// For manual and assisted requirements: how a person tests it.
    public var howToTest: String?

    /// The findings that are violations.
    public var violations: [Finding] { findings.filter { $0.kind == .violation } }

    /// The elements with a finding of `kind`, by screen and element position:
    /// what a ``CheckExample`` marks.
    package func elements(flagged kind: Finding.Kind) -> Set<ExampleElement> {
        Set(findings.lazy.filter { $0.kind == kind }.compactMap { finding in
            finding.element.flatMap { element in
                element.screenIndex.map { ExampleElement(screen: $0, element: element.index) }
            }
        })
    }

    /// The most severe impact among the violations.
    public var worstImpact: Impact? {
        violations.compactMap(\.impact).max { $0.rawValue < $1.rawValue }
    }
}

/// Everything an audit found, in catalog order.
public struct AuditReport: Sendable, Codable {
    /// Results per requirement, in catalog order.
    public var results: [RequirementResult]
    /// Assumptions the audit rests on, such as a density nobody measured.
    public var assumptions: [String]
    /// Seconds spent per check, when the audit was asked to time its checks.
    public var checkTimings: [String: Double]?
    /// The other apps' elements ``AppScope`` set aside before the audit (or
    /// audited, when asked); nil when the audit was not scoped.
    public var appScope: AppScopeRecord?
    /// The thresholds the audit's checks compared against; every report header names it.
    public var profile: ThresholdProfile = .mcag

    package init(results: [RequirementResult], assumptions: [String], checkTimings: [String: Double]? = nil,
                appScope: AppScopeRecord? = nil) {
        self.results = results
        self.assumptions = assumptions
        self.checkTimings = checkTimings
        self.appScope = appScope
    }

    /// The results with `outcome`, in catalog order.
    public func results(_ outcome: Outcome) -> [RequirementResult] { results.filter { $0.outcome == outcome } }

    /// Every violation, with the requirement it breaks.
    public var violations: [(requirement: RequirementResult, finding: Finding)] {
        results.flatMap { result in result.violations.map { (result, $0) } }
    }

    /// Violations at or above `impact`.
    public func violations(atLeast impact: Impact) -> [(requirement: RequirementResult, finding: Finding)] {
        violations.filter { ($0.finding.impact ?? $0.requirement.impactRange.upper).isAtLeast(impact) }
    }

    /// How many requirements ended with each outcome.
    public var summary: [Outcome: Int] {
        results.reduce(into: [:]) { $0[$1.outcome, default: 0] += 1 }
    }
}
