import Foundation
import Testing

/// Standard input and named pipes are read once, as streams (issue 12: a FIFO
/// or /dev/stdin failed with "You don't have permission", `-` was a missing file).
@Suite(.temporaryFolder) struct StreamInputTests {
    let files = try? FileSafetyTests()

    @Test func dashReadsStandardInput() throws {
        let files = try #require(files)
        let snapshot = try #require(files.contents("shop.json"))
        let run = try files.mcag(["audit", "-"], input: snapshot)
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains("Screens:  2 (Product, Cart)"))
    }

    @Test func anXMLDumpOnStandardInputIsNamedInErrors() throws {
        let files = try #require(files)
        let run = try files.mcag(["audit", "-"], input: Data("<hierarchy><node ".utf8))
        #expect(run.status == 2)
        #expect(run.error.contains("cannot import standard input:1:"), "\(run.error)")
        #expect(!run.error.contains("mcag-stdin"))
    }

    @Test func standardInputCanBeReadOnlyOnce() throws {
        let files = try #require(files)
        let run = try files.mcag(["audit", "-", "-"], input: Data())
        #expect(run.status == 2)
        #expect(run.error.contains("standard input can be read only once"))
    }

    @Test func aNamedPipeIsReadOnce() throws {
        let files = try #require(files)
        let fifo = files.path("screen.fifo")
        #expect(mkfifo(fifo, 0o644) == 0)
        let snapshot = try #require(files.contents("shop.json"))
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(snapshot)
                try? handle.close()
            }
        }
        writer.start()
        let run = try files.mcag(["audit", "screen.fifo"])
        #expect(run.status == 1, "\(run.error)")
        #expect(run.output.contains("Screens:  2 (Product, Cart)"))
    }

    @Test func devStdinIsReadOnce() throws {
        let files = try #require(files)
        let snapshot = try #require(files.contents("shop.json"))
        let run = try files.mcag(["audit", "/dev/stdin"], input: snapshot)
        #expect(run.status == 1, "\(run.error)")
    }
}
