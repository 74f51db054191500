import Foundation
import MCAGReporting
import MCAGRules

/// The files that change what an audit counts as a failure: the house
/// configuration, the baseline to compare with, the baseline to write and
/// the manual results to merge.
///
/// The audit itself is `MCAG.evaluate` with the ``AuditOptions`` built here,
/// the same call a test suite makes, so that `mcag audit` and
/// `try MCAG.audit(snapshot, options)` pass and fail on the same findings.
struct AuditAdjustments {
    /// The standard catalog and the house rules of the executable.
    var rules: CommandRules
    var configFile: String?
    var baselineFile: String?
    var writeBaselineFile: String?
    var reviewsFile: String?

    /// The report to render and what the renderers need beyond it.
    struct Outcome {
        var verdict: AuditVerdict
        var report: AuditReport
        /// Requirements still unreviewed, when reviews were merged.
        var unreviewed: [String]?
        /// The manual results merged in.
        var reviewed: [ReviewRecord]?
        /// The baseline `--write-baseline` records, written with the report.
        var baselineToWrite: Baseline?
        /// Notes for standard error (unused review records).
        var notes: [String]
    }

    /// The audit options the configuration file and the baseline describe.
    func options() throws(UsageError) -> AuditOptions {
        var options = rules.options
        if let configFile {
            guard FileManager.default.fileExists(atPath: configFile) else {
                throw UsageError("--config \(configFile) does not exist; give the house configuration file "
                    + "(its keys are described in Documentation/Suppressions.md)", command: "audit")
            }
            let configuration: HouseConfiguration
            do {
                configuration = try HouseConfiguration.load(from: URL(fileURLWithPath: configFile))
            } catch {
                throw UsageError("--config \(error.description)\n(the keys are described in Documentation/Suppressions.md)",
                                 command: "audit")
            }
            options = AuditOptions(configuration: configuration, catalog: rules.standard, house: rules.house)
        }
        if let baselineFile {
            guard FileManager.default.fileExists(atPath: baselineFile) else {
                throw UsageError("--baseline \(baselineFile) does not exist; record one first with "
                    + "'mcag audit … --write-baseline \(baselineFile)'", command: "audit")
            }
            do {
                options.baseline = try Baseline.load(from: URL(fileURLWithPath: baselineFile))
            } catch {
                throw UsageError("--baseline \(error.description); record it again with "
                    + "'mcag audit … --write-baseline \(baselineFile)'", command: "audit")
            }
        }
        return options
    }

    /// Runs the audit, records the baseline when asked (the caller writes it
    /// with the report, once every check has passed), and merges the manual results.
    func evaluate(_ snapshot: AppSnapshot, _ options: AuditOptions, catalog: Catalog) throws(UsageError) -> Outcome {
        var verdict = try Self.evaluate(snapshot, options, configFile: configFile)
        var baselineToWrite: Baseline?
        if writeBaselineFile != nil {
            let baseline = Baseline.record(verdict)
            baselineToWrite = baseline
            // Recording a baseline accepts today's violations, so the run is judged
            // against it, unless an older baseline was given to compare with.
            if options.baseline == nil {
                var judged = options
                judged.baseline = baseline
                verdict = try Self.evaluate(snapshot, judged, configFile: configFile)
            }
        }
        var outcome = Outcome(verdict: verdict, report: verdict.reportWithoutSuppressedOrKnownFindings,
                              unreviewed: nil, reviewed: nil, baselineToWrite: baselineToWrite, notes: [])
        if let reviewsFile {
            guard FileManager.default.fileExists(atPath: reviewsFile) else {
                throw UsageError("--reviews \(reviewsFile) does not exist; record results with "
                    + "'mcag review record --file \(reviewsFile) …'", command: "audit")
            }
            let log = try ReviewCommand.load(reviewsFile, catalog: catalog)
            let merged = ConformanceMerge.merge(outcome.report, reviews: log)
            outcome.report = merged.report
            outcome.unreviewed = merged.unreviewed
            outcome.reviewed = merged.applied
            if !merged.unusedRecords.isEmpty {
                outcome.notes.append("\(merged.unusedRecords.count) review record(s) concern tests this audit did not run")
            }
        }
        return outcome
    }

    private static func evaluate(_ snapshot: AppSnapshot, _ options: AuditOptions, configFile: String?) throws(UsageError) -> AuditVerdict {
        do {
            return try MCAG.evaluate(snapshot, options)
        } catch let error as SuppressionError {
            throw UsageError("--config \(configFile ?? "configuration"): \(error.description)", command: "audit")
        } catch let error as CatalogError {
            throw UsageError("--config \(configFile ?? "configuration"): \(error)", command: "audit")
        } catch let error as AppScopeError {
            throw UsageError("--app: \(error.description)", command: "audit")
        } catch let error as AuditError {
            throw UsageError(configFile.map { "--config \($0): \(error.description)" } ?? error.description, command: "audit")
        } catch {
            throw UsageError("the audit could not run: \(error)", command: "audit")
        }
    }
}
