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
    /// `body` on it; the file is deleted afterwards. `name` names the stream in errors.
    static func withCopy<T>(of descriptor: Int32, name: String,
                            _ body: (URL) throws(ImportError) -> T) throws(ImportError) -> T {
        let template = NSTemporaryDirectory() + "/mcag-stdin-XXXXXX"
        var path = Array(template.utf8CString)
        let output = path.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard output >= 0 else {
            throw ImportError(file: name, message: "cannot store the stream in a temporary file: \(String(cString: strerror(errno)))")
        }
        let copy = URL(fileURLWithPath: String(decoding: path.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        defer { unlink(copy.path) }
        let copied = transfer(from: descriptor, to: output)
        close(output)
        if let failure = copied { throw ImportError(file: name, message: "cannot read the stream: \(failure)") }
        do {
            return try body(copy)
        } catch {
            throw ImportError(file: name, line: error.line, column: error.column,
                              message: error.message.replacingOccurrences(of: copy.path, with: name))
        }
    }

    /// Copies until the end of the stream; the reason in words on failure.
    private static func transfer(from input: Int32, to output: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, chunkSize) }
            if count == 0 { return nil }
            if count < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            var offset = 0
            while offset < count {
                let written = buffer.withUnsafeBytes { write(output, $0.baseAddress.map { $0 + offset }, count - offset) }
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return String(cString: strerror(errno)) }
                offset += written
            }
        }
    }
}
