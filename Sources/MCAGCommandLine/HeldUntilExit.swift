import Foundation

/// What the `mcag` process keeps until it exits instead of freeing it.
///
/// At the end of `mcag audit` the snapshot, the report and the verdict (for a
/// large app, millions of small objects) were freed one by one on the main
/// thread after the report was written: about 3 % of the run's CPU time,
/// serial, for memory the process returns to the system a moment later by
/// exiting. ``MCAGCommandLine/main(houseRules:)`` turns holding on; a caller
/// of ``MCAGCommandLine/run(_:houseRules:)`` (a test, a team's own tool that
/// goes on running) frees everything as usual.
///
/// `@unchecked Sendable` is correct: every access to the stored values holds `lock`.
final class HeldUntilExit: @unchecked Sendable {
    static let shared = HeldUntilExit()

    private let lock = NSLock()
    private var holds = false
    private var values: [Any] = []

    /// From now on, ``hold(_:)`` keeps what it is given: the process exits after the command.
    func processExitsAfterCommand() { lock.withLock { holds = true } }

    /// Keeps `value` until the process exits when holding is on; otherwise does nothing.
    func hold(_ value: Any) {
        lock.withLock { if holds { values.append(value) } }
    }
}
