@_exported public import MCAGRules

/// The messages an XCTest or Swift Testing helper records: one per issue of
/// a failing audit, or one naming the error when the audit cannot run.
func failureMessages(
    of provider: some AccessibilitySnapshotProviding, options: AuditOptions
) -> (verdict: AuditVerdict?, messages: [String]) {
    do {
        let verdict = try MCAG.evaluate(provider, options)
        guard !verdict.passed else { return (verdict, []) }
        let total = verdict.issues.count
        return (verdict, verdict.issues.enumerated().map { index, issue in
            "Accessibility issue \(index + 1) of \(total): \(issue.message.escapingControlCharacters)"
        })
    } catch {
        return (nil, ["Accessibility audit could not run: \(error)"])
    }
}
