package import Foundation

/// A parsed JSON document as a flat list of values in document order, the
/// way ``ElementTree`` stores elements: no nested Swift values, so neither
/// parsing nor freeing recurses, however deep the document. Strings and
/// numbers stay as byte ranges into the (memory-mapped) data until read.
package struct JSONTape {
    package enum Kind: UInt8 { case null, boolean, number, string, array, object }

    /// One value. Offsets are stored in 32 bits (16 bytes an entry instead
    /// of 40): a million-element snapshot has some twenty million entries,
    /// and files are refused above ``maximumSize``, so every offset fits.
    package struct Entry {
        package var kind: Kind
        package var hasEscapes = false
        private var storedStart: UInt32
        private var storedEnd: UInt32
        private var storedNext: UInt32

        init(kind: Kind, start: Int, end: Int, next: Int, hasEscapes: Bool = false) {
            self.kind = kind
            self.hasEscapes = hasEscapes
            storedStart = UInt32(truncatingIfNeeded: start)
            storedEnd = UInt32(truncatingIfNeeded: end)
            storedNext = UInt32(truncatingIfNeeded: next)
        }

        /// Byte range of a string's contents or a number's text; for a boolean, `start` is 0 or 1.
        package var start: Int {
            get { Int(storedStart) }
            set { storedStart = UInt32(truncatingIfNeeded: newValue) }
        }
        package var end: Int {
            get { Int(storedEnd) }
            set { storedEnd = UInt32(truncatingIfNeeded: newValue) }
        }
        /// For containers: the index after the last entry inside. For scalars: the next index.
        package var next: Int {
            get { Int(storedNext) }
            set { storedNext = UInt32(truncatingIfNeeded: newValue) }
        }
    }

    /// The largest document the tape reads: its offsets are 32-bit.
    package static let maximumSize = Int(UInt32.max) - 1

    package let data: Data
    package private(set) var entries: [Entry] = []

    /// A syntax error at a byte offset.
    package struct SyntaxError: Error {
        package var offset: Int
        package var message: String
    }

    package init(parsing data: Data) throws(SyntaxError) {
        self.data = data
        guard data.count <= Self.maximumSize else {
            throw SyntaxError(offset: 0, message: "the file is larger than 4 GB, more than a JSON snapshot may hold")
        }
        var parser = JSONTapeParser(count: data.count)
        let result: Result<[Entry], SyntaxError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            do throws(SyntaxError) {
                return .success(try parser.parse(bytes))
            } catch {
                return .failure(error)
            }
        }
        entries = try result.get()
    }

    package subscript(index: Int) -> Entry { entries[index] }

    /// The indices of a container's members in order (for objects: key, value, key, value…).
    package func members(of index: Int) -> [Int] {
        var result: [Int] = []
        var member = index + 1
        while member < entries[index].next {
            result.append(member)
            member = entries[member].next
        }
        return result
    }

    /// The text of a string entry; nil when its bytes are not UTF-8 or an escape is broken.
    package func string(at index: Int) -> String? {
        let entry = entries[index]
        let bytes = data[data.startIndex + entry.start ..< data.startIndex + entry.end]
        guard entry.hasEscapes else {
            // ASCII text (every key, most values) is valid UTF-8 as it stands, and
            // decoding it directly is several times faster than Foundation's check.
            let ascii: String? = data.withUnsafeBytes { raw in
                let text = UnsafeRawBufferPointer(rebasing: raw[entry.start..<entry.end])
                return text.allSatisfy { $0 < 0x80 } ? String(decoding: text, as: UTF8.self) : nil
            }
            return ascii ?? String(bytes: bytes, encoding: .utf8)
        }
        return JSONEscapes.unescape(bytes)
    }

    /// Whether the string entry's text is exactly `text`, compared as bytes
    /// without making a string.
    package func string(at index: Int, equals text: StaticString) -> Bool {
        let entry = entries[index]
        guard entry.kind == .string, !entry.hasEscapes, entry.end - entry.start == text.utf8CodeUnitCount else { return false }
        let buffer = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        return data[data.startIndex + entry.start ..< data.startIndex + entry.end].elementsEqual(buffer)
    }

    package func number(at index: Int) -> Double? {
        let entry = entries[index]
        return Double(String(decoding: data[data.startIndex + entry.start ..< data.startIndex + entry.end], as: UTF8.self))
    }

    /// A number's text as the file writes it, for messages.
    package func text(at index: Int) -> String {
        let entry = entries[index]
        return String(decoding: data[data.startIndex + entry.start ..< data.startIndex + entry.end], as: UTF8.self)
    }

    package func boolean(at index: Int) -> Bool { entries[index].start == 1 }
}

/// Decodes JSON string escapes (`\n`, `\u00e9`, surrogate pairs).
enum JSONEscapes {
    static func unescape(_ bytes: Data) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        func hex4(_ at: Data.Index) -> UInt32? {
            guard at + 4 <= bytes.endIndex else { return nil }
            return UInt32(String(decoding: bytes[at ..< at + 4], as: UTF8.self), radix: 16)
        }
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "u"):
                guard var scalar = hex4(index) else { return nil }
                index += 4
                if (0xD800..<0xDC00).contains(scalar), index + 6 <= bytes.endIndex,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                   let low = hex4(index + 2), (0xDC00..<0xE000).contains(low) {
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                guard let unicode = Unicode.Scalar(scalar) else { return nil }
                output.append(contentsOf: Array(String(Character(unicode)).utf8))
            default: output.append(escape)
            }
        }
        return String(bytes: output, encoding: .utf8)
    }
}
