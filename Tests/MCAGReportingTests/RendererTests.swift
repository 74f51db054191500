import Foundation
@testable import MCAGReporting
import MCAGRules
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct RendererTests {
    let report: AuditReport
    let catalog = ReportFixture.catalog

    init() throws { report = try ReportFixture.report() }

    @Test func fixtureHasViolationsAndReviews() {
        #expect(report.violations.count == 2)
        #expect(report.results(.needsReview).count == 2)
    }

    @Test func junitIsWellFormedXMLWithOneTestcasePerTest() throws {
        let xml = JUnitReport.render(try report.judged(catalog), catalog: catalog, options: ReportOptions())
        let parsed = try XMLSummary(xml)
        // The manual test is no test case: it is listed once in the "Manual tests" suite.
        let manual = report.results.filter { $0.automation == .manual && $0.outcome == .needsReview }
        #expect(manual.count == 1)
        #expect(parsed.count("testcase") == report.results.count - manual.count)
        #expect(parsed.count("failure") == 1)
        #expect(parsed.count("skipped") == 1)
        #expect(xml.contains("<property name=\"manualTests\" value=\"1\"/>"))
        #expect(xml.contains(manual.first?.requirementID ?? "-"))
        let failure = parsed.text(of: "failure")
        #expect(failure.contains("very tiny <&\"'> button"))
        #expect(failure.contains("login.ok"))
        #expect(failure.contains("help"))
        #expect(failure.contains("5mm (needs >= 7mm)"))
        #expect(failure.contains("Make the target at least 7 × 7 mm & retest"))
        #expect(xml.contains("&lt;&amp;&quot;"))
    }

    @Test func junitSaysWhenWhereAndHowLongTheRunWas() throws {
        // The strict Ant schema requires timestamp, hostname and time on every suite and time on every case.
        var options = ReportOptions()
        options.run = ReportRun(started: Date(timeIntervalSince1970: 1_764_633_600.9), seconds: 2.0456, hostname: "ci<7>")
        let xml = JUnitReport.render(try report.judged(catalog), catalog: catalog, options: options)
        let parsed = try XMLSummary(xml)
        #expect(xml.contains("timestamp=\"2025-12-02T00:00:00\" time=\"2.046\">"))
        let suites = parsed.count("testsuite")
        #expect(suites > 1)
        #expect(xml.components(separatedBy: "hostname=\"ci&lt;7&gt;\" time=\"0\"").count - 1 == suites)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == parsed.count("testcase"))
        #expect(!xml.split(separator: "\n").contains { $0.contains("<testcase ") && !$0.contains(" time=\"0\"") })
    }

    @Test func reportRunTakesTheReproducibleBuildTimeAndRefusesAbsurdDurations() {
        let run = ReportRun.endingNow(startedAt: Date(), environment: ["SOURCE_DATE_EPOCH": "86399"])
        #expect(run.junitTimestamp == "1970-01-01T23:59:59")
        #expect(!run.hostname.isEmpty)
        #expect(ReportRun(started: Date(), seconds: .infinity, hostname: "").junitSeconds == "0.000")
        #expect(ReportRun(started: Date(), seconds: 1e300, hostname: "").hostname == "localhost")
        #expect(ReportRun(started: Date(), seconds: 0.0004, hostname: "h").junitSeconds == "0.000")
        #expect(ReportRun(started: Date(), seconds: 61.25, hostname: "h").junitSeconds == "61.250")
    }

    @Test func junitStrictFailsAutomatedTestsThatCouldNotDecide() throws {
        // As AuditVerdict judges strict: the colour check that lacked data fails;
        // the manual test stays on the checklist.
        let xml = JUnitReport.render(try report.judged(catalog, strict: true), catalog: catalog, options: ReportOptions())
        let parsed = try XMLSummary(xml)
        #expect(parsed.count("failure") == 2)
        #expect(parsed.count("skipped") == 0)
        #expect(xml.contains("name=\"Manual tests\""))
        #expect(try report.judged(catalog, strict: true).passed == false)
    }

    @Test func strictWithMergedReviewsFailsEveryUnreviewedTest() throws {
        let verdict = try report.judged(catalog, strict: true, manualResults: ReviewLog())
        #expect(verdict.manualResults?.unreviewed == ["FIX:colour#1", "FIX:colour#2"])
        let parsed = try XMLSummary(JUnitReport.render(verdict, catalog: catalog, options: ReportOptions()))
        #expect(parsed.count("failure") == 3)
        #expect(parsed.count("skipped") == 0)
    }

    @Test func junitViolationsBelowTheFailingImpactDoNotFail() throws {
        let lenient = try report.judged(catalog, minimumImpact: .critical)
        let xml = JUnitReport.render(lenient, catalog: catalog, options: ReportOptions())
        // The very tiny target is critical, so the test still fails.
        #expect(try XMLSummary(xml).count("failure") == 1)
        #expect(lenient.passed == false)
        #expect(lenient.failingViolationCount == 1)
    }

    @Test func sarifIsValidJSONWithEveryViolation() throws {
        let text = SARIFReport.render(try report.judged(catalog), catalog: catalog, options: ReportOptions(screenSources: ["Login <main>": "dumps/login main.xml"]))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String }.contains("FIX:target-size#1"))
        let targetRule = try #require(rules.first { $0["id"] as? String == "FIX:target-size#1" })
        let help = try #require((targetRule["help"] as? [String: Any])?["text"] as? String)
        #expect(help.contains("How to fix: Make the target"))
        let results = try #require(run["results"] as? [[String: Any]])
        let failures = results.filter { $0["kind"] as? String == "fail" }
        #expect(failures.count == report.violations.count)
        #expect(Set(failures.compactMap { $0["level"] as? String }) == ["error", "note"])
        let messages = failures.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        #expect(messages.contains { $0.contains("very tiny <&\"'> button") })
        let location = try #require((failures.first?["locations"] as? [[String: Any]])?.first)
        let uri = ((location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri == "dumps/login%20main.xml")
        let logical = try #require((location["logicalLocations"] as? [[String: Any]])?.first)
        #expect((logical["fullyQualifiedName"] as? String)?.hasPrefix("Login <main>/") == true)
        #expect(results.filter { $0["kind"] as? String == "review" }.isEmpty, "tests that need a person are left out by default")
        var withReviews = ReportOptions(screenSources: ["Login <main>": "dumps/login main.xml"])
        withReviews.sarifIncludesReviews = true
        let all = try #require(try JSONSerialization.jsonObject(
            with: Data(SARIFReport.render(try report.judged(catalog), catalog: catalog, options: withReviews).utf8)) as? [String: Any])
        let allResults = try #require(((all["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let reviews = allResults.filter { $0["kind"] as? String == "review" }
        #expect(reviews.count == 2)
        #expect(Set(reviews.compactMap { $0["level"] as? String }) == ["note"])
    }

    @Test func jsonReportIsVersionedAndCarriesEveryFinding() throws {
        let text = JSONReport.render(try report.judged(catalog), catalog: catalog, options: ReportOptions())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["reportVersion"] as? Int == 2)
        #expect(root["passed"] as? Bool == false)
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["violations"] as? Int == 2)
        #expect(summary["needsReview"] as? Int == 2)
        #expect(summary["violated"] as? Int == 1)
        #expect(summary["passed"] as? Int == 0)
        let results = try #require(root["results"] as? [[String: Any]])
        #expect(results.count == report.results.count)
        let findings = results.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
        let violations = findings.filter { $0["kind"] as? String == "violation" }
        #expect(violations.count == 2)
        #expect(violations.contains { ($0["element"] as? [String: Any])?["identifier"] as? String == "login.ok" })
        #expect(text == JSONReport.render(try report.judged(catalog), catalog: catalog, options: ReportOptions()))
    }

    @Test func textReportShowsEveryViolationAndColoursOnlyWhenAsked() throws {
        let plain = TextReport.render(try report.judged(catalog), catalog: catalog, options: ReportOptions())
        #expect(!plain.contains("\u{1B}["))
        #expect(plain.contains("FIX:target-size#1"))
        #expect(plain.contains("Target <Size> & \"Spacing\""))
        #expect(plain.contains("login.ok"))
        #expect(plain.contains("help"))
        // The two findings differ in impact, so each sits in its level, the more severe first.
        let levels = report.violations.map { $0.1.effectiveImpact(in: $0.0) }.sorted { $0.rawValue > $1.rawValue }
        let positions: [String.Index?] = levels.map { plain.range(of: "\n\($0.title): 1\n")?.lowerBound }
        #expect(!positions.contains(nil) && positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(plain.components(separatedBy: "fix: Make the target at least 7 × 7 mm & retest").count - 1 == 2)
        #expect(plain.contains("FAILED"))
        let coloured = TextReport.render(try report.judged(catalog), catalog: catalog, options: ReportOptions(colour: true))
        #expect(coloured.contains("\u{1B}[31m"))
    }

    @Test func markdownTableEscapesCellsAndListsViolations() throws {
        let markdown = MarkdownReport.render(try report.judged(catalog), catalog: catalog, options: ReportOptions())
        #expect(markdown.contains("| Violated | 1 |"))
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| Critical |") || $0.hasPrefix("| Minor |") }
        #expect(rows.count == 2)
        #expect(!markdown.contains("<&"))
        // Each finding is listed once, under its impact's heading.
        #expect(markdown.contains("### Violations: 2 in 1 test"))
        #expect(markdown.components(separatedBy: "id \"login.ok\"").count - 1 == 1)
        #expect(markdown.components(separatedBy: "id \"help\"").count - 1 == 1)
    }

    @Test func htmlIsSelfContainedAndEscaped() throws {
        let html = HTMLReport.render(try report.judged(catalog), catalog: catalog, options: ReportOptions())
        #expect(!html.contains("src=\"http"))
        #expect(!html.contains("href=\"http"))
        #expect(!html.contains("<link"))
        #expect(html.contains("very tiny &lt;&amp;&quot;&#39;&gt; button"))
        // One card per test and impact; every finding keeps its own element entry and anchor.
        #expect(html.components(separatedBy: "<article class=\"violation\"").count - 1 == 2)
        #expect(html.components(separatedBy: "<li class=\"element\" id=\"v").count - 1 == report.violations.count)
        #expect(html.contains("id=\"v1\"") && html.contains("id=\"v2\""))
        #expect(html.contains("<code>login.ok</code>"))
    }

    @Test func everyFormatRendersAnEmptyReport() throws {
        let empty = AuditReport(results: [], assumptions: [])
        for format in ReportFormat.allCases {
            #expect(!ReportRenderer.render(try empty.judged(catalog), catalog: catalog, format: format).isEmpty)
        }
        #expect(try empty.judged(catalog, strict: true).passed == true)
    }
}

/// Element counts and text of a parsed XML document; parsing fails on
/// anything that is not well-formed.
final class XMLSummary: NSObject, XMLParserDelegate {
    private var counts: [String: Int] = [:]
    private var texts: [String: String] = [:]
    private var open: [String] = []

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        if !parser.parse() {
            throw parser.parserError ?? CocoaError(.coderReadCorrupt)
        }
    }

    func count(_ element: String) -> Int { counts[element] ?? 0 }
    func text(of element: String) -> String { texts[element] ?? "" }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
        open.append(name)
        for (_, value) in attributes { texts[name, default: ""] += value + "\n" }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { texts[current, default: ""] += string }
    }
}

@Suite struct JSONValueTests {
    @Test func stringsWithQuotesBackslashesAndControlCharactersStayValidJSON() throws {
        let text = "a\"b\\c\nd\u{1}e\u{7F}é"
        let value = JSONValue.object([("key \"1\"", .string(text)), ("n", .number(1.5)), ("i", .int(3)), ("z", .null)])
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(value.prettyPrinted().utf8)) as? [String: Any])
        #expect(parsed["key \"1\""] as? String == text)
        #expect(parsed["n"] as? Double == 1.5)
        #expect(parsed["i"] as? Int == 3)
        #expect(parsed["z"] is NSNull)
    }

    @Test func objectsKeepTheirKeyOrder() {
        let value = JSONValue.object([("b", .int(1)), ("a", .int(2))])
        #expect(value.prettyPrinted() == "{\n  \"b\": 1,\n  \"a\": 2\n}\n")
    }
}
