#if canImport(XCTest)
import XCTest

/// Audits what `provider` captures and records one XCTest failure per
/// issue, each at the caller's line, with the full actionable message.
///
/// ```swift
/// func testSettingsScreen() {
///     XCTAssertAccessible(settingsScreen, options: AuditOptions(minimumImpact: .serious))
/// }
/// ```
///
/// - Returns: the verdict, or nil when the audit could not run (that is
///   recorded as a failure too).
@discardableResult
public func XCTAssertAccessible(
    _ provider: some AccessibilitySnapshotProviding, options: AuditOptions = AuditOptions(),
    file: StaticString = #filePath, line: UInt = #line
) -> AuditVerdict? {
    let (verdict, messages) = failureMessages(of: provider, options: options)
    for message in messages { XCTFail(message, file: file, line: line) }
    return verdict
}
#endif
