import Foundation
package import MCAGRules

/// The human-readable report, in the order a developer reads it: what was
/// audited, the violations (principle → criterion → test, each with its
/// element, measurement, impact and fix), the automated tests that could
/// not decide and what they lacked, the manual tests in one line per
/// criterion, what was set aside, and the verdict last, where a terminal
/// leaves it in view.
package enum TextReport {
    private static let maximumListedReviews = 5

    /// The report as text for a terminal or a log.
    package static func render(_ verdict: AuditVerdict, catalog: Catalog, options: ReportOptions) -> String {
        var out = ""
        write(verdict, catalog: catalog, options: options) { out += $0 }
        return out
    }

    /// The text of ``render(_:catalog:options:)``, handed to `output` in
    /// order, a section or a part of one at a time: a million violations make
    /// a section of hundreds of megabytes, which `mcag audit` writes to its
    /// file as it is made instead of holding it (with its lines) whole.
    package static func write<Failure: Error>(
        _ verdict: AuditVerdict, catalog: Catalog, options: ReportOptions, to output: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let report = verdict.reportToShow
        let style = Style(enabled: options.colour)
        let grouping = ReportGrouping(report, catalog: catalog)
        // Control characters are escaped and styles turned into ANSI sequences
        // piece by piece: both replace single characters, and no piece splits a style's marker.
        func finished(_ text: String) throws(Failure) { try output(style.finish(text)) }
        try finished(header(report, verdict: verdict, options: options, style: style))
        try writeViolations(grouping, verdict: verdict, options: options, style: style, to: finished)
        for section in [automatedReviews(grouping, verdict: verdict, options: options, style: style),
                        reviewed(verdict, style: style),
                        manualTests(grouping, verdict: verdict, options: options, style: style),
                        setAside(report, verdict: verdict, style: style),
                        summary(report, verdict: verdict, style: style)] {
            if let section { try finished("\n" + section) }
        }
    }

    // MARK: Header

    static func header(_ report: AuditReport, verdict: AuditVerdict, options: ReportOptions, style: Style) -> String {
        var rows: [(String, String)] = []
        if let inputs = options.inputs {
            if !inputs.files.isEmpty { rows.append(("Inputs", inputs.files.joined(separator: ", "))) }
            let names = inputs.screens.count <= 6
                ? inputs.screens.joined(separator: ", ")
                : inputs.screens.prefix(5).joined(separator: ", ") + " and \(inputs.screens.count - 5) more"
            rows.append(("Screens", "\(inputs.screens.count)" + (names.isEmpty ? "" : " (\(names))")
                + ", \(inputs.elements) element\(inputs.elements == 1 ? "" : "s")"))
            rows += inputs.formats.map { ("Format", $0) }
            rows += inputs.density.map { ("Density", $0) }
        } else {
            rows += report.assumptions.map { ("Density", $0) }
        }
        if let scope = report.appScope, let row = AppScopeReport.headerRow(scope) { rows.append(("Apps", row)) }
        var judged = "violations of \(verdict.minimumImpact.name) impact and above fail"
        if verdict.strict { judged += "; strict: automated tests that need review fail too" }
        rows.append(("Failing", judged))
        rows.append(("Profile", report.profile.summary))
        if let file = options.inputs?.configurationFile { rows.append(("Config", file)) }
        if let file = options.inputs?.baselineFile { rows.append(("Baseline", file)) }
        if let file = options.inputs?.reviewsFile { rows.append(("Reviews", file)) }
        var out = style.bold("MCAG accessibility audit") + "\n"
        for (name, value) in rows { out += "  " + "\(name):".padding(to: 10) + value.textLine + "\n" }
        return out
    }

    // MARK: Violations

    /// How much of the violations section is gathered before it is handed on.
    private static let pieceLength = 1 << 20

    /// Most severe first; per test, each pattern's message and fix once, then
    /// its elements: the section, after the line break that ends the header,
    /// handed to `output` in pieces of about ``pieceLength`` bytes. Nothing
    /// when there is no violation.
    static func writeViolations<Failure: Error>(
        _ grouping: ReportGrouping, verdict: AuditVerdict, options: ReportOptions, style: Style,
        to output: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let digest = ViolationDigest(grouping, concurrently: options.rendersConcurrently)
        guard !digest.levels.isEmpty else { return }
        var lines = ElementLines(entries: elementEntries(digest), options: options)
        var out = "\n" + style.bold("Violations: \(digest.violationCount) in \(digest.testCount) test\(digest.testCount == 1 ? "" : "s")") + "\n"
        for level in digest.levels {
            let failing = level.impact.isAtLeast(verdict.minimumImpact)
            let heading = "\(level.impact.title): \(level.count)"
            out += (failing ? style.red(heading) : style.dim(heading + ", below the failing impact")) + "\n"
            for test in level.tests { try violatedTest(test, lines: &lines, style: style, into: &out, flushing: output) }
        }
        try output(out)
    }

    /// The element lines of the digest, in the order ``writeViolations(_:verdict:options:style:to:)``
    /// places them, written a window at a time (on every core), so that only
    /// one window's lines are held, not a million.
    private struct ElementLines {
        static let window = 1 << 14
        let entries: [ElementEntry]
        let concurrently: Bool
        let options: ReportOptions
        /// The lines of the entries from `windowStart` on.
        private var texts: [String] = []
        private var windowStart = 0
        private var next = 0

        init(entries: [ElementEntry], options: ReportOptions) {
            self.entries = entries
            self.concurrently = options.rendersConcurrently
            self.options = options
        }

        mutating func take() -> String {
            if next - windowStart == texts.count {
                windowStart = next
                let window = Array(entries[next..<min(entries.count, next + Self.window)])
                texts = OrderedChunks.map(window, concurrently: concurrently) { [options] in
                    entryText($0.finding, indent: $0.indent, showsMessage: $0.showsMessage, showsFix: $0.showsFix,
                              source: SourceNote.text(for: $0.finding, options: options))
                }
            }
            defer { next += 1 }
            return texts[next - windowStart]
        }
    }

    /// What one element line needs: the finding, its indentation, and
    /// whether its pattern leaves the message or the fix to each element.
    private struct ElementEntry: Sendable {
        var finding: Finding
        var indent: String
        var showsMessage: Bool
        var showsFix: Bool
    }

    /// Every element of the digest, in report order.
    private static func elementEntries(_ digest: ViolationDigest) -> [ElementEntry] {
        digest.elementsInReportOrder { entry, _, pattern, family in
            ElementEntry(finding: entry.finding, indent: family.title == nil ? "        " : "          ",
                         showsMessage: pattern.message == nil, showsFix: pattern.fix == nil)
        }
    }

    /// One violated test, appended to `out`, which is handed to `output` and
    /// emptied whenever it has grown to ``pieceLength``.
    private static func violatedTest<Failure: Error>(
        _ test: ViolationDigest.TestGroup, lines: inout ElementLines, style: Style, into out: inout String,
        flushing output: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let result = test.result
        out += "  \(result.criterionNumber) \(result.criterionTitle)\n"
        out += "    " + style.red("✗ \(result.requirementID)") + " " + result.requirementText.textLine + "\n"
        for pattern in test.patterns {
            let count = pattern.entries.count
            out += "      " + (count > 1 ? "\(count)×" : "-") + " " + pattern.heading.textLine + "\n"
            if let fix = pattern.fix { out += "        fix: \(fix.textLine)\n" }
            for family in pattern.families {
                if let title = family.title { out += "        " + title.plain.textLine + ":\n" }
                for _ in family.entries {
                    out += lines.take()
                    if out.utf8.count >= pieceLength {
                        try output(out)
                        out = ""
                    }
                }
            }
        }
        if test.isFirstAppearance {
            for applied in result.appliedExceptions {
                let how = applied.detectedBy.map { "found by check \($0)" } ?? "set \(applied.setAside.count) finding(s) aside"
                // The element it concerns is named: a note under a test's first violation may be
                // about an element of another screen, listed nowhere near it.
                let concerns = applied.element.map { " for \($0.textDescription.textLine)" } ?? ""
                out += "      (exception '\(applied.claim.exception.textLine)' \(how)\(concerns): "
                    + "\(applied.claim.reason.textLine))\n"
            }
        }
    }

    private static func entryText(
        _ finding: Finding, indent: String, showsMessage: Bool, showsFix: Bool, source: String?
    ) -> String {
        var out = indent + "- \(finding.textPlace.textLine)\n"
        if let source { out += indent + "  \(source.textLine)\n" }
        if showsMessage { out += indent + "  \(finding.message.textLine)\n" }
        if let measured = finding.measuredText { out += indent + "  measured: \(measured.textLine)\n" }
        if showsFix, let fix = finding.fix { out += indent + "  fix: \(fix.textLine)\n" }
        return out
    }

    // MARK: Needs review

    /// Automated and assisted tests that could not decide, each with the
    /// snapshot fields it lacked: the part of "needs review" a developer can
    /// act on by capturing more.
    static func automatedReviews(_ grouping: ReportGrouping, verdict: AuditVerdict, options: ReportOptions, style: Style) -> String? {
        let undecided = grouping.results.filter(isUndecidedCheck)
        // Each test's questions are grouped on its own, on every core; the tree places them in the same order.
        var texts = OrderedChunks.map(undecided, concurrently: options.rendersConcurrently, minimum: 2) { result in
            undecidedTest(result, verdict: verdict, style: style)
        }[...]
        let tree = render(grouping, where: isUndecidedCheck) { _ in texts.popFirst() ?? "" }
        guard let tree else { return nil }
        let count = undecided.count
        return style.bold("Needs review: \(count) automated test\(count == 1 ? "" : "s") could not decide") + "\n" + tree
    }

    /// One test that could not decide, each of its questions once with the elements it concerns.
    private static func undecidedTest(_ result: RequirementResult, verdict: AuditVerdict, style: Style) -> String {
        let fails = verdict.undecidedFails(result) ? style.red(" (fails: strict)") : ""
        var out = "    " + style.yellow("? \(result.requirementID)") + fails + " "
            + result.requirementText.textLine + "\n"
        // Checks repeat one question for many elements: ask it once, then name them.
        // Hashed, not searched: a million distinct questions stay linear.
        var groups: [(key: String, findings: [Finding])] = []
        var groupOf: [String: Int] = [:]
        // Kinds are read in place: most findings here are passes, and a loop over all would copy each.
        let findings = result.findings
        for index in findings.indices where findings[index].kind == .needsReview {
            let finding = findings[index]
            let key = finding.message + "\u{0}" + finding.missing.joined(separator: ",")
            if let position = groupOf[key] {
                groups[position].findings.append(finding)
            } else {
                groupOf[key] = groups.count
                groups.append((key, [finding]))
            }
        }
        for group in groups.prefix(maximumListedReviews) {
            guard let first = group.findings.first else { continue }
            out += "      - \(first.message.textLine)\n"
            if !first.missing.isEmpty { out += "        missing: \(first.missing.joined(separator: ", ").textLine)\n" }
            if group.findings.count == 1 {
                out += "        element: \(first.textPlace.textLine)\n"
            } else {
                let places = group.findings.prefix(maximumListedReviews).map(\.shortPlaceText)
                let more = group.findings.count > maximumListedReviews ? "; and \(group.findings.count - maximumListedReviews) more" : ""
                out += "        \(group.findings.count) elements: \(places.joined(separator: "; ").textLine)\(more)\n"
            }
        }
        if groups.count > maximumListedReviews { out += "      … and \(groups.count - maximumListedReviews) more questions\n" }
        return out
    }

    static func isUndecidedCheck(_ result: RequirementResult) -> Bool {
        result.outcome == .needsReview && result.findings.contains { $0.kind == .needsReview }
    }

    static func isPersonsTest(_ result: RequirementResult) -> Bool {
        result.outcome == .needsReview && !isUndecidedCheck(result)
    }

    // MARK: Manual tests

    static func manualTests(_ grouping: ReportGrouping, verdict: AuditVerdict, options: ReportOptions, style: Style) -> String? {
        let manual = grouping.results.filter(isPersonsTest)
        guard !manual.isEmpty else { return nil }
        let fails = manual.contains(where: verdict.undecidedFails)
        let heading = verdict.manualResults != nil ? "Manual tests still unreviewed" : "Manual tests for a person"
        var out = style.bold("\(heading): \(manual.count)") + (fails ? style.red(" (fail: strict with reviews)") : "")
        if options.showsManualTests {
            out += "\n"
            out += render(grouping, where: isPersonsTest) { result in
                var text = "    " + style.yellow("? \(result.requirementID)") + " " + result.requirementText.textLine + "\n"
                // The engine's default procedure only repeats the test text, printed just above.
                if let howTo = result.howToTest, howTo != "Verify by hand: \(result.requirementText)" {
                    text += "      how to test: \(howTo.textLine)\n"
                }
                return text
            } ?? ""
            return out
        }
        out += style.dim(" (`mcag checklist` prints the test plan; --show-manual prints how to test each here)") + "\n"
        for principle in grouping.principles {
            for criterion in principle.criteria {
                let tests = criterion.results.filter(isPersonsTest)
                guard !tests.isEmpty else { continue }
                let numbers = tests.map { result in
                    result.requirementID.hasPrefix(criterion.criterionID + "#")
                        ? String(result.requirementID.dropFirst(criterion.criterionID.count)) : result.requirementID
                }
                out += "  \(criterion.number) \(criterion.title) " + style.dim("\(criterion.criterionID)") + " "
                    + numbers.joined(separator: " ") + "\n"
            }
        }
        return out
    }

    static func reviewed(_ verdict: AuditVerdict, style: Style) -> String? {
        guard let records = verdict.manualResults?.applied, !records.isEmpty else { return nil }
        var out = style.bold("Manual results: \(records.count)") + "\n"
        for record in records {
            let mark = switch record.result {
            case .compliant: style.green("✓")
            case .notCompliant: style.red("✗")
            case .doesNotApply: style.dim("–")
            }
            out += "  \(mark) \(record.requirement.textLine) \(record.result.rawValue)"
                + (record.screen.map { " on \($0.textLine)" } ?? " (every screen)")
                + ", \(record.tester.textLine), \(record.date)" + (record.note.map { ": \($0.textLine)" } ?? "") + "\n"
        }
        return out
    }

    // MARK: Set aside

    static func setAside(_ report: AuditReport, verdict: AuditVerdict, style: Style) -> String? {
        let summary = SetAsideSummary(report, verdict: verdict)
        guard !summary.groups.isEmpty else { return nil }
        var out = style.bold("Set aside and adjusted") + "\n"
        for group in summary.groups {
            out += "  " + (group.fails ? style.red(group.title.textLine) : group.title.textLine) + ":\n"
            for item in group.items { out += "    - \(item.textLine)\n" }
        }
        return out
    }

    // MARK: Summary

    static func summary(_ report: AuditReport, verdict: AuditVerdict, style: Style) -> String {
        let summary = ReportSummary(report, verdict: verdict)
        let outcome = summary.passed ? style.green("PASSED") : style.red("FAILED")
        return "\(outcome): " + summary.sentence(report, verdict: verdict) + "\n"
    }

    // MARK: Tree

    /// The principle → criterion → test tree of the results that match,
    /// or nil when none do.
    static func render(
        _ grouping: ReportGrouping, where include: (RequirementResult) -> Bool, result line: (RequirementResult) -> String
    ) -> String? {
        var out = ""
        for principle in grouping.principles {
            let criteria = principle.criteria.filter { $0.results.contains(where: include) }
            if criteria.isEmpty { continue }
            out += "\(principle.number) \(principle.title)".trimmingLeadingSpace() + "\n"
            for criterion in criteria {
                out += "  \(criterion.number) \(criterion.title)\n"
                for result in criterion.results where include(result) { out += line(result) }
            }
        }
        return out.isEmpty ? nil : out
    }
}

/// ANSI styling that disappears when colour is off.
///
/// Styles are written as a marker no dump can contain (it holds a random
/// UUID) and become ESC only in ``finish(_:)``, after every control character
/// the report's text carries has been escaped: an ESC from a dump is shown,
/// never obeyed, and the report's own colours still work.
struct Style {
    var enabled: Bool
    private let marker = "\u{E000}\(UUID().uuidString)\u{E001}"

    init(enabled: Bool) { self.enabled = enabled }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\(marker)[\(code)m\(text)\(marker)[0m" : text
    }

    /// The finished report: control characters escaped, then the styles turned into ANSI sequences.
    func finish(_ text: String) -> String {
        // Without styles there is no marker to split on, and a clean text is returned uncopied.
        guard enabled else { return text.escapingControlCharacters }
        return text.components(separatedBy: marker).map(\.escapingControlCharacters).joined(separator: "\u{1B}")
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func dim(_ text: String) -> String { wrap(text, "2") }
}

extension String {
    /// The text kept on one line of the text report: a line break it holds
    /// (LF, CR, VT, FF, NEL, U+2028, U+2029) is written visibly as `\u{A}`,
    /// so that a label from a dump cannot start a line of its own that reads as
    /// the report's (`PASSED: 0 violations`) or as a CI log command
    /// (`::warning file=…::`). The report's own line breaks are added around it.
    var textLine: String {
        // Most texts hold none of these: returned uncopied.
        guard unicodeScalars.contains(where: \.isLineBreak) else { return self }
        return replacingScalars { $0.isLineBreak ? $0.visibleEscape : nil }
    }

    func trimmingLeadingSpace() -> String { String(drop { $0 == " " }) }

    /// The text followed by spaces up to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

extension Finding {
    /// The element in a few words, else the screen or app.
    var shortPlaceText: String { element?.shortDescription ?? placeText }

    /// Where the finding is, with the element's tree path cut to its last
    /// steps: real dumps nest twenty containers deep, and the full path
    /// (in the JSON, SARIF and HTML reports) would bury the line.
    var textPlace: String { element?.textDescription ?? placeText }
}

extension ElementLocation {
    static let pathStepsShown = 3

    /// Role, identifier, label, frame, the end of the tree path and the screen.
    var textDescription: String { described(path: abbreviatedPath) }

    /// The path's last steps.
    var abbreviatedPath: String {
        // The path is worked out when read (see `ElementPaths`): once here.
        let path = self.path
        let steps = DigestText.pathSteps(of: path)
        guard steps.count > Self.pathStepsShown else { return path }
        return "…/" + steps.suffix(Self.pathStepsShown).joined(separator: "/")
    }

    /// The element in a few words: role, identifier or label, screen.
    var shortDescription: String {
        var text = self.role.rawValue
        if let identifier = self.identifier, !identifier.isEmpty {
            text += " id \"\(identifier)\""
        } else if let label = self.label {
            text += " \"\(label)\""
        }
        return text + " on \(self.screen)"
    }
}

extension ReportGrouping {
    /// Every result, in report order.
    var results: [RequirementResult] { principles.flatMap { $0.criteria.flatMap(\.results) } }
}

extension Unicode.Scalar {
    /// A scalar that some terminal, log viewer or editor starts a new line at.
    var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
