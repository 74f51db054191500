import MCAGCore

/// An object's members, by key, for the type decoding it.
struct TapeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let tape: JSONTape
    let path: TapePath?
    let fields: [String: Int]

    var codingPath: [any CodingKey] { path?.codingPath ?? [] }
    var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    func value(_ key: Key) throws -> TapeDecoder {
        let name = key.stringValue
        guard let index = fields[name] else { throw TapeFailure("\(TapePath.describe(path)): missing '\(name)'") }
        return TapeDecoder(tape: tape, index: index, parentPath: path, step: .key(name))
    }

    /// The value when present and not null: one lookup, where the standard
    /// library's default `decodeIfPresent` makes three.
    func presentValue(_ key: Key) -> TapeDecoder? {
        let name = key.stringValue
        guard let index = fields[name], tape[index].kind != .null else { return nil }
        return TapeDecoder(tape: tape, index: index, parentPath: path, step: .key(name))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let index = fields[key.stringValue] else { return true }
        return tape[index].kind == .null
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try presentValue(key)?.decode(type) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try presentValue(key)?.integer(type) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try presentValue(key)?.decode(type)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).integer(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).integer(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).integer(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).integer(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).integer(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).integer(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).integer(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).integer(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).integer(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).integer(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try value(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try value(key).unkeyedContainer()
    }

    /// No model type decodes a superclass; the standard's key for it is `super`.
    func superDecoder() throws -> any Decoder {
        guard let index = fields["super"] else { throw TapeFailure("\(TapePath.describe(path)): missing 'super'") }
        return TapeDecoder(tape: tape, index: index, parentPath: path, step: .key("super"))
    }
    func superDecoder(forKey key: Key) throws -> any Decoder { try value(key) }
}

/// An array's items, in order.
struct TapeUnkeyedContainer: UnkeyedDecodingContainer {
    let tape: JSONTape
    let path: TapePath?
    let items: [Int]
    private(set) var currentIndex = 0

    init(tape: JSONTape, path: TapePath?, items: [Int]) {
        self.tape = tape
        self.path = path
        self.items = items
    }

    var codingPath: [any CodingKey] { path?.codingPath ?? [] }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> TapeDecoder {
        guard currentIndex < items.count else {
            throw TapeFailure("\(TapePath.describe(path)): fewer items than expected")
        }
        defer { currentIndex += 1 }
        return TapeDecoder(tape: tape, index: items[currentIndex], parentPath: path, step: .index(currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < items.count, tape[items[currentIndex]].kind == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().integer(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    mutating func superDecoder() throws -> any Decoder { try next() }
}
