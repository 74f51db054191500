import Foundation
public import MCAGRules

extension JSONReport {
    /// Writes the report to `output` as UTF-8 bytes, piece by piece, in
    /// order: the text of ``value(_:options:)`` pretty-printed, byte for byte.
    ///
    /// A large app's report runs to tens of megabytes. Building it whole
    /// kept it on one thread three times over (the bytes, the `String` made
    /// from them, the `Data` written) and freed a tree of every finding's
    /// values at the end. Here each finding's value is built, written and
    /// freed inside a chunk; with ``ReportOptions/rendersConcurrently`` the
    /// chunks of a window are written on every core, and each window is
    /// handed to `output` in order before the next is written, so the
    /// memory held is one window's bytes, not the report's.
    public static func write<Failure: Error>(
        _ report: AuditReport, options: ReportOptions, to output: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        var writer = JSONPrettyWriter(concurrent: false)
        writer.append("{\n")
        for (key, value) in leadingMembers(report, options: options) {
            writer.writeMember(key, value, indent: 1, isLast: false)
        }
        writer.writeKey("results", indent: 1)
        writer.append(report.results.isEmpty ? "[]" : "[\n")
        try emit(writer.takeBytes(), to: output)
        try ResultPieces(report.results).write(concurrently: options.rendersConcurrently, to: output)
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

    /// Pieces per chunk: about 64 findings (some 64 KB of JSON). Small
    /// chunks keep the threads evenly busy up to the end of each window.
    static let chunkLength = 64

    /// Chunks per window and core: a window of 32 chunks per core (about
    /// 2 MB per core) is made before it is handed to the output.
    static let chunksPerCore = 32

    init(_ results: [RequirementResult]) {
        self.results = results
        var starts: [Int] = [0]
        starts.reserveCapacity(results.count + 1)
        for result in results { starts.append((starts.last ?? 0) + result.findings.count + 2) }
        self.starts = starts
    }

    /// Writes every piece in order, one window of chunks at a time.
    func write<Failure: Error>(
        concurrently: Bool, to output: (UnsafeRawBufferPointer) throws(Failure) -> Void
    ) throws(Failure) {
        let total = starts.last ?? 0
        let chunksPerWindow = max(1, ProcessInfo.processInfo.activeProcessorCount) * Self.chunksPerCore
        var start = 0
        while start < total {
            let ranges: [Range<Int>] = (0..<chunksPerWindow).compactMap { chunk in
                let lower = start + chunk * Self.chunkLength
                return lower < total ? lower..<min(total, lower + Self.chunkLength) : nil
            }
            let chunks = OrderedChunks.map(ranges, concurrently: concurrently, minimum: 2, chunksPerCore: Self.chunksPerCore) { range in
                bytes(of: range)
            }
            for chunk in chunks { try JSONReport.emit(chunk, to: output) }
            start = ranges.last?.upperBound ?? total
        }
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
            writer.write(JSONReport.finding(result.findings[offset - 1]), indent: 4)
            writer.appendSeparator(isLast: offset == result.findings.count)
        } else {
            if !result.findings.isEmpty { writer.writeIndent(3); writer.append("]") }
            let trailing = JSONReport.trailingMembers(result)
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

extension Array {
    /// The first index whose element satisfies `isAbove`, for an array
    /// ordered so that every such element follows every other (binary search).
    fileprivate func partitioningIndex(where isAbove: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = low + (high - low) / 2
            if isAbove(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
