#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What an ``OutputBatch`` writes to one destination: bytes given whole, or
/// bytes made piece by piece while they are written, so that a large report
/// is never held whole (`mcag audit --format json` of a large app).
struct OutputContent: Sendable {
    /// Hands each piece of the content, in order, to the output it is given.
    typealias Producer = @Sendable (_ output: (UnsafeRawBufferPointer) throws(WriteFailure) -> Void) throws(WriteFailure) -> Void

    /// A write that failed, with the C library's reason in words.
    struct WriteFailure: Error {
        var reason: String
        /// The reader of a pipe closed it (EPIPE), read when the write failed.
        var readerGone = false
    }

    private let produce: Producer

    init(producing produce: @escaping Producer) { self.produce = produce }

    /// Content given whole.
    static func data(_ data: Data) -> OutputContent {
        OutputContent { (output: (UnsafeRawBufferPointer) throws(WriteFailure) -> Void) throws(WriteFailure) in
            var failure: WriteFailure?
            data.withUnsafeBytes { buffer in
                do throws(WriteFailure) { try output(buffer) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// Appends the whole content to a command's captured standard output.
    func append(to capture: ConsoleCapture) {
        // Appending cannot fail, so the producer's typed error is never thrown here.
        try? produce { (piece: UnsafeRawBufferPointer) throws(WriteFailure) in capture.appendOutput(piece) }
    }

    /// Writes the whole content to `descriptor`; the reason in words when a write fails.
    /// With `quietWhenReaderGone`, a pipe whose reader has gone ends the write without
    /// an error (standard output read by `head`; see `Console.out`).
    func write(to descriptor: Int32, quietWhenReaderGone: Bool = false) -> String? {
        do throws(WriteFailure) {
            try produce { (piece: UnsafeRawBufferPointer) throws(WriteFailure) in
                guard POSIX.writeAll(piece, to: descriptor) else {
                    let readerGone = errno == EPIPE
                    throw WriteFailure(reason: POSIX.lastError(), readerGone: readerGone)
                }
            }
            return nil
        } catch {
            if quietWhenReaderGone, error.readerGone { return nil }
            return error.reason
        }
    }
}
