import Foundation
import Testing
import MCAGRules

/// Numbers a caller or a file supplies never trap: checks format them through
/// the checked formatter, policies compare without negating them, and sums of
/// counts saturate.
@Suite struct NoTrapTests {
    static func toastScreen(seconds: Double) -> Screen {
        Screen(name: "Toast", unit: .dp, density: .androidDP, Node(Element(role: .window)) {
            Node(Element(role: .toast, label: "Saved", frame: Rect(x: 0, y: 0, width: 200, height: 40), displayDuration: seconds))
        })
    }

    @Test(arguments: [1e300, 9_223_372_036_854_775_808, .infinity, -.infinity])
    func hugeToastDurationsAreReportedNotTrappedOn(seconds: Double) throws {
        let verdict = try MCAG.evaluate(Self.toastScreen(seconds: seconds))
        let messages = verdict.report.results.flatMap(\.findings).map(\.message).filter { $0.hasPrefix("toast") }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("stays \(seconds.twoDecimals) s") == true, "\(messages)")
    }

    @Test func theCheckedFormatterNeverTraps() {
        #expect(1e300.twoDecimals == "1e+300")
        #expect(Double.infinity.twoDecimals == "inf")
        #expect(Double.nan.twoDecimals == "nan")
        #expect(4.005.twoDecimals == "4.01" || 4.005.twoDecimals == "4.0")
        #expect(7.0.twoDecimals == "7")
    }

    @Test func aPolicyOfIntMinNeitherTrapsNorAllowsLowering() {
        let policy = ImpactPolicy(maximumLowering: .min, maximumRaising: .min)
        #expect(!policy.allows(from: .serious ... .critical, to: .minor ... .serious))
        #expect(!policy.allows(from: .minor ... .serious, to: .serious ... .critical))
        #expect(ImpactPolicy(maximumLowering: .max).allows(from: .critical ... .critical, to: .minor ... .minor))
    }

    @Test(arguments: ["-9223372036854775808", "4", "-1"])
    func configurationRefusesPolicyFiguresOutsideTheLevels(figure: String) {
        let json = #"{"impactPolicy": {"maximumLowering": \#(figure)}}"#
        #expect {
            try HouseConfiguration.decode(Data(json.utf8), source: "mcag.json")
        } throws: { error in
            "\(error)" == "mcag.json: .impactPolicy.maximumLowering: \(figure) is outside 0 to 3 (the levels between minor and critical)"
        }
    }

    @Test func countsPastIntMaxSaturate() {
        #expect([Int.max, 1].saturatingSum == .max)
        #expect([Int.min, -1].saturatingSum == .min)
        #expect([3, 4].saturatingSum == 7)
        let entries = ["a", "b"].map { Baseline.Entry(fingerprint: "same", requirement: "R#1", count: .max, message: $0) }
        let comparison = Baseline(entries: entries).compare([])
        #expect(comparison.fixed.map(\.count).saturatingSum == .max)
    }

    @Test func baselineFilesRefuseCountsOutsideTheRange() {
        let json = """
            {"version": 1, "entries": [
              {"fingerprint": "f", "requirement": "R#1", "count": 9223372036854775807, "message": "m"}]}
            """
        #expect {
            try Baseline.decode(Data(json.utf8), source: "b.json")
        } throws: { error in
            "\(error)" == "b.json entries[0].count: entry 'f' has count 9223372036854775807; counts run from 1 to 1000000000"
        }
    }
}
