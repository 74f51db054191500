#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import MCAGImport

/// The temporary files `mcag` has created and not yet renamed into place,
/// removed on failure and when SIGINT or SIGTERM arrives while any exist.
///
/// The signals are watched by an `InterruptWatch` while a temporary file
/// exists, so the removal runs as ordinary code, not in a signal handler;
/// the watch then ends the process by the signal.
final class TemporaryFiles: @unchecked Sendable {
    static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var interrupts = InterruptWatch()
    private var counter = 0

    /// Creates a new temporary file in the folder of `destination` holding
    /// `content`, with `mode` (the file it replaces) or the default mode for a new file.
    /// `place` names the output in messages, such as `--output 'report.html'`.
    func create(beside destination: String, holding content: OutputContent, mode: mode_t?, place: String,
                command: String?) throws(UsageError) -> String {
        let url = URL(fileURLWithPath: destination)
        let folder = url.deletingLastPathComponent().path
        let path = lock.withLock { () -> String in
            counter += 1
            return "\(folder)/.\(url.lastPathComponent).mcag-\(getpid())-\(counter).tmp"
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw UsageError("\(place) cannot be written: \(POSIX.lastError())", command: command)
        }
        register(path)
        var failure: String?
        if let mode, fchmod(descriptor, mode) != 0 { failure = POSIX.lastError() }
        if failure == nil { failure = content.write(to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = POSIX.lastError() }
        close(descriptor)
        if let reason = failure {
            remove(path)
            throw UsageError("\(place) cannot be written: \(reason)", command: command)
        }
        return path
    }

    /// Tracks the importer's copies of streams (`mcag audit -`, a FIFO) while they
    /// exist, so that SIGINT and SIGTERM remove them as they remove report files.
    func trackStreamCopies() {
        LiveCopies.shared.observe { [weak self] path, exists in
            if exists { self?.register(path) } else { self?.forget(path) }
        }
    }

    /// Deletes a temporary file and stops tracking it.
    func remove(_ path: String) {
        unlink(path)
        forget(path)
    }

    /// Stops tracking a temporary file that was renamed into place.
    func forget(_ path: String) {
        lock.withLock {
            paths.remove(path)
            if paths.isEmpty { stopWatchingSignals() }
        }
    }

    private func register(_ path: String) {
        lock.withLock {
            if paths.isEmpty { watchSignals() }
            paths.insert(path)
        }
    }

    /// Called with the lock held.
    private func watchSignals() {
        interrupts.start { [weak self] signalNumber in self?.interrupted(by: signalNumber) }
    }

    /// Called with the lock held.
    private func stopWatchingSignals() { interrupts.stop() }

    private func interrupted(by signalNumber: Int32) {
        lock.withLock {
            for path in paths { unlink(path) }
            paths = []
        }
    }
}
