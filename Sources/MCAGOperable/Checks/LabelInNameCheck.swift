public import MCAGCore

/// Text as speech recognition hears it: lower case, punctuation and symbols
/// dropped, runs of white space collapsed. `"Send…"` and `"send"` compare equal.
public enum SpokenText {
    public static func normalise(_ text: String) -> String {
        if let words = ASCIIWords.split(text, controlCharactersSeparate: false) {
            return words.joined(separator: " ")
        }
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if character.isWhitespace || character.isPunctuation || character.isSymbol {
                if !current.isEmpty { words.append(current); current = "" }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }

    /// The normalised visible text and accessible name of an element that
    /// has both; nil when it lacks either (the requirement does not apply).
    static func pair(of element: Element) -> (visible: String, name: String)? {
        guard let text = element.text, let label = element.label else { return nil }
        let visible = normalise(text), name = normalise(label)
        guard !visible.isEmpty, !name.isEmpty else { return nil }
        return (visible, name)
    }

    /// Whether `phrase` occurs in `text` as whole words.
    static func contains(_ text: String, wholeWords phrase: String) -> Bool {
        " \(text) ".contains(" \(phrase) ")
    }
}

/// 2.1.7 test 1: the visible text of an element is part of its accessible name.
public struct LabelInNameCheck: ElementCheck {
    public var name: String { "label-in-name" }

    public init() {}

    public func evaluate(_ element: ElementContext) -> Finding? {
        guard let (visible, name) = SpokenText.pair(of: element.element) else { return nil }
        if SpokenText.contains(name, wholeWords: visible) {
            return .pass(element, "The accessible name contains the visible text")
        }
        return .violation(
            element, "The visible text \"\(element.element.text ?? "")\" is missing from the accessible name \"\(element.element.label ?? "")\"",
            fix: "Put the visible words, in the same order, into the accessibility label (for example \"\(element.element.text ?? "")\" or \"\(element.element.text ?? ""), more detail\"), so that Voice Control and Voice Access users can say what they see.")
    }

    public var examples: [CheckExample] {
        [
            .passes("Name equals the text apart from case and punctuation",
                    Node(Element(role: .button, label: "Send", text: "SEND…"))),
            .passes("Name extends the text", Node(Element(role: .button, label: "Buy now, 12 dollars", text: "Buy now"))),
            .fails("Name replaces the text", Node(Element(role: .button, label: "Purchase", text: "Buy now"))),
            .fails("Only part of a word matches", Node(Element(role: .button, label: "Sending", text: "Send"))),
        ]
    }
}

/// 2.1.7 test 2: the accessible name begins with the visible text.
public struct NameStartsWithLabelCheck: ElementCheck {
    public var name: String { "name-starts-with-label" }

    public init() {}

    public func evaluate(_ element: ElementContext) -> Finding? {
        guard let (visible, name) = SpokenText.pair(of: element.element) else { return nil }
        if name == visible || name.hasPrefix(visible + " ") {
            return .pass(element, "The accessible name starts with the visible text")
        }
        return .violation(
            element, "The accessible name \"\(element.element.label ?? "")\" does not start with the visible text \"\(element.element.text ?? "")\"",
            fix: "Reorder the accessibility label so that it begins with the visible text and adds any detail after it.")
    }

    public var examples: [CheckExample] {
        [
            .passes("Name starts with the text", Node(Element(role: .button, label: "Send, message to Ana", text: "Send"))),
            .fails("Visible text comes last", Node(Element(role: .button, label: "Message to Ana, send", text: "Send"))),
        ]
    }
}
