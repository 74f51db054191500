public import MCAGRules
package import MCAGSourceIndex

/// The report formats `mcag audit --format` writes.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Plain text for people, with optional ANSI colour.
    case text
    /// The JSON report, for tools.
    case json
    /// JUnit XML, for CI test views.
    case junit
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// Markdown, for pull request comments.
    case markdown
    /// A self-contained HTML page.
    case html
    /// What a screen reader announces, stop by stop (Documentation/Transcripts.md).
    case transcript

    /// The usual file extension for the format.
    package var fileExtension: String {
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

/// How a report presents an audit's verdict. What fails (the minimum
/// impact, strictness, suppressions, a baseline, manual results) is the
/// verdict's; these options only say how it is shown.
public struct ReportOptions: Sendable {
    /// ANSI colour in the text report; only for terminals.
    public var colour: Bool
    /// The version of the tool, named in JSON, SARIF and HTML output.
    public var toolVersion: String
    /// The snapshot as the audit saw it (other apps set aside), for the
    /// transcript format and the HTML report's screen-reader views.
    package var transcriptSnapshot: AppSnapshot?
    /// The file each screen came from, by screen name, for SARIF artifact locations.
    public var screenSources: [String: String]
    /// The directory SARIF artifact URIs are relative to (`%SRCROOT%`);
    /// nil for the current directory, the repository's root in CI.
    public var sourceRoot: String?
    /// What was audited, for the header of the text, Markdown, HTML and JSON reports.
    public var inputs: ReportInputs?
    /// The screens' captures, for the HTML report's "On screen" section.
    package var screenshots: [ReportScreenshot] = []
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
    package var rendersConcurrently = true
    /// When, where and how long the audit ran, for JUnit's `timestamp`,
    /// `hostname` and `time`; nil takes the time of rendering, with a time of 0.
    package var run: ReportRun?
    /// The app's source tree, indexed (`mcag audit --source`): the text and Markdown reports
    /// say where each violation's element is declared.
    package var sourceIndex: SourceIndex?
    /// The declared names of each screen's identifiers, by screen name, so the index can tell
    /// apart layouts that declare the same id (``SourceQuery/screenNames``).
    package var sourceScreenNames: [String: Set<String>] = [:]

    /// Options with the defaults of `mcag audit`: no colour, this version.
    public init(
        colour: Bool = false, toolVersion: String = MCAGVersion.current, screenSources: [String: String] = [:],
        inputs: ReportInputs? = nil, showsManualTests: Bool = false
    ) {
        self.screenSources = screenSources
        self.inputs = inputs
        self.showsManualTests = showsManualTests
        self.colour = colour
        self.toolVersion = toolVersion
    }
}

/// The version of MCAG Rules.
public enum MCAGVersion {
    /// The version `mcag --version` prints and reports name.
    public static let current = "0.1.0"
}

/// Renders an audit's verdict in any ``ReportFormat``.
///
/// A view never judges: it shows the verdict's report
/// (``AuditVerdict/reportToShow``) and says pass or fail as the verdict does.
/// Judge a report first with ``AuditPolicy/judge(_:)``, or take the verdict
/// `MCAG.evaluate` returns.
public enum ReportRenderer {
    /// The verdict in `format`.
    public static func render(
        _ verdict: AuditVerdict, catalog: Catalog, format: ReportFormat, options: ReportOptions = ReportOptions()
    ) -> String {
        switch format {
        case .text: TextReport.render(verdict, catalog: catalog, options: options)
        case .json: JSONReport.render(verdict, catalog: catalog, options: options)
        case .junit: JUnitReport.render(verdict, catalog: catalog, options: options)
        case .sarif: SARIFReport.render(verdict, catalog: catalog, options: options)
        case .markdown: MarkdownReport.render(verdict, catalog: catalog, options: options)
        case .html: HTMLReport.render(verdict, catalog: catalog, options: options)
        case .transcript: TranscriptReport.render(verdict, options: options)
        }
    }
}

extension AuditVerdict {
    /// Whether a result's open questions fail the audit, as the verdict
    /// judged them (`failsUndecided(_:)`): a strict verdict's automated or
    /// assisted test that could not decide, or a test still without a manual
    /// result once manual results were merged.
    func undecidedFails(_ result: RequirementResult) -> Bool { failsUndecided(result.requirementID) }
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
