/// A JSON value whose objects keep their keys in the order they were
/// written, so that exported catalogs and reports diff cleanly between runs.
///
/// Foundation's `JSONSerialization` either scrambles key order or sorts it
/// alphabetically; documented formats read better in a fixed, logical order.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Structural equality; object members compare in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
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
    public static func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }

    /// An integer number.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    /// Pretty-printed text with two-space indentation and a final newline.
    public func prettyPrinted() -> String {
        var output = ""
        write(to: &output, indent: 0)
        output += "\n"
        return output
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case let .bool(value): output += value ? "true" : "false"
        case let .number(value): output += Self.format(value)
        case let .string(value): Self.writeString(value, to: &output)
        case let .array(values):
            if values.isEmpty { output += "[]"; return }
            output += "[\n"
            for (position, value) in values.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                value.write(to: &output, indent: indent + 1)
                output += position == values.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case let .object(members):
            if members.isEmpty { output += "{}"; return }
            output += "{\n"
            for (position, (key, value)) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                Self.writeString(key, to: &output)
                output += ": "
                value.write(to: &output, indent: indent + 1)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    private static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\"" + text.replacingScalars(jsonEscape) + "\""
    }

    /// How a JSON string writes `scalar`, nil to write it as it is.
    private static func jsonEscape(_ scalar: Unicode.Scalar) -> String? {
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
