/// Writes indented JSON text one token at a time, so that deep element trees
/// are written by a loop, and keys come out in the order they are written.
struct JSONWriter {
    private(set) var text = ""
    /// Whether each open container already holds a member (and needs a comma).
    private var hasMember: [Bool] = []
    private var afterKey = false
    /// Deeper levels share this indentation, so a 50,000-deep tree stays linear in size.
    static let maximumIndent = 40

    private mutating func beginValue() {
        if afterKey {
            afterKey = false
            return
        }
        if let last = hasMember.last {
            if last { text += "," }
            hasMember[hasMember.count - 1] = true
            newline()
        }
    }

    private mutating func newline() {
        text += "\n"
        text += String(repeating: "  ", count: min(hasMember.count, Self.maximumIndent))
    }

    mutating func key(_ name: String) {
        beginValue()
        text += Self.quoted(name) + ": "
        afterKey = true
    }

    mutating func beginObject() { open("{") }
    mutating func endObject() { close("}") }
    mutating func beginArray() { open("[") }
    mutating func endArray() { close("]") }

    private mutating func open(_ bracket: String) {
        beginValue()
        text += bracket
        hasMember.append(false)
    }

    private mutating func close(_ bracket: String) {
        let hadMembers = hasMember.popLast() ?? false
        if hadMembers { newline() }
        text += bracket
    }

    mutating func field(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        raw(Self.quoted(value))
    }

    mutating func field(_ name: String, _ value: Bool?) {
        guard let value else { return }
        key(name)
        raw(value ? "true" : "false")
    }

    mutating func field(_ name: String, _ value: Double?) {
        guard let value else { return }
        key(name)
        raw(Self.number(value))
    }

    mutating func field(_ name: String, _ value: Int?) { field(name, value.map(Double.init)) }

    mutating func field(_ name: String, _ values: [String]?) {
        guard let values else { return }
        key(name)
        raw("[" + values.map(Self.quoted).joined(separator: ", ") + "]")
    }

    /// A small object of numbers on one line: `{"x": 0, "y": 20}`.
    mutating func inlineObject(_ members: [(String, Double)]) {
        raw("{" + members.map { Self.quoted($0.0) + ": " + Self.number($0.1) }.joined(separator: ", ") + "}")
    }

    /// String-valued objects on one line each; `single` writes one object instead of an array.
    mutating func inlineStringObjects(_ objects: [[(String, String)]], single: Bool = false) {
        let written = objects.map { members in
            "{" + members.map { Self.quoted($0.0) + ": " + Self.quoted($0.1) }.joined(separator: ", ") + "}"
        }
        raw(single ? (written.first ?? "{}") : "[" + written.joined(separator: ", ") + "]")
    }

    /// A value already in JSON form.
    mutating func raw(_ json: String) {
        beginValue()
        text += json
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
