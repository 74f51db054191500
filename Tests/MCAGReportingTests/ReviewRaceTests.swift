import Foundation
import MCAGReporting
import MCAGRules
import Testing

/// `mcag review record` under concurrent writers (issue 12: 8 writers kept 1
/// to 3 records, and a Not Compliant racing a Compliant could end Compliant).
@Suite(.serialized) struct ReviewRaceTests {
    static let requirement = "MCAG:static-media-alternatives#1"

    /// Starts one `mcag review record` per result at once and waits for all.
    func recordConcurrently(_ results: [(result: String, tester: String, screen: String?)], file: String) throws -> [ExecutableTests.Run] {
        let binary = try ExecutableTests.binary()
        var processes: [(Process, Pipe, Pipe)] = []
        for entry in results {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["review", "record", "--file", file, "--requirement", Self.requirement, "--result", entry.result,
                                 "--tester", entry.tester, "--date", "2026-11-20"] + (entry.screen.map { ["--screen", $0] } ?? [])
            let output = Pipe(), error = Pipe()
            process.standardOutput = output
            process.standardError = error
            processes.append((process, output, error))
        }
        for (process, _, _) in processes { try process.run() }
        return processes.map { process, output, error in
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return ExecutableTests.Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                                       error: String(decoding: err, as: UTF8.self))
        }
    }

    func log(_ file: String) throws -> ReviewLog {
        try ReviewLog.load(try Data(contentsOf: URL(fileURLWithPath: file)), file: file, catalog: .standard)
    }

    func temporaryFile() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("mcag-race-\(UUID().uuidString).json").path
    }

    @Test func eightConcurrentWritersKeepEightRecords() throws {
        let file = temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let runs = try recordConcurrently((1...8).map { ("Compliant", "T\($0)", "S\($0)") }, file: file)
        #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.error))")
        let records = try log(file).records
        #expect(records.count == 8)
        #expect(Set(records.map(\.tester)).count == 8)
    }

    @Test func notCompliantNeverMovesBackUnderARace() throws {
        for _ in 0..<3 {
            let file = temporaryFile()
            defer { try? FileManager.default.removeItem(atPath: file) }
            let entries = (1...4).flatMap { [("NC", "N\($0)", nil), ("C", "C\($0)", nil)] as [(String, String, String?)] }
            let runs = try recordConcurrently(entries, file: file)
            let recordedNotCompliant = runs.contains { $0.status == 0 && $0.output.hasPrefix("Recorded Not Compliant") }
            #expect(recordedNotCompliant, "a Not Compliant is always accepted")
            let current = try log(file).current.values.first?.result
            #expect(current == .notCompliant)
            // Every run either wrote its record or was refused with the DHS rule, never lost.
            #expect(try log(file).records.count == runs.filter { $0.status == 0 }.count)
            #expect(runs.filter { $0.status != 0 }.allSatisfy { $0.status == 2 && $0.error.contains("never back") })
        }
    }
}
