import Foundation
import MCAGCore

/// Turns byte offsets into a file, met in increasing order as a reader
/// walks it, into lines and columns (``SourcePosition``), reading each byte
/// once in all: the import of a 100 MB dump must not read it again per element.
///
/// Lines end at line feeds (so CR LF is one break); columns count Unicode
/// characters, i.e. the bytes of UTF-8 that do not continue a character, as
/// the importers' error messages do.
struct SourceLineCounter {
    /// The offset counted up to, and its line and column.
    private var offset = 0
    private var line = 1
    private var column = 1

    /// The line and column of the byte at `target`; an offset before the
    /// last one asked for is counted again from the start.
    mutating func position(of target: Int, in bytes: UnsafePointer<UInt8>) -> SourcePosition? {
        if target < offset { self = SourceLineCounter() }
        // memchr finds each line feed with vector instructions: one call per
        // line rather than a test per byte.
        var lineStart: Int?
        var cursor = offset
        while cursor < target, let found = memchr(bytes + cursor, 0x0A, target - cursor) {
            line += 1
            cursor = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - bytes + 1
            lineStart = cursor
        }
        if let lineStart {
            column = 1 + Self.characters(bytes + lineStart, target - lineStart)
        } else {
            column += Self.characters(bytes + offset, target - offset)
        }
        offset = target
        return SourcePosition(line: line, column: column)
    }

    /// How many characters the `length` bytes of UTF-8 at `start` hold:
    /// the bytes that do not continue a character.
    private static func characters(_ start: UnsafePointer<UInt8>, _ length: Int) -> Int {
        var total = 0
        for index in 0..<length where start[index] & 0xC0 != 0x80 { total &+= 1 }
        return total
    }

    /// The position of `target` in `data`'s bytes.
    mutating func position(of target: Int, within data: UnsafeRawBufferPointer) -> SourcePosition? {
        guard target >= 0, target <= data.count, let base = data.baseAddress else { return nil }
        return position(of: target, in: base.assumingMemoryBound(to: UInt8.self))
    }
}

extension SourceLineCounter {
    /// Where the value at tape `index` starts in the tape's document: for
    /// an object, its `{`.
    mutating func position(ofEntry index: Int, in tape: JSONTape) -> SourcePosition? {
        let start = tape[index].start
        return tape.data.withUnsafeBytes { (data: UnsafeRawBufferPointer) in position(of: start, within: data) }
    }
}
