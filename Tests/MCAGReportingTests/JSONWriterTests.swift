import Foundation
import MCAGReporting
import Testing

/// The JSON writer appends bytes and writes long arrays on several threads;
/// the text must be the same as on one thread, and valid JSON that reads
/// back to the same values.
@Suite struct JSONWriterTests {
    /// Strings that need each kind of escape, and text beyond ASCII.
    static let awkward: [String] = [
        "plain", "quote \" and backslash \\", "line\nfeed\ttab\rreturn", "escape \u{1B}[31m", "bidi \u{202E}dlrow",
        "DEL \u{7F} and C1 \u{9B}", "Café ☕️ 👩‍👩‍👧", "", "null \u{0}",
    ]

    /// Long enough at two depths to be written in chunks.
    static func document() -> JSONValue {
        let findings: [JSONValue] = (0..<300).map { index in
            .object([("index", .int(index)), ("message", .string(awkward[index % awkward.count])),
                      ("ratio", .number(Double(index) / 7)), ("flag", .bool(index % 2 == 0)), ("none", .null)])
        }
        let results: [JSONValue] = (0..<150).map { index in
            .object([("id", .string("result-\(index)")), ("findings", .array(index % 50 == 0 ? findings : [])),
                      ("tags", .strings(awkward))])
        }
        return .object([("reportVersion", .int(2)), ("results", .array(results)), ("empty", .object([]))])
    }

    @Test func concurrentTextIsTheSerialText() {
        let document = Self.document()
        #expect(document.prettyPrinted(concurrently: true) == document.prettyPrinted(concurrently: false))
        #expect(document.prettyPrinted() == document.prettyPrinted(concurrently: false))
    }

    @Test func theTextReadsBackToTheSameStrings() throws {
        let value = JSONValue.array(Self.awkward.map { .string($0) })
        let data = Data(value.prettyPrinted().utf8)
        let read = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String]
        #expect(read == Self.awkward)
    }

    @Test func controlsAreEscapedVisiblyAndTheLayoutIsTwoSpaces() {
        let value = JSONValue.object([("a", .array([.string("x\"\\\n\u{1B}\u{202E}é"), .number(1.5), .int(2)]))])
        #expect(value.prettyPrinted() == "{\n  \"a\": [\n    \"x\\\"\\\\\\n\\u001b\\u202eé\",\n    1.5,\n    2\n  ]\n}\n")
    }
}
