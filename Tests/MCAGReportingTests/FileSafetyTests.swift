import Foundation
import Testing

/// The lost-data reproductions of issue 12, run against the built `mcag`:
/// each ends with exit 0, 1 or 2 and a message, and no file changes unless
/// the user asked for it to be written.
@Suite(.temporaryFolder) struct FileSafetyTests {
    let folder: URL
    let shop: URL

    init() throws {
        folder = try TemporaryFolder.make()
        shop = folder.appendingPathComponent("shop.json")
        try FileManager.default.copyItem(at: CatalogExportTests.packageRoot.appendingPathComponent("Examples/Snapshots/shop.json"), to: shop)
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func contents(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    /// Runs `mcag` in the test folder, with `input` on standard input; with
    /// `shell`, `arguments` is a whole command line starting with its program.
    func mcag(_ arguments: [String], input: Data? = nil, shell: Bool = false) throws -> ExecutableTests.Run {
        let process = Process()
        process.executableURL = shell ? URL(fileURLWithPath: arguments[0]) : try ExecutableTests.binary()
        process.arguments = shell ? Array(arguments.dropFirst()) : arguments
        process.currentDirectoryURL = folder
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ExecutableTests.Run(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
                                   error: String(decoding: errData, as: UTF8.self))
    }

    @Test(arguments: [
        (["audit", "shop.json", "--output", "shop.json"], "--output 'shop.json' would overwrite the input 'shop.json'"),
        (["audit", "shop.json", "--write-baseline", "./shop.json"], "--write-baseline './shop.json' would overwrite the input 'shop.json'"),
        (["audit", "shop.json", "--config", "mcag.json", "--output", "mcag.json"], "--output 'mcag.json' would overwrite --config 'mcag.json'"),
        (["audit", "shop.json", "--write-baseline", "b.json", "--output", "b.json"], "--output 'b.json' would overwrite --write-baseline 'b.json'"),
        (["audit", ".", "--output", "shop.json"], "would overwrite the input './shop.json'"),
        (["checklist", "shop.json", "--output", "shop.json"], "would overwrite the input 'shop.json'"),
    ])
    func anOutputNamingAnInputOrAnotherOutputIsRefusedBeforeAnyWork(arguments: [String], message: String) throws {
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path("mcag.json")))
        let before = try #require(contents("shop.json"))
        let run = try mcag(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(contents("shop.json") == before)
        #expect(contents("mcag.json") == Data("{}".utf8))
        #expect(!FileManager.default.fileExists(atPath: path("b.json")))
    }

    @Test func aHardLinkToAnInputIsTheInput() throws {
        try FileManager.default.linkItem(atPath: shop.path, toPath: path("link.json"))
        let before = try #require(contents("shop.json"))
        let run = try mcag(["audit", "shop.json", "--output", "link.json"])
        #expect(run.status == 2)
        #expect(run.error.contains("would overwrite the input 'shop.json' (the same file as 'link.json')"), "\(run.error)")
        #expect(contents("link.json") == before)
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("target.txt")))
        try FileManager.default.createSymbolicLink(atPath: path("report.txt"), withDestinationPath: "target.txt")
        let run = try mcag(["audit", "shop.json", "--output", "report.txt"])
        #expect(run.status == 1)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: path("report.txt"))
        #expect(link == "target.txt")
        #expect(String(decoding: contents("target.txt") ?? Data(), as: UTF8.self).hasPrefix("MCAG accessibility audit"))
    }

    @Test func aLinkToAMissingFileIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: path("dangling.txt"), withDestinationPath: "nowhere/x.txt")
        let run = try mcag(["audit", "shop.json", "--output", "dangling.txt"])
        #expect(run.status == 2)
        #expect(run.error.contains("is a symbolic link to a file that does not exist"))
    }

    @Test func aReplacedFileKeepsItsModeAndEveryHardLink() throws {
        try Data("old".utf8).write(to: URL(fileURLWithPath: path("report.txt")))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path("report.txt"))
        #expect(try mcag(["audit", "shop.json", "--output", "report.txt"]).status == 1)
        let mode = try FileManager.default.attributesOfItem(atPath: path("report.txt"))[.posixPermissions] as? Int
        #expect(mode == 0o640)

        try FileManager.default.linkItem(atPath: path("report.txt"), toPath: path("other-name.txt"))
        #expect(try mcag(["audit", "shop.json", "--format", "json", "--output", "report.txt"]).status == 1)
        #expect(contents("other-name.txt") == contents("report.txt"))
        #expect(contents("report.txt")?.first == UInt8(ascii: "{"))
    }

    @Test func devicesFIFOsAndFoldersAreRefusedButDashIsStandardOutput() throws {
        #expect(mkfifo(path("pipe"), 0o644) == 0)
        let fifo = try mcag(["audit", "shop.json", "--output", "pipe"])
        #expect(fifo.status == 2)
        #expect(fifo.error.contains("--output 'pipe' is a named pipe (FIFO), not a regular file"), "\(fifo.error)")
        // A character device (some sandboxes have a regular file at /dev/null).
        if let device = ["/dev/null", "/dev/zero", "/dev/full"].first(where: Self.isCharacterDevice) {
            let run = try mcag(["catalog", "--output", device])
            #expect(run.status == 2)
            #expect(run.error.contains("is a character device"))
        }
        let folderRun = try mcag(["audit", "shop.json", "--output", "."])
        #expect(folderRun.status == 2)
        #expect(folderRun.error.contains("is a folder"))
        // Standard output is a pipe here: replacing /dev/stdout would once have made a regular file of it.
        let stdout = try mcag(["audit", "shop.json", "--output", "/dev/stdout"])
        #expect(stdout.status == 2)
        #expect(stdout.error.contains("not a regular file; mcag writes only regular files (give '-' for standard output)"))
        let dash = try mcag(["audit", "shop.json", "--format", "json", "--output", "-"])
        #expect(dash.status == 1)
        #expect(dash.output.hasPrefix("{"))
        let both = try mcag(["audit", "shop.json", "--output", "-", "--write-baseline", "-"])
        #expect(both.status == 2)
        #expect(both.error.contains("both name standard output"))
    }

    static func isCharacterDevice(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeCharacterSpecial
    }

    @Test func nothingIsWrittenWhenTheRunEndsWithExitTwo() throws {
        let run = try mcag(["audit", "shop.json", "--write-baseline", "baseline.json", "--output", "report.txt",
                            "--reviews", "missing-reviews.json"])
        #expect(run.status == 2)
        #expect(run.error.contains("--reviews missing-reviews.json does not exist"))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == ["shop.json"], "files left: \(left)")
    }

    /// A write that fails half-way (here past a 1 KB file-size limit) leaves the old
    /// file as it was and no temporary file, and says why.
    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        try Data("old report".utf8).write(to: URL(fileURLWithPath: path("report.txt")))
        let binary = try ExecutableTests.binary().path
        let run = try mcag(["/bin/sh", "-c", "ulimit -f 1; exec \"$0\" audit shop.json --output report.txt", binary], shell: true)
        #expect(run.status == 2)
        #expect(run.error.contains("--output 'report.txt' cannot be written: File too large"), "\(run.error)")
        #expect(contents("report.txt") == Data("old report".utf8))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["report.txt", "shop.json"])
    }

    @Test func aSuccessfulRunLeavesNoTemporaryFile() throws {
        let run = try mcag(["audit", "shop.json", "--write-baseline", "baseline.json", "--output", "report.txt"])
        #expect(run.status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["baseline.json", "report.txt", "shop.json"])
    }

    @Test func baselineMayBeRecordedOverTheBaselineItIsJudgedAgainst() throws {
        #expect(try mcag(["audit", "shop.json", "--write-baseline", "baseline.json"]).status == 0)
        let run = try mcag(["audit", "shop.json", "--baseline", "baseline.json", "--write-baseline", "baseline.json"])
        #expect(run.status == 0, "\(run.error)")
    }
}
