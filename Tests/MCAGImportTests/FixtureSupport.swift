import Foundation
import MCAGCore
@testable import MCAGImport

/// Locates the shared fixtures relative to this source file.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ folder: String, _ name: String) -> URL {
        directory.appendingPathComponent(folder).appendingPathComponent(name)
    }

    /// A dump of the accuracy corpus: `Tests/AccuracyCorpus/dumps/<platform>/<name>`
    /// (provenance in `Tests/AccuracyCorpus/SOURCES.tsv`).
    static func corpus(_ platform: String, _ name: String) -> URL {
        directory.deletingLastPathComponent().appendingPathComponent("AccuracyCorpus/dumps")
            .appendingPathComponent(platform).appendingPathComponent(name)
    }

    static func files(in folder: String) -> [URL] {
        let folderURL = directory.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folderURL.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { folderURL.appendingPathComponent($0) }
    }

    /// The node counts SOURCES.tsv records, by path under Fixtures/.
    static let nodeCounts: [String: Int] = {
        let table = (try? String(contentsOf: directory.appendingPathComponent("SOURCES.tsv"), encoding: .utf8)) ?? ""
        var counts: [String: Int] = [:]
        for line in table.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            if columns.count > 6, let count = Int(columns[6]) { counts[String(columns[1])] = count }
        }
        return counts
    }()

    /// Writes bytes to a fresh temporary file for synthetic bad inputs, alone in
    /// its folder; the test's `.temporaryFolder` trait removes it afterwards.
    static func temporaryFile(_ name: String, _ bytes: Data) throws -> URL {
        let folder = try TemporaryFolder.make()
        let url = folder.appendingPathComponent(name)
        try bytes.write(to: url)
        return url
    }

    static func temporaryFile(_ name: String, _ text: String) throws -> URL { try temporaryFile(name, Data(text.utf8)) }

    /// The error an import throws, or nil when it succeeds.
    static func importError(_ url: URL, options: ImportOptions = ImportOptions()) -> ImportError? {
        do {
            _ = try SnapshotImporter.importFile(at: url, options: options)
            return nil
        } catch {
            return error
        }
    }
}

extension ElementTree {
    /// The first element whose label, identifier or text equals `name`.
    func first(named name: String) -> Element? {
        elements.first { $0.label == name || $0.identifier == name || $0.text == name }
    }
}
