import Foundation
import MCAGCore
import Testing

@Suite struct MeasuredComparisonTests {
    @Test func aMaximumReadsAsAMaximum() {
        let lineLength = Measured(95, threshold: 80, unit: " characters", comparison: .atMost)
        #expect(lineLength.description == "95 characters (needs <= 80 characters)")
        #expect(!lineLength.passes)
        #expect(Measured(6, threshold: 7, unit: " mm").description == "6 mm (needs >= 7 mm)")
    }

    @Test func eachComparisonDecidesAtItsBoundary() {
        #expect(Measured.Comparison.atLeast.passes(7, threshold: 7))
        #expect(Measured.Comparison.atMost.passes(7, threshold: 7))
        #expect(!Measured.Comparison.greaterThan.passes(1, threshold: 1))
        #expect(!Measured.Comparison.lessThan.passes(1, threshold: 1))
        #expect(Measured.Comparison.greaterThan.passes(1.2, threshold: 1))
    }

    /// JSON keeps the symbols it wrote when the comparison was a string, so stored reports and baselines still decode.
    @Test func theJSONFormIsTheSymbol() throws {
        let data = try JSONEncoder().encode(Measured(3, threshold: 4.5, unit: ":1"))
        #expect(String(decoding: data, as: UTF8.self).contains(#""comparison":">=""#))
        let decoded = try JSONDecoder().decode(Measured.self, from: Data(#"{"value":1,"threshold":2,"unit":"","comparison":"<="}"#.utf8))
        #expect(decoded.comparison == .atMost)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Measured.self, from: Data(#"{"value":1,"threshold":2,"unit":"","comparison":"~"}"#.utf8))
        }
    }
}
