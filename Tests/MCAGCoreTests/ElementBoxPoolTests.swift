import Foundation
import Testing
@testable import MCAGCore

/// An import gives the elements with equal semantics, or in the same window,
/// one shared box; readers, copies and writers of an element must not see it.
@Suite struct ElementBoxPoolTests {
    @Test func equalValuesShareOneBoxAndOthersGetTheirOwn() {
        var pool = ElementBoxPool()
        var semantics = PlatformSemantics()
        semantics.drawingOrder = 3
        var first = Element(role: .button), second = Element(role: .text), third = Element(role: .text)
        pool.setSemantics(semantics, of: &first)
        pool.setSemantics(semantics, of: &second)
        semantics.drawingOrder = 4
        pool.setSemantics(semantics, of: &third)
        #expect(first.storage.fields.semantics === second.storage.fields.semantics)
        #expect(first.storage.fields.semantics !== third.storage.fields.semantics)
        #expect(first.semantics?.drawingOrder == 3 && third.semantics?.drawingOrder == 4)

        pool.setWindow(appIdentifier: "com.example", windowIndex: 0, windowIdentifier: "7", of: &first)
        pool.setWindow(appIdentifier: "com.example", windowIndex: 0, windowIdentifier: "7", of: &second)
        pool.setWindow(appIdentifier: "com.android.systemui", windowIndex: 1, windowIdentifier: nil, of: &third)
        #expect(first.storage.fields.window === second.storage.fields.window)
        #expect(first.storage.fields.window !== third.storage.fields.window)
        #expect(third.appIdentifier == "com.android.systemui" && third.windowIndex == 1 && third.windowIdentifier == nil)
    }

    @Test func writingOneElementLeavesTheOthersThatShareItsBoxAlone() {
        var pool = ElementBoxPool()
        var semantics = PlatformSemantics()
        semantics.paneTitle = "Settings"
        var first = Element(role: .window), second = Element(role: .window)
        for index in [0, 1] {
            var element = index == 0 ? first : second
            pool.setSemantics(semantics, of: &element)
            pool.setWindow(appIdentifier: "com.example", windowIndex: 0, windowIdentifier: nil, of: &element)
            if index == 0 { first = element } else { second = element }
        }
        first.semantics?.paneTitle = "Account"
        first.windowIndex = 2
        #expect(second.semantics?.paneTitle == "Settings")
        #expect(second.windowIndex == 0 && second.appIdentifier == "com.example")
        #expect(first.semantics?.paneTitle == "Account" && first.windowIndex == 2)
    }

    @Test func anElementFromThePoolEqualsOneBuiltFieldByField() throws {
        var pool = ElementBoxPool()
        var semantics = PlatformSemantics()
        semantics.liveRegion = .polite
        var pooled = Element(role: .text, text: "Saved")
        pool.setSemantics(semantics, of: &pooled)
        pool.setWindow(appIdentifier: "com.example", windowIndex: 0, windowIdentifier: nil, of: &pooled)
        var plain = Element(role: .text, text: "Saved", appIdentifier: "com.example")
        plain.windowIndex = 0
        plain.semantics = semantics
        #expect(pooled == plain)
        #expect(pooled.hashValue == plain.hashValue)
        let encoded = try JSONEncoder().encode(pooled)
        #expect(try JSONDecoder().decode(Element.self, from: encoded) == plain)
        // No window at all is no box, as for an element that never had one.
        pool.setWindow(appIdentifier: nil, windowIndex: nil, windowIdentifier: nil, of: &pooled)
        #expect(pooled.storage.fields.window == nil)
    }

    @Test func pastItsCapacityThePoolStillGivesEachElementItsOwnValue() {
        var pool = ElementBoxPool()
        let count = ElementBoxPool.capacity + 10
        var elements = [Element](repeating: Element(role: .text), count: count)
        for index in elements.indices {
            var semantics = PlatformSemantics()
            semantics.drawingOrder = index
            pool.setSemantics(semantics, of: &elements[index])
        }
        #expect(elements.indices.allSatisfy { elements[$0].semantics?.drawingOrder == $0 })
        // Full, and missing more than it finds: no longer asked, and the values are still right.
        #expect(!pool.sharesSemantics)
        var late = Element(role: .text)
        var semantics = PlatformSemantics()
        semantics.drawingOrder = 1
        pool.setSemantics(semantics, of: &late)
        #expect(late.semantics?.drawingOrder == 1)
    }

    @Test func aFullPoolThatStillFindsKeepsSharing() {
        var pool = ElementBoxPool()
        var elements = [Element](repeating: Element(role: .text), count: ElementBoxPool.capacity)
        for index in elements.indices {
            var semantics = PlatformSemantics()
            semantics.drawingOrder = index
            pool.setSemantics(semantics, of: &elements[index])
        }
        var shared = PlatformSemantics()
        shared.drawingOrder = 7
        var first = Element(role: .text), second = Element(role: .text)
        pool.setSemantics(shared, of: &first)
        pool.setSemantics(shared, of: &second)
        #expect(pool.sharesSemantics)
        #expect(first.storage.fields.semantics === second.storage.fields.semantics)
        #expect(first.storage.fields.semantics === elements[7].storage.fields.semantics)
    }

    @Test func theWindowAndSemanticsBoxesCostOneReferenceEachInline() {
        #expect(MemoryLayout<PlatformSemantics>.size > 20 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<Element.Window>.size >= 5 * MemoryLayout<Int>.size)
        // Two references where the semantics and the window fields were inline.
        #expect(MemoryLayout<Element.Fields>.size
            <= MemoryLayout<Element.CodedFields>.size - MemoryLayout<PlatformSemantics>.size
            - MemoryLayout<Element.Window>.size - MemoryLayout<Element.RareFields>.size + 3 * MemoryLayout<Int>.size)
    }
}
