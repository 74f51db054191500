import Foundation

/// Just enough YAML to check the CI examples' structure: block mappings
/// (`key: value`, `key:` and an indented block), block sequences (`- item`,
/// `- key: value` starting a mapping), comments and quoted scalars. Flow
/// collections (`[main]`) stay scalars. Anything else is an error naming
/// the line, so a file this reader cannot follow fails the test.
indirect enum MiniYAML: Equatable {
    case scalar(String)
    case list([MiniYAML])
    case map([String: MiniYAML])

    struct Problem: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    subscript(key: String) -> MiniYAML? {
        if case let .map(members) = self { return members[key] }
        return nil
    }

    var items: [MiniYAML] { if case let .list(items) = self { items } else { [] } }
    var text: String? { if case let .scalar(text) = self { text } else { nil } }

    typealias Line = (number: Int, indent: Int, text: String)

    static func parse(_ source: String) throws -> MiniYAML {
        var lines: [Line] = []
        for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if raw.contains("\t") { throw Problem(line: index + 1, message: "a tab in the indentation") }
            let trimmed = raw.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            lines.append((index + 1, raw.count - trimmed.count, String(trimmed)))
        }
        var position = 0
        let value = try block(lines, &position, indent: lines.first?.indent ?? 0)
        if position < lines.count { throw Problem(line: lines[position].number, message: "unexpected indentation") }
        return value
    }

    static func block(_ lines: [Line], _ position: inout Int, indent: Int) throws -> MiniYAML {
        guard position < lines.count else { return .scalar("") }
        return lines[position].text.hasPrefix("- ") || lines[position].text == "-"
            ? try list(lines, &position, indent: indent) : try map(lines, &position, indent: indent)
    }

    static func list(_ lines: [Line], _ position: inout Int, indent: Int) throws -> MiniYAML {
        var items: [MiniYAML] = []
        while position < lines.count, lines[position].indent == indent, lines[position].text.hasPrefix("- ") {
            let line = lines[position]
            let rest = String(line.text.dropFirst(2))
            if rest.contains(": ") || rest.hasSuffix(":") {
                // "- key: value" opens a mapping whose keys sit two columns in.
                var shifted = lines
                shifted[position] = (line.number, indent + 2, rest)
                items.append(try map(shifted, &position, indent: indent + 2))
            } else {
                items.append(.scalar(unquoted(rest)))
                position += 1
            }
        }
        return .list(items)
    }

    static func map(_ lines: [Line], _ position: inout Int, indent: Int) throws -> MiniYAML {
        var members: [String: MiniYAML] = [:]
        while position < lines.count, lines[position].indent == indent, !lines[position].text.hasPrefix("- ") {
            let line = lines[position]
            guard let colon = line.text.range(of: ": ") ?? (line.text.hasSuffix(":") ? line.text.range(of: ":", options: .backwards) : nil)
            else { throw Problem(line: line.number, message: "expected 'key: value'") }
            let key = String(line.text[..<colon.lowerBound])
            let value = line.text[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            if members[key] != nil { throw Problem(line: line.number, message: "duplicate key \(key)") }
            position += 1
            if !value.isEmpty {
                members[key] = .scalar(unquoted(withoutComment(value)))
            } else if position < lines.count, lines[position].indent > indent
                        || (lines[position].indent == indent && lines[position].text.hasPrefix("- ")) {
                members[key] = try block(lines, &position, indent: lines[position].indent)
            } else {
                members[key] = .scalar("")
            }
        }
        return .map(members)
    }

    static func withoutComment(_ value: String) -> String {
        guard let hash = value.range(of: " #") else { return value }
        return value[..<hash.lowerBound].trimmingCharacters(in: .whitespaces)
    }

    static func unquoted(_ value: String) -> String {
        for quote in ["\"", "'"] where value.count >= 2 && value.hasPrefix(quote) && value.hasSuffix(quote) {
            return String(value.dropFirst().dropLast())
        }
        return value
    }
}
