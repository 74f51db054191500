package import MCAGRules

/// The file one screen was read from and the format it was read in
/// (`Screen.source` and `Screen.sourceFormat`), so
/// that each report names the format of each input: the text, Markdown and
/// HTML headers in words, the JSON report's `inputs.sources` and SARIF's
/// `artifacts` by `SnapshotFormat.rawValue` as well.
package struct ScreenSource: Sendable, Equatable {
    /// The screen's name in the report (`Screen.displayName`).
    package var screen: String
    /// The file the screen was read from, as the importer named it; nil for a screen built in code.
    package var file: String?
    /// The format the file was read in; nil for a screen built in code.
    package var format: SnapshotFormat?

    /// A source described field by field.
    package init(screen: String, file: String?, format: SnapshotFormat?) {
        self.screen = screen
        self.file = file
        self.format = format
    }

    /// The source of `screen`, as its importer stated it.
    package init(_ screen: Screen) {
        self.init(screen: screen.displayName, file: screen.source,
                  format: screen.sourceFormat.flatMap(SnapshotFormat.init(rawValue:)))
    }

    /// The file's last path component (`login.xml`), else the screen's name.
    var shortName: String {
        guard let file, let last = file.split(separator: "/").last else { return screen }
        return String(last)
    }
}

extension ReportInputs {
    /// The formats the screens were read in, in words, one line per format
    /// in the order first met (`uiautomator dump`); when the inputs mix
    /// formats, each line names its files (`Maestro hierarchy output
    /// (login.json)`), at most five and a count of the rest.
    package var formats: [String] {
        var order: [SnapshotFormat] = []
        var files: [SnapshotFormat: [String]] = [:]
        var seen: Set<String> = []
        for source in sources {
            guard let format = source.format else { continue }
            if files[format] == nil { order.append(format) }
            let name = source.shortName
            if seen.insert(format.rawValue + "\u{0}" + name).inserted { files[format, default: []].append(name) }
        }
        guard order.count > 1 else { return order.map(\.displayName) }
        return order.map { format in
            let names = files[format] ?? []
            let listed = names.count <= 6
                ? names.joined(separator: ", ")
                : names.prefix(5).joined(separator: ", ") + " and \(names.count - 5) more"
            return "\(format.displayName) (\(listed))"
        }
    }
}
