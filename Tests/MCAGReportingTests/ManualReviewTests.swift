import Foundation
import MCAGReporting
import MCAGRules
import Testing

@Suite struct ManualReviewTests {
    let catalog = ReportFixture.catalog

    func record(_ requirement: String, _ result: ReviewVerdict, screen: String? = nil, date: String = "2026-11-20") -> ReviewRecord {
        ReviewRecord(requirement: requirement, screen: screen, result: result, note: "checked", tester: "QA", date: date)
    }

    /// Loading replays every record under the rules; it once rebuilt the map of
    /// current results per record, so 16,000 records took 56 s. Eight times the
    /// records must take about eight times as long, not sixty-four: the two sizes
    /// are timed in the same run, so a busy machine slows both.
    @Test func sixteenThousandRecordsLoadInLinearTime() throws {
        func load(_ count: Int) throws -> Duration {
            let records = (0..<count).map { record("FIX:target-size#1", .compliant, screen: "Screen \($0 % 500)") }
            let data = ReviewLog(records: records).encoded()
            var loaded = ReviewLog()
            let elapsed = try ContinuousClock().measure { loaded = try ReviewLog.load(data, file: "reviews.json", catalog: catalog) }
            #expect(loaded.records.count == count)
            #expect(loaded.current.count == 500)
            return elapsed
        }
        // The small size timed before and after the large one, the slower taken: what slows the large
        // load (other tests running beside it) slows one of them too.
        let before = try load(2_000)
        let large = try load(16_000)
        let small = max(before, try load(2_000))
        #expect(large < small * 24, "16,000 records took \(large), 2,000 took \(small)")
    }

    @Test(arguments: [
        (#"{"reviewVersion": 1, "records": [{"requirement": "FIX:target-size#1", "sreen": "Login", "result": "Compliant", "tester": "QA", "date": "2026-11-20"}]}"#,
         "unknown key 'sreen' at records[0]; did you mean 'screen'?"),
        (#"{"reviewVersion": 1, "records": [{"requirement": "FIX:target-size#1", "result": "Compliant", "result": "Not Compliant", "tester": "QA", "date": "2026-11-20"}]}"#,
         "duplicate key 'result' at records[0]"),
        (#"{"reviewVersion": 1, "record": []}"#, "unknown key 'record' at the top level; did you mean 'records'?"),
        (#"{"reviewVersion": 1, "records": [{"requirement": "FIX:target-size#1", "result": "Compliant", "tester": "QA", "date": "2026-02-31"}]}"#,
         "date '2026-02-31' is not a real day"),
        (#"{"reviewVersion": 1, "records": [{"requirement": "FIX:target-size#1", "result": "Passed", "tester": "QA", "date": "2026-11-20"}]}"#,
         "records[0].result is not Compliant, Not Compliant or Does Not Apply"),
        (#"{"reviewVersion": 1, "records": [{"requirement": "FIX:target-size#1", "result": "Compliant", "date": "2026-11-20"}]}"#,
         "records[0].tester is missing"),
    ])
    func reviewFilesAreReadStrictly(text: String, message: String) {
        do {
            _ = try ReviewLog.load(Data(text.utf8), file: "reviews.json", catalog: catalog)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test(arguments: [("2024-02-29", true), ("2023-02-29", false), ("1900-02-29", false), ("2000-02-29", true),
                      ("2026-04-31", false), ("2025-12-31", true), ("2026-13-01", false), ("2026-1-01", false), ("+026-01-01", false),
                      // Real days, but no day a test was done (issue 31, case 19).
                      ("2999-01-01", false), ("0001-01-01", false), ("1999-12-31", false)])
    func datesAreRealDays(date: String, accepted: Bool) {
        var log = ReviewLog()
        let result = Result { () throws(ReviewError) in try log.record(record("FIX:target-size#1", .compliant, date: date), catalog: catalog) }
        #expect((try? result.get()) != nil || !accepted)
        #expect(accepted == (log.records.count == 1))
    }

    @Test func compliantMayBecomeNotCompliant() throws {
        var log = ReviewLog()
        try log.record(record("FIX:target-size#1", .compliant), catalog: catalog)
        try log.record(record("FIX:target-size#1", .notCompliant), catalog: catalog)
        #expect(log.records.count == 2)
        #expect(log.current.values.first?.result == .notCompliant)
    }

    @Test func notCompliantNeverMovesBack() throws {
        var log = ReviewLog()
        try log.record(record("FIX:target-size#1", .notCompliant), catalog: catalog)
        #expect(throws: ReviewError.self) { try log.record(record("FIX:target-size#1", .compliant), catalog: catalog) }
        #expect(throws: ReviewError.self) { try log.record(record("FIX:target-size#1", .doesNotApply), catalog: catalog) }
        // Another screen is another result.
        try log.record(record("FIX:target-size#1", .compliant, screen: "Settings"), catalog: catalog)
        do {
            try log.record(record("FIX:target-size#1", .compliant), catalog: catalog)
            Issue.record("the change back to Compliant was accepted")
        } catch {
            #expect(error.description.contains("never back"))
        }
    }

    @Test func doesNotApplyIsRefusedWhenSection508AlwaysApplies() throws {
        var log = ReviewLog()
        #expect(throws: ReviewError.self) { try log.record(record("FIX:colour#2", .doesNotApply), catalog: catalog) }
        try log.record(record("FIX:target-size#1", .doesNotApply), catalog: catalog)
        #expect(log.records.count == 1)
    }

    @Test func unknownRequirementsBadDatesAndMissingTestersAreRefused() {
        var log = ReviewLog()
        #expect(throws: ReviewError.self) { try log.record(record("FIX:nothing#1", .compliant), catalog: catalog) }
        #expect(throws: ReviewError.self) { try log.record(record("FIX:colour#2", .compliant, date: "20/11/2026"), catalog: catalog) }
        var nameless = record("FIX:colour#2", .compliant)
        nameless.tester = " "
        #expect(throws: ReviewError.self) { try log.record(nameless, catalog: catalog) }
    }

    @Test func loadingReplaysTheRulesSoHandEditsAreCaught() throws {
        let edited = ReviewLog(records: [record("FIX:colour#2", .notCompliant), record("FIX:colour#2", .compliant)])
        #expect(throws: ReviewError.self) { try ReviewLog.load(edited.encoded(), file: "r.json", catalog: catalog) }
        let good = ReviewLog(records: [record("FIX:colour#2", .compliant)])
        #expect(try ReviewLog.load(good.encoded(), file: "r.json", catalog: catalog) == good)
        #expect(throws: ReviewError.self) { try ReviewLog.load(Data("{".utf8), file: "r.json", catalog: catalog) }
    }

    @Test func verdictsParseDHSAbbreviations() {
        #expect(ReviewVerdict(text: "NC") == .notCompliant)
        #expect(ReviewVerdict(text: "does-not-apply") == .doesNotApply)
        #expect(ReviewVerdict(text: "compliant") == .compliant)
        #expect(ReviewVerdict(text: "maybe") == nil)
    }

    @Test func mergeListsWhatIsStillUnreviewed() throws {
        let report = try ReportFixture.report()
        let merged = ConformanceMerge.merge(report, reviews: ReviewLog())
        #expect(merged.unreviewed == ["FIX:colour#1", "FIX:colour#2"])
        #expect(merged.report.results.map(\.outcome) == report.results.map(\.outcome))
    }

    @Test func compliantResultsCloseReviewsAndNotCompliantAddsViolations() throws {
        let report = try ReportFixture.report()
        let log = ReviewLog(records: [
            record("FIX:colour#2", .compliant),
            record("FIX:colour#1", .notCompliant, screen: "Login <main>"),
        ])
        let merged = ConformanceMerge.merge(report, reviews: log)
        #expect(merged.unreviewed.isEmpty)
        let outcomes = Dictionary(uniqueKeysWithValues: merged.report.results.map { ($0.requirementID, $0.outcome) })
        #expect(outcomes["FIX:colour#2"] == .pass)
        #expect(outcomes["FIX:colour#1"] == .violation)
        let manual = merged.report.violations.filter { $0.finding.message.hasPrefix("Manual review: Not Compliant") }
        #expect(manual.count == 1)
        #expect(manual.first?.finding.impact == .moderate)
    }

    @Test func screenRecordsCoverOnlyTheirScreens() throws {
        let report = try ReportFixture.report()
        let other = ConformanceMerge.merge(report, reviews: ReviewLog(records: [record("FIX:colour#1", .compliant, screen: "Settings")]))
        #expect(other.unreviewed.contains("FIX:colour#1"))
        let same = ConformanceMerge.merge(report, reviews: ReviewLog(records: [record("FIX:colour#1", .doesNotApply, screen: "Login <main>")]))
        #expect(!same.unreviewed.contains("FIX:colour#1"))
        #expect(same.report.results.first { $0.requirementID == "FIX:colour#1" }?.outcome == .notApplicable)
    }

    @Test func automatedViolationsSurviveACompliantReview() throws {
        let report = try ReportFixture.report()
        let merged = ConformanceMerge.merge(report, reviews: ReviewLog(records: [record("FIX:target-size#1", .compliant)]))
        #expect(merged.report.results.first { $0.requirementID == "FIX:target-size#1" }?.outcome == .violation)
        #expect(merged.unusedRecords.isEmpty)
    }
}
