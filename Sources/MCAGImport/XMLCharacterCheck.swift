/// Finds the first byte of a document that is not a character XML 1.0
/// allows in UTF-8: malformed or overlong UTF-8, a surrogate, U+FFFE and
/// U+FFFF, or a control character other than tab, line feed and carriage
/// return (XML 1.0, section 2.2, production `Char`). Eight ASCII bytes at a
/// time where it can, since dumps are almost all ASCII.
enum XMLCharacterCheck {
    /// The offset of the first character that is not allowed, or nil.
    static func firstInvalid(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
        switch scan(bytes, from: 0, to: count, count: count) {
        case .invalid(let offset): offset
        case .next: nil
        }
    }

    private enum Outcome { case invalid(Int), next(Int) }

    /// Checks the characters starting in `start..<limit`; a sequence that starts before `limit` is read whole.
    private static func scan(_ bytes: UnsafePointer<UInt8>, from start: Int, to limit: Int, count: Int) -> Outcome {
        var index = start
        while index < limit {
            if index + 8 <= limit, isPlainASCII(UnsafeRawPointer(bytes + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x80 {
                guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return .invalid(index) }
                index += 1
                continue
            }
            guard let length = sequenceLength(bytes, at: index, count: count) else { return .invalid(index) }
            index += length
        }
        return .next(index)
    }

    /// No byte at or above 0x80 and none below 0x20.
    private static func isPlainASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- 0x2020_2020_2020_2020) & ~word & high
        return (word & high) == 0 && below == 0
    }

    /// The length of the well-formed, allowed multi-byte sequence at `index`, or nil.
    private static func sequenceLength(_ bytes: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; high = 0x9F  // no surrogates
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard index + length <= count else { return nil }
        let second = bytes[index + 1]
        guard second >= low, second <= high else { return nil }
        for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        // U+FFFE and U+FFFF are not characters.
        if lead == 0xEF, second == 0xBF, bytes[index + 2] >= 0xBE { return nil }
        return length
    }
}
