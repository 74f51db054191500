import Foundation

/// How the command line spreads imports and screen audits over the cores,
/// with results kept in input order so that the output is the serial one.
enum ParallelWork {
    /// Set `MCAG_WORKERS=1` to import, audit and render on one thread. It exists for
    /// the tests that prove concurrent output identical to serial output;
    /// any other value (or none) uses every core.
    static let environmentVariable = "MCAG_WORKERS"

    /// Whether this process runs its work on one thread.
    static var isSerial: Bool { ProcessInfo.processInfo.environment[environmentVariable] == "1" }

    /// `transform` of each element, computed on up to one thread per core
    /// (`concurrentPerform` bounds itself to the cores), in input order.
    /// `transform` never throws: errors travel as `Result`s so that the caller
    /// reports the first one in input order, as a serial loop would.
    static func orderedMap<Element: Sendable, Output: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        if isSerial || elements.count < 2 { return elements.map(transform) }
        let slots = OrderedSlots<Output>(count: elements.count)
        // The worker threads run outside the caller's task, so what they say goes where the caller's does.
        let capture = Console.capture
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            Console.$capture.withValue(capture) { slots.store(transform(elements[index]), at: index) }
        }
        return slots.values()
    }

    /// Runs `work` on the cooperative thread pool and blocks this thread
    /// until it ends, when this is the main thread (the `mcag` process's entry
    /// thread) and the work may spread; otherwise runs `serial` here.
    ///
    /// Only the main thread may block: `MCAGCommandLine.run` called from a
    /// Swift Testing test runs on a cooperative pool thread, and blocking
    /// that thread on work queued to the same pool can deadlock a small pool
    /// (it did, on two cores).
    static func blocking<Output: Sendable>(
        _ work: @escaping @Sendable () async -> Output, otherwise serial: () -> Output
    ) -> Output {
        guard !isSerial, Thread.isMainThread else { return serial() }
        let done = DispatchSemaphore(value: 0)
        let slot = OrderedSlots<Output>(count: 1)
        let capture = Console.capture
        Task.detached {
            // A detached task inherits no task-local value.
            slot.store(await Console.$capture.withValue(capture) { await work() }, at: 0)
            done.signal()
        }
        done.wait()
        return slot.values()[0]
    }
}

/// One slot per input, filled from several threads.
///
/// `@unchecked Sendable` is correct: every access to `slots` holds `lock`.
private final class OrderedSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) { lock.withLock { slots[index] = value } }

    /// The values once every slot is filled (the callers wait for that).
    func values() -> [Value] { lock.withLock { slots.compactMap { $0 } } }
}
