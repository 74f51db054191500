import MCAGRules

/// A snapshot provider whose capture fails, for the error path of `MCAG.audit`.
struct FailingProvider: AccessibilitySnapshotProviding {
    struct CaptureError: Error, CustomStringConvertible { var description: String { "the window is gone" } }
    func accessibilitySnapshot() throws -> AppSnapshot { throw CaptureError() }
}
