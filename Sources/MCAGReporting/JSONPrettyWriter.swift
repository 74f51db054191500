import Foundation

/// Writes a ``JSONValue`` as pretty-printed UTF-8 bytes: two-space
/// indentation, one member or element per line.
///
/// A JSON report of a large app holds millions of strings, and appending them
/// scalar by scalar to a `String` was more than half of `mcag audit --format
/// json`'s time. Bytes are appended here, ASCII text without escapes in one
/// copy; any other text goes scalar by scalar through the same escapes as
/// before, so the output is unchanged byte for byte. Long arrays near the
/// top of the document (a report's results and their findings) are written
/// in chunks on every core and joined in order.
struct JSONPrettyWriter {
    private(set) var bytes: [UInt8] = []

    /// Arrays less deep than this with at least ``concurrentMinimum``
    /// elements are written concurrently: a report's results (depth 1) and
    /// their findings (depth 3), of which one requirement may hold most.
    static let concurrentDepth = 4
    static let concurrentMinimum = 64

    /// Whether long arrays are written on several threads.
    let isConcurrent: Bool

    init(concurrent: Bool) { isConcurrent = concurrent }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case let .bool(flag): append(flag ? "true" : "false")
        case let .number(number): append(Self.format(number))
        case let .string(text): writeString(text)
        case let .array(values): writeArray(values, indent: indent)
        case let .object(members): writeObject(members, indent: indent)
        }
    }

    private mutating func writeArray(_ values: [JSONValue], indent: Int) {
        if values.isEmpty { append("[]"); return }
        bytes.append(UInt8(ascii: "["))
        bytes.append(UInt8(ascii: "\n"))
        if isConcurrent, indent < Self.concurrentDepth, values.count >= Self.concurrentMinimum {
            Self.concurrentElements(values, indent: indent + 1).move(into: &bytes)
        } else {
            for (position, value) in values.enumerated() {
                writeIndent(indent + 1)
                write(value, indent: indent + 1)
                appendSeparator(isLast: position == values.count - 1)
            }
        }
        writeIndent(indent)
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ members: [(String, JSONValue)], indent: Int) {
        if members.isEmpty { append("{}"); return }
        bytes.append(UInt8(ascii: "{"))
        bytes.append(UInt8(ascii: "\n"))
        for (position, (key, value)) in members.enumerated() {
            writeMember(key, value, indent: indent + 1, isLast: position == members.count - 1)
        }
        writeIndent(indent)
        bytes.append(UInt8(ascii: "}"))
    }

    /// One member of an object on its own line: `indent` is the member's
    /// (one more than its object's), then the separator.
    mutating func writeMember(_ key: String, _ value: JSONValue, indent: Int, isLast: Bool) {
        writeKey(key, indent: indent)
        write(value, indent: indent)
        appendSeparator(isLast: isLast)
    }

    /// The indentation, the quoted key and the colon of a member whose value follows.
    mutating func writeKey(_ key: String, indent: Int) {
        writeIndent(indent)
        writeString(key)
        append(": ")
    }

    /// The bytes written so far, leaving the writer empty: for output
    /// written piece by piece (``JSONReport/write(_:options:to:)``).
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }

    /// The elements of a long array, each on its indented line with its
    /// separator, written in one chunk per core and joined in order.
    private static func concurrentElements(_ values: [JSONValue], indent: Int) -> ChunkSlots {
        let chunkCount = min(values.count, max(1, ProcessInfo.processInfo.activeProcessorCount) * 8)
        let chunks = ChunkSlots(count: chunkCount)
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (values.count * chunk / chunkCount)..<(values.count * (chunk + 1) / chunkCount)
            // Nested long arrays (the findings inside one result) may spread further.
            var writer = JSONPrettyWriter(concurrent: true)
            for position in range {
                writer.writeIndent(indent)
                writer.write(values[position], indent: indent)
                writer.appendSeparator(isLast: position == values.count - 1)
            }
            chunks.store(writer.bytes, at: chunk)
        }
        return chunks
    }

    /// Ends the document with a line feed.
    mutating func endLine() { bytes.append(UInt8(ascii: "\n")) }

    /// "," unless `isLast`, then the end of the line.
    mutating func appendSeparator(isLast: Bool) {
        if !isLast { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Two spaces per level.
    mutating func writeIndent(_ indent: Int) {
        for _ in 0..<(indent * 2) { bytes.append(UInt8(ascii: " ")) }
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// The string quoted and escaped: ASCII text needing no escape is copied
    /// as it is; anything else goes through ``writeScalars(_:)``.
    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        let plain = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.allSatisfy(Self.isPlain) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain != true { writeScalars(text) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Printable ASCII other than the quote and the backslash: written as it is.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x22, 0x5C: false
        case 0x20...0x7E: true
        default: false
        }
    }

    private mutating func writeScalars(_ text: String) {
        for scalar in text.unicodeScalars {
            if let escaped = JSONValue.jsonEscape(scalar) { append(escaped) } else { UTF8.encode(scalar) { bytes.append($0) } }
        }
    }
}

/// One byte buffer per chunk, filled from several threads.
///
/// `@unchecked Sendable` is correct: every access to `chunks` holds `lock`.
private final class ChunkSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [[UInt8]]

    init(count: Int) { chunks = Array(repeating: [], count: count) }

    func store(_ chunk: [UInt8], at index: Int) { lock.withLock { chunks[index] = chunk } }

    /// Appends the chunks in order to `bytes`, freeing each once copied, so
    /// that a long report is not held a third time while it is joined. Call
    /// it once every chunk is stored (`concurrentPerform` returns after that).
    func move(into bytes: inout [UInt8]) {
        lock.withLock {
            bytes.reserveCapacity(bytes.count + chunks.reduce(0) { $0 + $1.count })
            for index in chunks.indices {
                bytes += chunks[index]
                chunks[index] = []
            }
        }
    }
}
