#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file's bytes, mapped into memory read-only, for ``XMLByteReader``.
///
/// Mapped pages count as resident memory once touched, so a reader that
/// has passed a stretch of the file hands it back (``release(before:)``):
/// reading a 100 MB dump then keeps a few megabytes of it resident rather
/// than all of it. A page handed back is read from the file again if it is
/// touched later (an error's line number, an old start tag's name). Where
/// the file cannot be mapped it is read into memory whole instead.
final class MappedFile {
    /// Stretches smaller than this are not worth a system call.
    static let releaseStep = 8 << 20

    let bytes: UnsafePointer<UInt8>
    let count: Int
    private let isMapped: Bool
    private var released = 0

    init(_ url: URL) throws(ImportError) {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ImportError(file: url.path, message: "cannot open the file for reading: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size >= 0 else {
            throw ImportError(file: url.path, message: "cannot read the file: \(String(cString: strerror(errno)))")
        }
        count = Int(info.st_size)
        if count > 0, let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0),
           mapped != UnsafeMutableRawPointer(bitPattern: -1) {
            bytes = UnsafePointer(mapped.assumingMemoryBound(to: UInt8.self))
            isMapped = true
            return
        }
        isMapped = false
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        bytes = UnsafePointer(buffer)
        var filled = 0
        while filled < count {
            let got = read(descriptor, buffer + filled, count - filled)
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else {
                buffer.deallocate()
                throw ImportError(file: url.path, message: "cannot read the file: \(got == 0 ? "it ended early" : String(cString: strerror(errno)))")
            }
            filled += got
        }
    }

    /// Lets the system drop the pages wholly before `offset` from resident memory.
    func release(before offset: Int) {
        guard isMapped, offset - released >= Self.releaseStep else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        let end = offset / page * page
        guard end > released else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: bytes + released), end - released, MADV_DONTNEED)
        released = end
    }

    /// For a second pass from the start: pages are handed back again as it passes them.
    func startReleasingAgain() { released = 0 }

    deinit {
        if isMapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes), count)
        } else {
            UnsafeMutablePointer(mutating: bytes).deallocate()
        }
    }
}
