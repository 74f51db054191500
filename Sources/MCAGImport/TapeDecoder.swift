import Foundation
import MCAGCore

/// A `Decoder` that reads the model's own `Codable` conformances straight
/// from a parsed ``JSONTape``, strictly: a key the decoded type does not
/// declare, a repeated key, a value of the wrong type or a number outside
/// ``SnapshotNumberRanges`` is an error naming its JSON path. Because the
/// keys come from the model's coding keys, the reader cannot fall behind
/// the model.
///
/// Foundation's `JSONDecoder` would parse the text a second time and ignore
/// unknown keys; reading the tape is faster than both.
struct TapeDecoder: Decoder, SingleValueDecodingContainer {
    let tape: JSONTape
    let index: Int
    /// The path of the container holding the value, and the value's step in
    /// it: the value's own path object is made only when needed (for a
    /// nested container or an error), not for every scalar.
    let parentPath: TapePath?
    let step: TapePath.Step?
    /// Keys another decoding of the same object reads (an element's `parent`).
    var sharedKeys: Set<String> = []

    init(tape: JSONTape, index: Int, parentPath: TapePath? = nil, step: TapePath.Step? = nil) {
        self.tape = tape
        self.index = index
        self.parentPath = parentPath
        self.step = step
    }

    var path: TapePath? { step.map { TapePath(parent: parentPath, step: $0) } ?? parentPath }
    var codingPath: [any CodingKey] { path?.codingPath ?? [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let fields: [String: Int] = try objectFields(knowing: { (name: String) -> Bool in Key(stringValue: name) != nil })
        return KeyedDecodingContainer(TapeKeyedContainer<Key>(tape: tape, path: path, fields: fields))
    }

    /// The object's members by key, each key checked: valid text, given once, and known
    /// (`isKnown`, or a key every object may carry).
    private func objectFields(knowing isKnown: (String) -> Bool) throws(TapeFailure) -> [String: Int] {
        guard tape[index].kind == .object else { throw failure(expected: "an object") }
        let path: TapePath? = path
        var fields: [String: Int] = [:]
        let members: [Int] = tape.members(of: index)
        var position = 0
        while position + 1 < members.count {
            guard let name = tape.string(at: members[position]) else {
                throw TapeFailure("\(TapePath.describe(path)): a key is not valid UTF-8 text")
            }
            guard fields.updateValue(members[position + 1], forKey: name) == nil else {
                throw TapeFailure("duplicate key '\(name)' at \(TapePath.place(path)); give each key once")
            }
            if !isKnown(name), !sharedKeys.contains(name) {
                throw TapeFailure("unknown key '\(name)' at \(TapePath.place(path))\(Self.unknownKeyHint(name))")
            }
            position += 2
        }
        return fields
    }

    /// What follows an unknown key's message: a key of another object (`x` of a frame, given to
    /// a screen) is no typo to correct; anything else gets the nearest known key, if one is near.
    static func unknownKeyHint(_ name: String) -> String {
        if SnapshotKeys.all.contains(name) { return "; '\(name)' belongs to another object of a snapshot, not here" }
        guard let nearest: String = NearestName.suggestion(for: name, among: SnapshotKeys.all) else { return "" }
        return "; did you mean '\(nearest)'?"
    }

    /// The decoder of the object member named `name` (the object's keys
    /// are already checked), found by comparing bytes.
    func member(_ name: StaticString) -> TapeDecoder? {
        let members = tape.members(of: index)
        for position in stride(from: 0, to: members.count - 1, by: 2) where tape.string(at: members[position], equals: name) {
            return TapeDecoder(tape: tape, index: members[position + 1], parentPath: path, step: .key("\(name)"))
        }
        return nil
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tape[index].kind == .array else { throw failure(expected: "an array") }
        return TapeUnkeyedContainer(tape: tape, path: path, items: tape.members(of: index))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func failure(expected expectation: String) -> TapeFailure {
        TapeFailure("\(TapePath.describe(path)): expected \(expectation), found \(TapeDecoder.describe(tape, at: index))")
    }

    /// A value as a message names it: `true`, `the number 12`, `the string "red"`, `an array`.
    static func describe(_ tape: JSONTape, at index: Int) -> String {
        switch tape[index].kind {
        case .null: "null"
        case .boolean: "\(tape.boolean(at: index))"
        case .number: "the number \(tape.text(at: index).prefix(40))"
        case .string: "the string \"\((tape.string(at: index) ?? "").prefix(40))\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A reader's error with its message complete, path included.
struct TapeFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
