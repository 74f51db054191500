import Foundation
@testable import MCAGCommandLine
import Testing

/// `mcag` run in process, as a test suite runs it: what each command says is kept in a
/// ``ConsoleCapture`` instead of written to the test process's standard streams, and it is
/// byte for byte what the `mcag` executable says.
@Suite struct InProcessCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let snapshot = packageRoot.appendingPathComponent("Examples/Snapshots/shop.json").path

    static func mcag(_ arguments: String...) -> Run {
        let capture = ConsoleCapture()
        let status = MCAGCommandLine.run(arguments, capturing: capture)
        return Run(status: status, output: capture.standardOutput, error: capture.standardError)
    }

    @Test func theVersionGoesToStandardOutputOnly() {
        let run = Self.mcag("--version")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("mcag ") && run.output.hasSuffix("\n"))
        #expect(run.error.isEmpty)
    }

    @Test func anUnknownCommandIsAUsageErrorOnStandardError() {
        let run = Self.mcag("audti")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("unknown command 'audti'"))
        #expect(run.error.hasSuffix("Run 'mcag --help' for usage.\n"))
    }

    @Test func anAuditWithViolationsWritesItsJSONReportAndExitsOne() throws {
        let run = Self.mcag("audit", Self.snapshot, "--format", "json")
        #expect(run.status == 1, "\(run.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(report["passed"] as? Bool == false)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect((summary["violations"] as? Int ?? 0) > 0)
        #expect(run.error.isEmpty)
    }

    @Test func anUnreadableInputIsAnInputErrorNamingTheFile() {
        let missing = Self.packageRoot.appendingPathComponent("Tests/Fixtures/no-such-capture.xml").path
        let run = Self.mcag("audit", missing)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("'\(missing)' does not exist"))
    }

    @Test func anOutputFileTakesTheReportAndStandardOutputStaysEmpty() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mcag-in-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.md").path
        let run = Self.mcag("audit", Self.snapshot, "--format", "markdown", "--output", report)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        let written = try String(contentsOfFile: report, encoding: .utf8)
        #expect(written.hasPrefix("#"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.md"])
    }

    @Test func commandsRunAtOnceKeepTheirOwnOutput() async {
        // Each capture is bound to its own task, so two audits in flight never mix their reports.
        async let json = Self.mcag("audit", Self.snapshot, "--format", "json")
        async let text = Self.mcag("audit", Self.snapshot, "--format", "text")
        let (first, second) = await (json, text)
        #expect(first.output.hasPrefix("{"))
        #expect(!second.output.hasPrefix("{"))
        #expect(first.output == Self.mcag("audit", Self.snapshot, "--format", "json").output)
    }

    /// JUnit is left out: it stamps the time of the run.
    @Test(arguments: ["json", "text", "markdown", "sarif", "html"])
    func whatARunInProcessSaysIsWhatTheExecutableSays(format: String) throws {
        let binary = Self.packageRoot.appendingPathComponent(".build/debug/mcag")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "mcag is not built at \(binary.path)")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["audit", Self.snapshot, "--format", format]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let capture = ConsoleCapture()
        let status = MCAGCommandLine.run(["audit", Self.snapshot, "--format", format], capturing: capture)
        #expect(status == process.terminationStatus)
        #expect(capture.standardOutputBytes == outData)
        #expect(capture.standardError == String(decoding: errData, as: UTF8.self))
    }
}
