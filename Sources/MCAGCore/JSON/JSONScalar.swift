/// The kind of a scalar value a ``JSONShape`` accepts, so that a reader can
/// name a wrong type or an out-of-range number by its JSON path, with the
/// text the file holds, before `Codable` decodes it.
package enum JSONScalar: Sendable {
    case string
    case boolean
    /// A number within the range (nil: any finite number).
    case number(JSONNumberRange?)
    /// A whole number within the range.
    case wholeNumber(JSONNumberRange?)
    /// One of these strings.
    case oneOf([String])
    /// A colour written `#RRGGBB` or `#RRGGBBAA`.
    case colour

    func check(_ tape: JSONTape, at index: Int, path: String) throws(JSONShapeError) {
        switch self {
        case .string: try Self.require(.string, "a string", tape, index, path)
        case .boolean: try Self.require(.boolean, "true or false", tape, index, path)
        case let .number(range): try Self.checkNumber(tape, index, path, range, whole: false)
        case let .wholeNumber(range): try Self.checkNumber(tape, index, path, range, whole: true)
        case let .oneOf(values):
            let expectation = "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
            try Self.require(.string, expectation, tape, index, path)
            guard let text = tape.string(at: index), values.contains(text) else {
                throw JSONShapeError.expected(expectation, tape, at: index, path: path)
            }
        case .colour:
            let expectation = "a colour \"#RRGGBB\" or \"#RRGGBBAA\""
            try Self.require(.string, expectation, tape, index, path)
            guard let text = tape.string(at: index), Self.isColour(text) else {
                throw JSONShapeError.expected(expectation, tape, at: index, path: path)
            }
        }
    }

    private static func require(
        _ kind: JSONTape.Kind, _ expectation: String, _ tape: JSONTape, _ index: Int, _ path: String
    ) throws(JSONShapeError) {
        guard tape[index].kind == kind else { throw JSONShapeError.expected(expectation, tape, at: index, path: path) }
        if kind == .string, tape.string(at: index) == nil {
            throw JSONShapeError.expected("valid UTF-8 text", tape, at: index, path: path)
        }
    }

    private static func checkNumber(
        _ tape: JSONTape, _ index: Int, _ path: String, _ range: JSONNumberRange?, whole: Bool
    ) throws(JSONShapeError) {
        try require(.number, whole ? "a whole number" : "a number", tape, index, path)
        let text = tape.text(at: index).prefix(40)
        guard let number = tape.number(at: index), number.isFinite else {
            throw JSONShapeError(message: "\(path): the number \(text) is too large to represent")
        }
        if let range, !range.contains(number) {
            throw JSONShapeError(message: "\(path): \(text) is outside the snapshot format's range (\(range.description))")
        }
        // Below 2^53 every whole number is exact, so `Int(number)` in a decoder cannot trap.
        if whole, number != number.rounded() || abs(number) >= 9_007_199_254_740_992 {
            throw JSONShapeError.expected("a whole number", tape, at: index, path: path)
        }
    }

    /// `#` and six or eight hexadecimal digits.
    static func isColour(_ text: String) -> Bool {
        guard text.hasPrefix("#"), text.utf8.count == 7 || text.utf8.count == 9 else { return false }
        return text.utf8.dropFirst().allSatisfy { byte in
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
        }
    }
}

/// The values a number field may take: `minimum` to `maximum`, or more than
/// `minimum` when `isExclusive`.
package struct JSONNumberRange: Sendable, Equatable {
    package var minimum: Double
    package var isExclusive = false
    package var maximum: Double

    package init(minimum: Double, isExclusive: Bool = false, maximum: Double) {
        self.minimum = minimum
        self.isExclusive = isExclusive
        self.maximum = maximum
    }

    package func contains(_ value: Double) -> Bool {
        (isExclusive ? value > minimum : value >= minimum) && value <= maximum
    }

    package var description: String {
        isExclusive ? "more than \(minimum.twoDecimals), at most \(maximum.twoDecimals)"
            : "\(minimum.twoDecimals) to \(maximum.twoDecimals)"
    }
}

extension JSONShapeError {
    /// "`path`: expected `expectation`, found `what the file holds`".
    static func expected(_ expectation: String, _ tape: JSONTape, at index: Int, path: String) -> JSONShapeError {
        JSONShapeError(message: "\(path): expected \(expectation), found \(describe(tape, at: index))")
    }

    /// A value as a message names it: `true`, `the number 12`, `the string "red"`, `an array`.
    package static func describe(_ tape: JSONTape, at index: Int) -> String {
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
