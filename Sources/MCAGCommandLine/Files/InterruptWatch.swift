#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch

/// SIGINT and SIGTERM, watched while a clean-up is pending (temporary report
/// files, device settings a capture changed).
///
/// Dispatch sources deliver the signal, so the clean-up runs as ordinary code,
/// not in a signal handler. Afterwards ``endProcess(by:)`` delivers the signal
/// again with its default action, so the exit status still says the process
/// was interrupted. A signal the shell had set to be ignored (a background
/// job) stays ignored. Not synchronised itself: its owner calls it with its
/// own lock held.
struct InterruptWatch {
    private var sources: [any DispatchSourceSignal] = []

    /// Starts watching; `handler` runs on a Dispatch queue with the signal's number.
    mutating func start(_ handler: @escaping @Sendable (Int32) -> Void) {
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
            source.setEventHandler { handler(signalNumber) }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops watching and puts back the default actions.
    mutating func stop() {
        for source in sources {
            signal(Int32(source.handle), SIG_DFL)
            source.cancel()
        }
        sources = []
    }

    /// Ends the process by `signalNumber` with its default action. The sources
    /// are left as they are: cancelling one lets Dispatch put back the
    /// disposition it found (ignore), which would swallow the signal.
    static func endProcess(by signalNumber: Int32) {
        signal(signalNumber, SIG_DFL)
        // To the process, not this thread: Dispatch's worker threads block
        // signals, so raise() here would leave the signal pending.
        kill(getpid(), signalNumber)
    }
}
