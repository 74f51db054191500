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

    /// Severities come from dump figures: NaN and infinities must not trap in Int(_:).
    @Test func levelAtANonFiniteFractionStaysInTheRange() {
        let range = Impact.minor ... .serious
        #expect(range.level(at: .nan) == .minor)
        #expect(range.level(at: -.infinity) == .minor)
        #expect(range.level(at: .infinity) == .serious)
    }

    @Test func aColourWithNonFiniteComponentsStillHasAHexForm() {
        #expect(Color(red: .nan, green: .infinity, blue: -.infinity).hex == "#00FF00")
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
