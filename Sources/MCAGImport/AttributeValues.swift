import Foundation

/// Reads dump attribute values, where an empty string means "not stated".
enum AttributeValues {
    static func bool(_ text: String?) -> Bool? {
        // Dumps write `true` and `false`: matched as written, without lowercasing a copy.
        if text == "true" { return true }
        if text == "false" { return false }
        return switch text?.lowercased() {
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

extension AttributeValues {
    /// A whole number within the range the snapshot format gives `key`; nil
    /// otherwise (the raw attribute stays in ``Element/attributes``).
    static func int(_ text: String?, key: String) -> Int? {
        // Text that reads as an integer as it is has nothing to trim; only the rest is trimmed first.
        guard let text, let number = Int(text) ?? Int(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        if let bounds = SnapshotNumberRanges.byKey[key], !bounds.contains(Double(number)) { return nil }
        return number
    }

    /// A finite number within the range the snapshot format gives `key`.
    static func double(_ text: String?, key: String) -> Double? {
        guard let number = double(text), number.isFinite else { return nil }
        if let bounds = SnapshotNumberRanges.byKey[key], !bounds.contains(number) { return nil }
        return number
    }

    /// A comma-separated list, items trimmed, empty items dropped; nil when nothing is left.
    static func list(_ text: String?) -> [String]? {
        let items = (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return items.isEmpty ? nil : items
    }
}
