import Foundation

/// Xcode string catalogs (`.xcstrings`, JSON): every key with the text of each localization,
/// and the key itself as its source-language text when no value is given. The line is the
/// key's first appearance in the file.
enum StringCatalogScanner {
    static func scan(_ context: inout FileScanContext) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(context.text.bytes)),
              let catalog = object as? [String: Any],
              let strings = catalog["strings"] as? [String: Any]
        else { return }
        for (key, entry) in strings.sorted(by: { $0.key < $1.key }) {
            let offset = keyOffset(context.text, key) ?? 0
            var texts: Set<String> = [key]
            if let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] {
                for localization in localizations.values {
                    if let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any],
                       let value = unit["value"] as? String {
                        texts.insert(value)
                    }
                }
            }
            for text in texts.sorted() {
                context.defineString(key, text: text, table: .apple, at: offset)
            }
        }
    }

    /// Where `"key"` followed by `:` first appears, the key JSON-escaped as a writer spells it.
    private static func keyOffset(_ text: SourceText, _ key: String) -> Int? {
        var escaped = ""
        for character in key {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        let marker = Array(("\"" + escaped + "\"").utf8)
        for offset in text.occurrences(of: marker) {
            let after = text.skipSpaces(from: offset + marker.count, crossingLines: true)
            if after < text.count, text[after] == 0x3A { return offset }
        }
        return nil
    }
}
