import Foundation
import Testing
@testable import MCAGCore
@testable import MCAGImport

/// A real dump's elements share their semantics and window boxes, whether
/// imported from the dump or read back from the JSON snapshot written of it.
@Suite struct SharedBoxesTests {
    static let facebook = Fixtures.url("uiautomator2-appium", "ErickPenafiel__facebook-app-testing__perfil_fb.xml")

    /// How many distinct semantics and window boxes the tree's elements hold.
    static func boxCounts(_ tree: ElementTree) -> (semantics: Int, windows: Int) {
        var semantics = Set<ObjectIdentifier>(), windows = Set<ObjectIdentifier>()
        for element in tree.elements {
            if let box = element.storage.fields.semantics { semantics.insert(ObjectIdentifier(box)) }
            if let box = element.storage.fields.window { windows.insert(ObjectIdentifier(box)) }
        }
        return (semantics.count, windows.count)
    }

    /// The distinct values, counted independently of the boxes.
    static func valueCounts(_ tree: ElementTree) -> (semantics: Int, windows: Int) {
        var semantics = Set<PlatformSemantics>(), windows = Set<String>()
        for element in tree.elements {
            if let value = element.semantics { semantics.insert(value) }
            windows.insert("\(element.appIdentifier ?? "-")|\(element.windowIndex ?? -1)|\(element.windowIdentifier ?? "-")")
        }
        return (semantics.count, windows.count)
    }

    @Test func aDumpsElementsHoldOneBoxPerDistinctValue() throws {
        let tree = try SnapshotImporter.importFile(at: Self.facebook).screens[0].tree
        let boxes = Self.boxCounts(tree), values = Self.valueCounts(tree)
        // Every element tag but the <hierarchy> wrapper is an element (an independent count).
        let text = try String(contentsOf: Self.facebook, encoding: .utf8)
        let tags = text.components(separatedBy: "<").dropFirst().filter { tag in
            guard let first = tag.first else { return false }
            return first.isLetter && !tag.hasPrefix("hierarchy")
        }
        #expect(tree.count == tags.count)
        #expect(boxes.semantics == values.semantics)
        #expect(boxes.windows == values.windows)
        #expect(boxes.semantics < tree.count / 4)
    }

    @Test func aSnapshotReadFromJSONSharesItsBoxesToo() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.facebook)
        let decoded = try SnapshotJSON.decode(try SnapshotJSON.encode(snapshot))
        let tree = decoded.screens[0].tree
        let original = snapshot.screens[0].tree
        #expect(tree.count == original.count)
        #expect(tree.indices.allSatisfy { tree[$0] == original[$0] && tree.parent(of: $0) == original.parent(of: $0) })
        #expect(Self.boxCounts(tree) == Self.valueCounts(tree))
    }
}
