import Foundation
import MCAGReporting
import MCAGRules
import Testing

/// An exception a check finds itself is shown as applied, beside the claimed
/// ones, and says which check found it.
@Suite struct DetectedExceptionReportTests {
    @Test func reportsListAnExceptionTheCheckFoundAndNameTheCheck() throws {
        let white = Color(red: 1, green: 1, blue: 1), pale = Color(red: 0.85, green: 0.85, blue: 0.85)
        let screen = Screen(name: "Checkout", Node(Element(role: .container, backgroundColor: white)) {
            Node(Element(role: .text, text: "Buy", isEnabled: false, textStyle: TextStyle(fontSize: 14, weight: 400),
                         foregroundColor: pale))
        })
        let audit = Audit(catalog: Catalog.standard, configuration: AuditConfiguration(includedCriteria: ["1.4.1"]))
        let report = try audit.run(AppSnapshot(screen))
        let text = TextReport.render(try report.judged(Catalog.standard), catalog: Catalog.standard, options: ReportOptions())
        #expect(text.contains("Exceptions applied (0 claimed, 1 found by checks; setting aside 0 findings)"))
        #expect(text.contains("MCAG:text-color-contrast#1 'disabled-control'"))
        let json = JSONReport.render(try report.judged(Catalog.standard), catalog: Catalog.standard, options: ReportOptions())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let applied = results.compactMap { $0["appliedExceptions"] as? [[String: Any]] }.flatMap { $0 }
        #expect(applied.map { $0["detectedBy"] as? String } == ["text-contrast-regular"])
    }

    /// The note under a violated test names the element the exception concerns, which may be
    /// another element than the violation above it.
    @Test func theNoteUnderAViolatedTestNamesItsElement() throws {
        let white = Color(red: 1, green: 1, blue: 1), pale = Color(red: 0.85, green: 0.85, blue: 0.85)
        let screen = Screen(name: "Checkout", Node(Element(role: .container, backgroundColor: white)) {
            Node(Element(role: .text, text: "Total", textStyle: TextStyle(fontSize: 14, weight: 400), foregroundColor: pale))
            Node(Element(role: .text, text: "Buy", isEnabled: false, textStyle: TextStyle(fontSize: 14, weight: 400),
                         foregroundColor: pale))
        })
        let audit = Audit(catalog: Catalog.standard, configuration: AuditConfiguration(includedCriteria: ["1.4.1"]))
        let text = TextReport.render(try audit.run(AppSnapshot(screen)).judged(Catalog.standard), catalog: Catalog.standard, options: ReportOptions())
        let note = try #require(text.split(separator: "\n").first { $0.contains("(exception 'disabled-control'") })
        #expect(note.contains("found by check text-contrast-regular for "))
        #expect(note.contains("\"Buy\""))
        #expect(note.contains("Checkout"))
    }
}
