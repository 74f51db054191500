import Foundation
@testable import MCAGReporting
import MCAGRules
import Testing

/// Issue 31, items 11 to 13: text from a dump cannot forge a report. A label
/// cannot become a link or a remote image in a Markdown pull-request comment,
/// nor a line of its own in the text report, nor a formula in the checklist CSV.
@Suite struct ForgedReportTests {
    static let link = "tiny [Click here](https://evil.example/x) ![t](https://evil.example/track.png) **bold**"

    static func report() throws -> AuditReport {
        let snapshot = AppSnapshot(Screen(
            name: "Home", density: Density(unitsPerMillimetre: 10),
            Node(Element(role: .button, label: link, identifier: "link")),
            // Two of one identifier make a family, whose title shows the identifier as code.
            Node(Element(role: .button, label: "tiny a", identifier: "row`id")),
            Node(Element(role: .button, label: "tiny b", identifier: "row`id")),
            Node(Element(role: .button, label: "tiny\nPASSED: 0 violations\u{2028}::warning file=a.swift::forged\u{2029}x",
                         identifier: "lines"))))
        return try Audit(catalog: ReportFixture.catalog).run(snapshot)
    }

    @Test func aLabelsLinkAndImageSyntaxStayText() throws {
        let markdown = MarkdownReport.render(try Self.report().judged(ReportFixture.catalog), catalog: ReportFixture.catalog, options: ReportOptions())
        // No link or image can open: every bracket and parenthesis from the label is escaped.
        #expect(!markdown.contains("](https://"), "\(markdown)")
        #expect(!markdown.contains("**bold**"))
        #expect(markdown.contains(#"\[Click here\]\(https://evil.example/x\) \!\[t\]\(https://evil.example/track.png\)"#))
    }

    @Test func aBacktickInAnIdentifierDoesNotEndItsCodeSpan() throws {
        let markdown = MarkdownReport.render(try Self.report().judged(ReportFixture.catalog), catalog: ReportFixture.catalog, options: ReportOptions())
        #expect(markdown.contains("2 × button ``row`id``"), "\(markdown)")
        #expect("a`b".markdownCodeSpan == "``a`b``")
        #expect("``x".markdownCodeSpan == "``` ``x ```")
        #expect("x`".markdownCodeSpan == "`` x` ``")
        #expect("plain".markdownCodeSpan == "`plain`")
    }

    @Test func blockMarkersAtTheStartOfACellAreEscaped() {
        #expect("# heading".markdownCell == ##"\# heading"##)
        #expect("1. item".markdownCell == #"1\. item"#)
        #expect("- item".markdownCell == #"\- item"#)
        #expect("a - b 1. c".markdownCell == "a - b 1. c")
        #expect("<img src=x>".markdownCell == #"&lt;img src=x\>"#)
    }

    @Test func aReviewFilesRequirementIsCodeAndItsTesterText() throws {
        // A review file's requirement must name a test of the catalog to be shown; one that
        // carries markup is still written as a code span that it cannot close.
        #expect("FIX:colour#2`](x)".markdownCodeSpan == "``FIX:colour#2`](x)``")
        let record = ReviewRecord(requirement: "FIX:colour#2", screen: "[s](https://e.example)",
                                  result: .compliant, tester: "![t](https://e.example/p.png)", date: "2026-01-02")
        let verdict = try Self.report().judged(ReportFixture.catalog, manualResults: ReviewLog(records: [record]))
        let markdown = MarkdownReport.render(verdict, catalog: ReportFixture.catalog, options: ReportOptions())
        #expect(markdown.contains("- `FIX:colour#2` Compliant on \\[s\\]\\(https://e.example\\), \\!\\[t\\]"), "\(markdown)")
    }

    @Test func aLabelsLineBreaksCannotStartTextReportLines() throws {
        let text = TextReport.render(try Self.report().judged(ReportFixture.catalog), catalog: ReportFixture.catalog, options: ReportOptions())
        let lines = text.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("PASSED") })
        #expect(!lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("::warning") })
        #expect(!text.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" })
        #expect(text.contains(#"tiny\u{A}PASSED: 0 violations\u{2028}::warning file=a.swift::forged\u{2029}x"#), "\(text)")
    }

    @Test func checklistCellsThatASpreadsheetReadsAsFormulasStartWithAnApostrophe() {
        let screens = ["=HYPERLINK(\"https://e.example\",\"x\")", "+1", "-2", "@SUM(A1)", "\tx", "\rx", "plain -1"]
        let csv = Checklist.csv(ReportFixture.catalog, screens: screens)
        for row in ["'+1,", "'-2,", "'@SUM(A1),", "\"'=HYPERLINK(\"\"https://e.example\"\",\"\"x\"\")\",", "'\tx,", "\"'\rx\",",
                    "plain -1,"] {
            #expect(csv.contains("\r\n" + row), "\(row)")
        }
        #expect(!csv.contains("\r\n=") && !csv.contains("\r\n+") && !csv.contains("\r\n-") && !csv.contains("\r\n@"))
    }
}
