import Foundation

/// Frees a large value on another thread.
///
/// `mcag audit` needs the imported snapshot until the audit has run, and
/// only a summary of it afterwards; held while the report was rendered, a
/// 100 MB dump's 150,000 elements (about 75 MB) stood at the run's memory
/// peak. Freed on the main thread, their frees would delay the report; here
/// they overlap it. The value moves into a holder that the other thread
/// empties, so the last reference is dropped there whichever thread runs first.
enum BackgroundRelease {
    static func release<Value: Sendable>(_ value: consuming Value) {
        let holder = Holder(consume value)
        DispatchQueue.global(qos: .utility).async { holder.empty() }
    }

    /// `@unchecked Sendable` is correct: `value` is only touched under `lock`.
    private final class Holder<Held: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Held?

        init(_ value: consuming Held) { self.value = consume value }

        func empty() { lock.withLock { value = nil } }
    }
}
