/// Android resource XML: `android:id="@+id/name"` and literal texts in layouts, `@string/key`
/// uses in any resource file, and `<string name="key">text</string>` in `values*` folders.
enum AndroidResourceScanner {
    private static let newID = Array("\"@+id/".utf8)
    private static let existingID = Array("\"@id/".utf8)
    private static let stringReference = Array("@string/".utf8)
    private static let stringElement = Array("<string ".utf8)
    private static let stringEnd = Array("</string>".utf8)
    private static let textAttributes = ["android:text", "android:contentDescription", "android:hint"]

    static func scan(_ context: inout FileScanContext, kind: SourceFileKind) {
        if kind == .androidLayout {
            for marker in [newID, existingID] {
                for offset in context.text.occurrences(of: marker) where isIDAttribute(context.text, quote: offset) {
                    if let name = context.text.name(at: offset + marker.count) {
                        context.declare(name.value, .androidLayoutID, at: offset + 1)
                    }
                }
            }
            scanLiteralTexts(&context)
        }
        for offset in context.text.occurrences(of: stringReference) {
            if let key = context.text.name(at: offset + stringReference.count, dots: true) {
                context.useString(key.value, table: .android, at: offset)
            }
        }
        if kind == .androidValues {
            scanStrings(&context)
        }
    }

    /// Whether the quote at `quote` opens the value of an attribute named `…:id`, so
    /// `android:layout_below="@+id/x"` (which also creates an id) is not taken for the view.
    private static func isIDAttribute(_ text: SourceText, quote: Int) -> Bool {
        var index = text.skipSpacesBackward(from: quote - 1)
        guard index >= 0, text[index] == 0x3D else { return false }
        index = text.skipSpacesBackward(from: index - 1)
        return index >= 2 && text[index] == 0x64 && text[index - 1] == 0x69 && text[index - 2] == 0x3A
    }

    /// `android:text="Pay"` written in the layout itself: a text-only place for the label "Pay".
    private static func scanLiteralTexts(_ context: inout FileScanContext) {
        for attribute in textAttributes {
            let marker = Array((attribute + "=\"").utf8)
            for offset in context.text.occurrences(of: marker) {
                guard let literal = context.text.literal(at: offset + marker.count - 1),
                      !literal.value.hasPrefix("@"), !literal.value.hasPrefix("?")
                else { continue }
                context.collector.textSites.append(
                    TextSite(text: XMLText.unescaped(literal.value), location: context.location(of: offset)))
            }
        }
    }

    private static func scanStrings(_ context: inout FileScanContext) {
        for offset in context.text.occurrences(of: stringElement) {
            guard let name = context.text.attribute("name", inTagAround: offset + 1) else { continue }
            var open = offset
            while open < context.text.count, context.text[open] != 0x3E { open += 1 }
            guard open < context.text.count, context.text[open - 1] != 0x2F else { continue }
            var close = open + 1
            while close < context.text.count, !context.text.has(stringEnd, at: close) { close += 1 }
            guard close < context.text.count else { continue }
            let raw = String(decoding: context.text.bytes[(open + 1)..<close], as: UTF8.self)
            context.defineString(name.value, text: resourceText(raw), table: .android, at: offset)
        }
    }

    /// The text Android shows for a `<string>` body: markup removed, entities and backslash
    /// escapes undone, surrounding double quotes dropped.
    static func resourceText(_ raw: String) -> String {
        var withoutTags = ""
        var inTag = false
        for character in raw {
            if character == "<" { inTag = true; continue }
            if character == ">" && inTag { inTag = false; continue }
            if !inTag { withoutTags.append(character) }
        }
        var text = XMLText.unescaped(withoutTags).trimmingSpaces()
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            text = String(text.dropFirst().dropLast())
        }
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
