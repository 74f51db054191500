/// Reads one stop line: `  12  "Search", button, double-tap to activate  [button, id search]`.
enum TranscriptLine {
    static func stop(_ line: Substring, number: Int, expected position: Int) throws(TranscriptParseError) -> TranscriptStop {
        let afterIndent = line.drop { $0 == " " }
        let digits = afterIndent.prefix { $0.isASCII && $0.isNumber }
        guard let parsed = Int(digits), parsed == position else {
            throw TranscriptParseError(line: number, message: "expected stop \(position) ('\(position)  WHAT IS SAID  [ROLE, …]')")
        }
        let rest = afterIndent.dropFirst(digits.count)
        guard rest.hasPrefix("  "), let open = unescapedIndex(of: "[", in: rest), rest.hasSuffix("]"),
              rest[..<open].hasSuffix("  ")
        else {
            throw TranscriptParseError(line: number, message: "expected '  WHAT IS SAID  [ROLE, …]' after the stop number")
        }
        let spoken = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<open].dropLast(2))
        let details = splitDetails(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
        guard let role = details.first, !role.isEmpty else {
            throw TranscriptParseError(line: number, message: "the brackets name no role")
        }
        let identifier = details.dropFirst().first { $0.hasPrefix("id ") }.map { String($0.dropFirst(3)) }
        let notes = details.dropFirst().filter { !$0.hasPrefix("id ") }
        return TranscriptStop(position: position, spoken: spoken, name: quotedName(in: spoken[...]), role: role,
                              identifier: identifier, notes: notes)
    }

    /// The first `character` not written after a backslash.
    static func unescapedIndex(of character: Character, in text: Substring) -> Substring.Index? {
        var escaped = false
        for index in text.indices {
            if escaped { escaped = false; continue }
            if text[index] == "\\" { escaped = true } else if text[index] == character { return index }
        }
        return nil
    }

    /// The unescaped text between the first two unescaped double quotes.
    static func quotedName(in spoken: Substring) -> String? {
        guard let open = unescapedIndex(of: "\"", in: spoken) else { return nil }
        let after = spoken[spoken.index(after: open)...]
        guard let close = unescapedIndex(of: "\"", in: after) else { return nil }
        return TranscriptSyntax.unescape(after[..<close])
    }

    /// The bracket's items, split at unescaped ", " and unescaped.
    static func splitDetails(_ text: Substring) -> [String] {
        var items: [String] = []
        var rest = text
        while let comma = unescapedIndex(of: ",", in: rest) {
            items.append(TranscriptSyntax.unescape(rest[..<comma]))
            rest = rest[rest.index(after: comma)...]
            if rest.hasPrefix(" ") { rest = rest.dropFirst() }
        }
        items.append(TranscriptSyntax.unescape(rest))
        return items
    }
}
