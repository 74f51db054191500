import Foundation
import MCAGImport

/// Writes the captured states into the output folder: every file staged
/// first and renamed into place together (`OutputBatch`), and none written
/// when any name is already taken, since a capture never replaces a file.
struct CaptureOutput {
    let folder: String

    func write(_ states: [CapturedState]) throws(UsageError) -> [String] {
        var files: [(path: String, data: Data)] = []
        for state in states {
            let base = URL(fileURLWithPath: folder).appendingPathComponent(state.baseName).relativePath
            files += [(base + ".xml", state.dump), (base + ".png", state.screenshot),
                      (base + CaptureSidecar.fileSuffix, state.sidecar.encoded())]
        }
        let paths = files.map(\.path)
        if let taken = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) {
            throw UsageError("'\(taken)' already exists and a capture never replaces a file; choose another --name or --output",
                             command: "capture")
        }
        if Set(paths).count != paths.count {
            throw UsageError("two states would be written to the same file name", command: "capture")
        }
        if !FileManager.default.fileExists(atPath: folder) {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false) } catch {
                throw UsageError("--output '\(folder)' cannot be created: \(error.localizedDescription)", command: "capture")
            }
        }
        var batch = OutputBatch()
        for file in files { try batch.stage(file.data, to: file.path, option: "--output", command: "capture") }
        try batch.commit()
        return paths
    }
}
