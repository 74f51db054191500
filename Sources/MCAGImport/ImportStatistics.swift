package import Foundation
package import MCAGCore

/// Sizes of an import, for benchmarks and progress messages.
package struct ImportStatistics: Sendable, Hashable {
    /// The file's size in bytes.
    package var bytes: Int
    /// Elements across all screens.
    package var elements: Int
    /// The deepest element's depth (0 for a root), across all screens.
    package var maximumDepth: Int

    package init(bytes: Int, elements: Int, maximumDepth: Int) {
        self.bytes = bytes
        self.elements = elements
        self.maximumDepth = maximumDepth
    }

    /// Counts the elements and depth of an imported snapshot of the file at `url`.
    package init(file url: URL, snapshot: AppSnapshot) {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
        var elements = 0
        var depth = 0
        for screen in snapshot.screens {
            elements += screen.tree.count
            for index in screen.tree.indices { depth = max(depth, screen.tree.depth(of: index)) }
        }
        self.init(bytes: size ?? 0, elements: elements, maximumDepth: depth)
    }
}

extension SnapshotImporter {
    /// Imports a file and reports its size in bytes and elements, for benchmarks.
    package static func importWithStatistics(
        at url: URL, options: ImportOptions = ImportOptions()
    ) throws(ImportError) -> (snapshot: AppSnapshot, statistics: ImportStatistics) {
        let snapshot = try importFile(at: url, options: options)
        return (snapshot, ImportStatistics(file: url, snapshot: snapshot))
    }
}
