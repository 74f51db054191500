import Foundation
import MCAGImport
@testable import MCAGReporting
import MCAGRules
import Testing

/// SARIF results point at their element's own line and column in the
/// dump, their fingerprints do not move with the lines, and by default the
/// log holds violations only.
@Suite(.temporaryFolder) struct SARIFRegionTests {
    static let spanishLogin = CatalogExportTests.packageRoot
        .appendingPathComponent("Tests/AccuracyCorpus/dumps/android/facebook-login-es.xml")

    static func results(_ text: String) -> [[String: Any]] {
        let root = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        return ((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    }

    static func location(_ result: [String: Any]) -> [String: Any] {
        (result["locations"] as? [[String: Any]])?.first ?? [:]
    }

    /// The result's start line and column, nil without a region.
    static func region(_ result: [String: Any]) -> (line: Int, column: Int?)? {
        guard let region = (location(result)["physicalLocation"] as? [String: Any])?["region"] as? [String: Any],
              let line = region["startLine"] as? Int else { return nil }
        return (line, region["startColumn"] as? Int)
    }

    static func elementName(_ result: [String: Any]) -> String? {
        let logical = (location(result)["logicalLocations"] as? [[String: Any]])?.first
        return logical?["kind"] as? String == "element" ? logical?["name"] as? String : nil
    }

    /// The character at a 1-based line and column (in characters) of the file.
    static func character(line: Int, column: Int, in url: URL) throws -> Character? {
        // Split by scalars: as Characters, CR LF is one, which a split at "\n" would not break.
        let lines = try String(contentsOf: url, encoding: .utf8).unicodeScalars
            .split(separator: "\n", omittingEmptySubsequences: false)
        guard line <= lines.count else { return nil }
        let scalars = lines[line - 1]
        guard column >= 1, column <= scalars.count else { return nil }
        return Character(scalars[scalars.index(scalars.startIndex, offsetBy: column - 1)])
    }

    @Test func theSpanishButtonsViolationIsOnItsOwnLine() throws {
        let results = Self.results(try SARIFFixtureTests.sarif(Self.spanishLogin).text)
        let spanish = try #require(results.first { Self.elementName($0) == "Español" })
        let region = try #require(Self.region(spanish))
        #expect(region.line == 20 && region.column == 35, "issue 33: every result pointed at line 1")
        #expect(Set(results.compactMap { Self.region($0)?.line }).count > 1)
    }

    @Test(arguments: [
        "Tests/AccuracyCorpus/dumps/android/facebook-login-es.xml",
        "Tests/Fixtures/xcuitest-appium/lana-20__web-testing-appium__page_source.xml",
        "Tests/Fixtures/wda-json/mholecy__averi__tests__fixtures__wda-source-skeleton-login.json",
        "Tests/Fixtures/idb-json/MarlonDSC__digital_arenas_test__WRITING.md.describe-all.json",
    ])
    func everyElementsRegionStartsAtItsTagOrObject(path: String) throws {
        let url = CatalogExportTests.packageRoot.appendingPathComponent(path)
        let opening: Character = url.pathExtension == "json" ? "{" : "<"
        let results = Self.results(try SARIFFixtureTests.sarif(url, includingReviews: true).text)
        let aboutElements = results.filter { Self.elementName($0) != nil }
        #expect(!aboutElements.isEmpty, "no result about an element to check")
        for result in aboutElements {
            let region = try #require(Self.region(result), "\(Self.elementName(result) ?? "")")
            #expect(try Self.character(line: region.line, column: try #require(region.column), in: url) == opening)
        }
        // A result about the screen or the app points at the file with no region, not at line 1.
        for result in results where Self.elementName(result) == nil { #expect(Self.region(result) == nil) }
    }

    @Test func fingerprintsStayWhenLinesMove() throws {
        let text = try String(contentsOf: Self.spanishLogin, encoding: .utf8)
        let folder = try TemporaryFolder.make()
        let before = folder.appendingPathComponent("before"), after = folder.appendingPathComponent("after")
        for directory in [before, after] { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        let original = before.appendingPathComponent("login.xml"), shifted = after.appendingPathComponent("login.xml")
        try Data(text.utf8).write(to: original)
        // A blank line after the XML declaration, which must stay first: every element moves down one line.
        let declarationEnd = try #require(text.firstIndex(of: "\n"))
        try Data((text[...declarationEnd] + "\n" + text[text.index(after: declarationEnd)...]).utf8).write(to: shifted)
        let first = Self.results(try SARIFFixtureTests.sarif(original, includingReviews: true).text)
        let second = Self.results(try SARIFFixtureTests.sarif(shifted, includingReviews: true).text)
        #expect(first.count == second.count && first.count > 2)
        for (old, new) in zip(first, second) {
            #expect((old["partialFingerprints"] as? [String: String]) == (new["partialFingerprints"] as? [String: String]))
            #expect(Self.region(old).map { $0.line + 1 } == Self.region(new)?.line)
            #expect(Self.region(old)?.column == Self.region(new)?.column)
        }
        #expect(first.contains { Self.region($0) != nil })
    }

    /// A result without the members that depend on the rules table's order.
    static func comparable(_ result: [String: Any]) -> NSDictionary {
        var result = result
        result["ruleIndex"] = nil
        return result as NSDictionary
    }

    @Test func violationsOnlyUnlessReviewsAreAskedFor() throws {
        let (plain, report) = try SARIFFixtureTests.sarif(Self.spanishLogin)
        let all = try SARIFFixtureTests.sarif(Self.spanishLogin, includingReviews: true).text
        let violations = Self.results(plain), everything = Self.results(all)
        #expect(violations.count == report.violations.count)
        #expect(violations.allSatisfy { $0["kind"] as? String == "fail" })
        #expect(violations.map(Self.comparable) == everything.filter { $0["kind"] as? String == "fail" }.map(Self.comparable))
        let reviews = everything.filter { $0["kind"] as? String == "review" }
        #expect(reviews.count == report.results(.needsReview).count)
        #expect(!reviews.isEmpty && reviews.allSatisfy { $0["level"] as? String == "note" })
        // The rules are those of the results the log holds.
        let root = try #require(try JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [String: Any])
        let driver = ((root["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rules = Set((driver?["rules"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String })
        #expect(rules == Set(violations.compactMap { $0["ruleId"] as? String }))
    }

    @Test func aReviewThatFailsTheAuditIsThereByDefault() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.spanishLogin)
        let verdict = try MCAG.evaluate(snapshot, AuditOptions(strict: true))
        let report = verdict.reportToShow
        var options = ReportOptions()
        options.screenSources = Dictionary(uniqueKeysWithValues: snapshot.screens.compactMap { screen in
            screen.source.map { (screen.displayName, $0) }
        })
        let failing = report.results.filter { $0.outcome == .needsReview && verdict.failsUndecided($0.requirementID) }
        #expect(!failing.isEmpty, "a strict audit of this dump fails on no open question")
        let results = Self.results(SARIFReport.render(verdict, catalog: .standard, options: options))
        let reviews = results.filter { (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("Needs review") == true }
        #expect(reviews.count == failing.count)
        #expect(reviews.allSatisfy { $0["level"] as? String == "error" && $0["kind"] as? String == "fail" })
    }

    @Test func theCommandLineAsksForReviewsWithOneOption() throws {
        let plain = try ExecutableTests.mcag(["audit", Self.spanishLogin.path, "--format", "sarif"])
        let all = try ExecutableTests.mcag(["audit", Self.spanishLogin.path, "--format", "sarif", "--sarif-reviews"])
        #expect(plain.status == 1 && all.status == 1)
        let plainResults = Self.results(plain.output), allResults = Self.results(all.output)
        #expect(plainResults.allSatisfy { $0["kind"] as? String == "fail" })
        #expect(allResults.count > plainResults.count)
        #expect(Set(allResults.compactMap { $0["level"] as? String }).contains("note"))
        #expect(!Set(allResults.compactMap { $0["level"] as? String }).contains("none"))
        let help = try ExecutableTests.mcag(["audit", "--help"])
        #expect(help.output.contains("--sarif-reviews"))
    }
}
