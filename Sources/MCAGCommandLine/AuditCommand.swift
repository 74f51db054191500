import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules
import MCAGSourceIndex

/// `mcag audit FILE|DIR…`: import, audit, adjust, render, exit 0 / 1 / 2.
enum AuditCommand {
    static let slowestChecksShown = 10

    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let started = Date()
        let arguments = try Arguments(raw, Help.audit)
        if arguments.flag(.help) { Console.out(Help.audit.help); return .success }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("give at least one snapshot file or folder to audit", command: "audit")
        }
        let quiet = arguments.flag(.quiet)
        let format = try arguments.choice(.format, as: ReportFormat.self, command: "audit") ?? .text
        if arguments.flag(.sarifReviews), format != .sarif {
            throw UsageError("\(OptionName.sarifReviews.flagText) shapes the SARIF report; give it with '--format sarif'", command: "audit")
        }
        let adjustments = AuditAdjustments(
            rules: rules, configFile: arguments.value(.config), baselineFile: arguments.value(.baseline),
            writeBaselineFile: arguments.value(.writeBaseline), reviewsFile: arguments.value(.reviews))
        var options = try adjustments.options()
        // The command line wins over the configuration file.
        if let level = arguments.value(.minImpact) {
            guard let impact = Impact(name: level) else {
                throw UsageError("'--min-impact \(level)' is not one of: minor, moderate, serious, critical", command: "audit")
            }
            options.minimumImpact = impact
        }
        if arguments.flag(.strict) { options.strict = true }
        if let included = arguments.list(.include) { options.includedCriteria = Set(included) }
        if let skipped = arguments.list(.skip) { options.skippedCriteria.formUnion(skipped) }
        options.timesChecks = arguments.flag(.timeChecks)
        try arguments.applyAuditScope(to: &options, command: "audit")
        let prepared = try checkSelection(options, configFile: adjustments.configFile)
        let catalog = prepared.catalog

        let importOptions = try SnapshotInputs.importOptions(arguments, command: "audit")
        // Every path is checked before any work, so that a report never overwrites an input.
        let files = try SnapshotInputs.expand(arguments.positionals, command: "audit")
        if importOptions.screenshot != nil, files.count != 1 {
            throw UsageError("--screenshot goes with one dump; for several, put each PNG beside its dump with the same base name", command: "audit")
        }
        let plan = outputPlan(arguments, inputs: files)
        try plan.check(command: "audit")
        let sourceIndex = try SourceInputs.index(arguments, command: "audit", quiet: quiet)
        let progress = SnapshotInputs.showsProgress(for: files, quiet: quiet)
        let snapshot = try SnapshotInputs.load(files, options: importOptions, showProgress: progress, command: "audit", plan: plan)
        options.appUnderTest = try CaptureInputs.appUnderTest(given: options.appUnderTest, files: files, command: "audit")
        let scoped = try AuditAdjustments.scoped(snapshot, options, prepared, command: "audit")
        if progress { Console.error("\r\u{1B}[Kauditing \(snapshot.screens.count) screens…") }
        let outcome: AuditAdjustments.Outcome
        do {
            outcome = try adjustments.evaluate(scoped, options, prepared: prepared)
            if progress { Console.error("\r\u{1B}[K") }
        } catch {
            if progress { Console.error("\r\u{1B}[K") }
            throw error
        }

        let output = arguments.value(.output)
        var reportOptions = Self.reportOptions(
            arguments, adjustments: adjustments, format: format, output: output,
            snapshot: snapshot, scoped: scoped)
        reportOptions.run = .endingNow(startedAt: started)
        reportOptions.sourceIndex = sourceIndex
        if sourceIndex != nil {
            for screen in snapshot.screens {
                reportOptions.sourceScreenNames[screen.displayName, default: []]
                    .formUnion(SourceQuery.declaredNames(of: screen.tree.elements.lazy.map(\.identifier)))
            }
        }
        // The report options hold what the report needs of the snapshot; the snapshot itself can go.
        BackgroundRelease.release((consume snapshot, consume scoped))
        let verdict = outcome.verdict
        let passed = verdict.passed
        // The report is made while it is written, piece by piece (the JSON report), never held whole.
        typealias Failure = OutputContent.WriteFailure
        let content = OutputContent { [reportOptions] (sink: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) in
            try ReportRenderer.write(verdict, catalog: catalog, format: format, options: reportOptions, to: sink)
        }
        let notes = try write(content, report: output != nil || !quiet ? output ?? "-" : nil, outcome: outcome,
                              baselineFile: adjustments.writeBaselineFile)
        if !quiet {
            for note in notes { Console.error("mcag: note: \(note)\n") }
            if let timings = verdict.report.checkTimings { Console.error(slowestChecks(timings)) }
            if let output, output != "-" {
                let failing = outcome.verdict.failingViolationCount
                Console.error("\(passed ? "passed" : "failed"): \(failing) failing violation(s); report written to \(output)\n")
            }
        }
        HeldUntilExit.shared.hold((outcome, reportOptions))
        return passed ? .success : .violations
    }

    /// What the report shows and how, with the summaries of the snapshot it
    /// needs (inputs, screenshots, sources), so that the snapshot itself can go.
    private static func reportOptions(
        _ arguments: Arguments, adjustments: AuditAdjustments, format: ReportFormat, output: String?, snapshot: AppSnapshot,
        scoped: PreparedAudit.Scoped
    ) -> ReportOptions {
        var reportOptions = ReportOptions()
        reportOptions.showsManualTests = arguments.flag(.showManual)
        reportOptions.sarifIncludesReviews = arguments.flag(.sarifReviews)
        reportOptions.rendersConcurrently = !ParallelWork.isSerial
        var inputs = ReportInputs(files: arguments.positionals.map { $0 == "-" ? "standard input" : $0 }, snapshot: snapshot)
        inputs.configurationFile = adjustments.configFile
        inputs.baselineFile = adjustments.baselineFile
        inputs.reviewsFile = adjustments.reviewsFile
        reportOptions.inputs = inputs
        reportOptions.screenshots = ReportScreenshot.all(in: snapshot)
        // The HTML report draws a screen-reader view of each screen it shows a screenshot of.
        if format == .transcript || (format == .html && !reportOptions.screenshots.isEmpty) {
            reportOptions.transcriptSnapshot = scoped.snapshot
        }
        // https://no-color.org: an environment variable turns colour off everywhere.
        reportOptions.colour = format == .text && (output ?? "-") == "-" && Console.stdoutIsTerminal
            && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        for screen in snapshot.screens {
            if let source = screen.source { reportOptions.screenSources[screen.displayName] = source }
        }
        return reportOptions
    }

    /// The inputs and outputs of the run; `--write-baseline` may name the
    /// `--baseline` it replaces (that shrinks the baseline after fixes).
    static func outputPlan(_ arguments: Arguments, inputs files: [URL]) -> OutputPlan {
        var plan = OutputPlan()
        plan.inputs = files.map { OutputPlan.Named(option: "the input", path: $0.relativePath) }
        // A dump's screenshot is read too, so no report may overwrite it.
        plan.inputs += files.compactMap(ScreenshotLoader.sibling(of:)).map {
            OutputPlan.Named(option: "the screenshot", path: $0.relativePath)
        }
        plan.inputs += CaptureInputs.sidecars(of: files).map { OutputPlan.Named(option: "the capture sidecar", path: $0.relativePath) }
        for option in [OptionName.config, .baseline, .reviews, .screenshot] {
            if let path = arguments.value(option) { plan.inputs.append(.init(option: option.flagText, path: path)) }
        }
        for option in [OptionName.writeBaseline, .output] {
            if let path = arguments.value(option) { plan.outputs.append(.init(option: option.flagText, path: path)) }
        }
        plan.allowedOverlaps = [["--baseline", "--write-baseline"]]
        return plan
    }

    /// Writes the baseline and the report together, after every check has
    /// passed; returns the notes for standard error.
    static func write(_ content: OutputContent, report path: String?, outcome: AuditAdjustments.Outcome,
                      baselineFile: String?) throws(UsageError) -> [String] {
        var batch = OutputBatch()
        var notes = outcome.notes
        if let baselineFile, let baseline = outcome.verdict.recordedBaseline {
            let data: Data
            do { data = try baseline.encoded() } catch {
                throw UsageError("--write-baseline '\(baselineFile)': the baseline could not be encoded: \(error)")
            }
            try batch.stage(data, to: baselineFile, option: "--write-baseline", command: "audit")
            let count = baseline.entries.map(\.count).saturatingSum
            let entries = baseline.entries.count
            notes.insert("wrote the baseline \(baselineFile): \(count) violation(s) in \(entries) entr"
                + (entries == 1 ? "y" : "ies"), at: 0)
        }
        if let path { try batch.stage(content, to: path, option: "--output", command: "audit") }
        try batch.commit()
        return notes
    }

    /// Resolves the criteria to run (with the house rules merged) before
    /// importing, so that a typo in --include, --skip or the configuration
    /// is reported before a long import.
    static func checkSelection(
        _ options: AuditOptions, configFile: String?, command: String = "audit"
    ) throws(UsageError) -> PreparedAudit {
        let prepared: PreparedAudit
        do {
            prepared = try PreparedAudit(options)
        } catch {
            throw UsageError("--config \(configFile ?? ""): \(error.description)", command: command)
        }
        do {
            try prepared.checkSelection()
        } catch {
            throw UsageError("\(error.description); list the criteria with 'mcag catalog'", command: command)
        }
        return prepared
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
