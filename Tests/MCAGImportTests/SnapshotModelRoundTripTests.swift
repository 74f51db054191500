import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// Model, writer, reader and schema cannot drift: a snapshot with every
/// field of every model type set survives a write and a read unchanged, and
/// the schema lists exactly the fields the model has (the reader takes its
/// keys from the model's coding keys).
@Suite struct SnapshotModelRoundTripTests {
    /// The labels of a value's stored properties that are nil or empty.
    static func unsetFields(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap { child in
            let inner = Mirror(reflecting: child.value)
            let isNil = inner.displayStyle == .optional && inner.children.isEmpty
            let isEmpty = (inner.displayStyle == .collection || inner.displayStyle == .dictionary) && inner.children.isEmpty
            return isNil || isEmpty ? child.label : nil
        }
    }

    @Test func theSnapshotSetsEveryFieldOfEveryModelType() throws {
        let snapshot = try EveryFieldModel.snapshot()
        let screen = snapshot.screens[0]
        let element = EveryFieldModel.element()
        #expect(Self.unsetFields(of: snapshot.app) == [])
        #expect(Self.unsetFields(of: try #require(snapshot.app.timeLimits?.first)) == [])
        #expect(Self.unsetFields(of: try #require(snapshot.app.keyboardShortcuts?.first)) == [])
        #expect(Self.unsetFields(of: screen) == [])
        #expect(Self.unsetFields(of: try #require(screen.density)) == [])
        #expect(Self.unsetFields(of: element) == [])
        #expect(Self.unsetFields(of: try #require(element.textStyle)) == [])
        #expect(Self.unsetFields(of: try #require(element.semantics)) == [])
    }

    @Test func everyFieldSurvivesAWriteAndARead() throws {
        let snapshot = try EveryFieldModel.snapshot()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: EveryFieldModel.screenshotURL, to: folder.appendingPathComponent("shot.png"))
        let file = folder.appendingPathComponent("snapshot.json")
        let written = try SnapshotJSON.encode(snapshot)
        try written.write(to: file)
        let read = try SnapshotJSON.decode(contentsOf: file)
        #expect(read.app == snapshot.app)
        let (before, after) = (snapshot.screens[0], read.screens[0])
        // The source format is the importer's to set, not the snapshot's to carry.
        for (old, new) in zip(Mirror(reflecting: before).children, Mirror(reflecting: after).children)
        where old.label != "tree" && old.label != "sourceFormat" {
            #expect(String(describing: old.value) == String(describing: new.value), "\(old.label ?? "?")")
        }
        #expect(after.sourceFormat == nil)
        #expect(after.screenshot == before.screenshot)
        #expect(after.tree.elements == before.tree.elements)
        for index in before.tree.indices {
            #expect(after.tree.parent(of: index) == before.tree.parent(of: index))
            #expect(after.tree.descendants(of: index) == before.tree.descendants(of: index))
        }
        #expect(after.tree.roots == [0, 4])
        #expect(try SnapshotJSON.encode(read) == written)
    }

    static func schemaDefinitions() throws -> [String: [String: Any]] {
        let data = try Data(contentsOf: SnapshotJSONTests.schemaURL)
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        definitions["document"] = schema
        return definitions
    }

    static func schemaKeys(_ definition: [String: Any]?) -> Set<String> {
        Set(((definition?["properties"] as? [String: Any]) ?? [:]).keys)
    }

    @Test func schemaAndModelListTheSameFields() throws {
        let definitions = try Self.schemaDefinitions()
        let stored = { (value: Any) in Set(Mirror(reflecting: value).children.compactMap(\.label)) }
        let screenFields = definitions["screen"]?["properties"] as? [String: Any]
        let screenProperties = Self.schemaKeys(screenFields?["density"] as? [String: Any])
        let pairs: [(String, Set<String>, Set<String>)] = [
            ("element", Self.schemaKeys(definitions["element"]), stored(Element()).union(["parent"])),
            ("app", Self.schemaKeys(definitions["app"]), stored(AppFacts())),
            ("timeLimit", Self.schemaKeys(definitions["timeLimit"]), stored(TimeLimit())),
            ("keyboardShortcut", Self.schemaKeys(definitions["keyboardShortcut"]), stored(KeyboardShortcut(key: "k"))),
            ("textStyle", Self.schemaKeys(definitions["textStyle"]), stored(TextStyle())),
            ("semantics", Self.schemaKeys(definitions["semantics"]), stored(PlatformSemantics())),
            ("density", screenProperties, stored(Density(unitsPerMillimetre: 1))),
            ("rect", Self.schemaKeys(definitions["rect"]), stored(Rect(x: 0, y: 0, width: 0, height: 0))),
            ("exceptionClaim", Self.schemaKeys(definitions["exceptionClaim"]),
             stored(ExceptionClaim(requirement: "", exception: "", reason: ""))),
            // A screen's JSON form writes the tree as `elements` and the screenshot as its path;
            // the source format is the importer's (a screen read from a snapshot is a JSON snapshot's).
            ("screen", Self.schemaKeys(definitions["screen"]),
             stored(Screen(tree: ElementTree())).subtracting(["tree", "sourceFormat"]).union(["elements"])),
            ("document", Self.schemaKeys(definitions["document"]), ["formatVersion", "app", "screens"]),
        ]
        for (name, schema, model) in pairs {
            let extra = schema.subtracting(model).sorted(), lacking = model.subtracting(schema).sorted()
            #expect(schema == model, "\(name): the schema adds \(extra) and lacks \(lacking)")
        }
    }

    /// The keys of every object in a JSON value, except the author-named keys of `attributes`.
    static func writtenKeys(_ value: Any) -> Set<String> {
        var keys: Set<String> = []
        var pending: [Any] = [value]
        while let next = pending.popLast() {
            if let list = next as? [Any] { pending.append(contentsOf: list) }
            guard let object = next as? [String: Any] else { continue }
            keys.formUnion(object.keys)
            pending.append(contentsOf: object.filter { $0.key != "attributes" }.map(\.value))
        }
        return keys
    }

    @Test func theSchemaListsEveryFieldTheWriterWrites() throws {
        let written = try JSONSerialization.jsonObject(with: try SnapshotJSON.encode(try EveryFieldModel.snapshot()))
        let definitions = try Self.schemaDefinitions()
        var documented: Set<String> = []
        var pending: [Any] = Array(definitions.values)
        while let next = pending.popLast() {
            if let list = next as? [Any] { pending.append(contentsOf: list) }
            guard let object = next as? [String: Any] else { continue }
            documented.formUnion(((object["properties"] as? [String: Any]) ?? [:]).keys)
            pending.append(contentsOf: object.filter { $0.key != "examples" }.map(\.value))
        }
        let missing = Self.writtenKeys(written).subtracting(documented)
        #expect(missing.isEmpty, "written but not in the schema: \(missing.sorted())")
    }
}
