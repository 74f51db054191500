#if canImport(Testing)
public import Testing

/// Audits what `provider` captures and records one Swift Testing issue per
/// issue of the audit, each at the caller's source location.
///
/// ```swift
/// @Test func settingsScreenIsAccessible() {
///     expectAccessible(settingsScreen, options: AuditOptions(minimumImpact: .serious))
/// }
/// ```
///
/// - Returns: the verdict, or nil when the audit could not run (that is
///   recorded as an issue too).
@discardableResult
public func expectAccessible(
    _ provider: some AccessibilitySnapshotProviding, options: AuditOptions = AuditOptions(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> AuditVerdict? {
    let (verdict, messages) = failureMessages(of: provider, options: options)
    for message in messages { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    return verdict
}
#endif
