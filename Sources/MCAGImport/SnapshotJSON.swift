public import Foundation
public import MCAGCore

/// The versioned JSON snapshot form (Documentation/SnapshotFormat.md and
/// Documentation/snapshot.schema.json): reading and writing, both without
/// recursion over the element tree.
public enum SnapshotJSON {
    /// Reads a JSON snapshot file. Unknown fields and wrong types are errors naming the JSON path.
    public static func decode(contentsOf url: URL) throws(ImportError) -> AppSnapshot {
        let data: Data
        do {
            // Mapped, so a large file is paged in rather than copied.
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw ImportError(file: url.path, message: "cannot read the file: \(FileErrorWording.readingReason(error, path: url.path))")
        }
        return try SnapshotJSONDecoder.decode(data, file: url.path)
    }

    /// Reads a JSON snapshot from memory; `file` names it in errors.
    public static func decode(_ data: Data, file: String = "snapshot.json") throws(ImportError) -> AppSnapshot {
        try SnapshotJSONDecoder.decode(data, file: file)
    }

    /// Writes a snapshot as indented JSON with keys in a fixed order, so that
    /// two writes of the same snapshot are byte-identical and decoding restores it.
    public static func encode(_ snapshot: AppSnapshot) -> Data {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("formatVersion", AppSnapshot.formatVersion)
        writer.key("app")
        encodeApp(snapshot.app, to: &writer)
        writer.key("screens")
        writer.beginArray()
        for screen in snapshot.screens { encodeScreen(screen, to: &writer) }
        writer.endArray()
        writer.endObject()
        return Data((writer.text + "\n").utf8)
    }

    private static func encodeApp(_ app: AppFacts, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("platform", app.platform?.rawValue)
        writer.field("name", app.name)
        writer.field("bundleIdentifier", app.bundleIdentifier)
        writer.field("supportedOrientations", app.supportedOrientations?.map(\.rawValue))
        writer.field("locale", app.locale)
        if let shortcuts = app.keyboardShortcuts {
            writer.key("keyboardShortcuts")
            writer.beginArray()
            for shortcut in shortcuts {
                writer.beginObject()
                writer.field("key", shortcut.key)
                writer.field("modifiers", shortcut.modifiers)
                writer.field("action", shortcut.action)
                writer.field("canBeDisabled", shortcut.canBeDisabled)
                writer.field("canBeRemapped", shortcut.canBeRemapped)
                writer.field("activeOnlyWhenFocused", shortcut.activeOnlyWhenFocused)
                writer.endObject()
            }
            writer.endArray()
        }
        if let limits = app.timeLimits {
            writer.key("timeLimits")
            writer.beginArray()
            for limit in limits {
                writer.beginObject()
                writer.field("name", limit.name)
                writer.field("duration", limit.duration)
                writer.field("warningDuration", limit.warningDuration)
                writer.field("canBeTurnedOff", limit.canBeTurnedOff)
                writer.field("canBeAdjusted", limit.canBeAdjusted)
                writer.field("canBeExtended", limit.canBeExtended)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
    }

    private static func encodeScreen(_ screen: Screen, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("name", screen.name)
        writer.field("title", screen.title)
        if let viewport = screen.viewport {
            writer.key("viewport")
            writer.inlineObject([("width", viewport.width), ("height", viewport.height)])
        }
        writer.field("unit", screen.unit.rawValue)
        if let density = screen.density {
            writer.key("density")
            writer.beginObject()
            writer.field("unitsPerMillimetre", density.unitsPerMillimetre)
            writer.field("assumption", density.assumption)
            if let range = density.plausibleUnitsPerMillimetre {
                writer.key("plausibleUnitsPerMillimetre")
                writer.inlineObject([("lower", range.lowerBound), ("upper", range.upperBound)])
            }
            writer.field("presumedTelevision", density.presumedTelevision)
            writer.endObject()
        }
        writer.field("orientation", screen.orientation?.rawValue)
        writer.field("textScale", screen.textScale)
        writer.field("isLargestTextSize", screen.isLargestTextSize)
        writer.field("colorMode", screen.colorMode?.rawValue)
        writer.field("layoutDirection", screen.layoutDirection?.rawValue)
        writer.field("source", screen.source)
        writer.field("screenshot", screen.screenshot?.source)
        let roots = screen.tree.roots
        if roots.count == 1 {
            writer.key("root")
        } else {
            writer.key("roots")
            writer.beginArray()
        }
        encodeTree(screen.tree, to: &writer)
        if roots.count != 1 { writer.endArray() }
        writer.endObject()
    }

    /// Pre-order storage makes writing a loop: an element's object stays open
    /// until the next element is not inside its subtree.
    private static func encodeTree(_ tree: ElementTree, to writer: inout JSONWriter) {
        var open: [(index: Int, end: Int, hasChildren: Bool)] = []
        func closeFinished(before index: Int, _ writer: inout JSONWriter) {
            while let last = open.last, index >= last.end {
                open.removeLast()
                if last.hasChildren { writer.endArray() }
                writer.endObject()
            }
        }
        for index in tree.indices {
            closeFinished(before: index, &writer)
            if let parent = open.last, !parent.hasChildren {
                open[open.count - 1].hasChildren = true
                writer.key("children")
                writer.beginArray()
            }
            writer.beginObject()
            ElementJSON.encodeFields(tree[index], to: &writer)
            open.append((index, tree.descendants(of: index).upperBound, false))
        }
        closeFinished(before: Int.max, &writer)
    }
}
