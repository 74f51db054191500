import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules

/// `mcag audit FILE|DIR…`: import, audit, adjust, render, exit 0 / 1 / 2.
enum AuditCommand {
    static let valueOptions: Set<String> = [
        "min-impact", "dpi", "ppi", "format", "output", "include", "skip", "config", "baseline", "write-baseline", "reviews",
        "app", "screenshot",
    ]
    static let flagOptions: Set<String> = ["strict", "time-checks", "quiet", "show-manual", "include-other-apps"]
    static let slowestChecksShown = 10

    static func run(_ raw: [String]) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, command: "audit", valueOptions: valueOptions, flagOptions: flagOptions)
        if arguments.flag("help") { Console.out(Help.audit); return .success }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("give at least one snapshot file or folder to audit", command: "audit")
        }
        let quiet = arguments.flag("quiet")
        let format = try arguments.choice("format", as: ReportFormat.self, command: "audit") ?? .text
        let adjustments = AuditAdjustments(
            configFile: arguments.value("config"), baselineFile: arguments.value("baseline"),
            writeBaselineFile: arguments.value("write-baseline"), reviewsFile: arguments.value("reviews"))
        var options = try adjustments.options()
        // The command line wins over the configuration file.
        if let level = arguments.value("min-impact") {
            guard let impact = Impact(name: level) else {
                throw UsageError("'--min-impact \(level)' is not one of: minor, moderate, serious, critical", command: "audit")
            }
            options.minimumImpact = impact
        }
        if arguments.flag("strict") { options.strict = true }
        if let included = arguments.list("include") { options.includedCriteria = Set(included) }
        if let skipped = arguments.list("skip") { options.skippedCriteria.formUnion(skipped) }
        options.timesChecks = arguments.flag("time-checks")
        options.appUnderTest = arguments.value("app")
        options.includesOtherApps = arguments.flag("include-other-apps")
        try checkSelection(options, configFile: adjustments.configFile)

        let importOptions = try SnapshotInputs.importOptions(arguments, command: "audit")
        let files = try SnapshotInputs.expand(arguments.positionals, command: "audit")
        if importOptions.screenshot != nil, files.count != 1 {
            throw UsageError("--screenshot goes with one dump; for several, put each PNG beside its dump with the same base name", command: "audit")
        }
        let progress = SnapshotInputs.showsProgress(for: files, quiet: quiet)
        let snapshot = try SnapshotInputs.load(files, options: importOptions, showProgress: progress, command: "audit")
        if progress { Console.error("\r\u{1B}[Kauditing \(snapshot.screens.count) screens…") }
        let outcome: AuditAdjustments.Outcome
        do {
            outcome = try adjustments.evaluate(snapshot, options, catalog: options.catalog)
            if progress { Console.error("\r\u{1B}[K") }
        } catch {
            if progress { Console.error("\r\u{1B}[K") }
            throw error
        }

        let output = arguments.value("output")
        var reportOptions = ReportOptions(failingImpact: options.minimumImpact, strict: options.strict)
        reportOptions.verdict = outcome.verdict
        reportOptions.unreviewed = outcome.unreviewed
        reportOptions.reviewed = outcome.reviewed
        reportOptions.showsManualTests = arguments.flag("show-manual")
        var inputs = ReportInputs(files: arguments.positionals, snapshot: snapshot)
        inputs.configurationFile = adjustments.configFile
        inputs.baselineFile = adjustments.baselineFile
        inputs.reviewsFile = adjustments.reviewsFile
        reportOptions.inputs = inputs
        reportOptions.screenshots = ReportScreenshot.all(in: snapshot)
        if format == .transcript { reportOptions.transcriptSnapshot = AppScope(appUnderTest: options.appUnderTest, includesOtherApps: options.includesOtherApps).apply(to: snapshot).snapshot }
        // https://no-color.org: an environment variable turns colour off everywhere.
        reportOptions.colour = format == .text && output == nil && Console.stdoutIsTerminal
            && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        for screen in snapshot.screens {
            if let source = screen.source { reportOptions.screenSources[screen.displayName] = source }
        }
        let report = outcome.report
        let passed = report.passes(reportOptions)
        let text = ReportRenderer.render(report, catalog: options.catalog, format: format, options: reportOptions)
        if output != nil || !quiet { try Console.write(text, to: output) }
        if !quiet {
            for note in outcome.notes { Console.error("mcag: note: \(note)\n") }
            if let timings = report.checkTimings { Console.error(slowestChecks(timings)) }
            if let output {
                let failing = report.failingViolations(reportOptions).count
                Console.error("\(passed ? "passed" : "failed"): \(failing) failing violation(s); report written to \(output)\n")
            }
        }
        return passed ? .success : .violations
    }

    /// Resolves the criteria to run (with the house rules merged) before
    /// importing, so that a typo in --include, --skip or the configuration
    /// is reported before a long import.
    static func checkSelection(_ options: AuditOptions, configFile: String?) throws(UsageError) {
        var catalog = options.catalog
        var skipped = options.skippedCriteria
        if let house = options.house {
            do {
                catalog = try catalog.merging(house)
            } catch {
                throw UsageError("--config \(configFile ?? ""): \(error.description)", command: "audit")
            }
            skipped.formUnion(house.disabledCriteria.map(\.criterion))
        }
        let configuration = AuditConfiguration(includedCriteria: options.includedCriteria, skippedCriteria: skipped)
        do {
            _ = try Audit(catalog: catalog, configuration: configuration).selectedRequirements()
        } catch {
            throw UsageError("\(error.description); list the criteria with 'mcag catalog'", command: "audit")
        }
    }

    static func slowestChecks(_ timings: [String: Double]) -> String {
        let slowest = timings.sorted { $0.value > $1.value }.prefix(slowestChecksShown)
        var text = "Slowest checks (of \(timings.count)):\n"
        for (name, seconds) in slowest {
            text += "  " + String(format: "%9.3f ms", seconds * 1000) + "  \(name)\n"
        }
        return text
    }
}
