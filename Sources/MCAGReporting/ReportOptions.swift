public import MCAGRules
package import MCAGSourceIndex

/// The report formats `mcag audit --format` writes.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, junit, sarif, markdown, html, transcript

    /// The usual file extension for the format.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .junit: "xml"
        case .sarif: "sarif"
        case .markdown: "md"
        case .html: "html"
        case .transcript: "transcript.txt"
        }
    }
}

/// How a report judges and presents an audit.
public struct ReportOptions: Sendable {
    /// Violations below this level are listed but do not fail the audit.
    public var failingImpact: Impact
    /// When true, a requirement that needs review fails like a violation
    /// (as the DHS process fails contrast it cannot measure).
    public var strict: Bool
    /// ANSI colour in the text report; only for terminals.
    public var colour: Bool
    /// The version of the tool, named in JSON, SARIF and HTML output.
    public var toolVersion: String
    /// The snapshot as the audit saw it (other apps set aside), for the
    /// transcript format and the HTML report's screen-reader views.
    public var transcriptSnapshot: AppSnapshot?
    /// Requirements still waiting for a manual result, when reviews were merged.
    public var unreviewed: [String]?
    /// The manual results merged into the report (``ConformanceReport/applied``).
    public var reviewed: [ReviewRecord]?
    /// The file each screen came from, by screen name, for SARIF artifact locations.
    public var screenSources: [String: String]
    /// The directory SARIF artifact URIs are relative to (`%SRCROOT%`);
    /// nil for the current directory, the repository's root in CI.
    public var sourceRoot: String?
    /// What was audited, for the header of the text, Markdown, HTML and JSON reports.
    public var inputs: ReportInputs?
    /// The verdict the report was judged with, when suppressions, a
    /// baseline or house rules were in play: the reports list what it set
    /// aside, and an expired suppression fails the audit.
    public var verdict: AuditVerdict?
    /// The screens' captures, for the HTML report's "On screen" section.
    public var screenshots: [ReportScreenshot] = []
    /// The text report prints every manual test with how to test it,
    /// instead of one line per criterion.
    public var showsManualTests: Bool
    /// The SARIF report also holds, at level `note`, each test that needs
    /// review or a manual result without failing the audit; by default it
    /// holds violations, and those tests only when they fail the audit.
    public var sarifIncludesReviews = false
    /// Long parts of a report (the grouping of violations in the text,
    /// Markdown and HTML reports, their element lines, the JSON report's
    /// findings) are made on every core; false makes them on the calling
    /// thread only. The text is the same either way.
    public var rendersConcurrently = true
    /// When, where and how long the audit ran, for JUnit's `timestamp`,
    /// `hostname` and `time`; nil takes the time of rendering, with a time of 0.
    public var run: ReportRun?
    /// The app's source tree, indexed (`mcag audit --source`): the text and Markdown reports
    /// say where each violation's element is declared.
    package var sourceIndex: SourceIndex?
    /// The declared names of each screen's identifiers, by screen name, so the index can tell
    /// apart layouts that declare the same id (``SourceQuery/screenNames``).
    package var sourceScreenNames: [String: Set<String>] = [:]

    /// Options with the defaults of `mcag audit`: every violation fails, nothing else does.
    public init(
        failingImpact: Impact = .minor, strict: Bool = false, colour: Bool = false,
        toolVersion: String = MCAGVersion.current, unreviewed: [String]? = nil, screenSources: [String: String] = [:],
        inputs: ReportInputs? = nil, verdict: AuditVerdict? = nil, showsManualTests: Bool = false,
        reviewed: [ReviewRecord]? = nil
    ) {
        self.reviewed = reviewed
        self.screenSources = screenSources
        self.inputs = inputs
        self.verdict = verdict
        self.showsManualTests = showsManualTests
        self.failingImpact = failingImpact
        self.strict = strict
        self.colour = colour
        self.toolVersion = toolVersion
        self.unreviewed = unreviewed
    }
}

/// The version of MCAG Rules.
public enum MCAGVersion {
    /// The version `mcag --version` prints and reports name.
    public static let current = "0.1.0"
}

/// Renders an audit report in any ``ReportFormat``.
public enum ReportRenderer {
    /// The report in `format`.
    public static func render(
        _ report: AuditReport, catalog: Catalog, format: ReportFormat, options: ReportOptions = ReportOptions()
    ) -> String {
        switch format {
        case .text: TextReport.render(report, catalog: catalog, options: options)
        case .json: JSONReport.render(report, catalog: catalog, options: options)
        case .junit: JUnitReport.render(report, catalog: catalog, options: options)
        case .sarif: SARIFReport.render(report, catalog: catalog, options: options)
        case .markdown: MarkdownReport.render(report, catalog: catalog, options: options)
        case .html: HTMLReport.render(report, catalog: catalog, options: options)
        case .transcript: TranscriptReport.render(report, options: options)
        }
    }
}

extension AuditReport {
    /// Violations at or above the failing impact.
    public func failingViolations(_ options: ReportOptions) -> [(requirement: RequirementResult, finding: Finding)] {
        violations(atLeast: options.failingImpact)
    }

    /// The verdict views read: the options' own (what `mcag audit` and
    /// `MCAG.evaluate` judged), else this report judged by the policy stage
    /// (``AuditPolicy/judge(_:)``) against `catalog` under the options' failing
    /// impact and strictness. Reports never decide pass or fail themselves.
    package func verdict(_ options: ReportOptions, catalog: Catalog) -> AuditVerdict? {
        if let verdict = options.verdict { return verdict }
        // Only suppressions can be refused, and this policy holds none.
        return try? options.policy(catalog: catalog).judge(self)
    }

}

extension ReportOptions {
    /// The policy a report given no verdict is judged by: its failing impact
    /// and strictness; with ``unreviewed`` set, the report already holds the
    /// manual results, and a strict run demands one for every test.
    func policy(catalog: Catalog) -> AuditPolicy {
        AuditPolicy(catalog: catalog, minimumImpact: failingImpact, strict: strict,
                    manualResults: unreviewed == nil ? nil : ReviewLog())
    }

    /// Whether a result's open questions fail the audit. Only when strict,
    /// and then as ``AuditVerdict`` judges it: an automated or assisted test
    /// that could not decide, at or above the failing impact. Manual tests
    /// belong to the checklist and fail only once manual results were merged
    /// (``unreviewed`` is set), so that a strict run with reviews demands a
    /// result for every test.
    /// With a verdict, the verdict answers (``AuditVerdict/failsUndecided(_:)``).
    public func needsReviewFails(_ result: RequirementResult) -> Bool {
        if let verdict { return verdict.failsUndecided(result.requirementID) }
        guard strict, result.impactRange.upper.isAtLeast(failingImpact) else { return false }
        if result.automation != .manual && result.findings.contains(where: { $0.kind == .needsReview }) { return true }
        return unreviewed != nil && result.outcome == .needsReview
    }
}

extension Finding {
    /// The violation's impact, or the top of its requirement's range when
    /// the finding does not state one.
    func effectiveImpact(in result: RequirementResult) -> Impact { impact ?? result.impactRange.upper }

    /// The measured value against the threshold, if the check measured one.
    var measuredText: String? { measured?.description }
}

extension ElementLocation {
    /// The element's fields, one per entry, for formats that list them.
    var fields: [(String, String)] {
        var fields: [(String, String)] = [("screen", self.screen), ("path", self.path), ("role", self.role.rawValue)]
        if let identifier = self.identifier, !identifier.isEmpty { fields.append(("identifier", identifier)) }
        if let label = self.label { fields.append(("label", label)) }
        if let className = self.className { fields.append(("class", className)) }
        if let frame = self.frame { fields.append(("frame", frame.description)) }
        if let frameInMillimetres = self.frameInMillimetres { fields.append(("frame (mm)", frameInMillimetres.description)) }
        return fields
    }
}

extension Finding {
    /// Where the finding is: the element, else the screen, else the app.
    var placeText: String {
        if let element { return element.description }
        if let screen { return "screen \(screen)" }
        return "app"
    }
}
