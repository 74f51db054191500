#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Every file a run writes, staged first and committed together at the end,
/// so that a run that fails (exit 2) leaves every file as it was: the texts
/// are written to temporary files beside their destinations, and only when all
/// are ready are they renamed into place.
struct OutputBatch: ~Copyable {
    private struct Staged {
        var option: String
        /// The path as the user gave it, and the command, for messages.
        var given: String
        var command: String?
        var destination: SafeFileWriter.Destination
        var content: OutputContent
        /// The temporary file holding the content, for an atomic replace.
        var temporary: String?
    }

    private var staged: [Staged] = []

    init() {}

    deinit {
        for item in staged { if let temporary = item.temporary { TemporaryFiles.shared.remove(temporary) } }
    }

    /// Checks the destination and writes `data` to a temporary file beside it
    /// (standard output and in-place rewrites are held until ``commit()``).
    mutating func stage(_ data: Data, to path: String, option: String, command: String?) throws(UsageError) {
        try stage(.data(data), to: path, option: option, command: command)
    }

    /// Checks the destination and writes `content` to a temporary file beside
    /// it; for standard output and in-place rewrites, `content` is made and
    /// written during ``commit()``.
    mutating func stage(_ content: OutputContent, to path: String, option: String, command: String?) throws(UsageError) {
        let destination = try SafeFileWriter.destination(path, option: option, command: command)
        var item = Staged(option: option, given: path, command: command, destination: destination, content: content, temporary: nil)
        if case let .replace(target, mode) = destination {
            item.temporary = try TemporaryFiles.shared.create(beside: target, holding: content, mode: mode, place: "\(option) '\(path)'",
                                                              command: command)
        }
        staged.append(item)
    }

    /// Moves every staged text into place, files first and standard output last.
    mutating func commit() throws(UsageError) {
        let items = staged
        staged = []
        var failure: UsageError?
        for item in items where failure == nil {
            failure = Self.place(item)
        }
        for item in items { if let temporary = item.temporary { TemporaryFiles.shared.remove(temporary) } }
        if let failure { throw failure }
        for item in items {
            guard case .standardOutput = item.destination else { continue }
            if let capture = Console.capture {
                item.content.append(to: capture)
                continue
            }
            // A reader that closed the pipe (`| head -1`) ends the output quietly; see `Console.out`.
            if let reason = item.content.write(to: STDOUT_FILENO, quietWhenReaderGone: true) {
                throw UsageError("standard output cannot be written: \(reason)", command: item.command)
            }
        }
    }

    private static func place(_ item: Staged) -> UsageError? {
        switch item.destination {
        case .standardOutput:
            return nil
        case let .replace(path, _):
            guard let temporary = item.temporary, rename(temporary, path) == 0 else {
                return UsageError("\(item.option) '\(item.given)' cannot be written: \(POSIX.lastError())", command: item.command)
            }
            TemporaryFiles.shared.forget(temporary)
            return nil
        case let .rewrite(path):
            let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            defer { if descriptor >= 0 { close(descriptor) } }
            guard descriptor >= 0 else {
                return UsageError("\(item.option) '\(item.given)' cannot be written: \(POSIX.lastError())", command: item.command)
            }
            if let reason = item.content.write(to: descriptor) {
                return UsageError("\(item.option) '\(item.given)' cannot be written: \(reason)", command: item.command)
            }
            return nil
        }
    }
}
