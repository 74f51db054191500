import MCAGReporting
import MCAGRules

/// A capture's transcripts with the violations its audit finds, as `mcag diff`
/// compares them and `mcag transcript --format svg` draws them.
enum AuditedTranscripts {
    /// `snapshot` after `scope` has set other apps' windows aside, and one
    /// transcript per screen, annotated with the audit of `rules` (house
    /// rules included) under the same scope.
    static func of(_ snapshot: AppSnapshot, path: String, scope: AppScope, rules: CommandRules,
                   command: String) throws(UsageError) -> (scoped: AppSnapshot, transcripts: [Transcript]) {
        var auditOptions = rules.options
        auditOptions.appUnderTest = scope.appUnderTest
        auditOptions.includesOtherApps = scope.includesOtherApps
        do {
            // Other apps set aside once, for the audit and for the transcripts.
            let prepared = try PreparedAudit(auditOptions)
            let scoped = try prepared.scoped(snapshot, auditOptions)
            let report = try prepared.evaluate(scoped, auditOptions).report
            return (scoped.snapshot, TranscriptReport.transcripts(of: scoped.snapshot, report: report))
        } catch {
            throw UsageError("cannot audit '\(path)': \(error)", command: command)
        }
    }
}
