#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Inputs that can be read only once: standard input, a named pipe (FIFO),
/// `/dev/stdin` or another character device. The importers look at a file's
/// head to detect its format and then read it from the start, which a stream
/// cannot do twice (a FIFO hung or failed with "You don't have permission").
/// So a stream is copied once, chunk by chunk, into a private temporary file,
/// which is imported like any other and then deleted; errors name the stream.
enum StreamInput {
    /// Chunk size for the copy; the stream is never held in memory whole.
    static let chunkSize = 1 << 20

    /// Whether `url` names something other than a regular file (a FIFO, a device),
    /// which must be read once as a stream.
    static func isStream(_ url: URL) -> Bool {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type == S_IFIFO || type == S_IFCHR || type == S_IFSOCK
    }

    /// Copies the stream open on `descriptor` to a new temporary file and runs
    /// `body` on it; the file is deleted afterwards, on every path out (and, in
    /// `mcag`, on SIGINT and SIGTERM: `live`). `name` names the stream in errors.
    /// A stream longer than `limit` bytes (``InputLimits/maximumBytes``, the
    /// largest input read from a file) is refused: `/dev/zero` never ends.
    static func withCopy<T>(of descriptor: Int32, name: String, limit: Int = InputLimits.maximumBytes,
                            _ body: (URL) throws(ImportError) -> T) throws(ImportError) -> T {
        let template = NSTemporaryDirectory() + "/mcag-stdin-XXXXXX"
        var path = Array(template.utf8CString)
        let output = path.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard output >= 0 else {
            throw ImportError(file: name, message: "cannot store the stream in a temporary file: \(String(cString: strerror(errno)))")
        }
        let copy = URL(fileURLWithPath: String(decoding: path.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        live.insert(copy.path)
        defer { live.remove(copy.path) }
        let copied = transfer(from: descriptor, to: output, limit: limit)
        close(output)
        switch copied {
        case .none: break
        case .tooLong:
            throw ImportError(file: name, message: "the stream goes on past \(InputLimits.describe(limit)), the largest input mcag "
                              + "reads; give a dump or snapshot (a device such as /dev/zero never ends)")
        case .failed(let reason): throw ImportError(file: name, message: "cannot read the stream: \(reason)")
        }
        do {
            return try body(copy)
        } catch {
            throw ImportError(file: name, line: error.line, column: error.column,
                              message: error.message.replacingOccurrences(of: copy.path, with: name))
        }
    }

    private enum CopyFailure {
        case tooLong
        case failed(String)
    }

    /// Copies until the end of the stream, or until more than `limit` bytes came.
    private static func transfer(from input: Int32, to output: Int32, limit: Int) -> CopyFailure? {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        var total = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, chunkSize) }
            if count == 0 { return nil }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(String(cString: strerror(errno)))
            }
            total += count
            // Checked before writing: nothing past the limit reaches the disk.
            if total > limit { return .tooLong }
            var offset = 0
            while offset < count {
                let written = buffer.withUnsafeBytes { write(output, $0.baseAddress.map { $0 + offset }, count - offset) }
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return .failed(String(cString: strerror(errno))) }
                offset += written
            }
        }
    }

    /// The copies that exist now.
    static var live: LiveCopies { LiveCopies.shared }
}

/// The temporary copies of streams that exist, and who is told of each. A
/// library does not take over a process's signals, so the command line, which
/// does, registers itself here (``observe(_:)``) and removes the copies when
/// SIGINT or SIGTERM ends it.
package final class LiveCopies: @unchecked Sendable {
    package static let shared = LiveCopies()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var observer: (@Sendable (_ path: String, _ exists: Bool) -> Void)?

    /// Calls `observer` with each copy's path when it is made (true) and removed (false).
    package func observe(_ observer: @escaping @Sendable (_ path: String, _ exists: Bool) -> Void) {
        lock.withLock { self.observer = observer }
    }

    /// The copies now on disk (tests check that none is left).
    package var current: Set<String> { lock.withLock { paths } }

    func insert(_ path: String) {
        let observer = lock.withLock { paths.insert(path); return self.observer }
        observer?(path, true)
    }

    func remove(_ path: String) {
        unlink(path)
        let observer = lock.withLock { paths.remove(path); return self.observer }
        observer?(path, false)
    }
}

/// The size limit every input shares: dumps and snapshots read from files
/// and the copies of streams.
package enum InputLimits {
    /// 1 GiB. Importing takes about eight times a dump's size in memory
    /// (Performance.md: 876 MB for a 100 MB dump), so a larger one would not be
    /// audited on any machine that runs `mcag`; a stream past it is stopped
    /// before it fills the temporary folder.
    package static let maximumBytes = 1 << 30

    /// "1 GiB (1073741824 bytes)".
    package static func describe(_ bytes: Int) -> String {
        bytes == 1 << 30 ? "1 GiB (\(bytes) bytes)" : "\(bytes) bytes"
    }
}
