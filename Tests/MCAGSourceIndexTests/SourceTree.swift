import Foundation

/// A source tree written into a fresh temporary folder for one test and removed afterwards.
final class SourceTree {
    let root: URL

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("mcag-source-index-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, Data(text.utf8)) }
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    var path: String { root.path }

    deinit { try? FileManager.default.removeItem(at: root) }
}
