/// The one-line audit for test suites.
///
/// ```swift
/// try MCAG.audit(screen)                                    // throws AccessibilityAuditFailure
/// try MCAG.audit(screen, AuditOptions(minimumImpact: .serious))
/// let verdict = try MCAG.evaluate(snapshot, options)        // never throws for violations
/// ```
public enum MCAG {
    /// Audits what `provider` captures and throws an
    /// ``AccessibilityAuditFailure`` whose description is the full message
    /// when anything fails. Returns the verdict when nothing does.
    ///
    /// Other errors mean the audit could not run: the provider failed, or
    /// the options name unknown criteria, requirements or exceptions.
    @discardableResult
    public static func audit(
        _ provider: some AccessibilitySnapshotProviding, _ options: AuditOptions = AuditOptions()
    ) throws -> AuditVerdict {
        let verdict = try evaluate(provider, options)
        if !verdict.passed { throw AccessibilityAuditFailure(verdict: verdict) }
        return verdict
    }

    /// Audits and returns the verdict, failing or not: the engine's report
    /// judged by the policy stage (``AuditPolicy/judge(_:)``). Throws only
    /// when the audit cannot run.
    ///
    /// Other apps' elements (system bars, keyboards) are set aside first
    /// (``AppScope``, with ``AuditOptions/appUnderTest`` and
    /// ``AuditOptions/includesOtherApps``); the report's
    /// ``AuditReport/appScope`` counts them.
    public static func evaluate(
        _ provider: some AccessibilitySnapshotProviding, _ options: AuditOptions = AuditOptions()
    ) throws -> AuditVerdict {
        let prepared = try PreparedAudit(options)
        return try prepared.evaluate(try prepared.scoped(try provider.accessibilitySnapshot(), options), options)
    }

    /// ``evaluate(_:_:)`` with the screens audited concurrently
    /// (``Audit/runConcurrently(_:)``), the app-wide checks after; the verdict
    /// is the one `evaluate` returns.
    package static func evaluateConcurrently(
        _ snapshot: AppSnapshot, _ options: AuditOptions = AuditOptions()
    ) async throws -> AuditVerdict {
        let prepared = try PreparedAudit(options)
        return try await prepared.evaluateConcurrently(try prepared.scoped(snapshot, options), options)
    }
}

extension AccessibilitySnapshotProviding {
    /// Audits this snapshot (or capture) and throws an
    /// ``AccessibilityAuditFailure`` naming every violation.
    ///
    /// ```swift
    /// try screen.assertAccessible()
    /// ```
    @discardableResult
    public func assertAccessible(_ options: AuditOptions = AuditOptions()) throws -> AuditVerdict {
        try MCAG.audit(self, options)
    }
}

/// The error a failing audit throws. Its description is the message a
/// developer reads: every failing violation with how to fix it.
public struct AccessibilityAuditFailure: Error, Sendable, CustomStringConvertible {
    /// The verdict that failed.
    public var verdict: AuditVerdict
    /// The verdict's message: every failing issue with how to fix it.
    public var description: String { verdict.message }
}
