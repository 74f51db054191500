import Foundation
import Testing

/// A folder of its own in the temporary directory for each test (each case of
/// a parameterized one), removed when the test ends, also when it throws or
/// fails, so a test run leaves nothing behind.
///
/// Apply `.temporaryFolder` to a suite whose tests write files; helpers such
/// as `AuditCommandTests.temporaryDirectory()` then make theirs inside
/// `TemporaryFolder.current`, and refuse to run without it rather than leave
/// a file for good.
struct TemporaryFolder: SuiteTrait, TestTrait, TestScoping {
    /// The running test's folder, or nil outside a test with the trait.
    @TaskLocal static var current: URL?

    /// Given to a suite, every test in it gets its own folder.
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-reporting-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.$current.withValue(folder) { try await function() }
    }

    /// A new empty folder inside the running test's folder.
    static func make() throws -> URL {
        guard let current else { throw OutsideATemporaryFolder() }
        let folder = current.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

/// Thrown by `TemporaryFolder.make()` in a test without the trait.
struct OutsideATemporaryFolder: Error, CustomStringConvertible {
    var description: String {
        "this test writes a temporary file but has no .temporaryFolder trait to remove it; add it to the suite"
    }
}

extension Trait where Self == TemporaryFolder {
    /// Gives each test its own temporary folder and removes it afterwards.
    static var temporaryFolder: Self { Self() }
}
