import MCAGCore

/// The grammar of one line of a Compose semantics print, as androidx
/// `ui-test`'s `printToString` writes it (`Output.kt`): a node line
/// `Node #N at (l=…, t=…, r=…, b=…)px[, Tag: '…']` led by ` |-` below the root,
/// then the node's properties, one a line, indented three characters a level:
/// `Key = 'value'`, `[Flag, Flag]` for properties without a value,
/// `Actions = [OnClick, …]`, `MergeDescendants = 'true'`, `ClearAndSetSemantics = 'true'`.
enum ComposePrintSyntax {
    struct NodeLine {
        var level: Int
        var id: Int
        var frame: Rect
        var tag: String?
    }

    enum PropertyLine {
        /// `Key = 'value'`, or the opening of a value that goes on over more lines.
        case value(key: String, value: Substring, closed: Bool)
        /// `Actions = [A, B]`.
        case actions([String])
        /// `[Heading, Disabled]`.
        case flags([String])
        /// `Has 3 children` (the print stopped at its maximum depth).
        case note(String)
    }

    /// The indentation (spaces and bars) and what follows it.
    static func split(_ line: Substring) -> (indent: Int, rest: Substring) {
        let rest = line.drop { $0 == " " || $0 == "|" }
        return (line.count - rest.count, rest)
    }

    /// A node line, nil when the line is not one; an error message when it is one but malformed.
    static func nodeLine(_ line: Substring) -> Result<NodeLine, SyntaxError>? {
        let (indent, rest) = split(line)
        var level = 0
        var body = rest
        if rest.hasPrefix("-Node #") {
            guard indent >= 2, (indent - 2) % 3 == 0, line.dropFirst(indent - 1).first == "|" else {
                return .failure(SyntaxError(column: 1, "a node line's ' |-' must be indented by a multiple of three characters"))
            }
            level = (indent - 2) / 3 + 1
            body = rest.dropFirst()
        } else if rest.hasPrefix("Node #") {
            guard indent == 0 else {
                return .failure(SyntaxError(column: 1, "a nested node line must start with ' |-' after its indentation"))
            }
        } else {
            return nil
        }
        return parseNode(body, level: level, column: indent + 1 + (level > 0 ? 1 : 0))
    }

    private static func parseNode(_ body: Substring, level: Int, column: Int) -> Result<NodeLine, SyntaxError> {
        var scanner = Scanner(text: body.dropFirst("Node #".count), column: column + "Node #".count)
        guard let id = scanner.integer() else { return .failure(scanner.error("expected the node's number after 'Node #'")) }
        var numbers: [Double] = []
        for (index, name) in ["l", "t", "r", "b"].enumerated() {
            let lead = index == 0 ? " at (\(name)=" : ", \(name)="
            guard scanner.take(lead) else { return .failure(scanner.error("expected '\(lead)' in the node's bounds")) }
            guard let number = scanner.number() else { return .failure(scanner.error("expected a finite number for '\(name)'")) }
            numbers.append(number)
        }
        guard scanner.take(")px") else { return .failure(scanner.error("expected ')px' after the node's bounds")) }
        guard numbers[2] >= numbers[0], numbers[3] >= numbers[1] else {
            return .failure(SyntaxError(column: column, "the bounds end before they start (r < l or b < t)"))
        }
        let frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
        var tag: String?
        if scanner.take(", Tag: '") {
            guard scanner.rest.hasSuffix("'") else { return .failure(scanner.error("the test tag has no closing quote")) }
            tag = String(scanner.rest.dropLast())
        } else if !scanner.rest.isEmpty {
            return .failure(scanner.error("unexpected text after the node's bounds (expected nothing or \", Tag: '…'\")"))
        }
        return .success(NodeLine(level: level, id: id, frame: frame, tag: tag))
    }

    /// A property line's meaning (the indentation already removed).
    static func propertyLine(_ rest: Substring) -> PropertyLine? {
        if rest.hasPrefix("["), rest.hasSuffix("]") { return .flags(list(rest)) }
        if rest.hasPrefix("Actions = ["), rest.hasSuffix("]") { return .actions(list(rest.dropFirst("Actions = ".count))) }
        if rest.hasPrefix("Has "), rest.contains("child") || rest.contains("sibling") { return .note(String(rest)) }
        guard let equals = rest.range(of: " = '") else { return nil }
        let key = rest[..<equals.lowerBound]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let value = rest[equals.upperBound...]
        if value.hasSuffix("'") { return .value(key: String(key), value: value.dropLast(), closed: true) }
        return .value(key: String(key), value: value, closed: false)
    }

    /// `[A, B]` → `["A", "B"]`.
    static func list(_ text: Substring) -> [String] {
        text.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    struct SyntaxError: Error {
        var column: Int
        var message: String
        init(column: Int, _ message: String) {
            self.column = column
            self.message = message
        }
    }

    /// Reads a node line from left to right, counting columns for errors.
    struct Scanner {
        var text: Substring
        var column: Int
        var rest: Substring { text }

        mutating func take(_ literal: String) -> Bool {
            guard text.hasPrefix(literal) else { return false }
            text = text.dropFirst(literal.count)
            column += literal.count
            return true
        }

        mutating func integer() -> Int? {
            let digits = text.prefix(while: \.isASCII).prefix(while: \.isNumber)
            guard !digits.isEmpty, digits.count <= 18, let value = Int(digits) else { return nil }
            text = text.dropFirst(digits.count)
            column += digits.count
            return value
        }

        mutating func number() -> Double? {
            let characters = text.prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "E" || $0 == "e" || $0 == "+") }
            guard !characters.isEmpty, let value = Double(characters), value.isFinite else { return nil }
            text = text.dropFirst(characters.count)
            column += characters.count
            return value
        }

        func error(_ message: String) -> SyntaxError { SyntaxError(column: column, message) }
    }
}
