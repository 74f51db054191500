import Foundation

/// Maps a long array on every core, in chunks, with the results in input
/// order, so that a report built from them is the one a serial loop builds.
///
/// Used where a report does the same work for each of many findings (the
/// text report's grouping and element lines, the JSON report's findings):
/// one requirement may hold most of a large app's findings, so the work is
/// split by finding, not by requirement. `concurrentPerform` runs on
/// Dispatch's own threads and bounds itself to the cores; it never waits on
/// Swift's cooperative pool, so calling it from a task cannot deadlock.
enum OrderedChunks {
    /// Shorter arrays are mapped on the calling thread: spreading them costs more than it saves.
    static let concurrentMinimum = 64

    /// `transform` of each element, on several threads when `concurrently`
    /// and the array has at least `minimum` elements (fewer when each is
    /// much work), else on this one; in at most `chunksPerCore` chunks per core.
    static func map<Element: Sendable, Output: Sendable>(
        _ elements: [Element], concurrently: Bool, minimum: Int = concurrentMinimum, chunksPerCore: Int = 8,
        _ transform: @Sendable (Element) -> Output
    ) -> [Output] {
        mapSlices(elements, concurrently: concurrently, minimum: minimum, chunksPerCore: chunksPerCore) { $0.map(transform) }
    }

    /// `transform` of consecutive slices of `elements`, joined in input
    /// order; each slice is mapped by one call on one thread, so that the
    /// call can carry state from one element to the next (a result equal to
    /// the previous one, shared instead of held twice).
    static func mapSlices<Element: Sendable, Output: Sendable>(
        _ elements: [Element], concurrently: Bool, minimum: Int = concurrentMinimum, chunksPerCore: Int = 8,
        _ transform: @Sendable (ArraySlice<Element>) -> [Output]
    ) -> [Output] {
        guard concurrently, elements.count >= max(2, minimum) else { return transform(elements[...]) }
        let chunkCount = min(elements.count, max(1, ProcessInfo.processInfo.activeProcessorCount) * max(1, chunksPerCore))
        let slots = ChunkResults<Output>(count: chunkCount)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (elements.count * chunk / chunkCount)..<(elements.count * (chunk + 1) / chunkCount)
            slots.store(transform(elements[range]), at: chunk)
        }
        return slots.joined()
    }
}

/// One array of results per chunk, filled from several threads.
///
/// `@unchecked Sendable` is correct: every access to `chunks` holds `lock`.
private final class ChunkResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[Value]]

    init(count: Int) { chunks = Array(repeating: [], count: count) }

    func store(_ chunk: [Value], at index: Int) { lock.withLock { chunks[index] = chunk } }

    /// The chunks in order, once every one is stored (`concurrentPerform` returns after that).
    func joined() -> [Value] { lock.withLock { Array(chunks.joined()) } }
}
