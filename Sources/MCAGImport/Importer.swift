#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
public import Foundation
public import MCAGCore

/// The input formats ``SnapshotImporter`` reads.
public enum SnapshotFormat: String, Sendable, CaseIterable {
    /// The versioned JSON snapshot form (see Documentation/SnapshotFormat.md).
    case json
    /// Appium XCUITest page source (`<AppiumAUT>` / `<XCUIElementType…>`).
    case xcuitest
    /// Android `uiautomator dump` (`<hierarchy>` of `<node>`).
    case uiautomator
    /// Appium UiAutomator2 page source (`<hierarchy>` of class-named elements).
    case uiautomator2
    /// A Jetpack Compose semantics print: `printToString()` text, or a logcat copy of
    /// `printToLog(tag)`, led by `Printing with useUnmergedTree = 'false'`.
    case composeSemantics = "compose"
    /// WebDriverAgent's JSON page source (`GET /source?format=json`): nested
    /// objects with `type`, `rect` and `children`, read like ``xcuitest``.
    case wdaJSON = "wda-json"
    /// The iOS simulator's accessibility elements as `idb ui describe-all --json`
    /// (or AXe `describe-ui`) prints them: an array of `AXLabel`/`frame` objects,
    /// flat or, with `--nested`, with `children`.
    case idbJSON = "idb-json"
    /// `maestro hierarchy` output: Maestro's JSON `TreeNode` tree, Android or iOS,
    /// with or without the CLI's `Running on …` lines before it.
    case maestro
}

/// Settings an import cannot read from the file itself.
public struct ImportOptions: Sendable {
    /// The format; nil to detect it from the content.
    public var format: SnapshotFormat?
    /// Android screen density in dots per inch, for pixel bounds.
    public var androidDPI: Double?
    /// The screen's name; defaults to the file name.
    public var screenName: String?
    /// iOS points per inch of the captured device (pixels per inch ÷ scale),
    /// for millimetre sizes; nil assumes `DensityAssumption.iosPointsPerInch` (160) and says so.
    public var iosPointsPerInch: Double?
    /// The PNG screenshot of a single-screen dump; nil to use the file beside
    /// the dump with the same base name, when there is one.
    public var screenshot: URL?

    /// Options with every setting left to the file: the format detected, the density inferred, the screen named after the file.
    public init(
        format: SnapshotFormat? = nil, androidDPI: Double? = nil, screenName: String? = nil,
        iosPointsPerInch: Double? = nil, screenshot: URL? = nil
    ) {
        self.format = format
        self.androidDPI = androidDPI
        self.screenName = screenName
        self.iosPointsPerInch = iosPointsPerInch
        self.screenshot = screenshot
    }
}

/// Why a file could not be imported, with where and what was expected.
public struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's path.
    public var file: String
    /// The 1-based line of the problem, when the reader knows it.
    public var line: Int?
    /// The column of the problem on that line, when the reader knows it.
    public var column: Int?
    /// What is wrong and what was expected, in words (for JSON, led by the JSON path).
    public var message: String

    package init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, the form editors and terminals link to.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): \(message)"
    }
}

/// Reads accessibility dumps and JSON snapshots into an ``AppSnapshot``.
public enum SnapshotImporter {
    /// Imports one file, detecting its format from the content unless the options name it.
    ///
    /// XML dumps are streamed, so file size and tree depth are bounded by
    /// memory for the elements, not by the stack. Android pixel sizes use
    /// ``ImportOptions/androidDPI`` when given and a stated assumption otherwise.
    /// A dump's screenshot is ``ImportOptions/screenshot`` or the PNG beside it
    /// with the same base name; one that does not fit the dump is an error.
    /// A ``CaptureSidecar`` beside a dump (`login.capture.json` for `login.xml`)
    /// names its screen, gives its density and states its settings.
    ///
    /// A named pipe (FIFO), `/dev/stdin` or another stream is read once, as
    /// `importStream(_:name:options:)` does.
    public static func importFile(at url: URL, options: ImportOptions = ImportOptions()) throws(ImportError) -> AppSnapshot {
        try options.validate()
        if StreamInput.isStream(url) { return try importNamedStream(url, options: options) }
        try refuseOversized(url)
        if try MaestroHierarchy.applies(to: url, options: options) {
            return try MaestroHierarchy.importFile(at: url, options: options).read(as: .maestro)
        }
        let kind: FormatSniffer.Kind = try FormatSniffer.sniff(url)
        if kind == .composeText || options.format == .composeSemantics {
            return try ComposeSemanticsReader.read(url, options: options).read(as: .composeSemantics)
        }
        // WebDriverAgent and idb sources, and XML dumps, name their screens' formats as they are told them apart.
        if kind == .json, let snapshot = try IOSJSONSources.importIfRecognised(url, options: options) { return snapshot }
        if kind == .json || options.format == .json { return try importJSON(at: url, kind: kind, options: options).read(as: .json) }
        return try importDump(at: url, options: options)
    }

    /// A stream named by a path (a FIFO, `/dev/stdin`), read once; its screen is named after the path.
    private static func importNamedStream(_ url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        let descriptor: Int32 = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ImportError(file: url.path, message: "cannot open the stream: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var named = options
        named.screenName = options.screenName ?? url.deletingPathExtension().lastPathComponent
        return try importStream(descriptor, name: url.path, options: named)
    }

    /// A regular file larger than any dump or snapshot mcag reads is refused before it is read.
    private static func refuseOversized(_ url: URL) throws(ImportError) {
        var info = stat()
        guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > InputLimits.maximumBytes
        else { return }
        throw ImportError(file: url.path, message: "the file is \(info.st_size) bytes, over \(InputLimits.describe(InputLimits.maximumBytes)), "
                          + "the largest dump or snapshot mcag reads")
    }

    /// An XML dump, with the capture sidecar and screenshot beside it.
    private static func importDump(at url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        // A capture sidecar beside the dump states its screen, density and settings (CaptureSidecar).
        let sidecarURL: URL? = CaptureSidecar.sibling(of: url)
        let sidecar = try sidecarURL.map { (found: URL) throws(ImportError) in try CaptureSidecar.read(contentsOf: found) }
        let dumpOptions: ImportOptions = try sidecar?.importOptions(options, sidecarPath: sidecarURL?.path ?? "") ?? options
        var snapshot = try XMLByteReader.read(url, options: dumpOptions)
        if let png = options.screenshot ?? ScreenshotLoader.sibling(of: url), snapshot.screens.count == 1 {
            snapshot.screens[0] = try ScreenshotLoader.attach(png, to: snapshot.screens[0])
        }
        return sidecar?.applied(to: snapshot) ?? snapshot
    }

    /// A JSON snapshot: its screens' sources, and a given screenshot for its one screen.
    private static func importJSON(at url: URL, kind: FormatSniffer.Kind, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        guard kind == .json else {
            throw ImportError(file: url.path, line: 1, column: 1,
                              message: "expected a JSON snapshot ('{') but the file starts with '<'")
        }
        if let sidecar = CaptureSidecar.sibling(of: url) {
            throw ImportError(file: sidecar.path, message: "a capture sidecar describes a dump, but \(url.lastPathComponent) is a JSON snapshot, which states its screens' names and settings itself")
        }
        var snapshot = try SnapshotJSON.decode(contentsOf: url)
        for index in snapshot.screens.indices where snapshot.screens[index].source == nil {
            snapshot.screens[index].source = url.path
        }
        if let png = options.screenshot {
            guard snapshot.screens.count == 1 else {
                throw ImportError(file: url.path, message: "a screenshot was given but the snapshot holds \(snapshot.screens.count) screens; name each screen's PNG in its 'screenshot' field")
            }
            snapshot.screens[0] = try ScreenshotLoader.attach(png, to: snapshot.screens[0])
        }
        return snapshot
    }

    /// Imports what can be read from an open stream (standard input is
    /// `FileHandle.standardInput.fileDescriptor`), reading it once, to its end.
    /// `name` names it in errors and as the screens' source; XML dumps take
    /// their screen name from ``ImportOptions/screenName``, or `name`.
    package static func importStream(_ descriptor: Int32, name: String, options: ImportOptions = ImportOptions())
        throws(ImportError) -> AppSnapshot {
        var named = options
        named.screenName = options.screenName ?? name
        return try StreamInput.withCopy(of: descriptor, name: name) { (copy: URL) throws(ImportError) in
            var snapshot = try importFile(at: copy, options: named)
            for index in snapshot.screens.indices where snapshot.screens[index].source == copy.path {
                snapshot.screens[index].source = name
            }
            return snapshot
        }
    }

    /// The format of a file, read from its first bytes and root element.
    public static func detectFormat(at url: URL) throws(ImportError) -> SnapshotFormat {
        try FormatSniffer.detect(url)
    }

    /// Joins snapshots of single screens into one app snapshot, so that
    /// app-scope rules compare the screens. App facts come from the first
    /// snapshot that states them.
    public static func combine(_ snapshots: [AppSnapshot]) -> AppSnapshot {
        var app = AppFacts()
        for snapshot in snapshots {
            app.name = app.name ?? snapshot.app.name
            app.bundleIdentifier = app.bundleIdentifier ?? snapshot.app.bundleIdentifier
            app.platform = app.platform ?? snapshot.app.platform
            app.supportedOrientations = app.supportedOrientations ?? snapshot.app.supportedOrientations
            app.locale = app.locale ?? snapshot.app.locale
            app.keyboardShortcuts = app.keyboardShortcuts ?? snapshot.app.keyboardShortcuts
            app.timeLimits = app.timeLimits ?? snapshot.app.timeLimits
        }
        return AppSnapshot(app: app, screens: snapshots.flatMap(\.screens))
    }
}

extension AppSnapshot {
    /// The snapshot with `format` as the `Screen.sourceFormat` of
    /// each screen that does not name one yet.
    func read(as format: SnapshotFormat) -> AppSnapshot {
        var snapshot = self
        for index in snapshot.screens.indices where snapshot.screens[index].sourceFormat == nil {
            snapshot.screens[index].sourceFormat = format.rawValue
        }
        return snapshot
    }
}
