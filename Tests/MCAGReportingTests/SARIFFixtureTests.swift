import Foundation
import MCAGImport
@testable import MCAGReporting
import MCAGRules
import Testing

/// The SARIF of every dump in `Tests/Fixtures` passes the SARIF 2.1.0
/// schema's required parts and GitHub code scanning's ingestion rules
/// (``SARIFChecker``), with URIs relative to the package root.
@Suite struct SARIFFixtureTests {
    static func fixtures() throws -> [URL] {
        let root = CatalogExportTests.packageRoot.appendingPathComponent("Tests/Fixtures")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return files.filter { $0.pathExtension == "xml" && !$0.path.contains("/malformed/") }
            .sorted { $0.path < $1.path }
    }

    static func sarif(_ file: URL, includingReviews: Bool = false) throws -> (text: String, report: AuditReport) {
        let snapshot = try SnapshotImporter.importFile(at: file)
        let report = try MCAG.evaluate(snapshot).report
        // The folder as the input, as `mcag audit Screens/` gives it: results still point at the file.
        var options = ReportOptions(inputs: ReportInputs(files: [file.deletingLastPathComponent().path], snapshot: snapshot))
        options.sourceRoot = CatalogExportTests.packageRoot.path
        options.sarifIncludesReviews = includingReviews
        for screen in snapshot.screens {
            if let source = screen.source { options.screenSources[screen.displayName] = source }
        }
        return (SARIFReport.render(try report.judged(.standard), catalog: .standard, options: options), report)
    }

    @Test func everyFixturesSARIFPassesTheSchemaAndCodeScanningRules() throws {
        let files = try Self.fixtures()
        #expect(files.count >= 20, "the fixtures were not found")
        for file in files {
            // With the tests that need a person, so that every kind of result is checked.
            let (text, report) = try Self.sarif(file, includingReviews: true)
            #expect(SARIFChecker.check(text) == [], "\(file.lastPathComponent)")
            let results = report.results
            let violations = results.filter { $0.outcome == .violation }.reduce(0) { $0 + $1.violations.count }
            let expected = violations + results.filter { $0.outcome == .needsReview }.count
            #expect(text.components(separatedBy: "\"ruleIndex\"").count - 1 == expected, "\(file.lastPathComponent)")
            let relative = String(file.path.dropFirst(CatalogExportTests.packageRoot.path.count + 1))
            #expect(Self.artifactURIs(text) == [relative], "\(file.lastPathComponent)")
            #expect(!text.contains(CatalogExportTests.packageRoot.path), "\(file.lastPathComponent) names the machine's path")
            #expect(Self.elementResultsWithoutRegion(text) == 0, "\(file.lastPathComponent): an element's result has no line")
            // By default, violations only: none of these audits is strict, so no review fails it.
            let plain = try Self.sarif(file).text
            #expect(SARIFChecker.check(plain) == [], "\(file.lastPathComponent)")
            #expect(plain.components(separatedBy: "\"ruleIndex\"").count - 1 == violations, "\(file.lastPathComponent)")
        }
    }

    /// The results about an element (a logical location of kind `element`) with no region.
    static func elementResultsWithoutRegion(_ text: String) -> Int {
        SARIFRegionTests.results(text).filter { result in
            let location = (result["locations"] as? [[String: Any]])?.first ?? [:]
            let logical = (location["logicalLocations"] as? [[String: Any]])?.first
            return logical?["kind"] as? String == "element"
                && (location["physicalLocation"] as? [String: Any])?["region"] == nil
        }.count
    }

    /// Every `artifactLocation.uri` of the results, percent-decoded.
    static func artifactURIs(_ text: String) -> Set<String> {
        let root = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
        let runs = root["runs"] as? [[String: Any]] ?? []
        let results = runs.flatMap { $0["results"] as? [[String: Any]] ?? [] }
        return Set(results.flatMap { result in
            (result["locations"] as? [[String: Any]] ?? []).compactMap { location in
                let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
                return (artifact?["uri"] as? String)?.removingPercentEncoding
            }
        })
    }

    @Test func theCheckerCatchesWhatCodeScanningRejects() {
        let result = #"{"ruleId":"X","message":{"text":"m"},"partialFingerprints":{"primaryLocationLineHash":"a:1"}"#
        func log(_ result: String) -> String {
            #"{"$schema":"s","version":"2.1.0","runs":[{"tool":{"driver":{"name":"t","rules":[{"id":"X","#
                + #""shortDescription":{"text":"s"},"fullDescription":{"text":"f"},"help":{"text":"h"}}]}},"#
                + #""originalUriBaseIds":{"%SRCROOT%":{}},"results":["# + result + "]}]}"
        }
        let located = #","locations":[{"physicalLocation":{"artifactLocation":{"uri":"a.xml","uriBaseId":"%SRCROOT%"},"region":{"startLine":1}}}]}"#
        #expect(SARIFChecker.check(log(result + located)) == [])
        let fileOnly = located.replacingOccurrences(of: #","region":{"startLine":1}"#, with: "")
        #expect(SARIFChecker.check(log(result + fileOnly)) == [], "a result about a whole file has no region")
        let lineZero = located.replacingOccurrences(of: #""startLine":1"#, with: #""startLine":0"#)
        #expect(SARIFChecker.check(log(result + lineZero)).contains { $0.contains("region.startLine") })
        let columnZero = located.replacingOccurrences(of: #""startLine":1"#, with: #""startLine":1,"startColumn":0"#)
        #expect(SARIFChecker.check(log(result + columnZero)).contains { $0.contains("region.startColumn") })
        #expect(SARIFChecker.check(log(result + "}")).contains { $0.hasSuffix("at least one location") })
        let absolute = located.replacingOccurrences(of: "a.xml", with: "/home/ci/a.xml")
        #expect(SARIFChecker.check(log(result + absolute)).contains { $0.contains("not a relative URI") })
        let unknownRule = result.replacingOccurrences(of: "\"X\"", with: "\"Y\"") + located
        #expect(SARIFChecker.check(log(unknownRule)).contains { $0.contains("not in tool.driver.rules") })
        let noFingerprint = result.replacingOccurrences(of: "primaryLocationLineHash", with: "other") + located
        #expect(SARIFChecker.check(log(noFingerprint)).contains { $0.contains("partialFingerprints") })
    }

    @Test func fingerprintsAreStableAndTellElementsApart() throws {
        let file = try #require(try Self.fixtures().first)
        let first = try Self.sarif(file).text, second = try Self.sarif(file).text
        #expect(first == second)
        let hashes = first.components(separatedBy: "\"primaryLocationLineHash\": \"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!hashes.isEmpty)
        #expect(Set(hashes).count == hashes.count, "two results share a fingerprint and would merge into one alert")
    }

    @Test func artifactPathsAreRelativeToTheSourceRoot() {
        #expect(SARIFLocation.relativePath("/ci/repo/Screens/a b.xml", root: "/ci/repo") == "Screens/a b.xml")
        #expect(SARIFLocation.relativePath("/ci/repo/Screens/a.xml", root: "/ci/repo/") == "Screens/a.xml")
        #expect(SARIFLocation.relativePath("/ci/other/a.xml", root: "/ci/repo") == "../other/a.xml")
        #expect(SARIFLocation.relativePath("./Screens//a.xml", root: "/anywhere") == "Screens/a.xml")
    }
}
