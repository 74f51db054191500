// The C library, for stat, open, rename, flock and realpath. Foundation's
// FileManager cannot say whether a path is a FIFO, compare inodes, keep a
// file's mode across an atomic replace, or take an advisory lock.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MCAGCore

/// Small wrappers over the C calls the file utilities use, with errors in words.
enum POSIX {
    /// The C library's description of `errno`, such as "Permission denied".
    static func lastError() -> String {
        String(cString: strerror(errno))
    }

    /// `stat` (following symbolic links), or nil when the path does not exist or cannot be reached.
    static func status(_ path: String) -> stat? {
        var result = stat()
        return stat(path, &result) == 0 ? result : nil
    }

    /// `lstat` (the link itself), or nil.
    static func linkStatus(_ path: String) -> stat? {
        var result = stat()
        return lstat(path, &result) == 0 ? result : nil
    }

    /// The absolute path with every symbolic link resolved, or nil when a part is missing.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func isRegularFile(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }
    static func isDirectory(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }
    static func isSymbolicLink(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFLNK }

    /// What kind of file `info` describes, in words, for messages.
    static func kindName(_ info: stat) -> String { RegularFileReading.kindName(info.st_mode) }

    /// Writes all of `bytes` to `descriptor`, retrying short writes and interruptions.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `buffer` to `descriptor`, retrying short writes and interruptions.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
