import Foundation
import MCAGImport
import MCAGRules
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `mcag audit` end to end: the built executable on the bundled example and
/// real dumps, every report format checked against the JSON report's list of
/// violations, and the options that change what fails.
@Suite(.temporaryFolder) struct AuditCommandTests {
    static let root = CatalogExportTests.packageRoot
    static let shop = root.appendingPathComponent("Examples/Snapshots/shop.json").path
    static let androidDump = root.appendingPathComponent("Examples/Dumps/android-futu-community.xml").path
    static let iosDump = root.appendingPathComponent("Examples/Dumps/ios-meetme-consent.xml").path

    /// One violation as the JSON report lists it.
    struct Violation {
        var requirement: String
        var message: String
        var impact: String
        var identifier: String?
        var hasMeasurement: Bool
    }

    static func run(_ arguments: String...) throws -> ExecutableTests.Run { try ExecutableTests.mcag(arguments) }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func violations(inJSONReport root: [String: Any]) -> [Violation] {
        let results = root["results"] as? [[String: Any]] ?? []
        return results.flatMap { result in
            (result["findings"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "violation" }.map { finding in
                Violation(requirement: result["requirementID"] as? String ?? "", message: finding["message"] as? String ?? "",
                          impact: finding["impact"] as? String ?? "",
                          identifier: (finding["element"] as? [String: Any])?["identifier"] as? String,
                          hasMeasurement: !(finding["measured"] is NSNull || finding["measured"] == nil))
            }
        }
    }

    static func shopViolations() throws -> [Violation] {
        let run = try run("audit", shop, "--format", "json")
        #expect(run.status == 1)
        return violations(inJSONReport: try json(run.output))
    }

    /// A new empty folder, removed with the test's `.temporaryFolder`.
    static func temporaryDirectory() throws -> URL { try TemporaryFolder.make() }

    // MARK: Formats

    @Test func everyFormatOfTheBundledExampleFailsWithExitOne() throws {
        for format in ["text", "json", "junit", "sarif", "markdown", "html"] {
            let run = try Self.run("audit", Self.shop, "--format", format)
            #expect(run.status == 1, "\(format): \(run.error)")
            #expect(!run.output.isEmpty, "\(format)")
            #expect(run.error.isEmpty, "\(format) wrote to standard error: \(run.error)")
        }
    }

    @Test func jsonReportIsVersionedStableAndDescribesTheInputs() throws {
        let first = try Self.run("audit", Self.shop, "--format", "json")
        let second = try Self.run("audit", Self.shop, "--format", "json")
        #expect(first.output == second.output, "the same audit must give the same bytes")
        let root = try Self.json(first.output)
        #expect(root["reportVersion"] as? Int == 2)
        #expect(root["passed"] as? Bool == false)
        let keys = ["reportVersion", "tool", "passed", "failingImpact", "strict", "summary", "inputs", "assumptions",
                    "unreviewed", "reviewed", "setAside", "checkTimings", "results"]
        let order = keys.compactMap { first.output.range(of: "\n  \"\($0)\":")?.lowerBound }
        #expect(order.count == keys.count && order == order.sorted(), "top-level keys in the documented order")
        let inputs = try #require(root["inputs"] as? [String: Any])
        #expect(inputs["screens"] as? [String] == ["Product", "Cart"])
        #expect((inputs["elements"] as? Int ?? 0) > 0)
        #expect((inputs["density"] as? [String])?.first?.contains("pt per inch") == true)
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["violations"] as? Int == Self.violations(inJSONReport: root).count)
    }

    @Test func junitParsesAsXMLAndCarriesEveryViolation() throws {
        let violations = try Self.shopViolations()
        #expect(!violations.isEmpty)
        let run = try Self.run("audit", Self.shop, "--format", "junit")
        #expect(run.status == 1)
        let document = try XMLDocument(data: Data(run.output.utf8), options: [])
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        let tests = try Self.json(try Self.run("audit", Self.shop, "--format", "json").output)["results"] as? [[String: Any]] ?? []
        // Manual tests waiting for a person are no test cases, only counted once in the "Manual tests" suite.
        let manual = tests.filter { $0["automation"] as? String == "manual" && $0["outcome"] as? String == "needsReview" }
        #expect(!manual.isEmpty)
        #expect(cases.count == tests.count - manual.count)
        let property = try document.nodes(forXPath: "//property[@name='manualTests']").first as? XMLElement
        #expect(property?.attribute(forName: "value")?.stringValue == "\(manual.count)")
        var failureText: [String: String] = [:]
        for testCase in cases {
            guard let name = testCase.attribute(forName: "name")?.stringValue,
                  let failure = testCase.elements(forName: "failure").first else { continue }
            // Test case names read "<test ID>: <test text>".
            guard let end = name.range(of: ": ") else { continue }
            failureText[String(name[..<end.lowerBound])] = failure.stringValue ?? ""
        }
        #expect(failureText.count == Set(violations.map(\.requirement)).count, "one failing test case per violated test")
        for violation in violations {
            let text = try #require(failureText[violation.requirement], "no failure for \(violation.requirement)")
            #expect(text.contains("[\(violation.impact)] \(violation.message)"), "\(violation.requirement): \(violation.message)")
            if let identifier = violation.identifier { #expect(text.contains(identifier)) }
        }
        let total = try #require(document.rootElement()?.attribute(forName: "failures")?.stringValue)
        #expect(Int(total) == failureText.count)
    }

    @Test func sarifIsVersion210WithRuleMetadataAndOneResultPerViolation() throws {
        let violations = try Self.shopViolations()
        let run = try Self.run("audit", Self.shop, "--format", "sarif")
        #expect(run.status == 1)
        let root = try Self.json(run.output)
        #expect(root["version"] as? String == "2.1.0")
        let sarifRun = try #require((root["runs"] as? [[String: Any]])?.first)
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        var rulesByID: [String: [String: Any]] = [:]
        for rule in rules { rulesByID[rule["id"] as? String ?? ""] = rule }
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            let rule = try #require(rulesByID[id], "result for \(id) has no rule")
            let name = Self.text(rule["name"])
            let help = Self.text((rule["help"] as? [String: Any])?["text"])
            let short = Self.text((rule["shortDescription"] as? [String: Any])?["text"])
            #expect(!name.isEmpty && !help.isEmpty && !short.isEmpty, "rule \(id) lacks a name, help or description")
            #expect(rules[result["ruleIndex"] as? Int ?? -1]["id"] as? String == id)
        }
        let failures = results.filter { $0["kind"] as? String == "fail" && $0["suppressions"] == nil }
        #expect(failures.count == violations.count)
        for violation in violations {
            let matching = failures.filter { result in
                let message = Self.text((result["message"] as? [String: Any])?["text"])
                return result["ruleId"] as? String == violation.requirement && message.hasPrefix(violation.message)
            }
            #expect(!matching.isEmpty, "no SARIF result for \(violation.requirement): \(violation.message)")
        }
    }

    @Test func htmlIsOneSelfContainedPageWithEveryViolationAndImpactFilters() throws {
        let violations = try Self.shopViolations()
        let run = try Self.run("audit", Self.shop, "--format", "html")
        #expect(run.status == 1)
        let html = run.output
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for pattern in [#"(src|href)\s*=\s*["']?https?:"#, #"url\(\s*["']?https?:"#, #"<link\b"#, #"<script[^>]+src"#, #"@import"#] {
            #expect(html.range(of: pattern, options: [.regularExpression, .caseInsensitive]) == nil, "found \(pattern)")
        }
        #expect(html.contains("Summary by principle"))
        for principle in Catalog.standard.principles { #expect(html.contains("\(principle.number) \(principle.title)")) }
        for impact in Impact.allCases {
            #expect(html.contains("<input type=\"checkbox\" data-impact=\"\(impact.name)\""), "filter for \(impact.name)")
        }
        // Findings are grouped into cards, but each keeps its own entry, anchor and measurement.
        #expect(html.components(separatedBy: "<li class=\"element\" id=\"v").count - 1 == violations.count)
        for number in 1...violations.count { #expect(html.contains("id=\"v\(number)\"")) }
        #expect(html.components(separatedBy: "<span class=\"measured\">measured: ").count - 1 == violations.filter(\.hasMeasurement).count)
        let sections = ["critical", "serious", "moderate", "minor"].compactMap { html.range(of: "<section class=\"level\" data-impact=\"\($0)\"")?.lowerBound }
        #expect(sections == sections.sorted() && sections.count == Set(violations.map(\.impact)).count, "most severe first")
        for violation in violations {
            #expect(html.contains(Self.htmlEscaped(violation.message)), "\(violation.message)")
            #expect(html.contains("data-impact=\"\(violation.impact)\""))
            if let identifier = violation.identifier { #expect(html.contains(Self.htmlEscaped(identifier))) }
        }
    }

    /// A JSON string member, or "" when absent.
    static func text(_ value: Any?) -> String { value as? String ?? "" }

    static func htmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }

    @Test func markdownListsEveryViolation() throws {
        let violations = try Self.shopViolations()
        let run = try Self.run("audit", Self.shop, "--format", "markdown")
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("## MCAG accessibility audit: failed"))
        // Patterns start at the margin; below them come the fix, family titles ("3 × …") and one line per element.
        let elements = run.output.split(separator: "\n").filter { line in
            let item = line.drop { $0 == " " }
            return line.hasPrefix("  ") && item.hasPrefix("- ") && !item.hasPrefix("- Fix: ")
                && item.dropFirst(2).range(of: #"^\d+ × "#, options: .regularExpression) == nil
        }
        #expect(elements.count == violations.count)
        let headings = Impact.allCases.reversed().compactMap { run.output.range(of: "\n#### \($0.title) (")?.lowerBound }
        #expect(headings == headings.sorted() && headings.count == Set(violations.map(\.impact)).count)
        for violation in violations { #expect(run.output.contains("`\(violation.requirement)`")) }
    }

    @Test func textReportReadsTopDownAndEndsWithTheVerdict() throws {
        let run = try Self.run("audit", Self.shop)
        #expect(run.status == 1)
        let text = run.output
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first == "MCAG accessibility audit")
        #expect(text.contains("  Inputs:   \(Self.shop)\n"))
        #expect(text.contains("  Screens:  2 (Product, Cart), "))
        #expect(text.contains("  Density:  "))
        #expect(lines.last?.hasPrefix("FAILED: ") == true)
        let order = ["\nViolations: ", "\nNeeds review: ", "\nManual tests for a person: ", "\nFAILED: "].map { text.range(of: $0)?.lowerBound }
        #expect(!order.contains(nil) && order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "sections in reading order")
        #expect(!text.contains("how to test:"), "manual procedures stay collapsed")
        #expect(text.contains("mcag checklist"))
        #expect(lines.count < 200, "the default report stays short: \(lines.count) lines")
        for violation in try Self.shopViolations() {
            #expect(text.contains(violation.requirement))
            #expect(text.contains(violation.message.split(whereSeparator: \.isNewline).joined(separator: " ")))
        }
        #expect(!text.contains("\u{1B}["), "no colour when standard output is not a terminal")
        let full = try Self.run("audit", Self.shop, "--show-manual")
        #expect(full.output.contains("how to test: Turn on VoiceOver"))
        #expect(full.output.split(separator: "\n").count > lines.count)
    }

    // MARK: Real dumps

    @Test func realAndroidDumpFailsOnTheUnlabelledBackArrow() throws {
        // In the dump: <node NAF="true" … resource-id="cn.futu.trader:id/toolbar_back"
        // class="android.widget.ImageView" content-desc="" clickable="true" bounds="[32,186][95,249]" />
        let run = try Self.run("audit", Self.androidDump, "--dpi", "420", "--format", "json")
        #expect(run.status == 1)
        let violations = Self.violations(inJSONReport: try Self.json(run.output))
        let backArrow = violations.filter { $0.identifier == "cn.futu.trader:id/toolbar_back" }
        #expect(backArrow.contains { $0.requirement == "MCAG:interactive-elements-have-names#1" && $0.impact == "critical" })
        #expect(backArrow.contains { $0.requirement == "MCAG:touch-target-size#1" })

        let text = try Self.run("audit", Self.androidDump, "--dpi", "420")
        #expect(text.status == 1)
        #expect(text.output.contains("  Density:  420 dpi\n"))
        // Twenty containers deep: the text report keeps the path's last steps, whole
        // steps even though Android identifiers hold '/'.
        #expect(text.output.contains("[…/container[id=cn.futu.trader:id/appbar_layout]/container[id=cn.futu.trader:id/toolbar]/"
            + "image[id=cn.futu.trader:id/toolbar_back]] on android-futu-community"))
        let assumed = try Self.run("audit", Self.androidDump)
        #expect(assumed.output.contains("  Density:  assumed "), "without --dpi the header states the assumption")
    }

    @Test func realIOSDumpMeasuresWithTheGivenPointsPerInch() throws {
        // The banner buttons are 315 × 40 pt; 40 pt at 163 pt per inch is 6.23 mm.
        let run = try Self.run("audit", Self.iosDump, "--ppi", "163")
        #expect(run.status == 1)
        #expect(run.output.contains("  Density:  163 pt per inch\n"))
        #expect(run.output.contains("bannerRejectAllButton"))
        #expect(run.output.contains("measured: 6.23 mm (needs >= 7 mm)"))
        let assumed = try Self.run("audit", Self.iosDump)
        // 375 × 667 pt is an iPhone 6 to 8 or SE: 326 ppi at @2x, 163 pt per inch, inferred without --ppi.
        #expect(assumed.output.contains("  Density:  assumed 163 pt per inch"))
    }

    @Test func aDirectoryCombinesItsFilesIntoOneAppSnapshot() throws {
        let directory = Self.root.appendingPathComponent("Examples/Dumps").path
        let run = try Self.run("audit", directory, "--dpi", "420", "--ppi", "163", "--format", "json")
        #expect(run.status == 1)
        let root = try Self.json(run.output)
        let inputs = try #require(root["inputs"] as? [String: Any])
        #expect(inputs["screens"] as? [String] == ["android-futu-community", "ios-meetme-consent"])
        #expect((inputs["density"] as? [String]) == ["420 dpi (android-futu-community)", "163 pt per inch (ios-meetme-consent)"])
        let screens = Set((root["results"] as? [[String: Any]] ?? []).flatMap { result in
            (result["findings"] as? [[String: Any]] ?? []).compactMap { $0["screen"] as? String }
        })
        #expect(screens.isSuperset(of: ["android-futu-community", "ios-meetme-consent"]))
        #expect(!run.error.contains("importing"), "no progress line when standard error is not a terminal")
    }

    // MARK: House configuration

    static func write(_ text: String, to name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func configurationSuppressesListsUnusedAndFailsOnExpiredSuppressions() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let config = try Self.write("""
        {"suppressions": [
          {"requirement": "MCAG:interactive-elements-have-names#1", "identifier": "share",
           "reason": "Icon button gets its label in the next release", "ticket": "A11Y-9", "expires": "2999-12-31"},
          {"requirement": "MCAG:interactive-elements-have-names#1", "identifier": "no-such-element", "reason": "Stale"}
        ]}
        """, to: "mcag.json", in: directory)
        let run = try Self.run("audit", Self.shop, "--include", "MCAG:interactive-elements-have-names", "--config", config)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("Suppressions used:\n    - MCAG:interactive-elements-have-names#1 for id \"share\""))
        #expect(run.output.contains("Suppressions that matched nothing (delete them):\n    - MCAG:interactive-elements-have-names#1 for id \"no-such-element\""))
        #expect(run.output.contains("1 suppressed"))
        let json = try Self.json(try Self.run("audit", Self.shop, "--include", "MCAG:interactive-elements-have-names",
                                               "--config", config, "--format", "json").output)
        #expect(json["passed"] as? Bool == true)
        #expect(Self.violations(inJSONReport: json).isEmpty, "a suppressed violation never shows as failing")
        let sarif = try Self.json(try Self.run("audit", Self.shop, "--include", "MCAG:interactive-elements-have-names",
                                                "--config", config, "--format", "sarif").output)
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        let dismissed = results.compactMap { ($0["suppressions"] as? [[String: Any]])?.first }
        #expect(dismissed.count == 1, "SARIF keeps the suppressed violation, marked as suppressed")
        let justification = Self.text(dismissed.first?["justification"])
        #expect(justification.contains("A11Y-9"))

        let expired = try Self.write("""
        {"suppressions": [{"requirement": "MCAG:interactive-elements-have-names#1", "identifier": "share",
                           "reason": "Was due last year", "expires": "2020-01-31"}]}
        """, to: "expired.json", in: directory)
        let late = try Self.run("audit", Self.shop, "--include", "MCAG:interactive-elements-have-names", "--config", expired)
        #expect(late.status == 1)
        #expect(late.output.contains("Expired suppressions"))
        #expect(late.output.contains("expires 2020-01-31"))
        #expect(late.output.contains("1 expired suppression"))
    }

    @Test func configurationDisablesCriteriaOverridesImpactsAndClaimsExceptions() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // clean-names#3 finds "Add to cart button" and the file name "img_4711.png" (type word "img"),
        // minor violations: they pass at --min-impact serious…
        let lenient = try Self.run("audit", Self.shop, "--include", "MCAG:clean-names", "--min-impact", "serious")
        #expect(lenient.status == 0, "\(lenient.output)")
        #expect(lenient.output.contains("Minor: 2, below the failing impact"))
        // …until the house rates it serious.
        let config = try Self.write("""
        {"impactOverrides": [{"requirement": "MCAG:clean-names#3", "impact": "serious", "reason": "Users complained"}],
         "disabledCriteria": [{"criterion": "MCAG:keyboard-shortcuts", "reason": "No hardware keyboard support"}],
         "exceptionClaims": [{"requirement": "MCAG:text-color-contrast#1", "exception": "logo-or-brand",
                              "reason": "The tagline is part of the brand mark"}]}
        """, to: "mcag.json", in: directory)
        let strict = try Self.run("audit", Self.shop, "--include", "MCAG:clean-names", "--min-impact", "serious", "--config", config)
        #expect(strict.status == 1)
        #expect(strict.output.contains("Impact overrides:\n    - MCAG:clean-names#3 → Serious: Users complained"))

        let json = try Self.json(try Self.run("audit", Self.shop, "--config", config, "--format", "json").output)
        let ids = Set(Self.violations(inJSONReport: json).map(\.requirement))
        #expect(!ids.contains("MCAG:keyboard-shortcuts#1"), "disabled criteria do not run")
        #expect(!ids.contains("MCAG:text-color-contrast#1"), "the claimed exception sets the contrast violation aside")
        let results = json["results"] as? [[String: Any]] ?? []
        let contrast = try #require(results.first { $0["requirementID"] as? String == "MCAG:text-color-contrast#1" })
        #expect((contrast["appliedExceptions"] as? [[String: Any]])?.isEmpty == false)
        let setAside = try #require(json["setAside"] as? [String: Any])
        #expect((setAside["disabledCriteria"] as? [[String: Any]])?.first?["criterion"] as? String == "MCAG:keyboard-shortcuts")
    }

    @Test(arguments: [
        (#"{"minimumImpakt": "serious"}"#, "unknown key 'minimumImpakt'"),
        (#"{"exceptionClaims": [{"requirement": "MCAG:text-color-contrast#1", "exception": "logo-or-brand", "reason": "x", "identifer": "logo"}]}"#,
         "unknown key 'identifer'"),
        (#"{"exceptionClaims": [{"requirement": "MCAG:text-color-contrast#1", "exception": "no-such", "reason": "x"}]}"#,
         "no-such"),
        (#"{"suppressions": [{"requirement": "MCAG:touch-target-size#1", "exception": "made-up"}]}"#,
         "declares no exception 'made-up'"),
        (#"{"disabledCriteria": [{"criterion": "MCAG:no-such-criterion", "reason": "x"}]}"#, "no-such-criterion"),
        ("not json", "mcag.json"),
    ])
    func unusableConfigurationIsAUsageErrorNamingTheProblem(config: String, expected: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try Self.write(config, to: "mcag.json", in: directory)
        let run = try Self.run("audit", Self.shop, "--config", file)
        #expect(run.status == 2)
        #expect(run.error.contains(expected), "stderr was: \(run.error)")
        #expect(run.error.contains("mcag audit --help"))
        #expect(run.output.isEmpty)
    }

    // MARK: Baselines

    @Test func baselineRecordsThenToleratesKnownAndReportsFixedViolations() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("mcag-baseline.json").path
        let violations = try Self.shopViolations()

        let record = try Self.run("audit", Self.shop, "--write-baseline", baseline)
        #expect(record.status == 0, "recording accepts today's violations: \(record.output)")
        #expect(record.error.contains("wrote the baseline \(baseline): \(violations.count) violation(s)"))
        let written = try Baseline.load(from: URL(fileURLWithPath: baseline))
        #expect(written.entries.reduce(0) { $0 + $1.count } == violations.count)

        let again = try Self.run("audit", Self.shop, "--baseline", baseline)
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.contains("\(violations.count) known violations tolerated, 0 new"))
        #expect(again.output.contains("PASSED: no new violations"))

        // Remove the unnamed share button: its name violation is fixed. (Its 28 pt size is needs review, not a
        // violation: it sits in a 44 pt navigation bar, which takes its items' touches beyond their frames.)
        var snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.shop))) as? [String: Any])
        snapshot = Self.removingElement(identifier: "share", from: snapshot)
        let fixedShop = directory.appendingPathComponent("shop.json")
        try JSONSerialization.data(withJSONObject: snapshot).write(to: fixedShop)
        let fixed = try Self.run("audit", fixedShop.path, "--baseline", baseline)
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(fixed.output.contains("Fixed since the baseline: 1"))
        #expect(fixed.output.contains("MCAG:interactive-elements-have-names#1 @ Product :: id=share"))
        let json = try Self.json(try Self.run("audit", fixedShop.path, "--baseline", baseline, "--format", "json").output)
        let comparison = try #require((json["setAside"] as? [String: Any])?["baseline"] as? [String: Any])
        #expect((comparison["fixed"] as? [[String: Any]])?.count == 1)
        #expect(comparison["new"] as? Int == 0)

        // A new problem fails although the baseline holds the rest.
        snapshot = Self.unnaming(identifier: "add-to-cart", in: snapshot)
        try JSONSerialization.data(withJSONObject: snapshot).write(to: fixedShop)
        let worse = try Self.run("audit", fixedShop.path, "--baseline", baseline)
        #expect(worse.status == 1, "\(worse.output)")
        #expect(worse.output.contains("MCAG:interactive-elements-have-names#1"))
    }

    @Test func aMissingBaselineSaysHowToRecordOne() throws {
        let run = try Self.run("audit", Self.shop, "--baseline", "/no/such/baseline.json")
        #expect(run.status == 2)
        #expect(run.error.contains("--write-baseline /no/such/baseline.json"))
    }

    static func removingElement(identifier: String, from node: [String: Any]) -> [String: Any] {
        var node = node
        if let children = node["children"] as? [[String: Any]] {
            node["children"] = children.filter { $0["identifier"] as? String != identifier }.map { removingElement(identifier: identifier, from: $0) }
        }
        if let screens = node["screens"] as? [[String: Any]] {
            node["screens"] = screens.map { screen in
                var screen = screen
                if let root = screen["root"] as? [String: Any] { screen["root"] = removingElement(identifier: identifier, from: root) }
                return screen
            }
        }
        return node
    }

    /// The snapshot with the element's label and visible text removed.
    static func unnaming(identifier: String, in node: [String: Any]) -> [String: Any] {
        var node = node
        if node["identifier"] as? String == identifier {
            node["label"] = nil
            node["text"] = nil
        }
        if let children = node["children"] as? [[String: Any]] {
            node["children"] = children.map { unnaming(identifier: identifier, in: $0) }
        }
        if let screens = node["screens"] as? [[String: Any]] {
            node["screens"] = screens.map { screen in
                var screen = screen
                if let root = screen["root"] as? [String: Any] { screen["root"] = unnaming(identifier: identifier, in: root) }
                return screen
            }
        }
        return node
    }

    // MARK: Manual review

    @Test func recordedReviewsAreMergedAndTheRestListedAsUnreviewed() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reviews = directory.appendingPathComponent("reviews.json").path
        let compliant = try Self.run("review", "record", "--file", reviews, "--requirement", "MCAG:accessibility-enabled#1",
                                     "--result", "C", "--tester", "A. Tester", "--date", "2026-11-20",
                                     "--note", "Every text read with TalkBack")
        #expect(compliant.status == 0, "\(compliant.error)")
        let failing = try Self.run("review", "record", "--file", reviews, "--requirement", "MCAG:explicit-role#2",
                                   "--result", "NC", "--tester", "A. Tester", "--screen", "Product", "--date", "2026-11-20",
                                   "--note", "Label ends in 'button'")
        #expect(failing.status == 0, "\(failing.error)")

        let criteria = "MCAG:accessibility-enabled,MCAG:explicit-role"
        let run = try Self.run("audit", Self.shop, "--include", criteria, "--reviews", reviews)
        #expect(run.status == 1, "a Not Compliant result fails the audit")
        #expect(run.output.contains("  Reviews:  \(reviews)\n"))
        #expect(run.output.contains("Manual results: 2\n"))
        #expect(run.output.contains("✓ MCAG:accessibility-enabled#1 Compliant (every screen), A. Tester, 2026-11-20: Every text read with TalkBack"))
        #expect(run.output.contains("✗ MCAG:explicit-role#2 Not Compliant on Product"))
        #expect(run.output.contains("Manual review: Not Compliant: Label ends in 'button'"), "the violation it adds")
        #expect(run.output.contains("Manual tests still unreviewed: 1"))
        #expect(run.output.contains("1.1.1 Accessibility Enabled MCAG:accessibility-enabled #2\n"))

        let json = try Self.json(try Self.run("audit", Self.shop, "--include", criteria, "--reviews", reviews, "--format", "json").output)
        #expect(json["unreviewed"] as? [String] == ["MCAG:accessibility-enabled#2"])
        #expect((json["reviewed"] as? [[String: Any]])?.compactMap { $0["requirement"] as? String }
            == ["MCAG:accessibility-enabled#1", "MCAG:explicit-role#2"])
        let results = json["results"] as? [[String: Any]] ?? []
        #expect(results.first { $0["requirementID"] as? String == "MCAG:accessibility-enabled#1" }?["outcome"] as? String == "pass")

        // Strict with reviews demands a result for every test.
        let onlyCompliant = try Self.run("audit", Self.shop, "--include", "MCAG:accessibility-enabled", "--reviews", reviews)
        #expect(onlyCompliant.status == 0, "\(onlyCompliant.output)")
        let strict = try Self.run("audit", Self.shop, "--include", "MCAG:accessibility-enabled", "--reviews", reviews, "--strict")
        #expect(strict.status == 1)
        #expect(strict.output.contains("fail: strict with reviews"))
    }

    // MARK: Agreement with the library

    @Test(arguments: [(Impact.minor, false), (.serious, false), (.critical, false), (.critical, true)])
    func exitCodeAgreesWithTheLibraryVerdict(minimumImpact: Impact, strict: Bool) throws {
        for file in [Self.shop, Self.iosDump] {
            let snapshot = try SnapshotImporter.importFile(at: URL(fileURLWithPath: file))
            let verdict = try MCAG.evaluate(snapshot, AuditOptions(minimumImpact: minimumImpact, strict: strict))
            var arguments = ["audit", file, "--min-impact", minimumImpact.name, "--format", "json"]
            if strict { arguments.append("--strict") }
            let run = try ExecutableTests.mcag(arguments)
            #expect(run.status == (verdict.passed ? 0 : 1), "\(file) \(minimumImpact) strict=\(strict)")
            #expect(try Self.json(run.output)["passed"] as? Bool == verdict.passed)
        }
    }

    // MARK: Usage errors

    @Test(arguments: [
        (["audit", "/no/such/screen.xml"], "'/no/such/screen.xml' does not exist; give snapshot files"),
        (["audit", "--ppi", "0", "x.json"], "'--ppi 0' is not a number of points per inch from 2.54 to 25400"),
        (["audit", "--show-manual=yes", "x.json"], "'--show-manual' takes no value"),
        (["audit", "--sarif-reviews", "x.json"], "--sarif-reviews shapes the SARIF report; give it with '--format sarif'"),
        (["audit", "--verbose", "x.json"], "unknown option '--verbose'"),
        (["audit", "--reviews", "/no/such/reviews.json", "x.json"], "mcag review record --file /no/such/reviews.json"),
    ])
    func inputAndUsageErrorsExitWithTwo(arguments: [String], expected: String) throws {
        var arguments = arguments
        if arguments.last == "x.json" { arguments[arguments.count - 1] = Self.shop }
        let run = try ExecutableTests.mcag(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(expected), "stderr was: \(run.error)")
    }

    @Test func malformedXMLSaysWhereAndWhatIsAccepted() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try Self.write("<hierarchy><node text=\"a\"></hierarchy>", to: "broken.xml", in: directory)
        let run = try Self.run("audit", file)
        #expect(run.status == 2)
        #expect(run.error.contains("broken.xml"))
        #expect(run.error.contains("line 1"))
        #expect(run.error.contains("uiautomator dumps"))
        #expect(run.output.isEmpty)
    }
}
