import Foundation
package import MCAGRules

extension JSONReport {
    /// Writes the report to `output` as UTF-8 bytes, piece by piece, in
    /// order: the text of ``value(_:catalog:options:)`` pretty-printed, byte for byte.
    ///
    /// A large app's report runs to tens of megabytes. Building it whole
    /// kept it on one thread three times over (the bytes, the `String` made
    /// from them, the `Data` written) and freed a tree of every finding's
    /// values at the end. Here each finding's value is built, written and
    /// freed inside a chunk; with ``ReportOptions/rendersConcurrently`` the
    /// chunks of a window are written on every core, and each window is
    /// handed to `output` in order before the next is written, so the
    /// memory held is one window's bytes, not the report's.
    package static func write<Failure: Error>(
        _ verdict: AuditVerdict, catalog: Catalog, options: ReportOptions,
        to output: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        let report = verdict.reportToShow
        var writer = JSONPrettyWriter(concurrent: false)
        writer.append("{\n")
        for (key, value) in leadingMembers(report, verdict: verdict, options: options) {
            writer.writeMember(key, value, indent: 1, isLast: false)
        }
        writer.writeKey("results", indent: 1)
        writer.append(report.results.isEmpty ? "[]" : "[\n")
        try emit(writer.takeBytes(), to: output)
        try ResultPieces(report.results, source: JSONSourceMember(options)).write(concurrently: options.rendersConcurrently, to: output)
        if !report.results.isEmpty {
            writer.writeIndent(1)
            writer.append("]")
        }
        writer.append("\n}\n")
        try emit(writer.takeBytes(), to: output)
    }

    static func emit<Failure: Error>(
        _ bytes: [UInt8], to output: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        var failure: Failure?
        bytes.withUnsafeBytes { buffer in
            do throws(Failure) { try output(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}

/// The report's results as one sequence of pieces: each result's opening
/// (its members up to `"findings": [`), each of its findings, and its
/// closing. Pieces are numbered without being listed, so that a million
/// findings need no list of pieces; a chunk of consecutive pieces is
/// written by one thread and chunks are joined in order.
private struct ResultPieces: Sendable {
    let results: [RequirementResult]
    /// Where each result's pieces start; the last entry is the total.
    let starts: [Int]
    /// Where each finding's element is declared, when the audit was given a source tree.
    let source: JSONSourceMember?

    /// Pieces per chunk: about 64 findings (some 64 KB of JSON). Small
    /// chunks keep the threads evenly busy up to the end of each window.
    static let chunkLength = 64

    /// Chunks per window and core: a window of 32 chunks per core (about
    /// 2 MB per core) is made before it is handed to the output.
    static let chunksPerCore = 32

    init(_ results: [RequirementResult], source: JSONSourceMember?) {
        self.results = results
        self.source = source
        var starts: [Int] = [0]
        starts.reserveCapacity(results.count + 1)
        for result in results { starts.append((starts.last ?? 0) + result.findings.count + 2) }
        self.starts = starts
    }

    /// Writes every piece in order, one window of chunks at a time. With
    /// `concurrently`, a window's chunks are made on every core while one of
    /// the threads hands the window before it to `output` (a 70 MB report
    /// spent about a twentieth of its run in the writes alone): `output` is
    /// then called from whichever thread does that, but never by two at once.
    func write<Failure: Error>(
        concurrently: Bool, to output: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        let windows = self.windows()
        guard concurrently else {
            for window in windows {
                for range in window { try JSONReport.emit(bytes(of: range), to: output) }
            }
            return
        }
        let failure: Failure? = withoutActuallyEscaping(output) { escapable in
            let handOff = HandOff(escapable)
            var previous: [[UInt8]] = []
            // One round more than there are windows, to hand over the last.
            for window in windows + [[]] where handOff.failure == nil {
                let made = MadeChunks(count: window.count)
                let toWrite = previous
                DispatchQueue.concurrentPerform(iterations: window.count + 1) { iteration in
                    if iteration == 0 {
                        handOff.write(toWrite)
                    } else {
                        made.store(bytes(of: window[iteration - 1]), at: iteration - 1)
                    }
                }
                previous = made.chunks()
            }
            return handOff.failure
        }
        if let failure { throw failure }
    }

    /// The pieces' ranges, in chunks of ``chunkLength``, grouped in windows
    /// of ``chunksPerCore`` chunks per core.
    private func windows() -> [[Range<Int>]] {
        let total = starts.last ?? 0
        let perWindow = max(1, ProcessInfo.processInfo.activeProcessorCount) * Self.chunksPerCore
        let ranges: [Range<Int>] = stride(from: 0, to: total, by: Self.chunkLength).map { $0..<min(total, $0 + Self.chunkLength) }
        return stride(from: 0, to: ranges.count, by: perWindow).map { Array(ranges[$0..<min(ranges.count, $0 + perWindow)]) }
    }

    /// The bytes of the pieces in `range`.
    func bytes(of range: Range<Int>) -> [UInt8] {
        var writer = JSONPrettyWriter(concurrent: false)
        // The last result starting at or before the range.
        var resultIndex = max(0, (starts.partitioningIndex { $0 > range.lowerBound }) - 1)
        var piece = range.lowerBound
        while piece < range.upperBound {
            let first = starts[resultIndex], last = starts[resultIndex + 1] - 1
            let upper = min(range.upperBound, last + 1)
            for position in piece..<upper {
                write(position - first, of: resultIndex, isLastPiece: position == last, into: &writer)
            }
            piece = upper
            resultIndex += 1
        }
        return writer.takeBytes()
    }

    /// Piece `offset` of a result: 0 its opening, then its findings, the last its closing.
    private func write(_ offset: Int, of index: Int, isLastPiece: Bool, into writer: inout JSONPrettyWriter) {
        let result = results[index]
        if offset == 0 {
            writer.writeIndent(2)
            writer.append("{\n")
            for (key, value) in JSONReport.leadingMembers(result) { writer.writeMember(key, value, indent: 3, isLast: false) }
            writer.writeKey("findings", indent: 3)
            writer.append(result.findings.isEmpty ? "[]" : "[\n")
        } else if !isLastPiece {
            writer.writeIndent(4)
            writer.write(JSONReport.finding(result.findings[offset - 1], source: source), indent: 4)
            writer.appendSeparator(isLast: offset == result.findings.count)
        } else {
            if !result.findings.isEmpty { writer.writeIndent(3); writer.append("]") }
            let trailing = JSONReport.trailingMembers(result, source: source)
            writer.appendSeparator(isLast: trailing.isEmpty)
            for (position, (key, value)) in trailing.enumerated() {
                writer.writeMember(key, value, indent: 3, isLast: position == trailing.count - 1)
            }
            writer.writeIndent(2)
            writer.append("}")
            writer.appendSeparator(isLast: index == results.count - 1)
        }
    }
}

/// The output of ``ResultPieces/write(concurrently:to:)`` and its first
/// failure, shared with the thread that writes a window. Writes happen one
/// window at a time: `concurrentPerform` returns only once the write it ran
/// has ended, so two never overlap.
///
/// `@unchecked Sendable` is correct: `output` is called by one thread at a
/// time (above), and `failure` is read and written holding `lock`.
private final class HandOff<Failure: Error>: @unchecked Sendable {
    private let output: (UnsafeRawBufferPointer) throws(Failure) -> Void
    private let lock = NSLock()
    private var firstFailure: Failure?

    init(_ output: @escaping (UnsafeRawBufferPointer) throws(Failure) -> Void) { self.output = output }

    var failure: Failure? { lock.withLock { firstFailure } }

    /// Writes the chunks in order, unless a write has failed.
    func write(_ chunks: [[UInt8]]) {
        for chunk in chunks where failure == nil {
            do throws(Failure) {
                try JSONReport.emit(chunk, to: output)
            } catch {
                lock.withLock { firstFailure = error }
            }
        }
    }
}

/// One byte buffer per chunk of a window, filled from several threads.
///
/// `@unchecked Sendable` is correct: every access to `slots` holds `lock`.
private final class MadeChunks: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[UInt8]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ chunk: [UInt8], at index: Int) { lock.withLock { slots[index] = chunk } }

    /// The chunks in order, once every one is stored (`concurrentPerform` returns after that).
    func chunks() -> [[UInt8]] { lock.withLock { slots } }
}
