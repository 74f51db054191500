import Foundation
import MCAGReporting
import MCAGRules

/// `mcag conformance FILE|DIR… --standard en301549|wcag22`: an accessibility
/// conformance report, every clause of the standard with its level, from the
/// audit and the manual results recorded with `mcag review`.
enum ConformanceCommand {
    /// The report formats of an accessibility conformance report.
    enum Format: String, CaseIterable {
        case markdown, html
    }

    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, Help.conformance)
        if arguments.flag(.help) { Console.out(Help.conformance.help); return .success }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("give at least one snapshot file or folder", command: "conformance")
        }
        let names = ConformanceStandard.all.map(\.id).joined(separator: ", ")
        guard let name = arguments.value(.standard) else {
            throw UsageError("--standard is required: one of \(names)", command: "conformance")
        }
        guard let standard = ConformanceStandard.named(name) else {
            throw UsageError("'--standard \(name)' is not one of: \(names)", command: "conformance")
        }
        let format = try arguments.choice(.format, as: Format.self, command: "conformance") ?? .markdown
        let adjustments = AuditAdjustments(rules: rules, configFile: arguments.value(.config), reviewsFile: arguments.value(.reviews))
        var options = try adjustments.options()
        try arguments.applyAuditScope(to: &options, command: "conformance")
        let importOptions = try SnapshotInputs.importOptions(arguments, command: "conformance")
        let files = try SnapshotInputs.expand(arguments.positionals, command: "conformance")
        // As for `audit`: --output may not name an input, a screenshot or the configuration.
        let plan = AuditCommand.outputPlan(arguments, inputs: files)
        try plan.check(command: "conformance")
        let snapshot = try SnapshotInputs.load(files, options: importOptions, showProgress: false, command: "conformance", plan: plan)
        options.appUnderTest = try CaptureInputs.appUnderTest(given: options.appUnderTest, files: files, command: "conformance")
        let prepared = try AuditCommand.checkSelection(options, configFile: adjustments.configFile, command: "conformance")
        let catalog = prepared.catalog
        let scoped = try AuditAdjustments.scoped(snapshot, options, prepared, command: "conformance")
        let outcome = try adjustments.evaluate(scoped, options, prepared: prepared)
        let view = ConformanceView(outcome.verdict.reportToShow, standard: standard, catalog: catalog)
        let product = arguments.value(.product) ?? arguments.positionals.joined(separator: ", ")
        let text = format == .html ? ConformanceRenderer.html(view, product: product)
            : ConformanceRenderer.markdown(view, product: product)
        try Console.write(text, to: arguments.value(.output))
        for note in outcome.notes { Console.error("mcag: note: \(note)\n") }
        return .success
    }
}

extension Help {
    static let conformance = CommandSpec(
        name: "conformance",
        usage: "Usage: mcag conformance FILE|DIR... --standard STANDARD [options]",
        about: """
        Writes an accessibility conformance report: every clause of the standard with
        Supports, Partially Supports, Does Not Support, Not Applicable or Not Evaluated,
        rolled up from the automated results and the manual results recorded with
        'mcag review' (Documentation/Conformance.md). Exit 0 whatever the levels.
        """,
        options: [
            OptionSpec(.standard, "STANDARD", "en301549 (EN 301 549 V3.2.1, clause 11) or wcag22",
                       "(WCAG 2.2 A and AA)"),
            OptionSpec(.format, "FORMAT", "markdown or html (default: markdown)"),
            OptionSpec(.output, "FILE", "Write the report to FILE instead of standard output"),
            OptionSpec(.reviews, "FILE", "Manual results to merge (from 'mcag review record')"),
            OptionSpec(.config, "FILE", "House configuration (see Documentation/Suppressions.md)"),
            OptionSpec(.profile, "NAME", "Threshold profile: mcag, wcag22, apple-hig, material"),
            OptionSpec(.product, "NAME", "The product named in the heading (default: the inputs)"),
            OptionSpec(.dpi, "N", "As for 'mcag audit'"),
            OptionSpec(.ppi, "N", "As for 'mcag audit'"),
            OptionSpec(.app, "ID", "As for 'mcag audit'"),
            OptionSpec(flag: .includeOtherApps, "As for 'mcag audit'"),
            OptionSpec(.screenshot, "FILE", "As for 'mcag audit'"),
        ],
        trailer: """
        Example:
          mcag conformance Screens/ --standard en301549 --reviews reviews.json --format html --output acr.html
        """)
}
