@testable import MCAGCore
import Testing

@Suite struct ClosestMatchTests {
    @Test func aTypoFindsTheNearestName() {
        let options = ["dpi", "ppi", "format", "output", "min-impact"]
        #expect(ClosestMatch.suggestion(for: "fromat", among: options) == "format")
        #expect(ClosestMatch.suggestion(for: "min-imapct", among: options) == "min-impact")
        #expect(ClosestMatch.suggestion(for: "OUTPUT", among: options) == "output")
    }

    @Test func nothingCloseSuggestsNothing() {
        #expect(ClosestMatch.suggestion(for: "verbose", among: ["dpi", "format"]) == nil)
        #expect(ClosestMatch.suggestion(for: "x", among: [String]()) == nil)
    }

    @Test func distancesCountEdits() {
        #expect(ClosestMatch.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(ClosestMatch.editDistance(Array(""), Array("abc")) == 3)
        #expect(ClosestMatch.editDistance(Array("abc"), Array("abc")) == 0)
    }
}
