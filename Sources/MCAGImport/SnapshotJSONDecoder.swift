import Foundation
import MCAGCore

/// Decodes the JSON snapshot form (Documentation/SnapshotFormat.md) into an
/// ``AppSnapshot``, walking element children with an explicit stack.
enum SnapshotJSONDecoder {
    static let topKeys: Set<String> = ["formatVersion", "app", "screens"]
    static let appKeys: Set<String> = [
        "platform", "name", "bundleIdentifier", "supportedOrientations", "locale", "keyboardShortcuts", "timeLimits",
    ]
    static let screenKeys: Set<String> = [
        "name", "title", "viewport", "unit", "density", "orientation", "textScale", "isLargestTextSize",
        "colorMode", "layoutDirection", "source", "screenshot", "root", "roots",
    ]
    static let orientations: [Orientation] = Orientation.allCases
    static let units: [LengthUnit] = LengthUnit.allCases

    static func decode(_ data: Data, file: String) throws(ImportError) -> AppSnapshot {
        let tape: JSONTape
        do {
            tape = try JSONTape(parsing: data)
        } catch {
            throw syntaxError(error, data: data, file: file)
        }
        let top = try JSONObjectReader(tape, at: 0, path: "$", file: file)
        try top.allowOnly(topKeys)
        guard let version = try top.int("formatVersion") else {
            throw ImportError(file: file, message: "$.formatVersion: missing; expected \(AppSnapshot.formatVersion)")
        }
        guard version == AppSnapshot.formatVersion else {
            throw ImportError(file: file, message:
                "$.formatVersion: version \(version) is not supported; this reader understands \(AppSnapshot.formatVersion)")
        }
        let app = try top.object("app").map { reader throws(ImportError) in try decodeApp(reader) } ?? AppFacts()
        guard let screenValues = try top.array("screens") else {
            throw ImportError(file: file, message: "$.screens: missing; expected an array of screens")
        }
        var screens: [Screen] = []
        for (index, value) in screenValues.enumerated() {
            screens.append(try decodeScreen(JSONObjectReader(tape, at: value, path: "screens[\(index)]", file: file)))
        }
        return AppSnapshot(app: app, screens: screens)
    }

    static func decodeApp(_ reader: JSONObjectReader) throws(ImportError) -> AppFacts {
        try reader.allowOnly(appKeys)
        var app = AppFacts()
        app.platform = try reader.enumeration("platform", [Platform.ios, .android])
        app.name = try reader.string("name")
        app.bundleIdentifier = try reader.string("bundleIdentifier")
        if let names = try reader.stringArray("supportedOrientations") {
            app.supportedOrientations = try names.enumerated().map { index, name throws(ImportError) in
                guard let orientation = Orientation(rawValue: name) else {
                    throw ImportError(file: reader.file, message: "\(reader.path).supportedOrientations[\(index)]: "
                        + "expected one of \(orientations.map(\.rawValue).joined(separator: ", ")), found \"\(name)\"")
                }
                return orientation
            }
        }
        app.locale = try reader.string("locale")
        if let values = try reader.array("keyboardShortcuts") {
            app.keyboardShortcuts = try values.enumerated().map { index, value throws(ImportError) in
                let item = try reader.item(value, of: "keyboardShortcuts", at: index)
                try item.allowOnly(["key", "modifiers", "action", "canBeDisabled", "canBeRemapped", "activeOnlyWhenFocused"])
                guard let key = try item.string("key") else { throw item.error("key", "a string") }
                return KeyboardShortcut(
                    key: key, modifiers: try item.stringArray("modifiers") ?? [], action: try item.string("action"),
                    canBeDisabled: try item.bool("canBeDisabled"), canBeRemapped: try item.bool("canBeRemapped"),
                    activeOnlyWhenFocused: try item.bool("activeOnlyWhenFocused"))
            }
        }
        if let values = try reader.array("timeLimits") {
            app.timeLimits = try values.enumerated().map { index, value throws(ImportError) in
                let item = try reader.item(value, of: "timeLimits", at: index)
                try item.allowOnly(["name", "duration", "warningDuration", "canBeTurnedOff", "canBeAdjusted", "canBeExtended"])
                return TimeLimit(
                    name: try item.string("name"), duration: try item.double("duration"),
                    warningDuration: try item.double("warningDuration"), canBeTurnedOff: try item.bool("canBeTurnedOff"),
                    canBeAdjusted: try item.bool("canBeAdjusted"), canBeExtended: try item.bool("canBeExtended"))
            }
        }
        return app
    }

    static func decodeScreen(_ reader: JSONObjectReader) throws(ImportError) -> Screen {
        try reader.allowOnly(screenKeys)
        var viewport: Size?
        if let size = try reader.object("viewport") {
            try size.allowOnly(["width", "height"])
            guard let width = try size.double("width"), let height = try size.double("height") else {
                throw ImportError(file: reader.file, message: "\(size.path): expected width and height")
            }
            viewport = Size(width: width, height: height)
        }
        var density: Density?
        if let item = try reader.object("density") {
            try item.allowOnly(["unitsPerMillimetre", "assumption", "plausibleUnitsPerMillimetre", "presumedTelevision"])
            guard let units = try item.double("unitsPerMillimetre"), units > 0 else {
                throw item.error("unitsPerMillimetre", "a positive number")
            }
            density = Density(unitsPerMillimetre: units, assumption: try item.string("assumption"),
                              plausibleUnitsPerMillimetre: try plausibleRange(item, holding: units),
                              presumedTelevision: try item.bool("presumedTelevision"))
        }
        if reader.raw("root") != nil && reader.raw("roots") != nil {
            throw ImportError(file: reader.file, message: "\(reader.path): give either 'root' or 'roots', not both")
        }
        let roots: [(Int, String)]
        if let root = reader.raw("root") {
            roots = [(root, "\(reader.path).root")]
        } else {
            roots = try (reader.array("roots") ?? []).enumerated().map { ($1, "\(reader.path).roots[\($0)]") }
        }
        let screen = Screen(
            name: try reader.string("name"), title: try reader.string("title"), viewport: viewport,
            unit: try reader.enumeration("unit", units) ?? .points, density: density,
            orientation: try reader.enumeration("orientation", orientations),
            textScale: try reader.double("textScale"), isLargestTextSize: try reader.bool("isLargestTextSize"),
            colorMode: try reader.enumeration("colorMode", [ColorMode.light, .dark]),
            layoutDirection: try reader.enumeration("layoutDirection", [LayoutDirection.leftToRight, .rightToLeft]),
            source: try reader.string("source"), tree: try decodeTree(roots: roots, in: reader.tape, file: reader.file))
        guard let reference = try reader.string("screenshot") else { return screen }
        return try ScreenshotLoader.attach(resolve(reference, besides: reader.file), to: screen, reference: reference)
    }

    /// A screenshot path as the snapshot gives it: absolute, or relative to
    /// the folder of the JSON file.
    static func resolve(_ reference: String, besides file: String) -> URL {
        if reference.hasPrefix("/") { return URL(fileURLWithPath: reference) }
        return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(reference)
    }

    /// Opens each element, then its children in order, closing it when they
    /// run out: a loop over a stack of child lists, never recursion.
    ///
    /// Element readers get an empty path and errors get the full path only
    /// when thrown, because building `root.children[0].children[0]…` for
    /// every element would cost time quadratic in the depth.
    static func decodeTree(roots: [(Int, String)], in tape: JSONTape, file: String) throws(ImportError) -> ElementTree {
        var tree = ElementTree()
        for (value, rootPath) in roots {
            var pending: [(children: [Int], next: Int)] = []
            do {
                try openElement(value, in: tape, file: file, tree: &tree, pending: &pending)
                while let top = pending.last {
                    guard top.next < top.children.count else {
                        pending.removeLast()
                        tree.close()
                        continue
                    }
                    pending[pending.count - 1].next += 1
                    try openElement(top.children[top.next], in: tape, file: file, tree: &tree, pending: &pending)
                }
            } catch {
                var located = error
                located.message = rootPath + pending.map { ".children[\($0.next - 1)]" }.joined()
                    + error.message
                throw located
            }
        }
        return tree
    }

    private static func openElement(
        _ index: Int, in tape: JSONTape, file: String, tree: inout ElementTree,
        pending: inout [(children: [Int], next: Int)]
    ) throws(ImportError) {
        let reader = try JSONObjectReader(tape, at: index, path: "", file: file)
        tree.open(try ElementJSON.decode(reader))
        pending.append((try reader.array("children") ?? [], 0))
    }

    /// Turns the parser's byte offset into a line and column.
    static func syntaxError(_ error: JSONTape.SyntaxError, data: Data, file: String) -> ImportError {
        var line = 1
        var column = 1
        for byte in data.prefix(error.offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return ImportError(file: file, line: line, column: column, message: "malformed JSON: \(error.message)")
    }
}

extension SnapshotJSONDecoder {
    /// `"plausibleUnitsPerMillimetre": {"lower": …, "upper": …}`: positive, in order, holding the figure.
    static func plausibleRange(_ density: JSONObjectReader, holding units: Double) throws(ImportError) -> ClosedRange<Double>? {
        guard let item = try density.object("plausibleUnitsPerMillimetre") else { return nil }
        try item.allowOnly(["lower", "upper"])
        guard let lower = try item.double("lower"), let upper = try item.double("upper"),
              lower > 0, lower <= units, units <= upper else {
            throw ImportError(file: density.file, message: "\(item.path): expected positive \"lower\" and \"upper\" "
                + "with lower ≤ unitsPerMillimetre (\(units)) ≤ upper")
        }
        return lower...upper
    }
}
