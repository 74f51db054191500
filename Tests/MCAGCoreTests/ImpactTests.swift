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

/// Mirrors the snippet in Documentation/ImpactScaling.md.
@Suite struct ImpactScalingDocumentationTests {
    @Test func theDocumentedLevelsHold() {
        let range: ImpactRange = .minor ... .serious
        #expect(range.level(at: 0.2) == .minor)
        #expect(range.level(at: 0.25) == .moderate)
        #expect(range.level(at: 0.8) == .serious)
        #expect(range.clamp(.critical) == .serious)
    }
}
