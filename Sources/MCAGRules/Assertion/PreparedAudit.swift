/// An audit set up once from its options: the catalog with the house rules
/// merged and the engine.
///
/// `MCAG.evaluate` and `mcag audit` both go through it: the options are
/// resolved here once, the criteria they select are checked before a long
/// import, and other apps' elements are set aside once, in
/// ``scoped(_:_:)``, for the audit and for every view that shows the screens.
package struct PreparedAudit: Sendable {
    /// The catalog the audit runs and the verdict judges against (house rules merged).
    package let catalog: Catalog
    private let audit: Audit

    /// A snapshot with other apps set aside, and what was set aside.
    package struct Scoped: Sendable {
        package let snapshot: AppSnapshot
        let record: AppScopeRecord
    }

    package init(_ options: AuditOptions) throws(CatalogError) {
        let configuration: AuditConfiguration
        (catalog, configuration) = try options.resolved()
        audit = Audit(catalog: catalog, configuration: configuration)
    }

    /// Throws ``AuditError`` when the options name criteria the catalog does not hold.
    package func checkSelection() throws(AuditError) { _ = try audit.selectedRequirements() }

    /// `snapshot` with the elements of apps other than `options`' app under test set aside (``AppScope``);
    /// throws when that app is on none of its screens. The app may be known only once the captures are read,
    /// so it is taken here rather than when the audit is prepared.
    package func scoped(_ snapshot: AppSnapshot, _ options: AuditOptions) throws(AppScopeError) -> Scoped {
        let scope = AppScope(appUnderTest: options.appUnderTest, includesOtherApps: options.includesOtherApps)
        try scope.validate(snapshot)
        let (kept, record) = scope.apply(to: snapshot)
        return Scoped(snapshot: kept, record: record)
    }

    /// Audits the screens one after another and judges the report under `options`' policy.
    package func evaluate(_ scoped: Scoped, _ options: AuditOptions) throws -> AuditVerdict {
        try judge(try audit.run(scoped.snapshot), scoped, options)
    }

    /// Audits the screens concurrently (``Audit/runConcurrently(_:)``) and judges the report as ``evaluate(_:_:)`` does.
    package func evaluateConcurrently(_ scoped: Scoped, _ options: AuditOptions) async throws -> AuditVerdict {
        try judge(try await audit.runConcurrently(scoped.snapshot), scoped, options)
    }

    /// Judges `report` under `options`' policy (minimum impact, suppressions, baseline, manual results).
    package func judge(_ report: AuditReport, _ scoped: Scoped, _ options: AuditOptions) throws(SuppressionError) -> AuditVerdict {
        var report = report
        report.appScope = scoped.record
        var policy = options.policy(catalog: catalog)
        // A baseline entry of a screen this audit did not cover is not fixed.
        policy.auditedScreens = Set(scoped.snapshot.screens.map(\.displayName))
        return try policy.judge(report)
    }
}
