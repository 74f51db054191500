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
        let breaks = Self.count(bytes + offset, target - offset) { $0 == 0x0A }
        if breaks == 0 {
            column += Self.count(bytes + offset, target - offset) { $0 & 0xC0 != 0x80 }
        } else {
            // Only the last line's characters count toward the column: back up to its start.
            var lineStart = target
            while bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            line += breaks
            column = 1 + Self.count(bytes + lineStart, target - lineStart) { $0 & 0xC0 != 0x80 }
        }
        offset = target
        return SourcePosition(line: line, column: column)
    }

    /// How many of the `length` bytes at `start` satisfy `test`: a loop the
    /// optimiser turns into vector instructions, with no branch per byte.
    @inline(__always)
    private static func count(_ start: UnsafePointer<UInt8>, _ length: Int, where test: (UInt8) -> Bool) -> Int {
        var total = 0
        for index in 0..<length { total &+= test(start[index]) ? 1 : 0 }
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
