import Foundation

/// The "importing 3/200: name" line, counted as files finish on any thread.
///
/// `@unchecked Sendable` is correct: `done` is read and written only under `lock`.
final class ProgressCount: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let shown: Bool

    init(total: Int, shown: Bool) {
        self.total = total
        self.shown = shown
    }

    /// Counts one finished file and, when shown, rewrites the line.
    func advance(_ name: String) {
        guard shown else { return }
        lock.withLock {
            done += 1
            Console.error("\r\u{1B}[Kimporting \(done)/\(total): \(name)")
        }
    }
}
