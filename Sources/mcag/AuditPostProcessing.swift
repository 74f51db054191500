import MCAGReporting
import MCAGRules

/// The options that adjust an audit before and after it runs: house
/// configuration, baselines and manual reviews.
///
/// Every audit passes through ``prepare(_:)`` before it runs and through
/// ``postProcess(_:catalog:)`` after, and nowhere else, so features that
/// change what counts as a failure plug in here.
struct AuditAdjustments {
    var configFile: String?
    var baselineFile: String?
    var writeBaselineFile: String?
    var reviewsFile: String?

    /// What the report renderers need beyond the report.
    struct Outcome {
        var report: AuditReport
        /// Requirements still unreviewed, when reviews were merged.
        var unreviewed: [String]?
        /// Notes for standard error (unused review records, baseline counts).
        var notes: [String]
    }

    /// Applies the house configuration to the audit's configuration.
    func prepare(_ configuration: inout AuditConfiguration) throws(UsageError) {
        // HOOK (lead): load `configFile` with the house-configuration reader and merge its
        // exception claims and criteria into `configuration`.
        if let configFile {
            throw UsageError("--config \(configFile): house configuration is not available in this build yet", command: "audit")
        }
    }

    /// Adjusts a finished report: manual reviews, then the baseline.
    func postProcess(_ report: AuditReport, catalog: Catalog) throws(UsageError) -> Outcome {
        var outcome = Outcome(report: report, unreviewed: nil, notes: [])
        if let reviewsFile {
            let log = try ReviewCommand.load(reviewsFile, catalog: catalog)
            let merged = ConformanceMerge.merge(report, reviews: log)
            outcome.report = merged.report
            outcome.unreviewed = merged.unreviewed
            if !merged.unusedRecords.isEmpty {
                outcome.notes.append("\(merged.unusedRecords.count) review records concern tests this audit did not run")
            }
        }
        // HOOK (lead): subtract `baselineFile`'s known violations from `outcome.report`, and
        // write the current violations to `writeBaselineFile`, with the baseline helper.
        if let baselineFile {
            throw UsageError("--baseline \(baselineFile): baselines are not available in this build yet", command: "audit")
        }
        if let writeBaselineFile {
            throw UsageError("--write-baseline \(writeBaselineFile): baselines are not available in this build yet", command: "audit")
        }
        return outcome
    }
}
