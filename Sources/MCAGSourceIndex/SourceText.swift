/// A source file's bytes (UTF-8) with the few searches every scanner needs: where a marker
/// occurs, the literal or name that follows it, and the line and column of an offset. Scanning
/// bytes instead of running a regular expression per line keeps a 10,000-file tree in budget.
struct SourceText {
    let bytes: [UInt8]
    private var lineStarts: [Int]?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    subscript(offset: Int) -> UInt8 { bytes[offset] }

    /// Every offset where `marker` starts, in order, not overlapping.
    func occurrences(of marker: [UInt8]) -> [Int] {
        guard let first = marker.first, marker.count <= bytes.count else { return [] }
        var found: [Int] = []
        let last = bytes.count - marker.count
        var index = 0
        bytes.withUnsafeBufferPointer { buffer in
            while index <= last {
                if buffer[index] == first {
                    var matched = true
                    var step = 1
                    while step < marker.count {
                        if buffer[index + step] != marker[step] { matched = false; break }
                        step += 1
                    }
                    if matched {
                        found.append(index)
                        index += marker.count
                        continue
                    }
                }
                index += 1
            }
        }
        return found
    }

    /// Whether `marker` occurs at `offset`.
    func has(_ marker: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + marker.count <= bytes.count else { return false }
        for step in 0..<marker.count where bytes[offset + step] != marker[step] { return false }
        return true
    }

    /// The offset of the first byte at or after `offset` that is not a space or tab
    /// (and not a line break when `lines` is true).
    func skipSpaces(from offset: Int, crossingLines lines: Bool = false) -> Int {
        var index = offset
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || (lines && (byte == 0x0A || byte == 0x0D)) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    /// The offset of the last byte before `offset` that is not a space or tab, or -1.
    func skipSpacesBackward(from offset: Int) -> Int {
        var index = offset
        while index >= 0, bytes[index] == 0x20 || bytes[index] == 0x09 { index -= 1 }
        return index
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F
    }

    /// The run of name bytes (letters, digits, `_`, and `.` when `dots`) at `offset`.
    func name(at offset: Int, dots: Bool = false) -> (value: String, end: Int)? {
        var end = offset
        while end < bytes.count, Self.isNameByte(bytes[end]) || (dots && bytes[end] == 0x2E) { end += 1 }
        guard end > offset else { return nil }
        return (String(decoding: bytes[offset..<end], as: UTF8.self), end)
    }

    /// Whether the byte before `offset` ends a name (so `offset` does not start a whole word).
    func followsName(_ offset: Int) -> Bool {
        offset > 0 && Self.isNameByte(bytes[offset - 1])
    }

    /// The string literal that opens at `offset` with one of `quotes`, on one line, with
    /// backslash escapes of the quote and the backslash undone. Nil when no literal opens there
    /// or it does not close on its line.
    func literal(at offset: Int, quotes: [UInt8] = [0x22]) -> (value: String, end: Int)? {
        guard offset < bytes.count, quotes.contains(bytes[offset]) else { return nil }
        let quote = bytes[offset]
        var value: [UInt8] = []
        var index = offset + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { return nil }
            if byte == 0x5C, index + 1 < bytes.count {
                let next = bytes[index + 1]
                switch next {
                case quote, 0x5C, 0x27, 0x22: value.append(next)
                case 0x6E: value.append(0x0A)
                case 0x74: value.append(0x09)
                default: value.append(byte); value.append(next)
                }
                index += 2
                continue
            }
            if byte == quote {
                return (String(decoding: value, as: UTF8.self), index + 1)
            }
            value.append(byte)
            index += 1
        }
        return nil
    }

    /// The value of `name="…"` inside the XML tag that contains `offset`, or nil.
    func attribute(_ name: String, inTagAround offset: Int) -> (value: String, offset: Int)? {
        var start = offset
        while start > 0, bytes[start] != 0x3C { start -= 1 }
        var end = offset
        while end < bytes.count, bytes[end] != 0x3E { end += 1 }
        let marker = Array((" " + name + "=").utf8)
        var index = start
        while index + marker.count < end {
            let byte = bytes[index]
            if (byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) && has(Array(marker.dropFirst()), at: index + 1) {
                let open = index + marker.count
                if let literal = literal(at: open, quotes: [0x22, 0x27]) {
                    return (XMLText.unescaped(literal.value), open + 1)
                }
            }
            index += 1
        }
        return nil
    }

    /// 1-based line and column (in Unicode scalars) of `offset`.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        if lineStarts == nil {
            var starts = [0]
            for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
            lineStarts = starts
        }
        let starts = lineStarts!
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = starts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }
}
