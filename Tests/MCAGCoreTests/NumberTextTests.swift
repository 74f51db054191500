import MCAGCore
import Testing

@Suite struct NumberTextTests {
    @Test func messagesPrintAnyNumberWithoutTrapping() {
        #expect(6.985.twoDecimals == "6.99")
        #expect(7.0.twoDecimals == "7")
        #expect(Double.infinity.twoDecimals == "inf")
        #expect((-Double.infinity).twoDecimals == "-inf")
        #expect(Double.nan.twoDecimals == "nan")
        #expect(Rect(x: .infinity, y: 0, width: 1e300, height: .nan).description == "(inf, 0, 1e+300×nan)")
        #expect(Measured(.infinity, threshold: 7, unit: " mm").description == "inf mm (needs >= 7 mm)")
    }
}
