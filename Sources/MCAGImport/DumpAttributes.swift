import MCAGCore

/// One start tag's attributes as slices of bytes: what the readers hand a
/// ``DumpElementMapper`` instead of a `[String: String]`.
///
/// The byte reader points the slices into the file (or, for values with
/// references or line breaks, at their decoded copy); the `XMLParser` reader
/// writes its dictionary's text into one buffer first. Names a mapper reads
/// (``DumpAttributeName``) are found by position, values become strings
/// only when a mapper keeps them, and every attribute stays reachable
/// through ``kept(except:)``, so nothing is dropped. The slices are valid
/// only during the call that receives the view.
struct DumpAttributes {
    struct Item {
        var name: UnsafeRawBufferPointer
        var value: UnsafeRawBufferPointer
        var known: DumpAttributeName?
    }

    private(set) var items: [Item] = []
    /// The position in `items` of each known name, -1 when absent.
    private var positions = [Int32](repeating: -1, count: DumpAttributeName.allCases.count)
    /// Class names, packages, element and attribute names: strings repeated across a dump.
    var interner = StringInterner()
    /// Unknown names already in a tag with many attributes, so that finding a repeated one stays linear.
    private var manyNames: Set<[UInt8]>?
    static let linearSearchLimit = 32

    var isEmpty: Bool { items.isEmpty }

    /// Forgets the previous tag's attributes.
    mutating func removeAll() {
        for item in items { if let known = item.known { positions[known.rawValue] = -1 } }
        items.removeAll(keepingCapacity: true)
        manyNames = nil
    }

    /// Adds one attribute; false when the tag already has one of that name.
    mutating func append(name: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) -> Bool {
        let known = DumpAttributeName.named(name)
        if let known {
            guard positions[known.rawValue] < 0 else { return false }
            positions[known.rawValue] = Int32(items.count)
        } else if items.count < Self.linearSearchLimit {
            if items.contains(where: { $0.known == nil && ByteText.equal($0.name, name) }) { return false }
        } else {
            // Taken out while it grows, so that the insertion does not copy the set.
            var names = manyNames ?? Set(items.lazy.filter { $0.known == nil }.map { Array($0.name) })
            manyNames = nil
            let inserted = names.insert(Array(name)).inserted
            manyNames = names
            guard inserted else { return false }
        }
        items.append(Item(name: name, value: value, known: known))
        return true
    }

    /// Points the value of the attribute at `position` at its decoded bytes.
    mutating func replaceValue(at position: Int, with value: UnsafeRawBufferPointer) {
        guard items.indices.contains(position) else { return }
        items[position].value = value
    }

    func bytes(_ name: DumpAttributeName) -> UnsafeRawBufferPointer? {
        let position = Int(positions[name.rawValue])
        return position < 0 ? nil : items[position].value
    }

    func contains(_ name: DumpAttributeName) -> Bool { positions[name.rawValue] >= 0 }

    subscript(_ name: DumpAttributeName) -> String? { bytes(name).map(ByteText.string) }

    /// nil for a missing or empty value (a dump's "not stated").
    func nonEmpty(_ name: DumpAttributeName) -> String? {
        guard let bytes = bytes(name), !bytes.isEmpty else { return nil }
        return ByteText.string(bytes)
    }

    /// As ``nonEmpty(_:)``, sharing one string per distinct value across the dump.
    mutating func interned(_ name: DumpAttributeName) -> String? {
        guard let bytes = bytes(name), !bytes.isEmpty else { return nil }
        return interner.string(bytes)
    }

    /// A whole number in `range`, the one the snapshot format gives `key`, as ``AttributeValues/int(_:key:)``;
    /// plain digits are read from the bytes.
    func int(_ name: DumpAttributeName, key: String, range: SnapshotNumberRanges.Bounds?) -> Int? {
        guard let bytes = bytes(name) else { return nil }
        guard let number = Self.plainInteger(bytes) else { return AttributeValues.int(ByteText.string(bytes), key: key) }
        if let range, !range.contains(Double(number)) { return nil }
        return number
    }

    /// Up to eighteen ASCII digits with an optional minus sign; nil for anything else.
    private static func plainInteger(_ bytes: UnsafeRawBufferPointer) -> Int? {
        let negative = bytes.first == UInt8(ascii: "-")
        let digits = negative ? UnsafeRawBufferPointer(rebasing: bytes.dropFirst()) : bytes
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// As ``interned(_:)``, with the string's number in ``interner`` (see ``StringInterner/entry(_:)``).
    mutating func internedEntry(_ name: DumpAttributeName) -> (string: String, number: Int?)? {
        guard let bytes = bytes(name), !bytes.isEmpty else { return nil }
        return interner.entry(bytes)
    }

    /// `true` and `false` as dumps write them, read from the bytes; other spellings as ``AttributeValues/bool(_:)``.
    func bool(_ name: DumpAttributeName) -> Bool? {
        guard let bytes = bytes(name) else { return nil }
        if ByteText.equal(bytes, "true") { return true }
        if ByteText.equal(bytes, "false") { return false }
        return AttributeValues.bool(ByteText.string(bytes))
    }

    /// Every attribute whose name is not marked in `mapped` (a ``DumpAttributeName/table(_:)``), as
    /// key–value strings sorted by key, ready for ``Element/setAttributes(sorted:)``.
    mutating func kept(except mapped: [Bool]) -> [(key: String, value: String)] {
        var kept: [(rank: Int, key: String, value: String)] = []
        kept.reserveCapacity(items.count)
        var allKnown = true
        for item in items {
            if let known = item.known {
                guard !mapped[known.rawValue] else { continue }
                kept.append((DumpAttributeName.sortRanks[known.rawValue], DumpAttributeName.spellings[known.rawValue],
                             ByteText.string(item.value)))
            } else {
                allKnown = false
                kept.append((0, interner.string(item.name), ByteText.string(item.value)))
            }
        }
        // Known names compare by their precomputed rank; others as strings.
        if allKnown {
            kept.sort { $0.rank < $1.rank }
        } else {
            kept.sort { $0.key < $1.key }
        }
        return kept.map { ($0.key, $0.value) }
    }

    /// Sets `element`'s attributes to every attribute whose name is not marked
    /// in `mapped`, as ``kept(except:)`` gives them. When every name is one
    /// the reader knows (a uiautomator or XCUITest dump's always are), the
    /// list is written straight from the bytes, in the names' precomputed
    /// order, without a `String` per key and value; otherwise through
    /// ``kept(except:)``, which sorts unknown names as strings.
    mutating func keep(except mapped: [Bool], into element: inout Element) {
        var order: [(rank: Int, name: DumpAttributeName, value: UnsafeRawBufferPointer)] = []
        order.reserveCapacity(items.count)
        var length = 0
        for item in items {
            guard let known = item.known else {
                element.setAttributes(sorted: kept(except: mapped))
                return
            }
            guard !mapped[known.rawValue] else { continue }
            order.append((DumpAttributeName.sortRanks[known.rawValue], known, item.value))
            // A coded key takes two bytes, a spelled one its text and a length; a value its text and up to three.
            let key = DumpAttributeName.listCodes[known.rawValue] == nil ? DumpAttributeName.spellingBytes[known.rawValue].count + 3 : 2
            length += key + item.value.count + 3
        }
        order.sort { $0.rank < $1.rank }
        var encoded = AttributeListBytes(capacity: length)
        for (_, name, value) in order {
            if let code = DumpAttributeName.listCodes[name.rawValue] {
                encoded.appendKnownKey(code: code)
            } else {
                DumpAttributeName.spellingBytes[name.rawValue].withUnsafeBytes { encoded.append($0) }
            }
            encoded.append(value)
        }
        element.setAttributes(encoded: encoded)
    }

    /// The attributes as a dictionary, for the wrapper element (one per file).
    var dictionary: [String: String] {
        var dictionary: [String: String] = [:]
        for item in items { dictionary[ByteText.string(item.name)] = ByteText.string(item.value) }
        return dictionary
    }
}

extension DumpAttributes {
    /// Runs `body` with `dictionary` as a view; the reader built on `XMLParser` hands its attributes over this way.
    mutating func withContents<T>(of dictionary: [String: String], _ body: (inout DumpAttributes) -> T) -> T {
        var buffer: [UInt8] = []
        var ranges: [(name: Range<Int>, value: Range<Int>)] = []
        for (name, value) in dictionary {
            let nameStart = buffer.count
            buffer.append(contentsOf: name.utf8)
            let valueStart = buffer.count
            buffer.append(contentsOf: value.utf8)
            ranges.append((nameStart..<valueStart, valueStart..<buffer.count))
        }
        return buffer.withUnsafeBytes { bytes in
            removeAll()
            for (name, value) in ranges {
                _ = append(name: UnsafeRawBufferPointer(rebasing: bytes[name]), value: UnsafeRawBufferPointer(rebasing: bytes[value]))
            }
            defer { removeAll() }
            return body(&self)
        }
    }
}
