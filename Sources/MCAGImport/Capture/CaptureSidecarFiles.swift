package import Foundation

extension CaptureSidecar {
    /// The ending that marks a sidecar: `login.capture.json` describes `login.xml`.
    package static let fileSuffix = ".capture.json"

    /// Whether a file is a capture sidecar, by its name.
    package static func isSidecar(_ url: URL) -> Bool {
        url.lastPathComponent.lowercased().hasSuffix(fileSuffix)
    }

    /// Where the sidecar of a dump would be: the dump's name with its last
    /// extension replaced by `.capture.json`.
    package static func location(forDump dump: URL) -> URL {
        let base = dump.deletingPathExtension().lastPathComponent
        return dump.deletingLastPathComponent().appendingPathComponent(base + fileSuffix)
    }

    /// The sidecar beside a dump, when there is one.
    package static func sibling(of dump: URL) -> URL? {
        guard !isSidecar(dump) else { return nil }
        let url = location(forDump: dump)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// The base name a sidecar's dump has (`login` for `login.capture.json`).
    package static func dumpBaseName(ofSidecar sidecar: URL) -> String {
        String(sidecar.lastPathComponent.dropLast(fileSuffix.count))
    }
}
