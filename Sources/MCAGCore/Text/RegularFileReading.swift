#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
package import Foundation

/// Reads a small file whole (a configuration, a baseline, a review file),
/// refusing anything but a regular file before a byte is read, with the
/// reason in words: `Data(contentsOf:)` says "You don't have permission" of
/// a device or a FIFO when run as root, and "NSCocoaErrorDomain error 256"
/// of `/proc/self/mem`.
package enum RegularFileReading {
    /// Why a file could not be read; `reason` completes "cannot be read: …".
    package struct Failure: Error, Sendable {
        /// In words, such as "it is a character device, not a regular file".
        package var reason: String
        /// The path names something other than a regular file (a folder, a
        /// FIFO, a device, a socket): no file of the expected kind is there.
        package var isNotRegularFile: Bool
    }

    /// The largest file read: far over any configuration, baseline or review file.
    package static let largestFile = 512 << 20

    /// The bytes of the regular file at `path`. A FIFO is opened without
    /// waiting for a writer, so the refusal never hangs.
    package static func contents(of path: String) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(reason: openReason(errno), isNotRegularFile: false) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(reason: systemReason(errno), isNotRegularFile: false) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw Failure(reason: "it is \(kindName(info.st_mode)), not a regular file", isNotRegularFile: true)
        }
        guard Int(info.st_size) <= largestFile else {
            throw Failure(reason: "it is \(info.st_size) bytes, over the \(largestFile) bytes mcag reads of such a file",
                          isNotRegularFile: false)
        }
        return try readAll(descriptor)
    }

    private static func readAll(_ descriptor: Int32) throws(Failure) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: systemReason(errno), isNotRegularFile: false)
            }
            if got == 0 { return data }
            data.append(contentsOf: buffer[0..<got])
            guard data.count <= largestFile else {
                throw Failure(reason: "it holds over the \(largestFile) bytes mcag reads of such a file", isNotRegularFile: false)
            }
        }
    }

    /// What kind of file `mode` describes, in words, for "it is … not a regular file".
    package static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }

    private static func openReason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied: the file is not readable"
        case ENOTDIR: "a folder on its path is a file"
        default: systemReason(code)
        }
    }

    private static func systemReason(_ code: Int32) -> String {
        "the system refused to read it (\(String(cString: strerror(code))))"
    }
}
