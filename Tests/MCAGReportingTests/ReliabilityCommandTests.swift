import Foundation
import Testing

/// Issue 31, run against the built `mcag`: a reader that stops early, streams
/// and special files in folders, and oversized or false screenshots each end
/// with a documented exit code and a message naming the file, never a signal
/// or a hang.
@Suite(.temporaryFolder) struct ReliabilityCommandTests {
    let files = try? FileSafetyTests()

    /// Runs `mcag` with its standard output a pipe whose reader is already gone,
    /// as `mcag … | head -1` leaves it once `head` has its line.
    static func mcagIntoClosedPipe(_ arguments: [String], in folder: URL) throws -> ExecutableTests.Run {
        let process = Process()
        process.executableURL = try ExecutableTests.binary()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), error = Pipe()
        try output.fileHandleForReading.close()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        try output.fileHandleForWriting.close()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ExecutableTests.Run(status: process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus
                                   : process.terminationStatus, output: "", error: String(decoding: errData, as: UTF8.self))
    }

    /// Item 15: no SIGPIPE (exit 141); the command keeps the status it would have had.
    static let closedPipeRuns: [([String], Int32)] = [
        (["catalog", "--format", "json"], 0), (["audit", "shop.json"], 1), (["audit", "shop.json", "--format", "json"], 1),
        (["explain", "1.4.1"], 0),
    ]

    @Test(arguments: closedPipeRuns)
    func aReaderThatStopsEarlyEndsTheOutputQuietly(arguments: [String], status: Int32) throws {
        let files = try #require(files)
        let run = try Self.mcagIntoClosedPipe(arguments, in: files.folder)
        #expect(run.status == status, "\(arguments): \(run.status) \(run.error)")
        #expect(run.error.isEmpty, "\(run.error)")
    }

    /// Item 3: a FIFO found in a folder would hang the audit; a link to /dev/zero would never end.
    @Test func aFIFOOrDeviceInAFolderIsRefusedByName() throws {
        let files = try #require(files)
        let dumps = files.folder.appendingPathComponent("dumps")
        try FileManager.default.createDirectory(at: dumps, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: files.shop, to: dumps.appendingPathComponent("a.json"))
        #expect(mkfifo(dumps.appendingPathComponent("b.xml").path, 0o644) == 0)
        let fifo = try files.mcag(["audit", "dumps"])
        #expect(fifo.status == 2)
        #expect(fifo.error.contains("dumps/b.xml' in folder 'dumps' is a named pipe (FIFO), not a regular file"), "\(fifo.error)")
        try FileManager.default.removeItem(at: dumps.appendingPathComponent("b.xml"))
        try FileManager.default.createSymbolicLink(atPath: dumps.appendingPathComponent("z.xml").path, withDestinationPath: "/dev/zero")
        let zero = try files.mcag(["audit", "dumps"])
        #expect(zero.status == 2)
        #expect(zero.error.contains("dumps/z.xml' in folder 'dumps' is a character device"), "\(zero.error)")
    }

    /// Item 4: a false screenshot is refused after its first bytes, not read whole.
    @Test func aScreenshotThatIsNoPNGIsRefusedByItsSignature() throws {
        let files = try #require(files)
        let dump = CatalogExportTests.packageRoot.appendingPathComponent("Examples/Dumps/android-futu-community.xml")
        try FileManager.default.copyItem(at: dump, to: files.folder.appendingPathComponent("s.xml"))
        #expect(FileManager.default.createFile(atPath: files.path("s.png"), contents: Data(repeating: 0x41, count: 1 << 20)))
        let run = try files.mcag(["audit", "s.xml", "--dpi", "420"])
        #expect(run.status == 2)
        #expect(run.error.contains("s.png: not a usable PNG screenshot: the file does not start with the PNG signature"), "\(run.error)")
        // Larger than any screenshot: refused by its size before a byte is read.
        let handle = try FileHandle(forWritingTo: files.folder.appendingPathComponent("s.png"))
        try handle.truncate(atOffset: UInt64(300 << 20))
        try handle.close()
        let large = try files.mcag(["audit", "s.xml", "--dpi", "420"])
        #expect(large.status == 2)
        #expect(large.error.contains("the screenshot is 314572800 bytes, over the 268435456 bytes a screenshot may be"), "\(large.error)")
    }

    /// Item 1: the copy of a stream is removed when SIGTERM ends the run.
    @Test func aStreamsCopyIsRemovedOnSIGTERM() throws {
        let files = try #require(files)
        let temporary = files.folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = try ExecutableTests.binary()
        process.arguments = ["audit", "/dev/zero"]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the copy grows (the signals are watched before the first byte is copied),
        // then end the run.
        var grown = false
        for _ in 0..<500 where !grown {
            Thread.sleep(forTimeInterval: 0.02)
            grown = try FileManager.default.contentsOfDirectory(atPath: temporary.path).contains { name in
                let size = try? FileManager.default.attributesOfItem(atPath: temporary.appendingPathComponent(name).path)[.size] as? Int
                return name.hasPrefix("mcag-stdin-") && (size ?? 0) > 0
            }
        }
        #expect(grown)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM,
                "\(process.terminationReason.rawValue) \(process.terminationStatus)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }
}
