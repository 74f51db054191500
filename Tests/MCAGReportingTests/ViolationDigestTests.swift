import MCAGRules
@testable import MCAGReporting
import Testing

/// The grouping the text, Markdown and HTML reports share: most severe
/// first, one message and fix per pattern, families of elements, and every
/// finding still listed.
struct ViolationDigestTests {
    let catalog = ReportFixture.catalog

    /// A list of six tiny rows (one pattern, one family), a lone "very tiny"
    /// button (more severe), and two tiny buttons sharing an identifier.
    func report() throws -> AuditReport {
        let rows = (1...6).map { row in
            Node(Element(role: .cell, label: "tiny row \(row)", frame: Rect(x: 0, y: Double(row) * 50, width: 300, height: 5)))
        }
        let screen = Screen(
            name: "Quotes", density: Density(unitsPerMillimetre: 10),
            Node(Element(role: .window), children: [
                Node(Element(role: .list, identifier: "com.example:id/positions_rv"), children: rows),
                Node(Element(role: .button, label: "very tiny close", identifier: "close")),
                Node(Element(role: .button, label: "tiny more", identifier: "more")),
                Node(Element(role: .button, label: "tiny more", identifier: "more")),
            ]))
        return try Audit(catalog: catalog).run(AppSnapshot(screen))
    }

    @Test func levelsRunFromTheMostSevereAndKeepEveryFinding() throws {
        let report = try report()
        let digest = ViolationDigest(ReportGrouping(report, catalog: catalog))
        let impacts = digest.levels.map(\.impact.rawValue)
        #expect(impacts == impacts.sorted(by: >) && impacts.count == 2)
        #expect(digest.violationCount == report.violations.count && digest.violationCount == 9)
        let numbers = digest.levels.flatMap { $0.tests.flatMap { $0.patterns.flatMap { $0.entries.map(\.number) } } }
        #expect(numbers.sorted() == Array(1...9))
    }

    @Test func rowsOfOneListFormOneFamilyUnderOneMessage() throws {
        let digest = ViolationDigest(ReportGrouping(try report(), catalog: catalog))
        let lesser = try #require(digest.levels.last?.tests.first?.patterns)
        #expect(lesser.count == 1, "messages differing only in the quoted label are one pattern")
        let pattern = try #require(lesser.first)
        #expect(pattern.message == nil && pattern.heading == "Target \"…\" is too small <&>")
        #expect(pattern.fix == "Make the target at least 7 × 7 mm & retest")
        let titles = pattern.families.map { $0.title?.plain }
        #expect(titles == ["6 × cell in list `positions_rv`", "2 × button `more`"])
    }

    @Test func theTextReportPrintsTheMessageAndFixOncePerPattern() throws {
        let text = TextReport.render(try report().judged(catalog), catalog: catalog, options: ReportOptions())
        #expect(text.contains("8× Target \"…\" is too small <&>"))
        #expect(text.contains("6 × cell in list `positions_rv`:"))
        for row in 1...6 { #expect(text.contains("label \"tiny row \(row)\"")) }
        // Once for the lone critical finding, once for the pattern of eight.
        #expect(text.components(separatedBy: "fix: Make the target").count - 1 == 2)
        let critical = try #require(text.range(of: "very tiny close"))
        let rows = try #require(text.range(of: "tiny row 1"))
        #expect(critical.lowerBound < rows.lowerBound)
    }

    @Test func aFixThatOnlySomeElementsExtendIsPrintedOnceWithoutTheExtension() {
        let general = "Give it a name that says what it does: set contentDescription (Android)."
        let specific = "Give it a name that says what it does: set contentDescription (Android), for the element \"x\"."
        #expect(ViolationDigest.sharedLeadingClause([specific, general, specific])
            == "Give it a name that says what it does: set contentDescription (Android).")
        // Texts that part in the middle of a clause share no advice.
        #expect(ViolationDigest.sharedLeadingClause(["Enlarge it to 7 mm.", "Enlarge it to 9 mm."]) == nil)
        #expect(ViolationDigest.sharedLeadingClause(["Hide it.", "Describe it."]) == nil)
    }

    @Test(arguments: [
        ("Target measures 7.28 × 5.63 mm", "Target measures 4.64 × 4.64 mm", true),
        ("exposes role 'container'", "exposes role 'image'", true),
        ("has no accessible name", "has no state", false),
    ])
    func messageShapesIgnoreNumbersAndQuotedNames(first: String, second: String, same: Bool) {
        #expect((ViolationDigest.shape(of: first) == ViolationDigest.shape(of: second)) == same)
    }
}
