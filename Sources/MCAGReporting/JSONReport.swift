package import MCAGRules

/// The machine-readable report, `reportVersion` 2 (see Documentation/Reports.md).
///
/// Keys appear in a fixed order and absent values are `null`, so that two
/// reports of the same audit are byte-identical.
package enum JSONReport {
    /// Raised when the shape changes in a way a reader would notice.
    package static let reportVersion = 2

    /// The report as pretty-printed JSON text: the bytes of
    /// ``write(_:catalog:options:to:)``, collected.
    package static func render(_ verdict: AuditVerdict, catalog: Catalog, options: ReportOptions) -> String {
        var bytes: [UInt8] = []
        write(verdict, catalog: catalog, options: options) { (piece: UnsafeRawBufferPointer) in bytes.append(contentsOf: piece) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The report as a JSON value, for embedding in other documents. Its
    /// pretty-printed text is the text ``render(_:catalog:options:)`` writes.
    package static func value(_ verdict: AuditVerdict, catalog: Catalog, options: ReportOptions) -> JSONValue {
        let report = verdict.reportToShow
        let source = JSONSourceMember(options)
        return .object(leadingMembers(report, verdict: verdict, options: options)
            + [("results", .array(report.results.map { result($0, concurrently: options.rendersConcurrently, source: source) }))])
    }

    /// Every member of the report before its last, `results`.
    static func leadingMembers(_ report: AuditReport, verdict: AuditVerdict, options: ReportOptions) -> [(String, JSONValue)] {
        let summary = ReportSummary(report, verdict: verdict)
        var members: [(String, JSONValue)] = [
            ("reportVersion", .int(reportVersion)),
            ("tool", .object([("name", .string("mcag")), ("version", .string(options.toolVersion))])),
            ("passed", .bool(summary.passed)),
            ("failingImpact", .string(verdict.minimumImpact.name)),
            ("strict", .bool(verdict.strict)),
            ("profile", profile(report.profile)),
            ("summary", .object([
                ("tests", .int(summary.requirements)),
                ("violated", .int(summary.count(.violation))),
                ("needsReview", .int(summary.count(.needsReview))),
                ("passed", .int(summary.count(.pass))),
                ("notApplicable", .int(summary.count(.notApplicable))),
                ("violations", .int(summary.violationCount)),
                ("failingViolations", .int(summary.failingCount)),
                ("violationsByImpact", .object(Impact.allCases.reversed().map {
                    ($0.name, .int(summary.violationsByImpact[$0] ?? 0))
                })),
            ])),
            ("inputs", options.inputs.map(inputs) ?? .null),
            ("assumptions", .strings(report.assumptions)),
            ("appScope", report.appScope.map(AppScopeReport.json) ?? .null),
        ]
        members.append(("unreviewed", verdict.manualResults.map { .strings($0.unreviewed) } ?? .null))
        members.append(("reviewed", verdict.manualResults.map { .array($0.applied.map(review)) } ?? .null))
        members.append(("setAside", setAside(verdict)))
        members.append(("checkTimings", report.checkTimings.map { timings in
            .object(timings.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) })
        } ?? .null))
        return members
    }

    /// The thresholds the audit used, named and spelt out.
    static func profile(_ profile: ThresholdProfile) -> JSONValue {
        .object([
            ("name", .string(profile.name)),
            ("source", .string(profile.source)),
            ("touchTarget", .object([("side", .number(profile.touchTarget.side)),
                                     ("unit", .string(profile.touchTarget.unit.rawValue))])),
            ("textContrast", .number(profile.textContrast)),
            ("largeTextContrast", .number(profile.largeTextContrast)),
            ("largeTextSize", .number(profile.largeTextSize)),
            ("largeBoldTextSize", .number(profile.largeBoldTextSize)),
            ("boldWeight", .int(profile.boldWeight)),
            ("nonTextContrast", .number(profile.nonTextContrast)),
        ])
    }

    static func inputs(_ inputs: ReportInputs) -> JSONValue {
        .object([
            ("files", .strings(inputs.files)),
            ("screens", .strings(inputs.screens)),
            ("elements", .int(inputs.elements)),
            ("density", .strings(inputs.density)),
            // Each screen's file and format: `format` is the importer's name for it (SnapshotFormat), `formatName` its words.
            ("sources", .array(inputs.sources.map { source in
                .object([("screen", .string(source.screen)), ("source", .optional(source.file)),
                         ("format", .optional(source.format?.rawValue)), ("formatName", .optional(source.format?.displayName))])
            })),
            ("configuration", .optional(inputs.configurationFile)),
            ("baseline", .optional(inputs.baselineFile)),
            ("reviews", .optional(inputs.reviewsFile)),
        ])
    }

    static func review(_ record: ReviewRecord) -> JSONValue {
        .object([
            ("requirement", .string(record.requirement)),
            ("screen", .optional(record.screen)),
            ("result", .string(record.result.rawValue)),
            ("tester", .string(record.tester)),
            ("date", .string(record.date)),
            ("note", .optional(record.note)),
        ])
    }

    /// What the verdict set aside: suppressions, the baseline comparison
    /// and the house rules that changed the catalog.
    static func setAside(_ verdict: AuditVerdict) -> JSONValue {
        .object([
            ("suppressionsUsed", .array(verdict.usedSuppressions.map { use in
                .object([("suppression", suppression(use.suppression)), ("findings", .int(use.findings.count))])
            })),
            ("suppressionsUnused", .array(verdict.unusedSuppressions.map(suppression))),
            ("suppressionsExpired", .array(verdict.expiredSuppressions.map(suppression))),
            ("belowFailingImpact", .int(verdict.belowMinimumImpact.count)),
            ("baseline", verdict.baseline.map { comparison in
                .object([
                    ("known", .int(comparison.known.count)),
                    ("new", .int(comparison.new.count)),
                    ("fixed", .array(comparison.fixed.map { entry in
                        .object([("fingerprint", .string(entry.fingerprint)), ("requirement", .string(entry.requirement)),
                                 ("count", .int(entry.count)), ("message", .string(entry.message))])
                    })),
                    ("notAudited", .int(comparison.notAudited.map(\.count).saturatingSum)),
                ])
            } ?? .null),
            ("disabledCriteria", .array(verdict.disabledCriteria.map {
                .object([("criterion", .string($0.criterion)), ("reason", .string($0.reason))])
            })),
            ("impactOverrides", .array(verdict.impactOverrides.map {
                .object([("requirement", .string($0.requirement)), ("impact", CatalogExport.impact($0.impact)),
                         ("reason", .string($0.reason))])
            })),
        ])
    }

    static func suppression(_ suppression: Suppression) -> JSONValue {
        .object([
            ("requirement", .string(suppression.requirement)),
            ("identifier", .optional(suppression.identifier)),
            ("fingerprint", .optional(suppression.fingerprint)),
            ("screen", .optional(suppression.screen)),
            ("exception", .optional(suppression.exception)),
            ("reason", .optional(suppression.reason)),
            ("owner", .optional(suppression.owner)),
            ("ticket", .optional(suppression.ticket)),
            ("expires", .optional(suppression.expires)),
        ])
    }

    /// One requirement's result; with `concurrently`, a long list of
    /// findings is turned into values on every core (the same values, in order).
    static func result(
        _ result: RequirementResult, concurrently: Bool = false, source: JSONSourceMember? = nil
    ) -> JSONValue {
        .object(leadingMembers(result)
            + [("findings", .array(OrderedChunks.map(result.findings, concurrently: concurrently) { finding($0, source: source) }))]
            + trailingMembers(result, source: source))
    }

    /// A result's members before its findings.
    static func leadingMembers(_ result: RequirementResult) -> [(String, JSONValue)] {
        [
            ("criterionID", .string(result.criterionID)),
            ("criterionNumber", .string(result.criterionNumber)),
            ("criterionTitle", .string(result.criterionTitle)),
            ("requirementID", .string(result.requirementID)),
            ("requirementText", .string(result.requirementText)),
            ("impact", CatalogExport.impact(result.impactRange)),
            ("automation", .string(result.automation.rawValue)),
            ("outcome", .string(result.outcome.rawValue)),
            ("howToTest", .optional(result.howToTest)),
        ]
    }

    /// A result's members after its findings.
    static func trailingMembers(_ result: RequirementResult, source: JSONSourceMember? = nil) -> [(String, JSONValue)] {
        [
            ("appliedExceptions", .array(result.appliedExceptions.map { applied in
                .object([
                    ("requirement", .string(applied.claim.requirement)),
                    ("exception", .string(applied.claim.exception)),
                    ("reason", .string(applied.claim.reason)),
                    ("exceptionText", .string(applied.exceptionText)),
                    ("detectedBy", .optional(applied.detectedBy)),
                    ("element", applied.element.map(element) ?? .null),
                    ("setAside", .array(applied.setAside.map { finding($0, source: source) })),
                ])
            })),
        ]
    }

    /// One finding; `source` adds where its element is declared (`mcag audit --source`).
    static func finding(_ finding: Finding, source: JSONSourceMember? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("kind", .string(finding.kind.rawValue)),
            ("message", .string(finding.message)),
            ("impact", .optional(finding.impact?.name)),
            ("severity", finding.severity.map { .number($0) } ?? .null),
            ("measured", finding.measured.map { measured in
                .object([("value", .number(measured.value)), ("threshold", .number(measured.threshold)),
                         ("unit", .string(measured.unit)), ("comparison", .string(measured.comparison.rawValue))])
            } ?? .null),
            ("fix", .optional(finding.fix)),
            ("missing", .strings(finding.missing)),
            ("check", .optional(finding.check)),
            ("profile", .optional(finding.profile)),
            ("screen", .optional(finding.screen)),
            ("element", finding.element.map(element) ?? .null),
        ]
        if let source { members.append(("source", source.value(for: finding))) }
        return .object(members)
    }

    static func element(_ element: ElementLocation) -> JSONValue {
        .object([
            ("screen", .string(element.screen)),
            ("index", .int(element.index)),
            ("path", .string(element.path)),
            ("identifier", .optional(element.identifier)),
            ("label", .optional(element.label)),
            ("role", .string(element.role.rawValue)),
            ("className", .optional(element.className)),
            ("frame", element.frame.map(rect) ?? .null),
            ("frameInMillimetres", element.frameInMillimetres.map(rect) ?? .null),
        ])
    }

    static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)),
                 ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}
