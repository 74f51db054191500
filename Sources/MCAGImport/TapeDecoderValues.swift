import MCAGCore

/// Scalars: each checks the JSON type and, for numbers, the range the
/// format gives the key the number is under.
extension TapeDecoder {
    func decodeNil() -> Bool { tape[index].kind == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard tape[index].kind == .boolean else { throw failure(expected: "true or false") }
        return tape.boolean(at: index)
    }

    func decode(_ type: String.Type) throws -> String {
        guard tape[index].kind == .string else { throw failure(expected: "a string") }
        guard let text = tape.string(at: index) else { throw failure(expected: "valid UTF-8 text") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard tape[index].kind == .number, let number = tape.number(at: index) else { throw failure(expected: "a number") }
        let text = tape.text(at: index).prefix(40)
        guard number.isFinite else { throw TapeFailure("\(TapePath.describe(path)): the number \(text) is too large to represent") }
        if case let .key(key) = step, let bounds = SnapshotNumberRanges.byKey[key], !bounds.contains(number) {
            throw TapeFailure("\(TapePath.describe(path)): \(text) is outside the snapshot format's range (\(bounds.description))")
        }
        return number
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Color.self {
            guard tape[index].kind == .string, let text = tape.string(at: index), let color = SnapshotKeys.colour(text),
                  let value = color as? T else {
                throw failure(expected: "a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            return value
        }
        if let choice = T.self as? any SnapshotChoice.Type {
            let text = try decode(String.self)
            guard choice.choices.contains(text) else {
                throw failure(expected: "one of " + choice.choices.map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
        return try T(from: self)
    }

    /// Whole numbers within the range; below 2^53 every whole number is
    /// exact, so the conversion cannot trap.
    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let number = try decode(Double.self)
        guard number == number.rounded(), abs(number) < 9_007_199_254_740_992, let value = T(exactly: number) else {
            throw failure(expected: "a whole number")
        }
        return value
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
}
