public import MCAGRules
import Foundation

/// What an audit looked at and which files judged it, for report headers.
public struct ReportInputs: Sendable {
    /// The files given on the command line, as given.
    package var files: [String]
    /// Screen names in snapshot order.
    package var screens: [String]
    /// Elements over every screen.
    package var elements: Int
    /// How lengths were converted to millimetres, one line per distinct
    /// figure with the screens it applies to; assumed figures say so.
    package var density: [String]
    /// Each screen's file and the format it was read in, in snapshot order
    /// (`formats` says them in words).
    package var sources: [ScreenSource]
    /// The house configuration file (`--config`), when given.
    public var configurationFile: String?
    /// The baseline compared with (`--baseline`), when given.
    public var baselineFile: String?
    /// The manual results merged in (`--reviews`), when given.
    public var reviewsFile: String?

    /// Inputs described field by field.
    package init(files: [String], screens: [String], elements: Int, density: [String], sources: [ScreenSource] = [],
                configurationFile: String? = nil, baselineFile: String? = nil, reviewsFile: String? = nil) {
        self.files = files
        self.sources = sources
        self.screens = screens
        self.elements = elements
        self.density = density
        self.configurationFile = configurationFile
        self.baselineFile = baselineFile
        self.reviewsFile = reviewsFile
    }

    /// The inputs of `snapshot`, imported from `files`.
    public init(files: [String], snapshot: AppSnapshot) {
        var order: [String] = []
        var screensByDensity: [String: [String]] = [:]
        for screen in snapshot.screens {
            let line = Self.describeDensity(of: screen)
            if screensByDensity[line] == nil { order.append(line) }
            screensByDensity[line, default: []].append(screen.displayName)
        }
        // With one figure for every screen, naming the screens adds nothing.
        let everyScreen = order.count == 1
        self.init(
            files: files, screens: snapshot.screens.map(\.displayName),
            elements: snapshot.screens.reduce(0) { $0 + $1.tree.count },
            density: order.map { line in
                everyScreen ? line : "\(line) (\((screensByDensity[line] ?? []).joined(separator: ", ")))"
            },
            sources: snapshot.screens.map(ScreenSource.init))
    }

    /// The density of one screen in the unit its frames use, or the
    /// importer's stated assumption.
    static func describeDensity(of screen: Screen) -> String {
        guard let density = screen.density else { return "not stated: sizes in millimetres are not checked" }
        if let assumption = density.assumption { return assumption }
        let perInch = density.unitsPerMillimetre * 25.4
        // One decimal at most, through the shared checked formatter: a density is any number a file holds.
        let figure = ((perInch * 10).rounded() / 10).twoDecimals
        switch screen.unit {
        case .pixels: return "\(figure) dpi"
        case .points: return "\(figure) pt per inch"
        case .dp: return "\(figure) dp per inch"
        }
    }
}

/// What the verdict and the engine set aside or adjusted, as titled lists
/// that every human-readable format prints in its own markup.
struct SetAsideSummary {
    struct Group {
        var title: String
        var items: [String]
        /// True for groups that fail the audit (expired suppressions).
        var fails = false
    }

    var groups: [Group] = []

    init(_ report: AuditReport, verdict: AuditVerdict) {
        if let scope = AppScopeReport.group(report) { groups.append(scope) }
        if let exceptions = Self.exceptionsGroup(report) { groups.append(exceptions) }
        if !verdict.usedSuppressions.isEmpty {
            groups.append(Group(title: "Suppressions used", items: verdict.usedSuppressions.map {
                "\($0.suppression.summary): \($0.findings.count) finding\($0.findings.count == 1 ? "" : "s")"
            }))
        }
        if !verdict.unusedSuppressions.isEmpty {
            groups.append(Group(title: "Suppressions that matched nothing (delete them)",
                                items: verdict.unusedSuppressions.map(\.summary)))
        }
        if !verdict.expiredSuppressions.isEmpty {
            groups.append(Group(
                title: "Expired suppressions: they fail the audit; fix what each covered and delete it, or renew it with a new date and a reason",
                items: verdict.expiredSuppressions.map(\.summary), fails: true))
        }
        if let baseline = verdict.baseline {
            var items = ["\(baseline.known.count) known violation\(baseline.known.count == 1 ? "" : "s") tolerated, \(baseline.new.count) new"]
            if !baseline.notAudited.isEmpty {
                let count = baseline.notAudited.map(\.count).saturatingSum
                items.append("\(count) not audited: on screens this audit did not cover, so neither found nor fixed "
                    + "(--write-baseline keeps them)")
            }
            groups.append(Group(title: "Baseline", items: items))
            if !baseline.fixed.isEmpty {
                let fixed = baseline.fixed.map(\.count).saturatingSum
                groups.append(Group(
                    title: "Fixed since the baseline: \(fixed) (record the baseline again with --write-baseline to drop them)",
                    items: baseline.fixed.map { $0.fingerprint + ($0.count > 1 ? " (×\($0.count))" : "") }))
            }

        }
        if !verdict.disabledCriteria.isEmpty {
            groups.append(Group(title: "Criteria disabled by the house rules",
                                items: verdict.disabledCriteria.map { "\($0.criterion): \($0.reason)" }))
        }
        if !verdict.impactOverrides.isEmpty {
            groups.append(Group(title: "Impact overrides",
                                items: verdict.impactOverrides.map { "\($0.requirement) → \($0.impact): \($0.reason)" }))
        }
    }

    /// The exceptions applied, claimed and found by checks, each claim listed once; nil when none was.
    private static func exceptionsGroup(_ report: AuditReport) -> Group? {
        let claims = report.results.flatMap(\.appliedExceptions)
        guard !claims.isEmpty else { return nil }
        let setAside = claims.reduce(0) { $0 + $1.setAside.count }
        let detected = claims.filter { $0.detectedBy != nil }.count
        // A claim made once in configuration is applied element by element; list it once.
        var order: [ExceptionClaim] = []
        var elements: [ExceptionClaim: [ElementLocation?]] = [:]
        for applied in claims {
            if elements[applied.claim] == nil { order.append(applied.claim) }
            elements[applied.claim, default: []].append(applied.element)
        }
        return Group(
            // Exceptions the checks found themselves are listed with the claimed ones: one exception path.
            title: "Exceptions applied (\(claims.count - detected) claimed, \(detected) found by checks; "
                + "setting aside \(setAside) finding\(setAside == 1 ? "" : "s"))",
            items: order.map { claim in
                let places = elements[claim] ?? []
                let target: String
                if places.count == 1, let only = places.first {
                    target = only.map { "on \($0.textDescription)" } ?? "for every element"
                } else {
                    let named = places.compactMap { $0 }.prefix(5).map(\.shortDescription)
                    target = "on \(places.count) elements (\(named.joined(separator: "; "))\(places.count > 5 ? "; …" : ""))"
                }
                return "\(claim.requirement) '\(claim.exception)' \(target): \(claim.reason)"
            })
    }
}
