import Foundation
import Testing

/// Runs the built `mcag` executable, which SwiftPM places beside the test bundle.
@Suite struct ExecutableTests {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    static func binary() throws -> URL {
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates.append(bundle.appendingPathComponent("mcag"))
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("mcag"))
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("mcag"))
        }
        candidates.append(CatalogExportTests.packageRoot.appendingPathComponent(".build/debug/mcag"))
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "mcag not built; looked in \(candidates.map(\.path))"])
        }
        return found
    }

    static func mcag(_ arguments: String...) throws -> Run { try mcag(arguments) }

    /// Runs `mcag` with `arguments`, in `directory` when given, with the
    /// test's environment changed by `overrides` (a nil value unsets a variable).
    static func mcag(_ arguments: [String], in directory: URL? = nil,
                     environment overrides: [String: String?] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !overrides.isEmpty {
            var environment = ProcessInfo.processInfo.environment
            for (name, value) in overrides { environment[name] = value }
            process.environment = environment
        }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                   error: String(decoding: errData, as: UTF8.self))
    }

    @Test func catalogJSONCountsTheWholeCatalog() throws {
        let run = try Self.mcag("catalog", "--format", "json")
        #expect(run.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let principles = try #require(root["principles"] as? [[String: Any]])
        let guidelines = principles.flatMap { ($0["guidelines"] as? [[String: Any]]) ?? [] }
        let criteria = guidelines.flatMap { ($0["criteria"] as? [[String: Any]]) ?? [] }
        let tests = criteria.flatMap { ($0["tests"] as? [[String: Any]]) ?? [] }
        let counts: [Int] = [principles.count, guidelines.count, criteria.count, tests.count]
        #expect(counts == [4, 16, 63, 121])
    }

    @Test func explainingAPrintedNumberSharedByTwoCriteriaShowsBoth() throws {
        let run = try Self.mcag("explain", "3.2.4")
        #expect(run.status == 0)
        #expect(run.output.contains("MCAG:unique-labels"))
        #expect(run.output.contains("MCAG:clean-names"))
        #expect(run.output.contains("WCAG 2.2"))
        #expect(run.output.contains("Section 508"))
    }

    @Test func explainAcceptsSlugsAndTestIDs() throws {
        #expect(try Self.mcag("explain", "touch-target-size").output.contains("2.1.1"))
        #expect(try Self.mcag("explain", "MCAG:clean-names#1").output.contains("Clean Names"))
    }

    @Test(arguments: [
        (["audit"], "give at least one snapshot"),
        (["audit", "--format", "pdf", "x.json"], "'--format pdf' is not one of"),
        (["audit", "--min-impact", "huge", "x.json"], "'--min-impact huge'"),
        (["audit", "/no/such/file.json"], "'/no/such/file.json' does not exist"),
        (["audit", "--dpi", "-3", "x.json"], "not a number of dots per inch from 2.54 to 25400"),
        (["audit", "--bogus", "x.json"], "unknown option '--bogus'"),
        (["audit", "--fromat", "json", "x.json"], "unknown option '--fromat' (did you mean '--format'?)"),
        (["explain", "MCAG:text-colour-contrast"], "no criterion 'MCAG:text-colour-contrast' (did you mean 'MCAG:text-color-contrast'?); list them"),
        (["audit", "--output"], "needs a value"),
        (["audit", "--skip", "1.4.1,9.9.9", "x.json"], "unknown criterion '9.9.9'"),
        (["audit", "--include", "1.4.l", "x.json"], "unknown criterion '1.4.l' (did you mean '1.4.1'?)"),
        (["explain", "touch-target"], "no criterion 'touch-target' (did you mean 'touch-target-size' (2.1.1 Touch Target Size)?)"),
        (["explain", "contrast"], "no criterion 'contrast'; criteria with those words: 'text-color-contrast'"),
        (["explain"], "name a criterion"),
        (["explain", "9.9.9"], "no criterion '9.9.9'"),
        (["catalog", "--format", "yaml"], "'--format yaml'"),
        (["checklist", "--format", "pdf"], "'--format pdf'"),
        (["review", "record", "--file", "/tmp/never-written.json"], "give --requirement"),
        (["frobnicate"], "unknown command 'frobnicate'"),
        ([], "Usage: mcag"),
    ])
    func badUsageExitsWithTwoAndSaysWhatToDo(arguments: [String], message expected: String) throws {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments
        let error = Pipe()
        process.standardError = error
        process.standardOutput = Pipe()
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains(expected), "stderr was: \(message)")
    }

    @Test func malformedInputIsAnInputErrorNamingTheFile() throws {
        let file = CatalogExportTests.packageRoot
            .appendingPathComponent("Tests/Fixtures/malformed/Palina-Dzmitrovich__M-13-Webdriver-IO__pageSource.xml")
        let run = try Self.mcag("audit", file.path)
        #expect(run.status == 2)
        #expect(run.error.contains("Palina-Dzmitrovich__M-13-Webdriver-IO__pageSource.xml"))
        #expect(run.output.isEmpty)
    }

    @Test func aConfigurationThatCannotBeUsedStopsTheAudit() throws {
        let run = try Self.mcag("audit", "--config", "house.json", "x.json")
        #expect(run.status == 2)
        #expect(run.error.contains("house.json"))
    }

    @Test func everyCommandHasHelpWithExamples() throws {
        for command in ["audit", "catalog", "explain", "checklist", "review"] {
            let run = try Self.mcag(command, "--help")
            #expect(run.status == 0)
            #expect(run.output.contains("Usage: mcag \(command)"))
            #expect(run.output.contains("Example"))
        }
        #expect(try Self.mcag("--version").output.hasPrefix("mcag "))
    }

    @Test func checklistListsManualTestsAsCSV() throws {
        let run = try Self.mcag("checklist", "--format", "csv")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("screen,criterion,number,title,requirement"))
        #expect(run.output.contains("MCAG:error-identification#1"))
        #expect(!run.output.contains("MCAG:clean-names#1"), "automated tests stay out of the manual checklist")
    }

    @Test func reviewRecordKeepsHistoryAndRefusesGoingBack() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-review-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let first = try Self.mcag("review", "record", "--file", file, "--requirement", "MCAG:clean-names#1",
                                  "--result", "NC", "--tester", "QA", "--date", "2026-11-22")
        #expect(first.status == 0, "\(first.error)")
        let back = try Self.mcag("review", "record", "--file", file, "--requirement", "MCAG:clean-names#1",
                                 "--result", "Compliant", "--tester", "QA")
        #expect(back.status == 2)
        #expect(back.error.contains("never back"))
        let list = try Self.mcag("review", "list", "--file", file)
        #expect(list.output.contains("MCAG:clean-names#1\t-\tNot Compliant\tQA\t2026-11-22"))
    }
}
