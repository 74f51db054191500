package import MCAGRules

/// `mcag audit --format transcript`: every screen's transcript with the
/// audit's violations under the stops that read the offending elements.
package enum TranscriptReport {
    /// The transcripts of ``ReportOptions/transcriptSnapshot`` annotated with
    /// the violations of the verdict's report; without a snapshot, a line saying so.
    package static func render(_ verdict: AuditVerdict, options: ReportOptions) -> String {
        guard let snapshot = options.transcriptSnapshot else {
            return "no transcript: the report was rendered without the snapshot it audited\n"
        }
        return Transcript.render(transcripts(of: snapshot, report: verdict.reportToShow))
    }

    /// One transcript per screen of `snapshot`, which must be the snapshot
    /// the audit saw (after ``AppScope``), with `report`'s violations when given.
    package static func transcripts(of snapshot: AppSnapshot, report: AuditReport?) -> [Transcript] {
        snapshot.screens.map { screen in
            let transcript = Transcript(screen: screen, app: snapshot.app)
            return report.map { transcript.annotated(with: $0, screen: screen, platform: snapshot.app.platform) } ?? transcript
        }
    }
}
