import Foundation
import Testing

/// `mcag audit` imports files and audits screens on every core; its output
/// must be byte for byte what one thread (`MCAG_WORKERS=1`) writes.
@Suite struct ConcurrentAuditCommandTests {
    static let fixtures = CatalogExportTests.packageRoot.appendingPathComponent("Tests/Fixtures")
    static let folders = ["uiautomator-dump", "uiautomator2-appium", "xcuitest-appium", "malformed"]

    /// Runs the built `mcag` with `MCAG_WORKERS` set to `workers`, or unset.
    static func mcag(_ arguments: [String], workers: String?) throws -> ExecutableTests.Run {
        try ExecutableTests.mcag(arguments, environment: ["MCAG_WORKERS": workers])
    }

    static func expectSameAsSerial(_ arguments: [String]) throws {
        let serial = try mcag(arguments, workers: "1")
        let concurrent = try mcag(arguments, workers: nil)
        #expect(concurrent.status == serial.status, "\(arguments)")
        #expect(concurrent.output == serial.output, "\(arguments)")
        #expect(concurrent.error == serial.error, "\(arguments)")
    }

    @Test(arguments: folders, ["text", "json", "markdown", "html"])
    func eachFixtureFolderAuditsAsOneThreadWould(folder: String, format: String) throws {
        try Self.expectSameAsSerial(["audit", "--format", format, Self.fixtures.appendingPathComponent(folder).path])
    }

    @Test func everyFixtureTogetherAuditsAsOneThreadWould() throws {
        let paths = Self.folders.dropLast().map { Self.fixtures.appendingPathComponent($0).path }
        let serial = try Self.mcag(["audit", "--format", "json"] + paths, workers: "1")
        #expect(serial.status == 1)
        #expect(!serial.output.isEmpty)
        try Self.expectSameAsSerial(["audit", "--format", "json"] + paths)
    }

    /// The report is written piece by piece as it is made; into a file
    /// (through a temporary file) it is the text standard output receives.
    @Test(arguments: ["json", "text"])
    func theReportWrittenToAFileIsTheOneOnStandardOutput(format: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.\(format)")
        let input = Self.fixtures.appendingPathComponent("uiautomator2-appium").path
        let written = try Self.mcag(["audit", "--format", format, "--output", file.path, input], workers: nil)
        let printed = try Self.mcag(["audit", "--format", format, input], workers: "1")
        #expect(written.status == printed.status)
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.\(format)"], "a temporary file was left")
    }

    /// A report that cannot be written to standard output (a full device)
    /// is an error naming the reason, with status 2, in both modes; it used
    /// to trap inside Foundation's file handle.
    @Test(arguments: ["1", nil] as [String?])
    func aFullStandardOutputIsAnError(workers: String?) throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }  // Linux only
        let process = Process()
        process.executableURL = try ExecutableTests.binary()
        process.arguments = ["audit", "--format", "json", Self.fixtures.appendingPathComponent("uiautomator-dump").path]
        var environment = ProcessInfo.processInfo.environment
        environment["MCAG_WORKERS"] = workers
        process.environment = environment
        let error = Pipe()
        process.standardOutput = full
        process.standardError = error
        try process.run()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("standard output cannot be written: No space left on device"))
    }

    /// Two bad files: the first in input order is the one reported, though a
    /// worker may finish the second first.
    @Test func theFirstBadFileInInputOrderIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-concurrent-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = Self.fixtures.appendingPathComponent("uiautomator-dump/NikDzub__tk23__dum.xml")
        try FileManager.default.copyItem(at: good, to: folder.appendingPathComponent("a-good.xml"))
        try Data("<hierarchy><node".utf8).write(to: folder.appendingPathComponent("b-cut-short.xml"))
        try Data("{\"not\": \"a snapshot\"}".utf8).write(to: folder.appendingPathComponent("c-wrong.json"))
        for _ in 0..<3 {
            let run = try Self.mcag(["audit", folder.path], workers: nil)
            #expect(run.status == 2)
            #expect(run.error.contains("b-cut-short.xml"))
            #expect(!run.error.contains("c-wrong.json"))
        }
        try Self.expectSameAsSerial(["audit", folder.path])
    }
}
