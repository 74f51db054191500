/// Anything that can produce the snapshot an audit reads: a snapshot or
/// screen value, an imported file, a live UI captured by a platform adapter.
///
/// Test suites pass any conforming value to the one-line assertion; teams
/// with their own capture tooling conform their type to it.
public protocol AccessibilitySnapshotProviding {
    func accessibilitySnapshot() throws -> AppSnapshot
}

extension AppSnapshot: AccessibilitySnapshotProviding {
    public func accessibilitySnapshot() -> AppSnapshot { self }
}

extension Screen: AccessibilitySnapshotProviding {
    public func accessibilitySnapshot() -> AppSnapshot { AppSnapshot(screens: [self]) }
}
