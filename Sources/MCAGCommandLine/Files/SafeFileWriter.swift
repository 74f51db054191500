#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The one way `mcag` writes a file (reports, baselines, review files).
///
/// - A regular file is replaced atomically: the text goes to a temporary file
///   beside it, which takes the old file's mode and is then renamed over it.
/// - A symbolic link is written through: its target is replaced and the link
///   stays a link. A link to a missing file is refused.
/// - A file with several hard links is rewritten in place, so that every name
///   sees the new text (that write is not atomic).
/// - Folders, FIFOs, devices and sockets are refused; `-` means standard output.
/// - Temporary files are removed on any failure and on SIGINT or SIGTERM
///   (SIGKILL cannot be caught).
enum SafeFileWriter {
    /// Where a path's text will go, found before any work is done.
    enum Destination {
        case standardOutput
        /// Atomic replace (or creation) of the regular file at `path` (links resolved).
        case replace(path: String, mode: mode_t?)
        /// In-place rewrite of a file with several hard links.
        case rewrite(path: String)
    }

    /// Throws when `path` cannot receive a file: what is there is not a regular
    /// file, a symbolic link points nowhere, or the folder is missing or read-only.
    static func checkDestination(_ path: String, option: String, command: String?) throws(UsageError) {
        _ = try destination(path, option: option, command: command)
    }

    static func destination(_ path: String, option: String, command: String?) throws(UsageError) -> Destination {
        if path == "-" { return .standardOutput }
        let place = "\(option) '\(path)'"
        if let link = POSIX.linkStatus(path), POSIX.isSymbolicLink(link), POSIX.status(path) == nil {
            throw UsageError("\(place) is a symbolic link to a file that does not exist; name the file itself", command: command)
        }
        if let info = POSIX.status(path) {
            guard POSIX.isRegularFile(info) else {
                // Review files are read back, so only reports and baselines may go to standard output.
                let hint = option == "--file" ? "" : " (give '-' for standard output)"
                throw UsageError("\(place) is \(POSIX.kindName(info)), not a regular file; "
                    + "mcag writes only regular files\(hint)", command: command)
            }
            let target = POSIX.realPath(path) ?? path
            if info.st_nlink > 1 {
                guard access(target, W_OK) == 0 else { throw notWritable(place, command) }
                return .rewrite(path: target)
            }
            try checkFolder(of: target, place: place, command: command)
            return .replace(path: target, mode: info.st_mode & 0o7777)
        }
        try checkFolder(of: path, place: place, command: command)
        return .replace(path: path, mode: nil)
    }

    private static func checkFolder(of path: String, place: String, command: String?) throws(UsageError) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard let info = POSIX.status(folder), POSIX.isDirectory(info) else {
            throw UsageError("\(place): the folder '\(folder)' does not exist; create it first", command: command)
        }
        guard access(folder, W_OK) == 0 else { throw notWritable(place, command, folder: folder) }
    }

    private static func notWritable(_ place: String, _ command: String?, folder: String? = nil) -> UsageError {
        let what = folder.map { "the folder '\($0)'" } ?? "the file"
        return UsageError("\(place) cannot be written: \(what) is not writable (\(POSIX.lastError()))", command: command)
    }

    /// Writes `data` to `path` now: a batch of one.
    static func write(_ data: Data, to path: String, option: String, command: String?) throws(UsageError) {
        var batch = OutputBatch()
        try batch.stage(data, to: path, option: option, command: command)
        try batch.commit()
    }
}
