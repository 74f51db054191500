import Foundation
import MCAGReporting
import MCAGRules
import Testing

@Suite struct CatalogExportTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func criteriaDocumentIsTheGeneratedMarkdown() throws {
        let file = Self.packageRoot.appendingPathComponent("Documentation/Criteria.md")
        let committed = try String(contentsOf: file, encoding: .utf8)
        let generated = CatalogExport.markdown(Catalog.standard)
        let committedLines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let generatedLines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(committedLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(committedLines.count, generatedLines.count)
        let isCurrent = committed == generated
        #expect(isCurrent, """
            Documentation/Criteria.md is stale from line \(firstDifference + 1); regenerate it with
            `swift run mcag catalog --format markdown --output Documentation/Criteria.md`
            """)
    }

    @Test func jsonExportHasTheDocumentedShapeAndOrder() throws {
        let data = CatalogExport.json(Catalog.standard)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let principles = try #require(root["principles"] as? [[String: Any]])
        #expect(principles.count == 4)
        #expect(principles.first?["id"] as? String == "1")
        let guidelines = principles.flatMap { ($0["guidelines"] as? [[String: Any]]) ?? [] }
        #expect(guidelines.count == 16)
        let criteria = guidelines.flatMap { ($0["criteria"] as? [[String: Any]]) ?? [] }
        #expect(criteria.count == 63)
        let tests = criteria.flatMap { ($0["tests"] as? [[String: Any]]) ?? [] }
        #expect(tests.count == 121)
        let impacts = Set(tests.compactMap { ($0["impact"] as? [String: String])?["min"] })
        #expect(impacts.isSubset(of: ["minor", "moderate", "serious", "critical"]))
        let text = String(decoding: data, as: UTF8.self)
        let keys = ["\"id\"", "\"text\"", "\"impact\"", "\"exceptions\"", "\"conditions\"", "\"steps\"", "\"requires\"",
                    "\"notes\"", "\"howToTest\"", "\"automation\""]
        let testStart = try #require(text.range(of: "\"id\": \"MCAG:accessibility-enabled#1\""))
        var cursor = testStart.lowerBound
        for key in keys {
            let found = try #require(text.range(of: key, range: cursor..<text.endIndex), "missing \(key)")
            cursor = found.upperBound
        }
    }

    @Test func markdownNamesEveryCriterionAndTest() {
        let markdown = CatalogExport.markdown(Catalog.standard)
        for criterion in Catalog.standard.criteria {
            #expect(markdown.contains("`\(criterion.id)`"))
            for requirement in criterion.requirements { #expect(markdown.contains("`\(requirement.id)`")) }
        }
    }

    @Test func checklistHoldsOnlyTestsAPersonMustJudge() {
        let items = Checklist.items(ReportFixture.catalog)
        #expect(items.map(\.requirement.id) == ["FIX:colour#2"])
        let perScreen = Checklist.items(ReportFixture.catalog, screens: ["A", "B"])
        #expect(perScreen.map(\.screen) == ["A", "B"])
        let csv = Checklist.csv(ReportFixture.catalog)
        #expect(csv.contains(",\"Look at the screen, \"\"carefully\"\".\","))
        #expect(csv.split(separator: "\r\n").count == 2)
        #expect(Checklist.markdown(ReportFixture.catalog).contains("Always applies"))
    }

    @Test func explanationCoversMappingsExceptionsAndManualTesting() {
        let criterion = ReportFixture.catalog.criteria[0]
        let text = CriterionExplanation.text(criterion, catalog: ReportFixture.catalog)
        #expect(text.contains("decorative: The element is decorative."))
        #expect(text.contains("2.5.8 Target Size (Minimum) (Level AA)"))
        #expect(text.contains("Automated by: fixture-tiny-target"))
        let colour = CriterionExplanation.text(ReportFixture.catalog.criteria[1], catalog: ReportFixture.catalog)
        #expect(colour.contains("How to test: Look at the screen, \"carefully\"."))
        #expect(colour.contains("1.A Colour is the only way"))
    }
}
