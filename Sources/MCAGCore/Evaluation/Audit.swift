import Foundation

/// Runs a catalog's checks over a snapshot and gathers an ``AuditReport``.
///
/// Every element check runs once per element, every screen check once per
/// screen and every app check once per snapshot, so an audit is linear in
/// the size of the snapshot. Requirements without checks are reported as
/// *needs review*, with how to test them by hand.
public struct Audit: Sendable {
    /// The catalog whose checks the audit runs.
    public let catalog: Catalog
    /// Which criteria run, which exceptions are claimed and which thresholds apply.
    public let configuration: AuditConfiguration

    /// Creates an audit of `catalog`'s requirements, selected and judged as `configuration` says.
    public init(catalog: Catalog, configuration: AuditConfiguration = AuditConfiguration()) {
        self.catalog = catalog
        self.configuration = configuration
    }

    /// The requirements this audit runs, with their criteria, in catalog order.
    package func selectedRequirements() throws(AuditError) -> [(criterion: Criterion, requirement: Requirement)] {
        func resolve(_ names: Set<String>) throws(AuditError) -> Set<String> {
            var ids = Set<String>()
            for name in names {
                let matches = catalog.criteria(matching: name)
                if matches.isEmpty {
                    throw .unknownCriterion(name, suggestion: ClosestMatch.suggestion(for: name, among: catalog.criterionReferences))
                }
                ids.formUnion(matches.map(\.id))
            }
            return ids
        }
        let included = try configuration.includedCriteria.map { names throws(AuditError) in try resolve(names) }
        let skipped = try resolve(configuration.skippedCriteria)
        let selected = catalog.criteria
            .filter { (included?.contains($0.id) ?? true) && !skipped.contains($0.id) }
            .flatMap { criterion in criterion.requirements.map { (criterion, $0) } }
        // Skipping or disabling every criterion is a stated choice; an empty inclusion is a slip.
        if configuration.includedCriteria?.isEmpty == true { throw .emptySelection }
        return selected
    }

    /// Audits the snapshot with every selected requirement.
    public func run(_ snapshot: AppSnapshot) throws(AuditError) -> AuditReport {
        let plan = try prepare(snapshot)
        var timings: [String: Double]? = configuration.timesChecks ? [:] : nil
        var perScreen = [Self.gatheredFindings(plan, timings: &timings)]
        return Self.assemble(plan, perScreen: &perScreen, timings: &timings)
    }

    /// Audits the snapshot with its screens spread over the available cores.
    ///
    /// The report is identical to ``run(_:)``'s, finding for finding and in
    /// the same order: screens are evaluated in parallel, then gathered in
    /// screen order. A snapshot with fewer screens than cores (one large
    /// screen, say) is split further, one task per screen and requirement,
    /// so that its checks keep every core busy too. The app-wide checks run
    /// beside the screens, as one more task, and their findings take their
    /// places in catalog order.
    public func runConcurrently(_ snapshot: AppSnapshot) async throws(AuditError) -> AuditReport {
        try await runConcurrently(snapshot, splittingScreens: nil)
    }

    /// ``runConcurrently(_:)`` with the choice between one task per screen and
    /// one per screen and requirement made by the caller (nil: by the number
    /// of cores), so that tests can prove both orders give the same report.
    package func runConcurrently(_ snapshot: AppSnapshot, splittingScreens: Bool?) async throws(AuditError) -> AuditReport {
        let plan = try prepare(snapshot)
        let timesChecks = configuration.timesChecks
        async let appWide = AppWideFindings.evaluate(plan, timesChecks: timesChecks)
        let splits = splittingScreens ?? (plan.app.screens.count < ProcessInfo.processInfo.activeProcessorCount)
        var (perScreen, timings) = splits
            ? await Self.findingsPerRequirement(plan, timesChecks: timesChecks)
            : await Self.findingsPerScreen(plan, timesChecks: timesChecks)
        let app = await appWide
        // Every check has run: the screens' shared facts are not read again.
        for screen in plan.app.screens { screen.releaseSharedFacts() }
        for (name, seconds) in app.timings ?? [:] { timings?[name, default: 0] += seconds }
        return Self.assemble(plan, perScreen: &perScreen, appWide: app, timings: &timings)
    }

    /// Each screen's findings, one task per screen.
    private static func findingsPerScreen(
        _ plan: Plan, timesChecks: Bool
    ) async -> (perScreen: [ScreenFindings], timings: [String: Double]?) {
        return await withTaskGroup(of: (Int, ScreenFindings, [String: Double]?).self) { group in
            for screen in plan.app.screens {
                group.addTask {
                    var timings: [String: Double]? = timesChecks ? [:] : nil
                    let findings = Self.screenFindings(plan, in: screen, timings: &timings)
                    screen.releaseScreenCheckFacts()
                    return (screen.screenIndex, findings, timings)
                }
            }
            var results = [ScreenFindings](repeating: [], count: plan.app.screens.count)
            var timings: [String: Double]? = timesChecks ? [:] : nil
            for await (index, findings, screenTimings) in group {
                results[index] = findings
                for (name, seconds) in screenTimings ?? [:] { timings?[name, default: 0] += seconds }
            }
            return (results, timings)
        }
    }

    /// Each screen's findings, one task per screen and requirement: the
    /// checks of one screen share its context (and its screen-reader model,
    /// built by the first task that asks), so a large screen's requirements
    /// run on every core.
    private static func findingsPerRequirement(
        _ plan: Plan, timesChecks: Bool
    ) async -> (perScreen: [ScreenFindings], timings: [String: Double]?) {
        let selected = plan.selected
        typealias Part = (screen: Int, position: Int, findings: [[Finding]], timings: [String: Double]?)
        return await withTaskGroup(of: Part.self) { group in
            for screen in plan.app.screens {
                for (position, (_, requirement)) in selected.enumerated() where !requirement.checks.isEmpty {
                    group.addTask {
                        let built = screen.withScreenReaderBuilt()
                        var timings: [String: Double]? = timesChecks ? [:] : nil
                        let findings = Self.requirementFindings(
                            requirement, plan.scopes[position], plan.stamps[position], in: built, timings: &timings)
                        return (screen.screenIndex, position, findings, timings)
                    }
                }
            }
            var results = [ScreenFindings](repeating: noFindings(selected), count: plan.app.screens.count)
            var timings: [String: Double]? = timesChecks ? [:] : nil
            for await part in group {
                results[part.screen][part.position] = part.findings
                for (name, seconds) in part.timings ?? [:] { timings?[name, default: 0] += seconds }
            }
            return (results, timings)
        }
    }

    /// One requirement's findings on one screen, per check.
    private static func requirementFindings(
        _ requirement: Requirement, _ scopes: [CheckScope], _ stamps: [FindingStamp], in screen: ScreenContext,
        timings: inout [String: Double]?
    ) -> [[Finding]] {
        var findings: [[Finding]] = requirement.checks.map { _ in [] }
        for (checkIndex, check) in requirement.checks.enumerated() {
            CheckTiming.measure(check.name, into: &timings) {
                appendFindings(of: scopes[checkIndex], stamped: stamps[checkIndex], in: screen, to: &findings[checkIndex])
            }
        }
        return findings
    }

    /// Evaluates one requirement on a snapshot, as the generic example test does.
    package static func evaluate(
        _ requirement: Requirement, of criterion: Criterion, on snapshot: AppSnapshot
    ) throws(AuditError) -> RequirementResult {
        try evaluate(requirement, of: criterion, on: snapshot, profile: .mcag)
    }

    /// Evaluates one requirement on a snapshot with `profile`'s thresholds.
    package static func evaluate(
        _ requirement: Requirement, of criterion: Criterion, on snapshot: AppSnapshot, profile: ThresholdProfile
    ) throws(AuditError) -> RequirementResult {
        let claims = try ClaimIndex(snapshot: snapshot, requirements: [requirement.id: requirement], configured: [])
        let plan = Plan(selected: [(criterion, requirement)], app: AppContext(snapshot: snapshot, profile: profile), claims: claims)
        var timings: [String: Double]? = nil
        var perScreen = [gatheredFindings(plan, timings: &timings)]
        return assemble(plan, perScreen: &perScreen, timings: &timings).results[0]
    }

    /// Findings per selected requirement, per check, for one screen.
    typealias ScreenFindings = [[[Finding]]]

    struct Plan: Sendable {
        var selected: [(criterion: Criterion, requirement: Requirement)]
        var app: AppContext
        var claims: ClaimIndex
        /// Each selected requirement's checks by scope, in check order.
        let scopes: [[CheckScope]]
        /// What each check's findings carry, in the same order.
        let stamps: [[FindingStamp]]

        init(selected: [(criterion: Criterion, requirement: Requirement)], app: AppContext, claims: ClaimIndex) {
            self.selected = selected
            self.app = app
            self.claims = claims
            scopes = selected.map { _, requirement in requirement.scopes }
            stamps = selected.map { _, requirement in
                requirement.checks.map { FindingStamp($0, of: requirement, profile: app.profile) }
            }
        }
    }

    func prepare(_ snapshot: AppSnapshot) throws(AuditError) -> Plan {
        let selected = try selectedRequirements()
        let claims = try ClaimIndex(snapshot: snapshot, catalog: catalog, configured: configuration.exceptionClaims)
        return Plan(selected: selected, app: AppContext(snapshot: snapshot, profile: configuration.profile), claims: claims)
    }

    /// Every screen's findings, per selected requirement and check, in screen
    /// order: what ``assemble(_:perScreen:appWide:timings:)`` would gather from
    /// per-screen lists, appended in place so that no finding is copied twice.
    static func gatheredFindings(_ plan: Plan, timings: inout [String: Double]?) -> ScreenFindings {
        var gathered = noFindings(plan.selected)
        let screens = plan.app.screens
        let elements = screens.reduce(0) { $0 + $1.tree.count }
        for (position, screen) in screens.enumerated() {
            appendFindings(plan, in: screen, to: &gathered, timings: &timings)
            screen.releaseScreenCheckFacts()
            if position == 0, screens.count > 1 { reserveForTheRest(&gathered, measuredOn: screen.tree.count, of: elements) }
        }
        return gathered
    }

    /// Sizes each check's list for the whole app from its count on the first
    /// screen: grown by doubling, an element check's list of 100,000 findings
    /// was copied about twice over and its new pages faulted in, a tenth of a
    /// large audit's time. A list that outgrows the estimate doubles as before;
    /// room the estimate leaves unused is never written, so never made resident.
    private static func reserveForTheRest(_ gathered: inout ScreenFindings, measuredOn measured: Int, of elements: Int) {
        guard measured > 0 else { return }
        for position in gathered.indices {
            for check in gathered[position].indices where !gathered[position][check].isEmpty {
                let count = gathered[position][check].count
                gathered[position][check].reserveCapacity(count * elements / measured + count)
            }
        }
    }

    /// One screen's findings, per selected requirement and check.
    static func screenFindings(_ plan: Plan, in screen: ScreenContext, timings: inout [String: Double]?) -> ScreenFindings {
        var findings = noFindings(plan.selected)
        appendFindings(plan, in: screen, to: &findings, timings: &timings)
        return findings
    }

    private static func noFindings(_ selected: [(criterion: Criterion, requirement: Requirement)]) -> ScreenFindings {
        selected.map { _, requirement in requirement.checks.map { _ in [] } }
    }

    /// Runs the element and screen checks on one screen and appends their
    /// findings to each check's list.
    private static func appendFindings(
        _ plan: Plan, in screen: ScreenContext, to findings: inout ScreenFindings, timings: inout [String: Double]?
    ) {
        // Built before the checks run, and then read without a lock: element checks ask for it per element.
        let screen = screen.withScreenReaderBuilt()
        for (position, (_, requirement)) in plan.selected.enumerated() {
            for (checkIndex, check) in requirement.checks.enumerated() {
                CheckTiming.measure(check.name, into: &timings) {
                    appendFindings(of: plan.scopes[position][checkIndex], stamped: plan.stamps[position][checkIndex],
                                   in: screen, to: &findings[position][checkIndex])
                }
            }
        }
    }

    /// Runs one element or screen check on one screen and appends its
    /// findings, stamped, to `list`; app checks run elsewhere.
    private static func appendFindings(
        of scope: CheckScope, stamped stamp: FindingStamp, in screen: ScreenContext, to list: inout [Finding]
    ) {
        let start = list.endIndex
        appendFindings(of: scope, in: screen, to: &list)
        stamp.apply(to: &list, from: start)
    }

    /// Runs one element or screen check on one screen and appends its findings
    /// to `list`; an app check prepares its facts about the screen.
    // Kept apart from the stamp: with the stamp in the same function, every
    // element's context was retained and released around its check.
    private static func appendFindings(of scope: CheckScope, in screen: ScreenContext, to list: inout [Finding]) {
        switch scope {
        case let .element(check):
            for index in screen.tree.indices {
                if let finding = check.evaluate(ElementContext(screen: screen, index: index)) {
                    list.append(finding)
                }
            }
        case let .screen(check):
            let produced = check.evaluate(screen)
            if list.isEmpty { list = produced } else { list += produced }
        case let .app(check):
            check.prepare(screen)
        case .unknown:
            break
        }
    }

    /// Gathers each requirement's findings, emptying `perScreen` as it goes so
    /// that the findings are held once, not twice, at the peak.
    static func assemble(
        _ plan: Plan, perScreen: inout [ScreenFindings], appWide: AppWideFindings? = nil, timings: inout [String: Double]?
    ) -> AuditReport {
        var results: [RequirementResult] = []
        results.reserveCapacity(plan.selected.count)
        for (position, (criterion, requirement)) in plan.selected.enumerated() {
            var findings: [Finding] = []
            var detected: [AppliedException] = []
            for (checkIndex, check) in requirement.checks.enumerated() {
                var produced: [Finding]
                // Element and screen checks' findings were stamped as they were made; the rest are stamped here.
                switch plan.scopes[position][checkIndex] {
                case .element, .screen:
                    produced = take(&perScreen, position, checkIndex)
                case .app where appWide != nil:
                    produced = appWide?.findings[AppWideFindings.Position(requirement: position, check: checkIndex)] ?? []
                    plan.stamps[position][checkIndex].apply(to: &produced)
                case let .app(check):
                    produced = CheckTiming.measure(check.name, into: &timings) { check.evaluate(plan.app) }
                    plan.stamps[position][checkIndex].apply(to: &produced)
                case .unknown:
                    produced = [Finding.app(.needsReview,
                        "check '\(check.name)' adopts none of ElementCheck, ScreenCheck or AppCheck, so it could not run")]
                    plan.stamps[position][checkIndex].apply(to: &produced)
                }
                DetectedExceptions.apply(to: &produced, of: check, requirement: requirement, into: &detected)
                if findings.isEmpty { findings = produced } else { findings += produced }
            }
            let (kept, applied) = plan.claims.apply(to: findings, requirement: requirement)
            let outcome = requirement.checks.isEmpty ? .needsReview : Self.outcome(of: kept)
            results.append(RequirementResult(
                criterionID: criterion.id, criterionNumber: criterion.number, criterionTitle: criterion.title,
                requirementID: requirement.id, requirementText: requirement.text, impactRange: requirement.impact,
                automation: requirement.automation, outcome: outcome, findings: kept, appliedExceptions: applied + detected,
                howToTest: requirement.howToTest?.text
                    ?? (requirement.checks.isEmpty ? "Verify by hand: \(requirement.text)" : nil)))
        }
        var report = AuditReport(results: results, assumptions: Self.assumptions(in: plan.app.snapshot), checkTimings: timings)
        report.profile = plan.app.profile
        return report
    }

    /// One check's findings on every screen, moved out of `perScreen`.
    static func take(_ perScreen: inout [ScreenFindings], _ position: Int, _ checkIndex: Int) -> [Finding] {
        var taken: [Finding] = []
        // Sized once: growing it screen by screen copied every finding again at each doubling.
        let total = perScreen.reduce(0) { $0 + $1[position][checkIndex].count }
        for screen in perScreen.indices {
            var part: [Finding] = []
            swap(&part, &perScreen[screen][position][checkIndex])
            if taken.isEmpty, part.count == total { return part }
            if taken.isEmpty { taken.reserveCapacity(total) }
            taken += part
        }
        return taken
    }

    /// A violation's impact: the check's own level clamped into the range,
    /// else the level at its severity, else the upper end of the range.
    static func impact(of finding: Finding, in range: ImpactRange) -> Impact {
        if let impact = finding.impact { return range.clamp(impact) }
        if let severity = finding.severity { return range.level(at: severity) }
        return range.upper
    }

    /// A result's outcome from its findings: a violation wins, then needs review, then pass.
    package static func outcome(of findings: [Finding]) -> Outcome {
        var outcome = Outcome.notApplicable
        // By index: `for finding in findings` copied (and retained) every finding to read its kind.
        for index in findings.indices {
            switch findings[index].kind {
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
