import Testing
@testable import MCAGCore

@Suite struct ImpactRangeTests {
    @Test func levelAtFractionSpansTheRange() {
        let range = Impact.minor ... .serious
        #expect(range.level(at: 0) == .minor)
        #expect(range.level(at: 0.5) == .moderate)
        #expect(range.level(at: 1) == .serious)
        #expect(range.level(at: 7) == .serious)
    }

    @Test func reversedRangeIsEmpty() {
        #expect((Impact.serious ... .minor).isEmpty)
        #expect(!(Impact.minor ... .minor).isEmpty)
    }
}
