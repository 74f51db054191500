import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules
import Testing

/// Accessibility conformance reports for the bundled example, per standard:
/// every clause of the standard accounted for, levels rolled up as
/// Documentation/Conformance.md says, and manual results moving them.
@Suite struct ConformanceReportTests {
    static func shopReport(reviews: ReviewLog = ReviewLog()) throws -> AuditReport {
        let snapshot = try SnapshotImporter.importFile(at: URL(fileURLWithPath: AuditCommandTests.shop))
        let report = try MCAG.evaluate(snapshot).reportWithoutSuppressedOrKnownFindings
        return ConformanceMerge.merge(report, reviews: reviews).report
    }

    @Test(arguments: ConformanceStandard.all.map(\.id))
    func everyClauseOfTheStandardIsAccountedFor(_ id: String) throws {
        let standard = try #require(ConformanceStandard.named(id))
        let view = ConformanceView(try Self.shopReport(), standard: standard, catalog: .standard)
        #expect(view.rows.map(\.clause.number) == standard.clauses.map(\.number))
        #expect(Set(standard.clauses.map(\.number)).count == standard.clauses.count, "clause numbers repeat")
        #expect(view.counts.reduce(0) { $0 + $1.1 } == standard.clauses.count)
        let markdownRows = ConformanceRenderer.markdown(view, product: "Shop").split(separator: "\n")
            .filter { line in standard.clauses.contains { line.hasPrefix("| \($0.number) |") } }
        #expect(markdownRows.count == standard.clauses.count)
        let html = ConformanceRenderer.html(view, product: "Shop")
        for clause in standard.clauses { #expect(html.contains("<tr><td>\(clause.number)</td>"), "\(clause.number) missing from HTML") }
    }

    @Test func theStandardsHoldTheirPublishedClauses() throws {
        // WCAG 2.2: 55 criteria at A and AA (4.1.1 Parsing removed); EN 301 549 V3.2.1 clause 11: WCAG 2.1's 50 plus 26 of its own.
        #expect(ConformanceStandard.wcag22.clauses.count == 55)
        #expect(!ConformanceStandard.wcag22.clauses.contains { $0.number == "4.1.1" })
        #expect(ConformanceStandard.en301549.clauses.count == 76)
        #expect(ConformanceStandard.en301549.clauses.first { $0.number == "11.1.4.3" }?.wcag == "1.4.3")
    }

    @Test func everyWCAGReferenceOfTheCatalogLandsOnAWCAG22ClauseUnlessItIsAAA() {
        let clauses = Set(ConformanceStandard.wcag22.clauses.compactMap(\.wcag))
        for criterion in Catalog.standard.criteria {
            for reference in criterion.wcag where reference.level != .aaa {
                #expect(clauses.contains(reference.number), "\(criterion.id) cites \(reference.number)")
            }
        }
    }

    @Test func levelsFollowTheMappedOutcomes() throws {
        let report = try Self.shopReport()
        let view = ConformanceView(report, standard: .wcag22, catalog: .standard)
        var outcomes: [String: [Outcome]] = [:]
        for result in report.results { outcomes[result.criterionID, default: []].append(result.outcome) }
        for row in view.rows {
            let mapped = Catalog.standard.criteria.filter { $0.wcag.contains { $0.number == row.clause.wcag } }
            let seen = mapped.flatMap { outcomes[$0.id] ?? [] }
            if seen.contains(.violation) {
                #expect([.partiallySupports, .doesNotSupport].contains(row.level), "\(row.clause.number)")
            } else if mapped.isEmpty {
                #expect(row.level == .notEvaluated, "\(row.clause.number)")
            } else {
                #expect(row.level != .partiallySupports && row.level != .doesNotSupport, "\(row.clause.number)")
            }
        }
        #expect(view.rows.contains { $0.level == .doesNotSupport || $0.level == .partiallySupports },
                "the example has violations, so some clause must fail")
    }

    @Test(arguments: [
        ([Outcome](), ConformanceLevel.notEvaluated), ([.pass, .notApplicable], .supports), ([.notApplicable], .notApplicable),
        ([.pass, .needsReview], .notEvaluated), ([.violation, .pass], .partiallySupports),
        ([.violation, .needsReview], .doesNotSupport), ([.violation], .doesNotSupport),
    ])
    func rollUp(_ outcomes: [Outcome], expected: ConformanceLevel) {
        #expect(ConformanceLevel.rollUp(outcomes) == expected)
    }

    @Test func recordedManualResultsSettleAClause() throws {
        let before = ConformanceView(try Self.shopReport(), standard: .wcag22, catalog: .standard)
        // A clause left open only because its tests need a person.
        let open = try #require(before.rows.first { row in
            row.level == .notEvaluated && !row.criteria.isEmpty && row.clause.notApplicable == nil
        })
        let criteria = ConformanceStandard.wcag22.criteria(for: open.clause, in: .standard)
        let records = criteria.flatMap(\.requirements).map { requirement in
            ReviewRecord(requirement: requirement.id, result: .compliant, note: "checked by hand", tester: "QA", date: "2026-11-23")
        }
        let after = ConformanceView(try Self.shopReport(reviews: ReviewLog(records: records)), standard: .wcag22, catalog: .standard)
        let settled = try #require(after.rows.first { $0.clause.number == open.clause.number })
        #expect(settled.level == .supports, "\(open.clause.number): \(settled.remarks)")
    }

    @Test func theCommandWritesTheReportForEachStandard() throws {
        for standard in ConformanceStandard.all {
            let run = try ExecutableTests.mcag("conformance", AuditCommandTests.shop, "--standard", standard.id)
            #expect(run.status == 0, "stderr: \(run.error)")
            #expect(run.output.hasPrefix("# Accessibility conformance report: \(standard.title)"))
            let html = try ExecutableTests.mcag("conformance", AuditCommandTests.shop, "--standard", standard.id, "--format", "html")
            #expect(html.output.hasPrefix("<!DOCTYPE html>"))
        }
        let wrong = try ExecutableTests.mcag("conformance", AuditCommandTests.shop, "--standard", "en301")
        #expect(wrong.status == 2)
        #expect(wrong.error.contains("'--standard en301' is not one of: en301549, wcag22"))
    }
}
