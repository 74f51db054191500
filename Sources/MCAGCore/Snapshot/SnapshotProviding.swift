/// Anything that can produce the snapshot an audit reads: a snapshot or
/// screen value, an imported file, a live UI captured by a platform adapter.
///
/// Test suites pass any conforming value to the one-line assertion; teams
/// with their own capture tooling conform their type to it.
public protocol AccessibilitySnapshotProviding {
    /// Produces the snapshot to audit; throws when it cannot be captured or read.
    func accessibilitySnapshot() throws -> AppSnapshot
}

extension AppSnapshot: AccessibilitySnapshotProviding {
    /// The snapshot itself.
    public func accessibilitySnapshot() -> AppSnapshot { self }
}

extension Screen: AccessibilitySnapshotProviding {
    /// A snapshot of this one screen.
    public func accessibilitySnapshot() -> AppSnapshot { AppSnapshot(screens: [self]) }
}
