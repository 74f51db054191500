import Foundation
import MCAGReporting
import MCAGRules
import Testing

/// Control and bidirectional characters a dump carries reach no report raw:
/// the human formats show them as `\u{1B}`, JSON and SARIF escape them and
/// stay valid JSON holding the same text.
@Suite struct ControlCharacterTests {
    /// ESC with a terminal command, BEL, CR, DEL, C1 CSI, RLO/PDF and an isolate.
    static let hostile = "tiny \u{1B}]0;pwned\u{07} \u{1B}[2J\r\u{7F}\u{9B}31m \u{202E}txt.exe\u{202C} \u{2066}x\u{2069}"

    static func report() throws -> AuditReport {
        let snapshot = AppSnapshot(Screen(name: "Screen \u{1B}[1m", density: Density(unitsPerMillimetre: 10),
                                          Node(Element(role: .button, label: hostile, identifier: "id\u{202E}"))))
        return try Audit(catalog: ReportFixture.catalog).run(snapshot)
    }

    static func unsafeScalars(_ text: String) -> [Unicode.Scalar] { text.unicodeScalars.filter(\.isUnsafeControl) }

    @Test func theSharedEscapeShowsEveryUnsafeScalarAndKeepsTheRest() {
        #expect("a\u{1B}b\u{07}\u{9B}\u{202E}\u{2069}".escapingControlCharacters == #"a\u{1B}b\u{7}\u{9B}\u{202E}\u{2069}"#)
        #expect("line\nnext\ttab é 漢字 \u{200F}".escapingControlCharacters == "line\nnext\ttab é 漢字 \u{200F}")
        #expect(Self.unsafeScalars(Self.hostile.escapingControlCharacters).isEmpty)
    }

    @Test(arguments: [ReportFormat.text, .markdown, .html, .junit])
    func humanFormatsShowControlsVisibly(format: ReportFormat) throws {
        let output = ReportRenderer.render(try Self.report().judged(ReportFixture.catalog), catalog: ReportFixture.catalog, format: format)
        #expect(Self.unsafeScalars(output).isEmpty, "\(Self.unsafeScalars(output))")
        // Markdown also backslash-escapes the bracket, which it would read as a link's end.
        #expect(output.contains(format == .markdown ? #"\u{1B}\]0;pwned\u{7}"# : #"\u{1B}]0;pwned\u{7}"#))
        #expect(output.contains(#"\u{202E}txt.exe\u{202C}"#))
    }

    @Test func colouredTextKeepsItsOwnStylesAndOnlyThem() throws {
        let output = TextReport.render(try Self.report().judged(ReportFixture.catalog), catalog: ReportFixture.catalog, options: ReportOptions(colour: true))
        let escapes = output.unicodeScalars.filter { $0 == "\u{1B}" }.count
        #expect(escapes > 0)
        // Every real ESC starts one of the report's own SGR sequences.
        let styles = try NSRegularExpression(pattern: "\u{1B}\\[(0|1|2|31|32|33)m")
        #expect(styles.numberOfMatches(in: output, range: NSRange(output.startIndex..., in: output)) == escapes)
        #expect(Self.unsafeScalars(output.replacingOccurrences(of: "\u{1B}", with: "")).isEmpty)
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func jsonFormatsEscapeControlsAndStayValid(format: ReportFormat) throws {
        let output = ReportRenderer.render(try Self.report().judged(ReportFixture.catalog), catalog: ReportFixture.catalog, format: format)
        #expect(Self.unsafeScalars(output).isEmpty)
        #expect(output.contains(#"\u202e"#) || output.contains(#"\u202E"#))
        let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8))
        // The escaped file still carries the dump's text exactly.
        let reserialised = String(decoding: try JSONSerialization.data(withJSONObject: parsed), as: UTF8.self)
        let original = try JSONSerialization.jsonObject(with: Data(reserialised.utf8))
        #expect(String(describing: original).contains("txt.exe"))
        #expect(Self.containsString(parsed) { $0.contains(Self.hostile) })
    }

    static func containsString(_ value: Any, where matches: (String) -> Bool) -> Bool {
        var pending: [Any] = [value]
        while let next = pending.popLast() {
            if let text = next as? String, matches(text) { return true }
            if let list = next as? [Any] { pending += list }
            if let object = next as? [String: Any] { pending += Array(object.values) }
        }
        return false
    }

    @Test func theAssertionMessageIsEscaped() throws {
        let verdict = try MCAG.evaluate(
            AppSnapshot(Screen(name: "S", density: Density(unitsPerMillimetre: 10),
                               Node(Element(role: .button, label: Self.hostile, identifier: "x")))),
            AuditOptions(catalog: ReportFixture.catalog))
        #expect(!verdict.passed)
        #expect(Self.unsafeScalars(verdict.message).isEmpty)
        #expect(verdict.message.contains(#"\u{1B}]0;pwned"#))
    }
}

/// Fixed counts from a baseline are summed without overflow in every report.
@Suite struct BaselineSumTests {
    @Test(arguments: [ReportFormat.text, .markdown, .html])
    func fixedCountsPastIntMaxSaturate(format: ReportFormat) throws {
        let entries = ["FIX:target-size#1 @ a", "FIX:target-size#1 @ b"].map {
            Baseline.Entry(fingerprint: $0, requirement: "FIX:target-size#1", count: .max, message: "m")
        }
        let verdict = try MCAG.evaluate(ReportFixture.snapshot, AuditOptions(catalog: ReportFixture.catalog, baseline: Baseline(entries: entries)))
        let output = ReportRenderer.render(verdict, catalog: ReportFixture.catalog, format: format)
        #expect(output.contains("Fixed since the baseline: \(Int.max)"))
        #expect(verdict.message.contains("\(Int.max) fixed"))
    }
}
