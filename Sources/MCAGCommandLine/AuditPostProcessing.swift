import Foundation
import MCAGReporting
import MCAGRules

/// The files that change what an audit counts as a failure: the house
/// configuration, the baseline to compare with, the baseline to write and
/// the manual results to merge.
///
/// The audit itself is the ``PreparedAudit`` that `MCAG.evaluate` runs, with
/// the ``AuditOptions`` built here, so that `mcag audit` and
/// `try MCAG.audit(snapshot, options)` pass and fail on the same findings.
struct AuditAdjustments {
    /// The standard catalog and the house rules of the executable.
    var rules: CommandRules
    var configFile: String?
    var baselineFile: String?
    var writeBaselineFile: String?
    var reviewsFile: String?

    /// The verdict to render, and what the command writes beside it.
    struct Outcome {
        /// The policy stage's judgement: pass or fail, and the report to show.
        var verdict: AuditVerdict
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
            try InputFile.refuseSpecialFile(configFile, option: "--config", expected: InputFile.configuration, command: "audit")
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
            let data = try InputFile.contents(baselineFile, option: "--baseline", expected: InputFile.baseline, command: "audit")
            do {
                // The file was read: it holds something other than a baseline, so recording one over it loses nothing.
                options.baseline = try Baseline.decode(data, source: URL(fileURLWithPath: baselineFile).path)
            } catch {
                throw UsageError("--baseline \(error.description); record it again with "
                    + "'mcag audit … --write-baseline \(baselineFile)'", command: "audit")
            }
        }
        return options
    }

    /// Runs the audit and judges it once, with the manual results merged;
    /// when asked, the same judgement records the baseline (the caller writes
    /// it with the report, once every check has passed) and, unless an older
    /// baseline was given to compare with, accepts today's violations by it.
    func evaluate(_ scoped: PreparedAudit.Scoped, _ options: AuditOptions, prepared: PreparedAudit) throws(UsageError) -> Outcome {
        var options = options
        if let reviewsFile { options.manualResults = try Self.reviews(reviewsFile, catalog: prepared.catalog) }
        options.recordsBaseline = writeBaselineFile != nil
        let verdict = try Self.evaluate(scoped, options, prepared: prepared, configFile: configFile)
        var notes: [String] = []
        if let unused = verdict.manualResults?.unusedRecords, !unused.isEmpty {
            notes.append("\(unused.count) review record(s) concern tests this audit did not run")
        }
        return Outcome(verdict: verdict, notes: notes)
    }

    /// `snapshot` with other apps set aside, once, for the audit and for every view of its screens.
    static func scoped(_ snapshot: AppSnapshot, _ options: AuditOptions, _ prepared: PreparedAudit,
                       command: String) throws(UsageError) -> PreparedAudit.Scoped {
        do {
            return try prepared.scoped(snapshot, options)
        } catch {
            throw UsageError("--app: \(error.description)", command: command)
        }
    }

    private static func reviews(_ file: String, catalog: Catalog) throws(UsageError) -> ReviewLog {
        guard FileManager.default.fileExists(atPath: file) else {
            throw UsageError("--reviews \(file) does not exist; record results with "
                + "'mcag review record --file \(file) …'", command: "audit")
        }
        return try ReviewCommand.load(file, option: "--reviews", catalog: catalog)
    }

    /// The verdict, with the screens audited on every core where
    /// ``ParallelWork/blocking(_:otherwise:)`` may spread them, else serially.
    private static func audited(_ scoped: PreparedAudit.Scoped, _ options: AuditOptions,
                                prepared: PreparedAudit) -> Result<AuditVerdict, any Error> {
        ParallelWork.blocking({
            do { return .success(try await prepared.evaluateConcurrently(scoped, options)) } catch { return .failure(error) }
        }, otherwise: { Result { try prepared.evaluate(scoped, options) } })
    }

    private static func evaluate(_ scoped: PreparedAudit.Scoped, _ options: AuditOptions, prepared: PreparedAudit,
                                 configFile: String?) throws(UsageError) -> AuditVerdict {
        do {
            return try audited(scoped, options, prepared: prepared).get()
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
