#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

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
            return "\(place(context.codingPath)) is not \(kind(type))"
        case let .dataCorrupted(context) where context.codingPath.last?.stringValue == "result":
            return "\(place(context.codingPath)) is not Compliant, Not Compliant or Does Not Apply"
        case let .dataCorrupted(context):
            return "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// The expected JSON kind of a decoded type, in words.
    private static func kind(_ type: Any.Type) -> String {
        if type == String.self { return "a string" }
        if type == Int.self { return "a whole number" }
        if type == Double.self { return "a number" }
        if type == Bool.self { return "true or false" }
        let name = "\(type)"
        if name.hasPrefix("Dictionary") { return "an object ({…})" }
        if name.hasPrefix("Array") { return "a list ([…])" }
        return "a \(name)"
    }

    /// The first day a review may carry: mcag reviews apps of this century.
    static let earliestDay = "2000-01-01"

    /// The days a review may carry, `YYYY-MM-DD`, compared as text: from
    /// `earliestDay` to the day after `now` in UTC (a tester ahead of UTC
    /// may already be on tomorrow). A year 2999 or 0001 is a typo.
    static func plausibleDays(now: Date) -> ClosedRange<String> {
        // gmtime_r, not a DateFormatter: this is asked once per record of a file.
        var seconds = time_t(now.timeIntervalSince1970 + 86_400)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let year = Int(parts.tm_year) + 1900, month = Int(parts.tm_mon) + 1, day = Int(parts.tm_mday)
        return earliestDay...(Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2))
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
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
