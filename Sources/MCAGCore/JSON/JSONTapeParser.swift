/// The state machine that fills a ``JSONTape``: one loop over the bytes and a
/// stack of open containers, never recursion.
struct JSONTapeParser {
    private enum Expect { case value, firstValueOrEnd, key, firstKeyOrEnd, colon, commaOrEnd, end }

    private let count: Int
    private var entries: [JSONTape.Entry] = []
    private var open: [Int] = []
    private var expect = Expect.value
    private var index = 0

    init(count: Int) { self.count = count }

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONTape.SyntaxError) -> [JSONTape.Entry] {
        // Some Windows editors start UTF-8 files with a byte-order mark.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while true {
            while index < count, Self.isSpace(bytes[index]) { index += 1 }
            guard index < count else {
                if expect == .end { return entries }
                throw fail(entries.isEmpty ? "the document is empty" : "the JSON ends early; a value or a closing bracket is missing")
            }
            let byte = bytes[index]
            switch expect {
            case .end:
                throw fail("unexpected content after the JSON value")
            case .colon:
                guard byte == UInt8(ascii: ":") else { throw fail("expected ':' after the field name") }
                index += 1
                expect = .value
            case .key, .firstKeyOrEnd:
                if expect == .firstKeyOrEnd, byte == UInt8(ascii: "}") { index += 1; closeContainer(); continue }
                guard byte == UInt8(ascii: "\"") else { throw fail("expected a field name in double quotes") }
                try scanString(bytes)
                expect = .colon
            case .commaOrEnd:
                let isObject = open.last.map { entries[$0].kind == .object } ?? false
                if byte == UInt8(ascii: ",") {
                    index += 1
                    expect = isObject ? .key : .value
                } else if byte == UInt8(ascii: isObject ? "}" : "]") {
                    index += 1
                    closeContainer()
                } else {
                    throw fail(isObject ? "expected ',' or '}'" : "expected ',' or ']'")
                }
            case .value, .firstValueOrEnd:
                if expect == .firstValueOrEnd, byte == UInt8(ascii: "]") { index += 1; closeContainer(); continue }
                try scanValue(byte, bytes)
            }
        }
    }

    private mutating func scanValue(_ byte: UInt8, _ bytes: UnsafeBufferPointer<UInt8>) throws(JSONTape.SyntaxError) {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = byte == UInt8(ascii: "{")
            open.append(entries.count)
            entries.append(.init(kind: isObject ? .object : .array, start: index, end: index, next: 0))
            index += 1
            expect = isObject ? .firstKeyOrEnd : .firstValueOrEnd
        case UInt8(ascii: "\""):
            try scanString(bytes)
            valueDone()
        case UInt8(ascii: "t"): try literal("true", .boolean, 1, bytes)
        case UInt8(ascii: "f"): try literal("false", .boolean, 0, bytes)
        case UInt8(ascii: "n"): try literal("null", .null, 0, bytes)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try scanNumber(bytes)
        default: throw fail("expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func valueDone() { expect = open.isEmpty ? .end : .commaOrEnd }

    private mutating func closeContainer() {
        guard let container = open.popLast() else { return }
        entries[container].next = entries.count
        entries[container].end = index
        valueDone()
    }

    private mutating func literal(
        _ word: String, _ kind: JSONTape.Kind, _ value: Int, _ bytes: UnsafeBufferPointer<UInt8>
    ) throws(JSONTape.SyntaxError) {
        for (offset, expected) in word.utf8.enumerated() {
            guard index + offset < count, bytes[index + offset] == expected else { throw fail("expected '\(word)'") }
        }
        entries.append(.init(kind: kind, start: value, end: value, next: entries.count + 1))
        index += word.utf8.count
        valueDone()
    }

    private mutating func scanString(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONTape.SyntaxError) {
        let start = index + 1
        var cursor = start
        var hasEscapes = false
        while cursor < count, bytes[cursor] != UInt8(ascii: "\"") {
            if bytes[cursor] < 0x20 { index = cursor; throw fail("a control character inside a string; escape it") }
            if bytes[cursor] == UInt8(ascii: "\\") { hasEscapes = true; cursor += 1 }
            cursor += 1
        }
        guard cursor < count else { throw fail("a string is not closed") }
        entries.append(.init(kind: .string, start: start, end: cursor, next: entries.count + 1, hasEscapes: hasEscapes))
        index = cursor + 1
    }

    private mutating func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONTape.SyntaxError) {
        let start = index
        func digits(_ cursor: inout Int) -> Int {
            let first = cursor
            while cursor < count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) { cursor += 1 }
            return cursor - first
        }
        var cursor = index
        if bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
        guard digits(&cursor) > 0 else { throw fail("a malformed number") }
        if cursor < count, bytes[cursor] == UInt8(ascii: ".") {
            cursor += 1
            guard digits(&cursor) > 0 else { index = cursor; throw fail("a malformed number: digits must follow '.'") }
        }
        if cursor < count, bytes[cursor] == UInt8(ascii: "e") || bytes[cursor] == UInt8(ascii: "E") {
            cursor += 1
            if cursor < count, bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
            guard digits(&cursor) > 0 else { index = cursor; throw fail("a malformed number: digits must follow the exponent") }
        }
        entries.append(.init(kind: .number, start: start, end: cursor, next: entries.count + 1))
        index = cursor
        valueDone()
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private func fail(_ message: String) -> JSONTape.SyntaxError {
        JSONTape.SyntaxError(offset: index, message: message)
    }
}
