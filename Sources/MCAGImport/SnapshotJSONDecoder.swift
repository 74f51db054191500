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
        "colorMode", "layoutDirection", "source", "root", "roots",
    ]
    static let orientations: [Orientation] = Orientation.allCases
    static let units: [LengthUnit] = LengthUnit.allCases

    static func decode(_ data: Data, file: String) throws(ImportError) -> AppSnapshot {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw syntaxError(error, data: data, file: file)
        }
        let top = try JSONObjectReader(value, path: "$", file: file)
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
            screens.append(try decodeScreen(JSONObjectReader(value, path: "screens[\(index)]", file: file)))
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
                let item = try JSONObjectReader(value, path: "\(reader.path).keyboardShortcuts[\(index)]", file: reader.file)
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
                let item = try JSONObjectReader(value, path: "\(reader.path).timeLimits[\(index)]", file: reader.file)
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
            try item.allowOnly(["unitsPerMillimetre", "assumption"])
            guard let units = try item.double("unitsPerMillimetre"), units > 0 else {
                throw item.error("unitsPerMillimetre", "a positive number")
            }
            density = Density(unitsPerMillimetre: units, assumption: try item.string("assumption"))
        }
        if reader.raw("root") != nil && reader.raw("roots") != nil {
            throw ImportError(file: reader.file, message: "\(reader.path): give either 'root' or 'roots', not both")
        }
        let roots: [(Any, String)]
        if let root = reader.raw("root") {
            roots = [(root, "\(reader.path).root")]
        } else {
            roots = try (reader.array("roots") ?? []).enumerated().map { ($1, "\(reader.path).roots[\($0)]") }
        }
        return Screen(
            name: try reader.string("name"), title: try reader.string("title"), viewport: viewport,
            unit: try reader.enumeration("unit", units) ?? .points, density: density,
            orientation: try reader.enumeration("orientation", orientations),
            textScale: try reader.double("textScale"), isLargestTextSize: try reader.bool("isLargestTextSize"),
            colorMode: try reader.enumeration("colorMode", [ColorMode.light, .dark]),
            layoutDirection: try reader.enumeration("layoutDirection", [LayoutDirection.leftToRight, .rightToLeft]),
            source: try reader.string("source"), tree: try decodeTree(roots: roots, file: reader.file))
    }

    /// Opens each element, then its children in order, closing it when they
    /// run out: a loop over a stack of child lists, never recursion.
    static func decodeTree(roots: [(Any, String)], file: String) throws(ImportError) -> ElementTree {
        var tree = ElementTree()
        for (value, path) in roots {
            var pending: [(children: [Any], next: Int, path: String)] = []
            let root = try JSONObjectReader(value, path: path, file: file)
            tree.open(try ElementJSON.decode(root))
            pending.append((try root.array("children") ?? [], 0, path))
            while let top = pending.last {
                guard top.next < top.children.count else {
                    pending.removeLast()
                    tree.close()
                    continue
                }
                pending[pending.count - 1].next += 1
                let child = try JSONObjectReader(top.children[top.next], path: "\(top.path).children[\(top.next)]", file: file)
                tree.open(try ElementJSON.decode(child))
                pending.append((try child.array("children") ?? [], 0, child.path))
            }
        }
        return tree
    }

    /// Turns JSONSerialization's "around character N" into a line and column.
    static func syntaxError(_ error: any Error, data: Data, file: String) -> ImportError {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        if detail.contains("Too many nested") {
            return ImportError(file: file, message: "the JSON nests more than 512 arrays or objects deep "
                + "(about 250 element levels); nest less deeply or import the dump instead")
        }
        var line: Int?
        var column: Int?
        if let range = detail.range(of: "character "),
           let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }), offset <= data.count {
            var lineCount = 1
            var columnCount = 1
            for byte in data.prefix(offset) {
                if byte == 0x0A {
                    lineCount += 1
                    columnCount = 1
                } else if byte & 0xC0 != 0x80 {
                    columnCount += 1
                }
            }
            (line, column) = (lineCount, columnCount)
        }
        return ImportError(file: file, line: line, column: column, message: "malformed JSON: \(detail)")
    }
}
