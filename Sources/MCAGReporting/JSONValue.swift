/// A JSON value whose objects keep their keys in the order they were
/// written, so that exported catalogs and reports diff cleanly between runs.
///
/// Foundation's `JSONSerialization` either scrambles key order or sorts it
/// alphabetically; documented formats read better in a fixed, logical order.
package indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Structural equality; object members compare in order.
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// A string, or `null` when the value is absent.
    package static func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

    /// An integer number.
    package static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// An array of strings.
    package static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    /// Pretty-printed text with two-space indentation and a final newline.
    package func prettyPrinted() -> String { prettyPrinted(concurrently: true) }

    /// Pretty-printed text; with `concurrently`, long arrays are written on
    /// every core (the text is the same either way).
    package func prettyPrinted(concurrently: Bool) -> String {
        var writer = JSONPrettyWriter(concurrent: concurrently)
        writer.write(self, indent: 0)
        writer.endLine()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// How a JSON string writes `scalar`, nil to write it as it is
    /// (``JSONPrettyWriter`` asks it of every scalar of text beyond plain ASCII).
    static func jsonEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        // DEL, C1 and the bidirectional controls are legal in JSON, but escaped they
        // cannot act on a terminal or reorder the text of someone reading the file.
        case _ where scalar.isUnsafeControl:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: return nil
        }
    }
}
