import Foundation
import Testing
@testable import MCAGSourceIndex

/// The scan stays in the tree it was given, skips what it should and says so, and refuses a
/// root it cannot read with the root's name.
@Suite("Source index: bounds")
struct SourceIndexBoundsTests {
    @Test func skippedFoldersAreNeverEntered() throws {
        var files: [String: String] = [:]
        for folder in ["build", ".git", "node_modules", "Pods", "DerivedData", ".build"] {
            files["\(folder)/res/layout/a.xml"] = "<View android:id=\"@+id/hidden\"/>\n"
        }
        files["app/res/layout/a.xml"] = "<View android:id=\"@+id/shown\"/>\n"
        let tree = try SourceTree(files)
        let index = try SourceIndex(roots: [tree.path])
        #expect(index.match(SourceQuery(identifier: "p:id/hidden")) == nil)
        #expect(index.match(SourceQuery(identifier: "p:id/shown"))?.unique != nil)
        #expect(index.statistics.scannedFiles == 1)
    }

    @Test func largeAndBinaryFilesAreSkippedAndCounted() throws {
        let tree = try SourceTree(["res/layout/big.xml": "<View android:id=\"@+id/big\"/>\n" + String(repeating: " ", count: 5000)])
        try tree.write("res/layout/compiled.xml", Data([0x03, 0x00, 0x08, 0x00] + Array("android:id=\"@+id/bin\"".utf8)))
        let index = try SourceIndex(roots: [tree.path], limits: SourceScanLimits(maximumFileBytes: 4096))
        #expect(index.statistics.skippedLarge == 1)
        #expect(index.statistics.skippedBinary == 1)
        #expect(index.match(SourceQuery(identifier: "p:id/big")) == nil)
        #expect(index.match(SourceQuery(identifier: "p:id/bin")) == nil)
    }

    @Test func symbolicLinksOutOfTheTreeAreNotFollowed() throws {
        let outside = try SourceTree(["res/layout/secret.xml": "<View android:id=\"@+id/secret\"/>\n"])
        let tree = try SourceTree(["app/res/layout/real.xml": "<View android:id=\"@+id/real\"/>\n"])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: tree.path + "/linked-folder", withDestinationPath: outside.path)
        try manager.createDirectory(atPath: tree.path + "/app/res/layout-v2", withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: tree.path + "/app/res/layout-v2/secret.xml", withDestinationPath: outside.path + "/res/layout/secret.xml")
        try manager.createSymbolicLink(
            atPath: tree.path + "/app/res/layout-v2/again.xml", withDestinationPath: tree.path + "/app/res/layout/real.xml")
        try manager.createSymbolicLink(atPath: tree.path + "/app/loop", withDestinationPath: tree.path + "/app")
        let index = try SourceIndex(roots: [tree.path])
        #expect(index.match(SourceQuery(identifier: "p:id/secret")) == nil)
        let real = try #require(index.match(SourceQuery(identifier: "p:id/real")))
        #expect(real.candidates.map(\.location.relativePath) == ["app/res/layout-v2/again.xml", "app/res/layout/real.xml"])
        #expect(index.statistics.skippedLinks == 1)
    }

    @Test func aMissingRootOrAFileRootIsAnErrorNamingIt() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-no-such-\(UUID().uuidString)").path
        #expect(throws: SourceIndexError.self) { try SourceIndex(roots: [missing]) }
        do {
            _ = try SourceIndex(roots: [missing])
        } catch let error as SourceIndexError {
            #expect(error.description.hasPrefix("source folder \(missing): cannot be read"))
        }
        let tree = try SourceTree(["file.kt": "x"])
        #expect(throws: SourceIndexError.rootIsNotAFolder(path: tree.path + "/file.kt")) {
            try SourceIndex(roots: [tree.path + "/file.kt"])
        }
    }

    @Test func aRootGivenAsDotPrintsPathsRelativeToIt() {
        let location = SourceLocation(relativePath: "app/a.xml", root: ".", line: 3, column: 1)
        #expect(location.description == "app/a.xml:3")
        #expect(SourceLocation(relativePath: "a.xml", root: "./android/", line: 1, column: 1).path == "android/a.xml")
    }
}
