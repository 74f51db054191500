package import MCAGRules
import Foundation

/// SARIF 2.1.0 for code-scanning services: one rule per criterion test and
/// one result per violation (levels by impact), each pointing at its
/// element's line and column in the dump.
///
/// A test that needs a person is a result only when it fails the audit
/// (`AuditVerdict.failsUndecided(_:)`, level `error`), or, at level
/// `note`, with ``ReportOptions/sarifIncludesReviews``: code scanning shows
/// every result as an alert, and on one screen 87 of 92 were such tests,
/// noise beside the violations.
package enum SARIFReport {
    /// The report as a SARIF 2.1.0 log with one run.
    package static func render(_ verdict: AuditVerdict, catalog: Catalog, options: ReportOptions) -> String {
        let report = verdict.reportToShow
        var rules = RuleTable(catalog: catalog)
        var results: [JSONValue] = []
        for result in report.results where result.outcome == .violation || result.outcome == .needsReview {
            if result.outcome == .violation {
                let index = rules.position(of: result)
                for finding in result.violations {
                    results.append(violation(finding, of: result, ruleIndex: index, options: options))
                }
            } else if options.sarifIncludesReviews || verdict.undecidedFails(result) {
                let fails = verdict.undecidedFails(result)
                results.append(review(result, ruleIndex: rules.position(of: result), fails: fails, options: options))
            }
        }
        // Suppressed violations stay visible, as code-scanning services expect:
        // a result with the suppression's justification, which they show as dismissed.
        for use in verdict.usedSuppressions {
            for item in use.findings where item.finding.kind == .violation {
                let index = rules.position(of: item.result)
                results.append(violation(item.finding, of: item.result, ruleIndex: index, options: options, suppression: use.suppression))
            }
        }
        let run = runObject(rules: rules.rules, results: results, report: report, options: options)
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).prettyPrinted()
    }

    /// One rule per test that has a result, in the order they are first met.
    private struct RuleTable {
        let catalog: Catalog
        private(set) var rules: [JSONValue] = []
        private var positions: [String: Int] = [:]

        init(catalog: Catalog) { self.catalog = catalog }

        /// The position of `result`'s rule, added when it is new.
        mutating func position(of result: RequirementResult) -> Int {
            if let known = positions[result.requirementID] { return known }
            positions[result.requirementID] = rules.count
            rules.append(SARIFReport.rule(result, criterion: catalog.criterion(id: result.criterionID)))
            return rules.count - 1
        }
    }

    /// The one run: the tool with its rules, the results, and the run's properties.
    private static func runObject(rules: [JSONValue], results: [JSONValue], report: AuditReport, options: ReportOptions) -> JSONValue {
        var run: [(String, JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", .string("mcag")),
                ("version", .string(options.toolVersion)),
                ("semanticVersion", .string(options.toolVersion)),
                ("rules", .array(rules)),
            ]))])),
            ("originalUriBaseIds", SARIFLocation.originalUriBaseIds),
            // Regions' columns count characters, as the importers count them (SARIF 2.1.0 §3.14.17).
            ("columnKind", .string("unicodeCodePoints")),
        ]
        if let artifacts = SARIFLocation.artifacts(options) { run.append(("artifacts", artifacts)) }
        run.append(("results", .array(SARIFLocation.numbered(results))))
        // The threshold profile, and other apps' elements set aside before the audit: run properties (SARIF 2.1.0 §3.8).
        var runProperties: [(String, JSONValue)] = [("profile", JSONReport.profile(report.profile))]
        if let scope = report.appScope, !scope.screens.isEmpty {
            runProperties.append(("appScope", AppScopeReport.json(scope)))
        }
        run.append(("properties", .object(runProperties)))
        return .object(run)
    }

    /// error for critical and serious, warning for moderate, note for minor.
    static func level(_ impact: Impact) -> String {
        switch impact {
        case .critical, .serious: "error"
        case .moderate: "warning"
        case .minor: "note"
        }
    }

    static func rule(_ result: RequirementResult, criterion: Criterion?) -> JSONValue {
        let fixes = Array(Set(result.violations.compactMap(\.fix))).sorted()
        var help = criterion?.description ?? result.criterionTitle
        if !fixes.isEmpty { help += "\n\nHow to fix: " + fixes.joined(separator: " ") }
        if let howTo = result.howToTest { help += "\n\nHow to test: " + howTo }
        var members: [(String, JSONValue)] = [
            ("id", .string(result.requirementID)),
            ("name", .string(pascalCase(result.criterionTitle))),
            ("shortDescription", .object([("text", .string(limited("\(result.criterionNumber) \(result.criterionTitle)")))])),
            ("fullDescription", .object([("text", .string(limited(result.requirementText)))])),
            ("help", .object([("text", .string(help))])),
        ]
        if let url = criterion?.wcag.compactMap(\.url).first { members.append(("helpUri", .string(url))) }
        members.append(("defaultConfiguration", .object([("level", .string(level(result.impactRange.upper)))])))
        members.append(("properties", .object([
            ("criterion", .string(result.criterionID)),
            ("impact", CatalogExport.impact(result.impactRange)),
            ("automation", .string(result.automation.rawValue)),
            ("wcag", .array((criterion?.wcag ?? []).map(CatalogExport.wcag))),
            ("tags", .strings(["accessibility", "MCAG " + result.criterionNumber]
                + (criterion?.wcag ?? []).map { "WCAG " + $0.number })),
        ])))
        return .object(members)
    }

    static func violation(
        _ finding: Finding, of result: RequirementResult, ruleIndex: Int, options: ReportOptions, suppression: Suppression? = nil
    ) -> JSONValue {
        let impact = finding.effectiveImpact(in: result)
        var text = finding.message
        if let measured = finding.measuredText { text += " Measured: \(measured)." }
        if let fix = finding.fix { text += " Fix: \(fix)" }
        var properties: [(String, JSONValue)] = [("impact", .string(impact.name))]
        if finding.measured != nil { properties.append(("measured", JSONReport.finding(finding).member("measured"))) }
        if let fix = finding.fix { properties.append(("fix", .string(fix))) }
        if let profile = finding.profile { properties.append(("profile", .string(profile))) }
        if let element = finding.element { properties.append(("element", JSONReport.element(element))) }
        let placement = SARIFSourcePlacement.of(finding, options: options)
        properties += placement.properties
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(result.requirementID)),
            ("ruleIndex", .int(ruleIndex)),
            ("kind", .string("fail")),
            ("level", .string(level(impact))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array(placement.locations)),
        ]
        if let related = placement.related { members.append(("relatedLocations", .array(related))) }
        members.append(
            ("partialFingerprints", SARIFLocation.fingerprints(Fingerprint.of(finding, requirement: result.requirementID))))
        if let suppression {
            members.append(("suppressions", .array([.object([
                ("kind", .string("external")), ("status", .string("accepted")),
                ("justification", .string(suppression.summary)),
            ])])))
        }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    static func review(_ result: RequirementResult, ruleIndex: Int, fails: Bool, options: ReportOptions) -> JSONValue {
        let reasons = result.findings.filter { $0.kind == .needsReview }
        let text = "Needs review: " + (reasons.first.map { $0.message + ($0.missing.isEmpty ? "" : " (missing: \($0.missing.joined(separator: ", ")))") }
            ?? result.howToTest ?? result.requirementText)
            + (reasons.count > 1 ? " (and \(reasons.count - 1) more)" : "")
        let members: [(String, JSONValue)] = [
            ("ruleId", .string(result.requirementID)),
            ("ruleIndex", .int(ruleIndex)),
            ("kind", .string(fails ? "fail" : "review")),
            ("level", .string(fails ? "error" : "note")),
            ("message", .object([("text", .string(text))])),
            // Code scanning drops a result without a location: a review
            // without an element points at its screen's file, else the audit's first input.
            ("locations", .array([SARIFLocation.of(reasons.first, options: options)])),
            ("partialFingerprints", SARIFLocation.fingerprints(reviewKey(result, reasons.first))),
        ]
        return .object(members)
    }

    /// The review's identity across runs: its requirement, and the
    /// element or screen of its first reason.
    static func reviewKey(_ result: RequirementResult, _ first: Finding?) -> String {
        guard let first else { return "\(result.requirementID) @ review" }
        if let element = first.element { return "\(result.requirementID) @ review @ \(Fingerprint.of(element))" }
        return "\(result.requirementID) @ review @ \(first.screen ?? "app")"
    }

    /// Code scanning limits rule descriptions to 1,024 characters.
    static func limited(_ text: String, to limit: Int = 1024) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }

    static func pascalCase(_ title: String) -> String {
        title.split { !$0.isLetter && !$0.isNumber }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension JSONValue {
    /// The value of an object's member, or null.
    func member(_ key: String) -> JSONValue {
        if case let .object(members) = self { return members.first { $0.0 == key }?.1 ?? .null }
        return .null
    }
}
