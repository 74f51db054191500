import Foundation

/// A value guarded by a lock, for the few caches the engine shares between
/// tasks. (`Synchronization.Mutex` needs macOS 15 and iOS 18; the package
/// supports older systems.)
final class LockedValue<Value>: @unchecked Sendable {
    // Reached only inside `withLock`, so the lock already makes every access
    // exclusive (a nested access would wait on the lock, not reach the value).
    // Checked again at run time, each access cost about 80 instructions, and
    // every finding's location takes one.
    @exclusivity(unchecked) private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    /// The value stored, or else `make()`'s, made and stored by the first
    /// caller while the others wait for it.
    func storedOrMade<Wrapped>(_ make: () -> Wrapped) -> Wrapped where Value == Wrapped? {
        withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
