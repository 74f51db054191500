import Foundation
@testable import MCAGImport
import Testing

/// Issue 31, items 1, 2 and 4: inputs that change, never end or are not what
/// their name says end the import with an error naming them, never a crash.
///
/// Serialized: two of its tests check that no stream copy is left in the process, which a sibling
/// holding its own copy at the same moment would break.
@Suite(.temporaryFolder, .serialized) struct ChangingInputTests {
    /// Item 2: a mapped dump that shrank raised SIGBUS at the next touch of a
    /// page past its new end; the bytes read are now the reader's own.
    @Test func aDumpThatShrinksAfterItWasOpenedIsStillReadable() throws {
        let file = try TemporaryFolder.make().appendingPathComponent("shrinks.xml")
        let size = 4 << 20
        try Data(repeating: UInt8(ascii: "a"), count: size).write(to: file)
        let read = try MappedFile(file)
        #expect(truncate(file.path, 0) == 0)
        var sum = 0
        for index in stride(from: 0, to: read.count, by: 4096) { sum += Int(read.bytes[index]) }
        #expect(read.count == size && sum == 97 * (size / 4096))
    }

    /// Item 1: a stream that does not end is stopped at the limit, and its copy removed.
    @Test func aStreamPastTheLimitIsRefusedByNameAndLeavesNoCopy() throws {
        let descriptor = open("/dev/zero", O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(throws: ImportError.self) {
            try StreamInput.withCopy(of: descriptor, name: "/dev/zero", limit: 3 << 20) { (_: URL) throws(ImportError) in 0 }
        }
        do {
            _ = try StreamInput.withCopy(of: descriptor, name: "/dev/zero", limit: 3 << 20) { (_: URL) throws(ImportError) in 0 }
        } catch {
            #expect(error.file == "/dev/zero")
            #expect(error.message.contains("the stream goes on past 3145728 bytes, the largest input mcag reads"), "\(error.message)")
        }
        #expect(StreamInput.live.current.isEmpty)
    }

    /// Item 1: the copy is removed when the import of it fails too.
    @Test func aStreamsCopyIsRemovedWhenItsImportFails() throws {
        var pipe: [Int32] = [0, 0]
        #expect(Foundation.pipe(&pipe) == 0)
        _ = "<hierarchy><node".withCString { write(pipe[1], $0, strlen($0)) }
        close(pipe[1])
        defer { close(pipe[0]) }
        var copy: String?
        #expect(throws: ImportError.self) {
            try StreamInput.withCopy(of: pipe[0], name: "standard input") { (url: URL) throws(ImportError) in
                copy = url.path
                throw ImportError(file: url.path, message: "refused")
            }
        }
        let path = try #require(copy)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(StreamInput.live.current.isEmpty)
    }

    /// Item 4: a screenshot is checked by type, size and signature before it is read.
    @Test func aScreenshotIsCheckedBeforeItIsRead() throws {
        let folder = try TemporaryFolder.make()
        let fifo = folder.appendingPathComponent("s.png")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        // Opened for reading without a writer, a FIFO would block forever.
        #expect(throws: ImportError.self) { try ScreenshotLoader.contents(of: fifo) }
        try FileManager.default.removeItem(at: fifo)
        try Data("GIF89a, not a PNG".utf8).write(to: fifo)
        do {
            _ = try ScreenshotLoader.contents(of: fifo)
            Issue.record("a GIF was read as a screenshot")
        } catch {
            #expect(error.message.contains("does not start with the PNG signature"), "\(error.message)")
        }
    }
}
