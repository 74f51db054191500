#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// SIGINT and SIGTERM, watched while a clean-up is pending (temporary report
/// files, device settings a capture changed).
///
/// Dispatch sources deliver the signal, so the clean-up runs as ordinary code,
/// not in a signal handler; when every pending clean-up has run, the signal is
/// delivered again with its default action (`endProcess(by:)`), so the exit
/// status still says the process was interrupted. A signal arriving while no
/// clean-up is pending ends the process the same way at once.
///
/// The sources are made once, the first time anything is watched, and never
/// cancelled: cancelling one lets Dispatch put back the disposition it found
/// (ignore), so a second watch would have found the signal ignored and left it
/// so, for mcag and for every child it started. A signal the shell had set to
/// be ignored (a background job) stays ignored. Not synchronised itself: its
/// owner calls `start` and `stop` with its own lock held.
struct InterruptWatch {
    private var token: Int?

    /// Starts watching; `handler` runs on a Dispatch queue with the signal's
    /// number, does its clean-up and returns; the process then ends.
    mutating func start(_ handler: @escaping @Sendable (Int32) -> Void) {
        if token == nil { token = SignalHub.shared.add(handler) }
    }

    /// Stops watching: a later signal no longer runs the handler.
    mutating func stop() {
        if let token { SignalHub.shared.remove(token) }
        token = nil
    }

    /// The signal that arrived, if one did; a command that sees one after its
    /// own clean-up ends by it rather than exiting with a status of its own.
    static var received: Int32? { SignalHub.shared.received }

    /// For a thread that sees `received` after its own clean-up: the watch's
    /// queue is running the others and will end the process, so wait for it.
    static func waitForTheEnd() -> Never {
        while true { sleep(60) }
    }

    /// `SIGINT`, `SIGTERM`, for messages.
    static func name(of signalNumber: Int32) -> String {
        switch signalNumber {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signalNumber)"
        }
    }

    /// Ends the process by `signalNumber` with its default action, after
    /// ending the process groups of the children still running.
    static func endProcess(by signalNumber: Int32) -> Never {
        ChildRegistry.shared.interrupt()
        signal(signalNumber, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signalNumber)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        // To the process, not this thread: Dispatch's worker threads block
        // signals, so raise() here would leave the signal pending.
        kill(getpid(), signalNumber)
        // The default action of SIGINT and SIGTERM ends the process; should it be delayed, wait for it.
        while true { pause() }
    }
}

/// The process's one set of signal sources and the clean-ups registered with them.
private final class SignalHub: @unchecked Sendable {
    static let shared = SignalHub()
    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []
    private var installed = false
    private var handlers: [Int: @Sendable (Int32) -> Void] = [:]
    private var nextToken = 0
    private var arrived: Int32?

    var received: Int32? { lock.withLock { arrived } }

    func add(_ handler: @escaping @Sendable (Int32) -> Void) -> Int {
        lock.withLock {
            if !installed { install() }
            nextToken += 1
            handlers[nextToken] = handler
            return nextToken
        }
    }

    func remove(_ token: Int) { _ = lock.withLock { handlers.removeValue(forKey: token) } }

    /// Called with the lock held.
    private func install() {
        installed = true
        for signalNumber in [SIGINT, SIGTERM] {
            let previous = signal(signalNumber, SIG_IGN)
            // C function pointers are not Equatable in Swift; compare their addresses.
            if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            // A parent that spawned mcag from a thread blocking signals (a test runner's worker)
            // passes that mask on; unblocked here, the signal reaches the Dispatch source.
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signalNumber)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [unowned self] in self.deliver(signalNumber) }
            // resume() only asks Dispatch to register the source; until it has, the signal
            // is ignored (set above) and would be lost. The watch counts as started once it
            // is armed, so a signal after `start` returns always runs the clean-up.
            let armed = DispatchSemaphore(value: 0)
            source.setRegistrationHandler { armed.signal() }
            source.resume()
            armed.wait()
            sources.append(source)
        }
    }

    /// Runs every pending clean-up once, then ends the process by the signal.
    private func deliver(_ signalNumber: Int32) {
        let pending = lock.withLock { () -> [@Sendable (Int32) -> Void]? in
            // A second signal (Ctrl-C pressed again) while the clean-up runs waits for it.
            if arrived != nil { return nil }
            arrived = signalNumber
            let all = handlers.sorted { $0.key > $1.key }.map(\.value)
            handlers = [:]
            return all
        }
        guard let pending else { return }
        // The adb calls running now are ended first: a hung one would hold the clean-up.
        ChildRegistry.shared.interrupt()
        for handler in pending { handler(signalNumber) }
        InterruptWatch.endProcess(by: signalNumber)
    }
}
