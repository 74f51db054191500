import MCAGRules

/// The text form of a transcript, shared by rendering and parsing.
///
/// A stop is one line: its position, two spaces, what is said (pieces joined
/// by ", ", the name in double quotes), two spaces, and in square brackets the
/// role, `id …` and the notes, separated by ", ". The element's own `\`, `[`
/// and `]` are written with a backslash before them, and so are `"` in what
/// is said and `,` in the brackets, so the line reads back unambiguously.
/// Characters a report cannot show are `U+XXXX` (``Swift/String/escapedForReport``).
enum TranscriptSyntax {
    static let violationMark = "✗ "
    static let nothingSaid = "(nothing)"
    static let elsewhereHeading = "elsewhere:"
    static let unknown = "unknown"

    /// The spoken column for `speech`.
    static func spoken(_ speech: ScreenReaderSpeech) -> String {
        var result = ""
        var previous: ScreenReaderSpeech.Kind?
        for part in speech.parts {
            if previous != nil { result += part.kind == .value && previous == .name ? ": " : ", " }
            let text = escape(part.text.escapedForReport, also: "\"")
            result += part.kind == .name ? "\"\(text)\"" : text
            previous = part.kind
        }
        return result.isEmpty ? nothingSaid : result
    }

    /// The bracketed column: role, identifier, notes.
    static func details(_ stop: TranscriptStop) -> String {
        var items = [escape(stop.role, also: ",")]
        if let identifier = stop.identifier { items.append("id " + escape(identifier, also: ",")) }
        items += stop.notes.map { escape($0, also: ",") }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// `text` with `\`, `[`, `]` and the characters of `also` written after a backslash.
    static func escape(_ text: String, also: String) -> String {
        let special = "\\[]" + also
        guard text.contains(where: special.contains) else { return text }
        var result = ""
        for character in text {
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` with the backslashes of ``escape(_:)`` removed.
    static func unescape<S: StringProtocol>(_ text: S) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if !escaped, character == "\\" { escaped = true; continue }
            result.append(character)
            escaped = false
        }
        return result
    }
}
