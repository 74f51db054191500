import Foundation
import Testing

/// `mcag accuracy` end to end: the built executable on the committed corpus.
@Suite struct AccuracyCommandTests {
    @Test func checksTheCorpusAgainstTheScoreboardFromThePackageRoot() throws {
        let run = try ExecutableTests.mcag(["accuracy", "Tests/AccuracyCorpus/expectations", "--density", "none", "--check"],
                                           in: CatalogExportTests.packageRoot)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("density not given (none)"))
        #expect(!run.output.contains("density as captured"))
        #expect(run.output.contains("overall"))
    }

    @Test func withoutAFolderItIsAUsageErrorAndReadsNoCorpus() throws {
        // No default path: from the package root, where this repository's corpus is, it still asks.
        let run = try ExecutableTests.mcag(["accuracy", "--check"], in: CatalogExportTests.packageRoot)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("give the folder of expectation files to score"))
    }

    @Test func aFolderWithoutExpectationsIsAUsageError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("accuracy-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExecutableTests.mcag("accuracy", folder.path)
        #expect(run.status == 2)
        #expect(run.error.contains("holds no expectation files"))
    }
}
