import Foundation
@testable import MCAGReporting
import MCAGRules
import Testing

/// What keeps a report of a million failing elements under 2 GB (issue 31):
/// the findings of one check that say the same sentence hold one string,
/// and the text report is handed to its file in pieces as it is made.
@Suite struct LargeReportTests {
    /// Where a native string's bytes are stored.
    static func storage(_ text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    /// A screen of `count` unnamed buttons too small to touch: each fails two tests.
    static func report(buttons count: Int) throws -> AuditReport {
        let button = Element(role: .button, className: "android.widget.ImageButton",
                             frame: Rect(x: 0, y: 0, width: 48, height: 48), isEnabled: true, isVisible: true,
                             isFocusable: true, isClickable: true)
        let buttons = (0..<count).map { _ in Node(button) }
        let screen = Screen(name: "List", unit: .pixels, density: Density(unitsPerMillimetre: 420 / 25.4),
                            Node(Element(role: .container), children: buttons))
        return try MCAG.evaluate(AppSnapshot(screen)).report
    }

    @Test func findingsThatSayTheSameSentenceHoldOneString() throws {
        let report = try Self.report(buttons: 3)
        let named = try #require(report.results.first { $0.requirementID == "MCAG:interactive-elements-have-names#1" })
        #expect(named.violations.count == 3)
        #expect(Set(named.violations.map(\.message)).count == 1)
        #expect(Set(named.violations.map { Self.storage($0.message) }).count == 1)
    }

    /// 40,000 violations: a section of several megabytes, more element lines than one window.
    @Test(arguments: [false, true])
    func theTextWrittenInPiecesIsTheRenderedText(colour: Bool) throws {
        let report = try Self.report(buttons: 20_000)
        var options = ReportOptions(colour: colour)
        options.rendersConcurrently = true
        let rendered = TextReport.render(try report.judged(.standard), catalog: .standard, options: options)
        #expect(rendered.contains("Violations: "))
        var pieces: [String] = []
        TextReport.write(try report.judged(.standard), catalog: .standard, options: options) { pieces.append($0) }
        #expect(pieces.joined() == rendered)
        #expect(pieces.count > 6, "the violations section was not written in pieces")
        var written: [UInt8] = []
        ReportRenderer.write(try report.judged(.standard), catalog: .standard, format: .text, options: options) { (piece: UnsafeRawBufferPointer) in
            written.append(contentsOf: piece)
        }
        #expect(String(decoding: written, as: UTF8.self) == rendered)
        options.rendersConcurrently = false
        #expect(TextReport.render(try report.judged(.standard), catalog: .standard, options: options) == rendered)
    }
}
