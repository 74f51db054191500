/// The smaller pieces of ``XMLByteReader``: names, references, comments,
/// processing instructions, CDATA, the XML declaration, and errors' places.
extension XMLByteReader {
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// ASCII name characters, and any byte of a multi-byte character (already checked to be UTF-8).
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF: true
        default: false
        }
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        isNameByte(byte) && byte != UInt8(ascii: "-") && byte != UInt8(ascii: ".") && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    func slice(_ range: Range<Int>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: bytes + range.lowerBound, count: range.count)
    }

    func matches(_ text: StaticString, at index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return ByteText.equal(slice(index..<index + count), text)
    }

    func skipSpace(_ start: Int) -> Int {
        var index = start
        while index < end, Self.isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// The end of the name at `start`; `what` is the message when there is no name there.
    /// A name with a namespace prefix (`a:b`) goes to libxml2, which checks that the prefix is declared;
    /// a name with non-ASCII characters is checked against XML 1.0's name characters.
    func name(at start: Int, what: String) throws(Stop) -> Int {
        guard start < end else { throw truncated(at: start) }
        guard Self.isNameStart(bytes[start]) else { throw .failed(offset: start, message: what) }
        var index = start
        var unusual = false
        while index < end, Self.isNameByte(bytes[index]) {
            unusual = unusual || bytes[index] >= 0x80 || bytes[index] == UInt8(ascii: ":")
            index += 1
        }
        guard index < end else { throw truncated(at: index) }
        if unusual {
            if slice(start..<index).contains(UInt8(ascii: ":")) { throw .needsGeneralReader }
            guard XMLNameCharacters.isName(slice(start..<index)) else { throw .failed(offset: start, message: what) }
        }
        return index
    }

    /// The reference at `start` (an `&`): the character it stands for and the position after its `;`.
    func reference(at start: Int) throws(Stop) -> (scalar: Unicode.Scalar, next: Int) {
        var index = start + 1
        while index < end, index - start <= 12, bytes[index] != UInt8(ascii: ";") { index += 1 }
        guard index < end else { throw truncated(at: index) }
        let body = slice(start + 1..<index)
        guard bytes[index] == UInt8(ascii: ";"), !body.isEmpty else {
            throw .failed(offset: start, message: "a malformed reference: expected &amp;, &lt;, &gt;, &quot;, &apos; or a character reference such as &#10;")
        }
        let named: [(StaticString, Unicode.Scalar)] = [("amp", "&"), ("lt", "<"), ("gt", ">"), ("quot", "\""), ("apos", "'")]
        for (name, scalar) in named where ByteText.equal(body, name) { return (scalar, index + 1) }
        guard body[0] == UInt8(ascii: "#") else {
            throw .failed(offset: start, message: XMLErrorWording.message(code: 26, context: "&\(ByteText.string(body));"))
        }
        guard let scalar = Self.characterReference(UnsafeRawBufferPointer(rebasing: body.dropFirst())) else {
            throw .failed(offset: start, message: "a character reference to no character XML allows (&\(ByteText.string(body));)")
        }
        return (scalar, index + 1)
    }

    /// `NN` or `xHH` (after `&#`) as a character XML allows (XML 1.0 production `Char`).
    private static func characterReference(_ digits: UnsafeRawBufferPointer) -> Unicode.Scalar? {
        let hexadecimal = digits.first == UInt8(ascii: "x")
        let text = ByteText.string(hexadecimal ? UnsafeRawBufferPointer(rebasing: digits.dropFirst()) : digits)
        guard !text.isEmpty, text.utf8.allSatisfy({ Self.isDigit($0, hexadecimal: hexadecimal) }),
              let value = UInt32(text, radix: hexadecimal ? 16 : 10), let scalar = Unicode.Scalar(value) else { return nil }
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return scalar
        default: return nil
        }
    }

    private static func isDigit(_ byte: UInt8, hexadecimal: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): hexadecimal
        default: false
        }
    }

    /// `<!-- … -->`: no `--` inside.
    func comment(at start: Int) throws(Stop) -> Int {
        var index = start + 4
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
                guard index + 2 < end else { break }
                guard bytes[index + 2] == UInt8(ascii: ">") else {
                    throw .failed(offset: index, message: "'--' is not allowed inside a comment")
                }
                return index + 3
            }
            index += 1
        }
        throw truncated(at: end)
    }

    /// `<?target … ?>`; the target may not be `xml` in any case, which only the declaration at the start uses.
    func processingInstruction(at start: Int) throws(Stop) -> Int {
        let targetEnd = try name(at: start + 2, what: "a malformed processing instruction: expected <?name … ?>")
        let target = ByteText.string(slice(start + 2..<targetEnd))
        guard target.lowercased() != "xml" else {
            throw .failed(offset: start, message: "an XML declaration (<?xml … ?>) is allowed only at the very start of the file")
        }
        guard matches("?>", at: targetEnd) || Self.isSpace(bytes[targetEnd]) else {
            throw .failed(offset: targetEnd, message: "a malformed processing instruction: expected <?name … ?>")
        }
        return try after("?>", from: targetEnd)
    }

    /// `<![CDATA[ … ]]>`, allowed only inside the root element.
    func characterData(at start: Int) throws(Stop) -> Int {
        try after("]]>", from: start + 9)
    }

    /// The position after the first `terminator` at or after `start`.
    private func after(_ terminator: StaticString, from start: Int) throws(Stop) -> Int {
        var index = start
        let first = terminator.utf8Start.pointee
        while index < end {
            if bytes[index] == first, matches(terminator, at: index) { return index + terminator.utf8CodeUnitCount }
            index += 1
        }
        throw truncated(at: end)
    }

    /// `<?xml version="1.x" encoding="…" standalone="…"?>`. A declared encoding other than UTF-8 (or ASCII, a part of it) goes to libxml2.
    func xmlDeclaration(at start: Int) throws(Stop) -> Int {
        let malformed = "a malformed XML declaration: expected <?xml version=\"1.0\" encoding=\"UTF-8\"?>"
        var index = start + 5
        let order = ["version", "encoding", "standalone"]
        var lastRank = -1
        while true {
            index = skipSpace(index)
            if matches("?>", at: index), lastRank >= 0 { return index + 2 }
            guard index < end else { throw truncated(at: index) }
            let nameStart = index
            let nameEnd = try name(at: index, what: malformed)
            let name = ByteText.string(slice(index..<nameEnd))
            index = skipSpace(nameEnd)
            guard matches("=", at: index) else { throw .failed(offset: index, message: malformed) }
            index = skipSpace(index + 1)
            guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw .failed(offset: index, message: malformed)
            }
            let quote = bytes[index]
            var valueEnd = index + 1
            while valueEnd < end, bytes[valueEnd] != quote, bytes[valueEnd] != UInt8(ascii: "<") { valueEnd += 1 }
            guard valueEnd < end else { throw truncated(at: valueEnd) }
            guard bytes[valueEnd] == quote else { throw .failed(offset: valueEnd, message: malformed) }
            let value = ByteText.string(slice(index + 1..<valueEnd))
            // Pseudo-attributes in this order, the version first (XML 1.0 production `XMLDecl`).
            guard let rank = order.firstIndex(of: name), rank > lastRank, lastRank >= 0 || rank == 0 else {
                throw .failed(offset: nameStart, message: malformed)
            }
            if name == "encoding", !["utf-8", "utf8", "us-ascii", "ascii"].contains(value.lowercased()) { throw .needsGeneralReader }
            lastRank = rank
            index = valueEnd + 1
            guard index < end else { throw truncated(at: index) }
            guard matches("?>", at: index) || Self.isSpace(bytes[index]) else { throw .failed(offset: index, message: malformed) }
        }
    }

    /// The file ended (or reached a character XML does not allow) where more was needed.
    func truncated(at offset: Int) -> Stop {
        if let invalidCharacter, offset >= invalidCharacter { return invalid(invalidCharacter) }
        if let innermost = open.last {
            let name = ByteText.string(slice(innermost.start..<innermost.start + innermost.count))
            return .failed(offset: offset, message: "the file ends before <\(name)> (opened at line \(place(of: innermost.start).line)) is closed; the dump is truncated")
        }
        if let closedRoot {
            return .failed(offset: offset, message: "the file ends inside a comment or processing instruction after </\(closedRoot)>")
        }
        return .failed(offset: offset, message: "the file ends before the root element is complete; the dump is truncated")
    }

    func invalid(_ offset: Int) -> Stop {
        .failed(offset: offset, message: XMLErrorWording.message(code: 9, context: nil))
    }

    /// The 1-based line and column (in characters) of `offset`; read only on the error path.
    func place(of offset: Int) -> (line: Int, column: Int) {
        let stop = min(max(offset, 0), file.count)
        var line = 1
        var lineStart = 0
        for index in 0..<stop where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<stop where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}
