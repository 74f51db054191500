import Foundation
import MCAGImport

/// The command line's side of capture sidecars (`login.capture.json` beside
/// `login.xml`): keeping them out of the dumps a folder holds, refusing one
/// without its dump, and taking the app under test from them.
enum CaptureInputs {
    /// The dumps among a folder's file names; a sidecar without its dump is an
    /// error, since what it states would otherwise be silently dropped.
    static func dumps(in names: [String], folder: String, command: String) throws(UsageError) -> [String] {
        let sidecars = names.filter { CaptureSidecar.isSidecar(URL(fileURLWithPath: $0)) }
        let others = names.filter { !CaptureSidecar.isSidecar(URL(fileURLWithPath: $0)) }
        let bases = Set(others.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        for sidecar in sidecars.sorted() where !bases.contains(CaptureSidecar.dumpBaseName(ofSidecar: URL(fileURLWithPath: sidecar))) {
            let base = CaptureSidecar.dumpBaseName(ofSidecar: URL(fileURLWithPath: sidecar))
            throw UsageError("folder '\(folder)' holds the capture sidecar '\(sidecar)' but no dump '\(base).xml' for it", command: command)
        }
        return others
    }

    /// Refuses a sidecar given as an input: it is read with its dump.
    static func checkNotSidecar(_ path: String, command: String) throws(UsageError) {
        let url = URL(fileURLWithPath: path)
        guard CaptureSidecar.isSidecar(url) else { return }
        let base = CaptureSidecar.dumpBaseName(ofSidecar: url)
        throw UsageError("'\(path)' is a capture sidecar; give its dump ('\(base).xml') or the folder, and the sidecar is read with it",
                         command: command)
    }

    /// The sidecars beside the inputs, so that no report overwrites one.
    static func sidecars(of files: [URL]) -> [URL] { files.compactMap(CaptureSidecar.sibling(of:)) }

    /// The app under test: `--app` when given, else the one the sidecars
    /// state. Sidecars naming different apps, or an `--app` that contradicts
    /// them, are errors: one audit is of one app.
    static func appUnderTest(given: String?, files: [URL], command: String) throws(UsageError) -> String? {
        var stated: (app: String, file: String)?
        for sidecar in sidecars(of: files) {
            let app: String?
            do { app = try CaptureSidecar.read(contentsOf: sidecar).appIdentifier } catch {
                throw UsageError("cannot import \(error.description)", command: command)
            }
            guard let app else { continue }
            if let earlier = stated, earlier.app != app {
                throw UsageError("the capture sidecars name two apps: '\(earlier.app)' in \(earlier.file) and '\(app)' in \(sidecar.relativePath); audit each app on its own",
                                 command: command)
            }
            stated = (app, sidecar.relativePath)
        }
        if let given, let stated, given != stated.app {
            throw UsageError("--app \(given) contradicts the capture sidecar \(stated.file), which names '\(stated.app)'", command: command)
        }
        return given ?? stated?.app
    }
}
