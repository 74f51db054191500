import Foundation
import MCAGRules

/// A file an option names for reading (`--config`, `--baseline`,
/// `--reviews`, `--file`), read whole once it is known to be a regular file.
enum InputFile {
    /// The bytes of `path`; a folder, FIFO, device or unreadable file is
    /// refused naming the option, the path and `expected`, what the option
    /// takes ("a baseline file (JSON) that … recorded").
    static func contents(_ path: String, option: String, expected: String, command: String?) throws(UsageError) -> Data {
        do {
            return try RegularFileReading.contents(of: path)
        } catch {
            if error.isNotRegularFile {
                throw UsageError("\(option) '\(path)' is not \(expected): \(error.reason)", command: command)
            }
            throw UsageError("\(option) '\(path)' cannot be read: \(error.reason); give \(expected)", command: command)
        }
    }

    /// Refuses a folder, FIFO, device or socket at `path` as `contents` does,
    /// for a file the library reads itself (`HouseConfiguration.load`, which
    /// also refuses an oversized file unread).
    static func refuseSpecialFile(_ path: String, option: String, expected: String, command: String?) throws(UsageError) {
        guard let info = POSIX.status(path), !POSIX.isRegularFile(info) else { return }
        throw UsageError("\(option) '\(path)' is not \(expected): it is \(POSIX.kindName(info)), not a regular file", command: command)
    }

    static let configuration = "a house configuration file (JSON; its keys are described in Documentation/Suppressions.md)"
    static let baseline = "a baseline file (the JSON that 'mcag audit … --write-baseline FILE' records)"
    static let reviews = "a review file (the JSON that 'mcag review record --file FILE' writes)"
}
