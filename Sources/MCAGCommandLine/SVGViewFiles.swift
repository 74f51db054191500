import Foundation

/// Where screen-reader views go: one view to a file (or standard output),
/// several to a folder, one `SCREEN.svg` per screen, all written or none.
enum SVGViewFiles {
    static func write(_ views: [(screen: String, svg: String)], to output: String?, command: String) throws(UsageError) {
        guard views.count > 1 else {
            try Console.write(views.first?.svg ?? "", to: output)
            return
        }
        guard let folder = output, folder != "-" else {
            throw UsageError("\(views.count) screens make \(views.count) SVG files; give --output FOLDER to write them into",
                             command: command)
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            throw UsageError("--output '\(folder)' is a file, but \(views.count) screens make \(views.count) SVG files; name a folder",
                             command: command)
        }
        if !isFolder.boolValue {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                throw UsageError("--output '\(folder)' cannot be created: \(error.localizedDescription)", command: command)
            }
        }
        var batch = OutputBatch()
        for (name, view) in zip(fileNames(views.map(\.screen)), views) {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).relativePath
            try batch.stage(Data(view.svg.utf8), to: path, option: "--output", command: command)
        }
        try batch.commit()
    }

    /// A file name per screen: letters, digits, `.`, `-` and `_` kept, anything else `_`;
    /// a name taken by an earlier screen gets `-2`, `-3`.
    static func fileNames(_ screens: [String]) -> [String] {
        var taken = Set<String>()
        return screens.map { screen in
            let safe = String(screen.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
            let base = safe.isEmpty || safe.allSatisfy({ $0 == "." }) ? "screen" : safe
            var name = base + ".svg", suffix = 2
            while taken.contains(name) { (name, suffix) = ("\(base)-\(suffix).svg", suffix + 1) }
            taken.insert(name)
            return name
        }
    }
}
