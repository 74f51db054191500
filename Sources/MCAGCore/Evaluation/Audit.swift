import Foundation

/// Runs a catalog's checks over a snapshot and gathers an ``AuditReport``.
///
/// Every element check runs once per element, every screen check once per
/// screen and every app check once per snapshot, so an audit is linear in
/// the size of the snapshot. Requirements without checks are reported as
/// *needs review*, with how to test them by hand.
public struct Audit: Sendable {
    public let catalog: Catalog
    public let configuration: AuditConfiguration

    public init(catalog: Catalog, configuration: AuditConfiguration = AuditConfiguration()) {
        self.catalog = catalog
        self.configuration = configuration
    }

    /// The requirements this audit runs, with their criteria, in catalog order.
    public func selectedRequirements() throws(AuditError) -> [(criterion: Criterion, requirement: Requirement)] {
        func resolve(_ names: Set<String>) throws(AuditError) -> Set<String> {
            var ids = Set<String>()
            for name in names {
                let matches = catalog.criteria(matching: name)
                if matches.isEmpty { throw .unknownCriterion(name) }
                ids.formUnion(matches.map(\.id))
            }
            return ids
        }
        let included = try configuration.includedCriteria.map { names throws(AuditError) in try resolve(names) }
        let skipped = try resolve(configuration.skippedCriteria)
        return catalog.criteria
            .filter { (included?.contains($0.id) ?? true) && !skipped.contains($0.id) }
            .flatMap { criterion in criterion.requirements.map { (criterion, $0) } }
    }

    /// Audits the snapshot with every selected requirement.
    public func run(_ snapshot: AppSnapshot) throws(AuditError) -> AuditReport {
        let selected = try selectedRequirements()
        let claims = try ClaimIndex(snapshot: snapshot, catalog: catalog, configured: configuration.exceptionClaims)
        var timings: [String: Double]? = configuration.timesChecks ? [:] : nil
        let app = AppContext(snapshot: snapshot)
        var results: [RequirementResult] = []
        results.reserveCapacity(selected.count)
        for (criterion, requirement) in selected {
            results.append(Self.evaluate(requirement, of: criterion, in: app, claims: claims, timings: &timings))
        }
        return AuditReport(results: results, assumptions: Self.assumptions(in: snapshot), checkTimings: timings)
    }

    /// Evaluates one requirement on a snapshot, as the generic example test does.
    public static func evaluate(
        _ requirement: Requirement, of criterion: Criterion, on snapshot: AppSnapshot
    ) throws(AuditError) -> RequirementResult {
        let claims = try ClaimIndex(snapshot: snapshot, requirements: [requirement.id: requirement], configured: [])
        var timings: [String: Double]? = nil
        return evaluate(requirement, of: criterion, in: AppContext(snapshot: snapshot), claims: claims, timings: &timings)
    }

    static func evaluate(
        _ requirement: Requirement, of criterion: Criterion, in app: AppContext, claims: ClaimIndex,
        timings: inout [String: Double]?
    ) -> RequirementResult {
        var findings: [Finding] = []
        for check in requirement.checks {
            let start = timings == nil ? nil : DispatchTime.now().uptimeNanoseconds
            var produced = Self.findings(of: check, in: app)
            for index in produced.indices {
                produced[index].check = check.name
                if produced[index].kind == .violation {
                    produced[index].impact = Self.impact(of: produced[index], in: requirement.impact)
                }
            }
            findings += produced
            if let start {
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                timings?[check.name, default: 0] += elapsed
            }
        }
        let (kept, applied) = claims.apply(to: findings, requirement: requirement)
        var outcome = Self.outcome(of: kept)
        if requirement.checks.isEmpty { outcome = .needsReview }
        return RequirementResult(
            criterionID: criterion.id, criterionNumber: criterion.number, criterionTitle: criterion.title,
            requirementID: requirement.id, requirementText: requirement.text, impactRange: requirement.impact,
            automation: requirement.automation, outcome: outcome, findings: kept, appliedExceptions: applied,
            howToTest: requirement.howToTest?.text
                ?? (requirement.checks.isEmpty ? "Verify by hand: \(requirement.text)" : nil))
    }

    static func findings(of check: any Check, in app: AppContext) -> [Finding] {
        switch check {
        case let check as any ElementCheck:
            var result: [Finding] = []
            for screen in app.screens {
                for index in screen.tree.indices {
                    if let finding = check.evaluate(ElementContext(screen: screen, index: index)) {
                        result.append(finding)
                    }
                }
            }
            return result
        case let check as any ScreenCheck:
            return app.screens.flatMap { check.evaluate($0) }
        case let check as any AppCheck:
            return check.evaluate(app)
        default:
            return [Finding.app(.needsReview, "check '\(check.name)' adopts none of ElementCheck, ScreenCheck or AppCheck, so it could not run")]
        }
    }

    /// A violation's impact: the check's own level clamped into the range,
    /// else the level at its severity, else the upper end of the range.
    static func impact(of finding: Finding, in range: ImpactRange) -> Impact {
        if let impact = finding.impact { return range.clamp(impact) }
        if let severity = finding.severity { return range.level(at: severity) }
        return range.upper
    }

    static func outcome(of findings: [Finding]) -> Outcome {
        var outcome = Outcome.notApplicable
        for finding in findings {
            switch finding.kind {
            case .violation: return .violation
            case .needsReview: outcome = .needsReview
            case .pass where outcome == .notApplicable: outcome = .pass
            default: break
            }
        }
        return outcome
    }

    static func assumptions(in snapshot: AppSnapshot) -> [String] {
        var seen = Set<String>()
        return snapshot.screens.compactMap { screen in
            guard let assumption = screen.density?.assumption else { return nil }
            let line = "\(screen.displayName): \(assumption)"
            return seen.insert(line).inserted ? line : nil
        }
    }
}
