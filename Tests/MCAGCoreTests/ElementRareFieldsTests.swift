import Foundation
import Testing
@testable import MCAGCore

/// The fields dumps seldom set live in a box of their own that elements
/// without them leave out; readers of an element must not see the difference.
@Suite struct ElementRareFieldsTests {
    @Test func theSeldomSetFieldsCostOneReferenceInline() {
        // Inline, the eight fields took their whole size in every element's box.
        let inline = MemoryLayout<Element.CodedFields>.size
        let rare = MemoryLayout<Element.RareFields>.size
        #expect(rare > 4 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<Element.Fields>.size <= inline - rare + MemoryLayout<Int>.size)
    }

    @Test func clearingEveryRareFieldLeavesAnElementEqualToOneThatNeverHadThem() {
        var element = Element(role: .text, label: "Total")
        let plain = element
        element.alpha = 0.5
        element.language = "de"
        #expect(element != plain)
        element.alpha = nil
        #expect(element != plain)
        element.language = nil
        #expect(element == plain)
        #expect(element.hashValue == plain.hashValue)
    }

    @Test func aCopyKeepsItsOwnRareFields() {
        var original = Element(role: .text, textStyle: TextStyle(fontSize: 12))
        let copy = original
        original.textStyle?.fontSize = 20
        original.foregroundColor = Color(hex: "#102030")
        #expect(copy.textStyle?.fontSize == 12)
        #expect(copy.foregroundColor == nil)
        #expect(original.textStyle?.fontSize == 20)
    }

    @Test func encodingKeepsTheFieldsNamesAndRoundTrips() throws {
        let element = Element(
            role: .image, label: "Logo", language: "fr", foregroundColor: Color(hex: "#FFFFFF"),
            alpha: 0.25, displayDuration: 4, responseTime: 20,
            exceptionClaims: [ExceptionClaim(requirement: "MCAG:x#1", exception: "logo-or-brand", reason: "brand")])
        let data = try JSONEncoder().encode(element)
        let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
        #expect(Set(keys) == ["role", "label", "language", "foregroundColor", "alpha", "displayDuration",
                              "responseTime", "exceptionClaims"])
        #expect(try JSONDecoder().decode(Element.self, from: data) == element)
    }

    @Test func theMirrorListsTheFieldsAsIfInline() {
        let labels = Mirror(reflecting: Element()).children.compactMap(\.label)
        #expect(labels.contains("language"))
        #expect(labels.contains("exceptionClaims"))
        #expect(!labels.contains("rare"))
        #expect(labels.count == Set(labels).count)
        #expect(labels.count == Mirror(reflecting: Element.CodedFields(Element.Fields(role: .unknown))).children.count)
    }
}
