import MCAGImport
import MCAGReporting
import MCAGRules

/// `mcag audit FILE|DIR…`: import, audit, adjust, render, exit 0 / 1 / 2.
enum AuditCommand {
    static let valueOptions: Set<String> = [
        "min-impact", "dpi", "format", "output", "include", "skip", "config", "baseline", "write-baseline", "reviews",
    ]
    static let flagOptions: Set<String> = ["strict", "time-checks", "quiet"]
    static let slowestChecksShown = 10

    static func run(_ raw: [String]) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, command: "audit", valueOptions: valueOptions, flagOptions: flagOptions)
        if arguments.flag("help") { Console.out(Help.audit); return .success }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("give at least one snapshot file or folder to audit", command: "audit")
        }
        let quiet = arguments.flag("quiet")
        let format = try arguments.choice("format", as: ReportFormat.self, command: "audit") ?? .text
        var options = ReportOptions(strict: arguments.flag("strict"))
        if let level = arguments.value("min-impact") {
            guard let impact = Impact(name: level) else {
                throw UsageError("'--min-impact \(level)' is not one of: minor, moderate, serious, critical", command: "audit")
            }
            options.failingImpact = impact
        }
        let adjustments = AuditAdjustments(
            configFile: arguments.value("config"), baselineFile: arguments.value("baseline"),
            writeBaselineFile: arguments.value("write-baseline"), reviewsFile: arguments.value("reviews"))
        var configuration = AuditConfiguration(timesChecks: arguments.flag("time-checks"))
        if let included = arguments.list("include") { configuration.includedCriteria = Set(included) }
        if let skipped = arguments.list("skip") { configuration.skippedCriteria = Set(skipped) }
        try adjustments.prepare(&configuration)
        let catalog = Catalog.standard
        let audit = Audit(catalog: catalog, configuration: configuration)
        do {
            // Resolve --include and --skip now, so a typo is reported before a long import.
            _ = try audit.selectedRequirements()
        } catch {
            throw UsageError("\(error.description); list the criteria with 'mcag catalog'", command: "audit")
        }

        let importOptions = try SnapshotInputs.importOptions(arguments, command: "audit")
        let files = try SnapshotInputs.expand(arguments.positionals, command: "audit")
        let snapshot = try SnapshotInputs.load(files, options: importOptions, showProgress: !quiet, command: "audit")
        let report: AuditReport
        do {
            report = try audit.run(snapshot)
        } catch {
            throw UsageError(error.description, command: "audit")
        }
        let adjusted = try adjustments.postProcess(report, catalog: catalog)

        let output = arguments.value("output")
        options.unreviewed = adjusted.unreviewed
        // https://no-color.org: an environment variable turns colour off everywhere.
        options.colour = format == .text && output == nil && Console.stdoutIsTerminal
            && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        for screen in snapshot.screens {
            if let source = screen.source { options.screenSources[screen.displayName] = source }
        }
        let text = ReportRenderer.render(adjusted.report, catalog: catalog, format: format, options: options)
        if output != nil || !quiet { try Console.write(text, to: output) }
        if !quiet {
            for note in adjusted.notes { Console.error("mcag: note: \(note)\n") }
            if let timings = adjusted.report.checkTimings { Console.error(slowestChecks(timings)) }
            if output != nil {
                Console.error("\(adjusted.report.passes(options) ? "passed" : "failed"): \(adjusted.report.violations.count) violations; report written to \(output ?? "")\n")
            }
        }
        return adjusted.report.passes(options) ? .success : .violations
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

import Foundation
