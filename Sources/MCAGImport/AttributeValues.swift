/// Reads dump attribute values, where an empty string means "not stated".
enum AttributeValues {
    static func bool(_ text: String?) -> Bool? {
        switch text?.lowercased() {
        case "true", "1", "yes": true
        case "false", "0", "no": false
        default: nil
        }
    }

    static func double(_ text: String?) -> Double? {
        guard let text, !text.isEmpty else { return nil }
        return Double(text)
    }

    /// nil for a missing or empty value.
    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    /// The simple name of a class: `android.widget.ImageButton` → `ImageButton`.
    static func simpleClassName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
