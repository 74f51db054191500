extension ReviewLog {
    /// Every key a review file may hold. The reader checks the file against it
    /// before decoding, so that a misspelt key (`sreen`, which would turn a
    /// result for one screen into one for the whole app) or a key given twice
    /// is refused with its place and the nearest known key.
    package static let shape: JSONShape = .object([
        "reviewVersion": .anything,
        "records": .array(.object([
            "requirement": .anything, "screen": .anything, "result": .anything, "note": .anything,
            "tester": .anything, "date": .anything,
        ])),
    ])

    /// A decoding error in words, led by the place in the file.
    static func describe(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
        }
        switch error {
        case let .keyNotFound(key, context):
            return "\(place(context.codingPath + [key])) is missing"
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            return "\(place(context.codingPath)) is not \(type == String.self ? "a string" : type == Int.self ? "a whole number" : "\(type)")"
        case let .dataCorrupted(context) where context.codingPath.last?.stringValue == "result":
            return "\(place(context.codingPath)) is not Compliant, Not Compliant or Does Not Apply"
        case let .dataCorrupted(context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// Whether `text` is a real day written `YYYY-MM-DD` (2026-02-31 is not).
    static func isDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              year >= 1, (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...lengths[month - 1]).contains(day)
    }
}
