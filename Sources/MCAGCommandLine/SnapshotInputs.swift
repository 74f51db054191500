import Foundation
import MCAGImport
import MCAGRules

/// Turns the file and folder arguments of `audit` and `checklist` into one
/// app snapshot.
enum SnapshotInputs {
    /// Files to import: each file as given, and every .json and .xml file
    /// directly inside each folder, in name order.
    static func expand(_ paths: [String], command: String) throws(UsageError) -> [URL] {
        var files: [URL] = []
        let manager = FileManager.default
        if paths.filter({ $0 == "-" }).count > 1 {
            throw UsageError("'-' (standard input) is given twice; standard input can be read only once", command: command)
        }
        for path in paths {
            if path == "-" { files.append(standardInput); continue }
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("'\(path)' does not exist; give snapshot files (.json, .xml) or folders of them", command: command)
            }
            if isDirectory.boolValue {
                let names = try folderNames(path, command: command)
                let candidates = try CaptureInputs.dumps(in: names, folder: path, command: command).sorted()
                    .filter { Self.mayBeSnapshot($0) }
                    .map { URL(fileURLWithPath: path).appendingPathComponent($0) }
                // Only an input named on its own may be a stream: a FIFO found in a folder would hang
                // the audit until something writes to it, and a link to /dev/zero would never end.
                for file in candidates {
                    guard let info = POSIX.status(file.path), !POSIX.isRegularFile(info) else { continue }
                    throw UsageError("'\(file.path)' in folder '\(path)' is \(POSIX.kindName(info)), not a regular file; "
                                     + "a folder's dumps must be regular files (name a stream on its own to read it once)",
                                     command: command)
                }
                let inside = candidates.filter(Self.isSnapshotInFolder)
                if inside.isEmpty {
                    throw UsageError("folder '\(path)' holds no .json or .xml files, nor .txt Compose semantics prints or Maestro hierarchies", command: command)
                }
                files += inside
            } else {
                try CaptureInputs.checkNotSidecar(path, command: command)
                files.append(URL(fileURLWithPath: path))
            }
        }
        return files
    }

    /// The names in a folder; a dump whose name is not valid UTF-8 is refused
    /// by its name, its bytes escaped, rather than reported missing.
    private static func folderNames(_ path: String, command: String) throws(UsageError) -> [String] {
        let listing: [[UInt8]]
        switch FolderListing.names(in: path) {
        case .success(let names): listing = names
        case .failure(let error): throw UsageError("cannot read folder '\(path)': \(error.reason)", command: command)
        }
        var names: [String] = []
        for bytes in listing {
            if let name = FolderListing.text(bytes) {
                names.append(name)
            } else if FolderListing.isDumpName(bytes) {
                let shown = (path.hasSuffix("/") ? path : path + "/") + FolderListing.escaped(bytes)
                throw UsageError("'\(shown)' in folder '\(path)': the file name is not valid UTF-8 (bytes outside "
                    + "printable ASCII are shown as \\xHH), so mcag cannot name it; rename it, or audit the folder's other files by name",
                                 command: command)
            }
        }
        return names
    }

    /// The extensions a folder's inputs have: JSON, XML, and text (Compose semantics prints).
    static func mayBeSnapshot(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".json") || lowered.hasSuffix(".xml") || lowered.hasSuffix(".txt")
    }

    /// Every JSON and XML file of a folder is an input; a text file only when it is a Compose
    /// semantics print or a saved `maestro hierarchy` (its first lines say so), since a folder of
    /// captures also holds notes and `mcag transcript` outputs.
    static func isSnapshotInFolder(_ file: URL) -> Bool {
        guard file.pathExtension.lowercased() == "txt" else { return true }
        let format: SnapshotFormat? = try? SnapshotImporter.detectFormat(at: file)
        return format == .composeSemantics || format == .maestro
    }

    /// `-` among the inputs: standard input, read once as a stream.
    static let standardInput = URL(fileURLWithPath: "-")

    /// Whether to show a progress line: several files, someone watching
    /// standard error, and no --quiet.
    static func showsProgress(for files: [URL], quiet: Bool) -> Bool {
        !quiet && files.count > 1 && Console.stderrIsTerminal
    }

    /// Imports every file, on every core, and combines them in input order,
    /// with a progress line on standard error when `showProgress` is set.
    /// When several files are bad, the first in input order is reported, as a
    /// serial run would.
    ///
    /// With `plan`, the screenshots the snapshots name are inputs too: no
    /// output of the plan may overwrite one (`"screenshot": "ref.png"`, then
    /// `--output ref.png`). They are known only once the snapshots are read,
    /// so this is checked here, still before anything is written.
    static func load(_ files: [URL], options: ImportOptions, showProgress progress: Bool, command: String,
                     plan: OutputPlan? = nil) throws(UsageError) -> AppSnapshot {
        let finished = ProgressCount(total: files.count, shown: progress)
        let results = ParallelWork.orderedMap(files) { file in
            let result = Result { () throws(ImportError) -> AppSnapshot in try importOne(file, options: options) }
            finished.advance(file.lastPathComponent)
            return result
        }
        var snapshots: [AppSnapshot] = []
        snapshots.reserveCapacity(files.count)
        for result in results {
            switch result {
            case .success(let snapshot): snapshots.append(snapshot)
            case .failure(let error):
                if progress { Console.error("\n") }
                throw UsageError("cannot import \(error.description)\n(inputs are JSON snapshots, Appium XCUITest or UiAutomator2 page sources, or uiautomator dumps)", command: command)
            }
        }
        if progress { Console.error("\r\u{1B}[K") }
        if let plan { try checkScreenshots(of: snapshots, files: files, against: plan, command: command) }
        return SnapshotImporter.combine(snapshots)
    }

    /// Refuses an output of `plan` that names a screenshot one of the
    /// snapshots read, on any of its screens.
    static func checkScreenshots(of snapshots: [AppSnapshot], files: [URL], against plan: OutputPlan,
                                 command: String) throws(UsageError) {
        var screenshots = plan
        screenshots.inputs = []
        for (file, snapshot) in zip(files, snapshots) {
            for (index, screen) in snapshot.screens.enumerated() {
                guard let reference = screen.screenshot?.source else { continue }
                // A JSON snapshot names its screenshots relative to its own folder; a stream's folder is gone.
                let path: String
                if reference.hasPrefix("/") {
                    path = reference
                } else if file != standardInput {
                    let folder = (file.relativePath as NSString).deletingLastPathComponent
                    path = folder.isEmpty ? reference : (folder as NSString).appendingPathComponent(reference)
                } else {
                    continue
                }
                let origin = "named by \(file == standardInput ? "standard input" : file.relativePath) in screens[\(index)]"
                screenshots.inputs.append(.init(option: "the screenshot", path: path, origin: origin))
            }
        }
        guard !screenshots.inputs.isEmpty else { return }
        try screenshots.check(command: command)
    }

    private static func importOne(_ file: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        if file == standardInput {
            return try SnapshotImporter.importStream(FileHandle.standardInput.fileDescriptor, name: "standard input", options: options)
        }
        return try SnapshotImporter.importFile(at: file, options: options)
    }

    /// The `--dpi`, `--ppi` and `--screenshot` options, checked.
    static func importOptions(_ arguments: Arguments, command: String) throws(UsageError) -> ImportOptions {
        var options = ImportOptions()
        if let text = arguments.value(.dpi) {
            guard let dpi = Double(text), DensityAssumption.perInchRange.contains(dpi) else {
                throw UsageError("'--dpi \(text)' is not a number of dots per inch from 2.54 to 25400 (for example 420)", command: command)
            }
            options.androidDPI = dpi
        }
        if let text = arguments.value(.ppi) {
            guard let ppi = Double(text), DensityAssumption.perInchRange.contains(ppi) else {
                throw UsageError("'--ppi \(text)' is not a number of points per inch from 2.54 to 25400 (an iPhone measures 153 to 163)",
                                 command: command)
            }
            options.iosPointsPerInch = ppi
        }
        if let path = arguments.value(.screenshot) {
            guard FileManager.default.fileExists(atPath: path) else {
                throw UsageError("'--screenshot \(path)' does not exist; give the PNG captured with the dump", command: command)
            }
            options.screenshot = URL(fileURLWithPath: path)
        }
        return options
    }
}
