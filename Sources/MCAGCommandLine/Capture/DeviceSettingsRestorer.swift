#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// Puts back the device settings a capture changed: on success, on failure,
/// and when SIGINT or SIGTERM arrives. Each change registers the command that
/// undoes it before it is made; `restore()` runs them once, newest first.
///
/// Signals are watched by an `InterruptWatch` while a change is outstanding:
/// the adb calls running are ended, the undo commands run as ordinary code,
/// not in a signal handler, and the process then ends by the signal, so its
/// exit status still says it was interrupted.
final class DeviceSettingsRestorer: @unchecked Sendable {
    /// A setting that could not be put back, and how to put it back by hand.
    struct Failure: Equatable {
        /// The setting in words (`font_scale`, `night mode`).
        var setting: String
        /// The adb command line that puts it back.
        var command: String
        /// Why the undo failed, as adb or the time limit said.
        var reason: String

        var message: String {
            "could not put back \(setting) (\(reason)); the device is left changed: run by hand: \(command)"
        }
    }

    private let adb: ADB
    private let lock = NSLock()
    private var undo: [(setting: String, command: [String])] = []
    private var interrupts = InterruptWatch()
    /// Undo commands that failed, for the user to run by hand.
    private(set) var failures: [Failure] = []

    init(adb: ADB) { self.adb = adb }

    /// Records how to undo a change of `setting` about to be made (`shell settings put …`).
    func willChange(_ setting: String, undoneBy command: [String]) {
        lock.withLock {
            if undo.isEmpty { interrupts.start { [weak self] _ in self?.interrupted() } }
            undo.append((setting, command))
        }
    }

    /// Runs every undo command once; returns the ones that failed.
    @discardableResult
    func restore() -> [Failure] {
        lock.withLock {
            runUndo()
            interrupts.stop()
            return failures
        }
    }

    /// Called with the lock held.
    private func runUndo() {
        for change in undo.reversed() {
            do { _ = try adb.run(change.command, undoing: true) } catch {
                let shown = "adb " + ((adb.serial.map { ["-s", $0] } ?? []) + change.command).joined(separator: " ")
                failures.append(Failure(setting: change.setting, command: shown, reason: error.message))
            }
        }
        undo = []
    }

    /// The adb calls have been ended; the watch ends the process after this.
    private func interrupted() {
        let failed = lock.withLock { () -> [Failure] in
            runUndo()
            let all = failures
            failures = []
            return all
        }
        for failure in failed { FileHandle.standardError.write(Data("mcag: error: \(failure.message)\n".utf8)) }
    }
}
