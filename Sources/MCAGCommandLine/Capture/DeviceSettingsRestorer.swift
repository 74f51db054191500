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
/// undoes it before it is made; ``restore()`` runs them once, newest first.
///
/// Signals are handled by Dispatch sources while a change is outstanding, so
/// the adb calls that undo it run as ordinary code, not in a signal handler;
/// then the signal is raised again with its default action, so the exit
/// status still says the process was interrupted. (Ctrl-C also reaches the
/// adb call in progress, which ends; the capture then fails and restores.)
final class DeviceSettingsRestorer: @unchecked Sendable {
    private let adb: ADB
    private let lock = NSLock()
    private var undo: [[String]] = []
    private var interrupts = InterruptWatch()
    /// Undo commands that failed, for the user to run by hand.
    private(set) var failures: [String] = []

    init(adb: ADB) { self.adb = adb }

    /// Records how to undo a change about to be made (`shell settings put …`).
    func willChange(undoneBy command: [String]) {
        lock.withLock {
            if undo.isEmpty { watchSignals() }
            undo.append(command)
        }
    }

    /// Runs every undo command once; returns the ones that failed.
    @discardableResult
    func restore() -> [String] {
        lock.withLock {
            runUndo()
            stopWatchingSignals()
            return failures
        }
    }

    /// Called with the lock held.
    private func runUndo() {
        for command in undo.reversed() {
            do { _ = try adb.run(command) } catch {
                failures.append("adb " + ((adb.serial.map { ["-s", $0] } ?? []) + command).joined(separator: " "))
            }
        }
        undo = []
    }

    /// Called with the lock held.
    private func watchSignals() {
        interrupts.start { [weak self] signalNumber in self?.interrupted(by: signalNumber) }
    }

    /// Called with the lock held.
    private func stopWatchingSignals() { interrupts.stop() }

    private func interrupted(by signalNumber: Int32) {
        // The sources stay as they are: cancelling one lets Dispatch put back
        // the disposition it found (ignore), which would swallow the signal raised below.
        let failed = lock.withLock { () -> [String] in
            runUndo()
            return failures
        }
        for command in failed { FileHandle.standardError.write(Data("mcag: error: could not restore a setting; run: \(command)\n".utf8)) }
        InterruptWatch.endProcess(by: signalNumber)
    }
}
