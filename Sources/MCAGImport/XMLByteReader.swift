import Foundation
import MCAGCore

/// Reads an XML dump from its bytes: a strict, non-validating reader of
/// the XML 1.0 that dumps are written in, handing each element to a
/// ``DumpTreeBuilder`` with its attributes as byte slices (``DumpAttributes``).
///
/// It checks well-formedness as it goes (one root, every tag closed and
/// matched, quoted attributes without `<` or a repeated name, known
/// references only, no `]]>` in text, nothing but comments and processing
/// instructions after the root, UTF-8 with only the characters XML allows)
/// and stops at the first problem with its line and column. Attribute
/// values are normalised as XML 1.0 section 3.3.3 says (tab, line feed and
/// carriage return become spaces; references are replaced), as libxml2 does.
///
/// A document type declaration, which could declare entities, or an
/// encoding other than UTF-8 makes it hand the file to ``XMLDumpReader``
/// (libxml2), which keeps its limits on entity expansion. Dumps declare
/// neither, and no DTD is ever read, so no entity of any kind is expanded here.
final class XMLByteReader {
    /// Why reading stopped early.
    enum Stop: Error {
        case failed(offset: Int, message: String)
        /// The document needs a reader of DTDs or other encodings.
        case needsGeneralReader
    }

    /// libxml2's limit on one attribute value, kept so both readers accept the same files.
    static let longestValue = 10_000_000

    let file: MappedFile
    let bytes: UnsafePointer<UInt8>
    /// The first byte not to read: the end of the file, or its first character XML does not allow.
    let end: Int
    let invalidCharacter: Int?
    var builder: DumpTreeBuilder
    var attributes = DumpAttributes()
    /// Each open element's name, as offset and length in the file.
    var open: [(start: Int, count: Int)] = []
    /// Values that need references replaced or line breaks normalised: attribute position, raw range.
    private var toDecode: [(position: Int, range: Range<Int>)] = []
    private var decoded = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 1)
    /// The root element's name once it has closed.
    var closedRoot: String?
    /// Each element's line and column, for reports that point at it.
    private var lines = SourceLineCounter()

    private init(file: MappedFile, forcedFormat: SnapshotFormat?) {
        self.file = file
        bytes = file.bytes
        // uiautomator's status line after the XML, when it dumped to the terminal, is not read.
        let length = UIAutomatorTrailer.xmlEnd(in: file.bytes, count: file.count) ?? file.count
        invalidCharacter = XMLCharacterCheck.firstInvalid(file.bytes, count: length)
        end = invalidCharacter ?? length
        builder = DumpTreeBuilder(forcedFormat: forcedFormat)
    }

    deinit { decoded.deallocate() }

    /// Reads the dump at `url`; throws the first problem found, with its place.
    static func read(_ url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        let reader = XMLByteReader(file: try MappedFile(url), forcedFormat: options.format)
        do throws(Stop) {
            try reader.document()
        } catch {
            switch error {
            case .needsGeneralReader:
                return try XMLDumpReader.read(url, options: options)
            case .failed(let offset, let message):
                let place = reader.place(of: offset)
                throw ImportError(file: url.path, line: place.line, column: place.column, message: message)
            }
        }
        return try reader.builder.finish(file: url, options: options)
    }

    /// The whole document: prolog, root element, epilog.
    private func document() throws(Stop) {
        // UTF-16 (its byte order mark) is libxml2's to decode; dumps saved by PowerShell are.
        if UTF16Text.byteOrderMark(bytes, count: file.count) != nil { throw .needsGeneralReader }
        var index = 0
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        if matches("<?xml", at: index), index + 5 < end, Self.isSpace(bytes[index + 5]) {
            index = try xmlDeclaration(at: index)
        }
        index = try prolog(from: index)
        index = try element(at: index)
        while !open.isEmpty {
            index = try markup(at: try text(from: index))
        }
        try epilog(from: index)
    }

    /// Comments and processing instructions up to the root's `<`.
    private func prolog(from start: Int) throws(Stop) -> Int {
        var index = start
        while true {
            index = skipSpace(index)
            guard index < end else {
                if let invalidCharacter { throw invalid(invalidCharacter) }
                throw .failed(offset: index, message: "no root element: expected \(XMLErrorWording.expectedRoots)")
            }
            guard bytes[index] == UInt8(ascii: "<") else {
                throw .failed(offset: index, message: XMLErrorWording.message(code: 4, context: nil))
            }
            if matches("<!--", at: index) {
                index = try comment(at: index)
            } else if matches("<?", at: index) {
                index = try processingInstruction(at: index)
            } else if matches("<!DOCTYPE", at: index) {
                throw .needsGeneralReader
            } else {
                return index
            }
        }
    }

    /// After the root: only white space, comments and processing instructions.
    private func epilog(from start: Int) throws(Stop) {
        var index = start
        while true {
            index = skipSpace(index)
            if index >= end {
                if let invalidCharacter { throw invalid(invalidCharacter) }
                return
            }
            if matches("<!--", at: index) {
                index = try comment(at: index)
            } else if matches("<?", at: index), !matches("<?xml", at: index) {
                index = try processingInstruction(at: index)
            } else {
                throw .failed(offset: index, message: "unexpected content after the root element </\(closedRoot ?? "")> ended; expected the end of the file")
            }
        }
    }

    /// The markup at `index` (a `<`) inside the root element.
    private func markup(at index: Int) throws(Stop) -> Int {
        guard index + 1 < end else { throw truncated(at: index + 1) }
        switch bytes[index + 1] {
        case UInt8(ascii: "/"): return try endTag(at: index)
        case UInt8(ascii: "?"): return try processingInstruction(at: index)
        case UInt8(ascii: "!"):
            if matches("<!--", at: index) { return try comment(at: index) }
            if matches("<![CDATA[", at: index) { return try characterData(at: index) }
            if end - index < 9 { throw truncated(at: end) }
            throw .failed(offset: index, message: "malformed markup: expected a comment (<!--) or CDATA section (<![CDATA[)")
        default: return try element(at: index)
        }
    }

    /// Character data up to the next `<`: references must be well formed and `]]>` may not appear.
    private func text(from start: Int) throws(Stop) -> Int {
        var index = start
        while index < end {
            switch bytes[index] {
            case UInt8(ascii: "<"): return index
            case UInt8(ascii: "&"): index = try reference(at: index).next
            case UInt8(ascii: ">") where index >= 2 && bytes[index - 1] == UInt8(ascii: "]") && bytes[index - 2] == UInt8(ascii: "]"):
                throw .failed(offset: index - 2, message: "']]>' is not allowed in text outside a CDATA section")
            default: index += 1
            }
        }
        throw truncated(at: index)
    }

    /// A start tag at `index` (a `<`): its attributes go to the builder, and the element stays open unless it ends with `/>`.
    private func element(at tagStart: Int) throws(Stop) -> Int {
        let nameStart = tagStart + 1
        let nameEnd = try name(at: nameStart, what: "a malformed element name")
        attributes.removeAll()
        toDecode.removeAll(keepingCapacity: true)
        var index = nameEnd
        var isEmpty = false
        while true {
            let spaced = index < end && Self.isSpace(bytes[index])
            index = skipSpace(index)
            guard index < end else { throw truncated(at: index) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            if bytes[index] == UInt8(ascii: "/") {
                guard index + 1 < end else { throw truncated(at: index + 1) }
                guard bytes[index + 1] == UInt8(ascii: ">") else { throw .failed(offset: index + 1, message: XMLErrorWording.message(code: 73, context: nil)) }
                index += 2
                isEmpty = true
                break
            }
            guard spaced else { throw .failed(offset: index, message: XMLErrorWording.message(code: 65, context: nil)) }
            index = try attribute(at: index)
        }
        try decodeValues()
        let name = attributes.interner.string(slice(nameStart..<nameEnd))
        let position = lines.position(of: tagStart, in: bytes)
        if let message = builder.start(name: name, attributes: &attributes, at: position) {
            throw .failed(offset: tagStart, message: message)
        }
        if isEmpty {
            builder.end()
            if open.isEmpty { closedRoot = name }
        } else {
            open.append((nameStart, nameEnd - nameStart))
        }
        return index
    }

    /// `name="value"` at `index`; the position after the closing quote.
    private func attribute(at start: Int) throws(Stop) -> Int {
        let malformed = XMLErrorWording.message(code: 41, context: nil)
        let nameEnd = try name(at: start, what: malformed)
        var index = skipSpace(nameEnd)
        guard index < end else { throw truncated(at: index) }
        guard bytes[index] == UInt8(ascii: "=") else { throw .failed(offset: index, message: malformed) }
        index = skipSpace(index + 1)
        guard index < end else { throw truncated(at: index) }
        let quote = bytes[index]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { throw .failed(offset: index, message: malformed) }
        let valueStart = index + 1
        var needsDecoding = false
        index = valueStart
        while true {
            guard index < end else { throw truncated(at: index) }
            let byte = bytes[index]
            if byte == quote { break }
            if byte < UInt8(ascii: "=") {
                if byte == UInt8(ascii: "<") { throw .failed(offset: index, message: XMLErrorWording.message(code: 38, context: nil)) }
                if byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0A || byte == 0x0D { needsDecoding = true }
            }
            index += 1
        }
        guard index - valueStart <= Self.longestValue else { throw .failed(offset: valueStart, message: XMLErrorWording.message(code: 1, context: nil)) }
        guard attributes.append(name: slice(start..<nameEnd), value: slice(valueStart..<index)) else {
            throw .failed(offset: start, message: XMLErrorWording.message(code: 42, context: nil))
        }
        if needsDecoding { toDecode.append((attributes.items.count - 1, valueStart..<index)) }
        return index + 1
    }

    /// `</name>` at `index`, matched against the innermost open element.
    private func endTag(at tagStart: Int) throws(Stop) -> Int {
        let nameStart = tagStart + 2
        let nameEnd = try name(at: nameStart, what: "a malformed element name")
        guard let innermost = open.last else { throw .failed(offset: tagStart, message: XMLErrorWording.message(code: 76, context: nil)) }
        let openName = slice(innermost.start..<innermost.start + innermost.count)
        guard ByteText.equal(slice(nameStart..<nameEnd), openName) else {
            throw .failed(offset: tagStart, message: XMLErrorWording.message(code: 76, context: nil)
                + ": </\(ByteText.string(slice(nameStart..<nameEnd)))> inside <\(ByteText.string(openName))> opened at line \(place(of: innermost.start).line)")
        }
        let index = skipSpace(nameEnd)
        guard index < end else { throw truncated(at: index) }
        guard bytes[index] == UInt8(ascii: ">") else { throw .failed(offset: index, message: XMLErrorWording.message(code: 73, context: nil)) }
        open.removeLast()
        builder.end()
        if open.isEmpty { closedRoot = ByteText.string(openName) }
        return index + 1
    }

    /// Replaces references and normalises white space in the values that need it, into `decoded`.
    private func decodeValues() throws(Stop) {
        guard !toDecode.isEmpty else { return }
        // A decoded value is never longer than its raw text.
        let needed = toDecode.reduce(0) { $0 + $1.range.count }
        if needed > decoded.count {
            decoded.deallocate()
            decoded = UnsafeMutableRawBufferPointer.allocate(byteCount: needed, alignment: 1)
        }
        var written = 0
        for (position, range) in toDecode {
            let start = written
            written = try decodeValue(range, into: written)
            attributes.replaceValue(at: position, with: UnsafeRawBufferPointer(rebasing: decoded[start..<written]))
        }
    }

    private func decodeValue(_ range: Range<Int>, into start: Int) throws(Stop) -> Int {
        var out = start
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"):
                let reference = try reference(at: index)
                for unit in UTF8.encode(reference.scalar) ?? UTF8.EncodedScalar() {
                    decoded[out] = unit
                    out += 1
                }
                index = reference.next
                continue
            case 0x0D:
                decoded[out] = 0x20
                if index + 1 < range.upperBound, bytes[index + 1] == 0x0A { index += 1 }
            case 0x09, 0x0A: decoded[out] = 0x20
            default: decoded[out] = byte
            }
            out += 1
            index += 1
        }
        return out
    }
}
