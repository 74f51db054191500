import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

@Suite("Real dumps import")
struct FixtureImportTests {
    static let folders = ["uiautomator-dump", "uiautomator2-appium", "xcuitest-appium"]
    static let allFiles = folders.flatMap { folder in Fixtures.files(in: folder).map { (folder, $0.lastPathComponent) } }

    @Test func everyFixtureFolderHoldsDumps() {
        for folder in Self.folders { #expect(Fixtures.files(in: folder).count >= 7, "\(folder)") }
    }

    @Test("Every real dump imports with the element count SOURCES.tsv records", arguments: allFiles)
    func importsWithRecordedNodeCount(folder: String, name: String) throws {
        let url = Fixtures.url(folder, name)
        let snapshot = try SnapshotImporter.importFile(at: url)
        #expect(snapshot.screens.count == 1)
        let screen = try #require(snapshot.screens.first)
        let expected = try #require(Fixtures.nodeCounts["\(folder)/\(name)"])
        #expect(screen.tree.count == expected)
        #expect(screen.viewport != nil)
        #expect(screen.density?.isAssumed == true)
        #expect(screen.source == url.path)
        #expect(screen.name == url.deletingPathExtension().lastPathComponent)
    }

    @Test("The format is detected from the content", arguments: allFiles)
    func detectsFormat(folder: String, name: String) throws {
        let expected: SnapshotFormat = switch folder {
        case "uiautomator-dump": .uiautomator
        case "uiautomator2-appium": .uiautomator2
        default: .xcuitest
        }
        #expect(try SnapshotImporter.detectFormat(at: Fixtures.url(folder, name)) == expected)
    }
}
