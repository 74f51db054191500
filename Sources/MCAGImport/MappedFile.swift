#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file's bytes, read into memory, for `XMLByteReader`.
///
/// Not mapped: a mapped file that shrinks while it is read (a capture still
/// being written, a dump replaced by the next run) turns the next touch of a
/// page past its new end into SIGBUS, which kills the process with no message.
/// Read, the bytes are the reader's own; a file that changes during the read
/// (it ends early, or its size or modification time differ afterwards) is an
/// import error naming it. The cost, measured in Performance.md: the whole
/// file stays resident while it is read (a mapped file handed its pages back).
final class MappedFile {
    let bytes: UnsafePointer<UInt8>
    let count: Int

    init(_ url: URL) throws(ImportError) {
        func failure(_ reason: String) -> ImportError { ImportError(file: url.path, message: reason) }
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw failure("cannot open the file for reading: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var before = stat()
        guard fstat(descriptor, &before) == 0, before.st_size >= 0 else {
            throw failure("cannot read the file: \(String(cString: strerror(errno)))")
        }
        count = Int(before.st_size)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        var filled = 0
        while filled < count {
            let got = read(descriptor, buffer + filled, count - filled)
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                buffer.deallocate()
                throw failure(got == 0 ? "the file shrank while it was read (\(count) bytes when opened, \(filled) read); "
                                  + "import it once whatever writes it has finished"
                              : "cannot read the file: \(String(cString: strerror(errno)))")
            }
            filled += got
        }
        var after = stat()
        guard fstat(descriptor, &after) == 0, after.st_size == before.st_size,
              Self.modified(after) == Self.modified(before) else {
            buffer.deallocate()
            throw failure("the file changed while it was read; import it once whatever writes it has finished")
        }
        bytes = UnsafePointer(buffer)
    }

    /// The modification time, seconds and nanoseconds.
    private static func modified(_ info: stat) -> [Int] {
        #if canImport(Darwin)
        [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
        #else
        [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        #endif
    }

    deinit { UnsafeMutablePointer(mutating: bytes).deallocate() }
}
