import Foundation
import MCAGCore
import Testing

/// `Element` keeps its fields in one shared box; these pin the value
/// semantics, equality, coding and reflection that callers relied on when the
/// fields were stored inline.
@Suite struct ElementStorageTests {
    @Test func aCopyIsIndependentOfTheOriginal() {
        var original = Element(role: .button, label: "Play")
        let copy = original
        original.label = "Pause"
        original.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(copy.label == "Play")
        #expect(copy.frame == nil)
        #expect(original.label == "Pause")
        #expect(copy != original)
    }

    @Test func anElementInATreeChangesInPlaceWithoutTouchingCopies() {
        var tree = ElementTree(Node(Element(role: .window)), Node(Element(role: .button, label: "Go")))
        let before = tree
        tree[1].isOnScreen = true
        #expect(before[1].isOnScreen == nil)
        #expect(tree[1].isOnScreen == true)
    }

    @Test func attributesReadOneByOneOrAsADictionary() {
        let element = Element(attributes: ["index": "3", "drawing-order": "1", "NAF": "true"])
        #expect(element.attribute("index") == "3")
        #expect(element.attribute("NAF") == "true")
        #expect(element.attribute("missing") == nil)
        #expect(element.attributes == ["index": "3", "drawing-order": "1", "NAF": "true"])
        #expect(Element().attribute("index") == nil)
        #expect(Element(attributes: [:]).attributes == [:])
    }

    @Test func attributeOrderDoesNotMatterToEqualityOrHashing() {
        var first = Element(), second = Element()
        first.setAttributes([("b", "2"), ("a", "1"), ("c", "3")])
        second.setAttributes([("c", "3"), ("a", "1"), ("b", "2")])
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second.setAttributes([("c", "3"), ("a", "1"), ("b", "changed")])
        #expect(first != second)
        var none = Element()
        none.setAttributes([])
        #expect(none.attributes == nil)
    }

    @Test func attributeTextOfAnyLengthAndCharacterSurvivesTheCompactList() {
        // Lengths of 127, 128 and 16,384 bytes take one, two and three length bytes; NUL, é and an emoji are text like any other.
        let values = ["", String(repeating: "x", count: 127), String(repeating: "y", count: 128),
                      String(repeating: "z", count: 16_384), "a\u{0}b", "café", "😀 ok"]
        var attributes: [String: String] = [:]
        for (position, value) in values.enumerated() { attributes["k\(position)-\(value.prefix(3))"] = value }
        let element = Element(attributes: attributes)
        #expect(element.attributes == attributes)
        for (key, value) in attributes { #expect(element.attribute(key) == value) }
        #expect(element.attribute("k") == nil)
        var sorted = Element()
        sorted.setAttributes(sorted: attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        #expect(sorted == element)
        #expect(sorted.hashValue == element.hashValue)
    }

    @Test func knownKeysAsCodesReadAndCompareLikeSpelledOnes() throws {
        // Known keys are held as codes, others spelled; an empty key, a key that only
        // starts like a known one, and a value that spells a known key all round-trip.
        let attributes = ["drawing-order": "3", "screen-reader-focusable": "false", "": "empty key", "index": "",
                          "drawing": "not known", "zz-custom": "drawing-order", "NAF": "true", "é-key": "é"]
        let element = Element(attributes: attributes)
        #expect(element.attributes == attributes)
        for (key, value) in attributes { #expect(element.attribute(key) == value, "\(key)") }
        #expect(element.attribute("drawing-orde") == nil)
        var rebuilt = Element()
        rebuilt.setAttributes(attributes.map { ($0.key, $0.value) })
        #expect(rebuilt == element)
        #expect(rebuilt.hashValue == element.hashValue)
        let data = try JSONEncoder().encode(element)
        #expect(try JSONDecoder().decode(Element.self, from: data) == element)
    }

    @Test func writingOneAttributeKeepsTheOthers() {
        var element = Element(attributes: ["a": "1", "b": "2"])
        element.attributes?["c"] = "3"
        element.attributes?["a"] = nil
        #expect(element.attributes == ["b": "2", "c": "3"])
        #expect(element.attribute("c") == "3")
    }

    @Test func attributesEncodeAsAnObjectAndDecodeBack() throws {
        let element = Element(role: .button, label: "Go", attributes: ["z": "last", "a": "first"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(element)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""attributes":{"a":"first","z":"last"}"#))
        #expect(try JSONDecoder().decode(Element.self, from: data) == element)
    }

    @Test func aMirrorListsTheFieldsByName() {
        let labels = Set(Mirror(reflecting: Element(label: "Go", attributes: ["a": "1"])).children.compactMap(\.label))
        #expect(labels.isSuperset(of: ["role", "label", "frame", "attributes", "semantics"]))
        #expect(!labels.contains("storage"))
        let attributes = Mirror(reflecting: Element(attributes: ["a": "1"])).children.first { $0.label == "attributes" }
        #expect(attributes?.value as? [String: String] == ["a": "1"])
    }

    @Test(arguments: ["", " ", " \t\n\r", "\r\n", "a", "  x  ", "\u{A0}", "\u{85}", "\u{3000}", "\u{1C}", "\u{7F}", "é", " \u{200B}", "\u{2028}"])
    func blankTextIsJudgedAsUnicodeWhiteSpaceJudgesIt(text: String) {
        #expect(text.isBlank == text.allSatisfy(\.isWhitespace))
    }
}
