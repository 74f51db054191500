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

    /// What 2.1.7 compares on an element, or why it does not.
    enum Comparison {
        case compare(visible: String, name: String)
        case notApplicable
        case review(String)
    }

    /// The requirement is about controls, which speech users name by what
    /// they see (WCAG 2.5.3 "user interface components with labels"): a plain
    /// text read as part of a row (a chat row's date spoken "16 March 2026"
    /// beside the visible "16/03/2026") is nobody's voice target. A text
    /// field's text is what was typed ("alice" in a username field), not its
    /// label, unless it is the hint the empty field shows.
    static let textEntry: Set<Role> = [.textField, .searchField, .secureTextField]

    static func comparison(of context: ElementContext) -> Comparison {
        let element = context.element
        let role = context.reader.role
        // Interactivity first: it is cheaper than normalising both texts, and either failing means not applicable.
        guard element.isInteractive || role.isInteractive, let (visible, name) = pair(of: element) else {
            return .notApplicable
        }
        if textEntry.contains(role) || textEntry.contains(element.role), element.text != element.hint {
            return .review("The field's text \"\(element.text?.escapedForReport ?? "")\" may be what was typed rather than its visible label, so whether the name \"\(element.label?.escapedForReport ?? "")\" matches what a speech user sees needs a look at the screen.")
        }
        return .compare(visible: visible, name: name)
    }

    /// The finding both 2.1.7 tests give: nothing or a review as the
    /// comparison says, else a pass when `holds` accepts the normalised
    /// visible text and name, else the test's own violation.
    static func finding(
        for element: ElementContext, holds: (_ visible: String, _ name: String) -> Bool,
        pass reason: String, violation: () -> Finding
    ) -> Finding? {
        switch comparison(of: element) {
        case .notApplicable: return nil
        case let .review(reason): return .needsReview(element, reason)
        case let .compare(visible, name): return holds(visible, name) ? .pass(element, reason) : violation()
        }
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
        SpokenText.finding(
            for: element, holds: { visible, name in SpokenText.contains(name, wholeWords: visible) },
            pass: "The accessible name contains the visible text"
        ) {
            .violation(
                element, "The visible text \"\(element.element.text ?? "")\" is missing from the accessible name \"\(element.element.label ?? "")\"",
                fix: "Put the visible words, in the same order, into the accessibility label (for example \"\(element.element.text ?? "")\" or \"\(element.element.text ?? ""), more detail\"), so that Voice Control and Voice Access users can say what they see.")
        }
    }

    public var examples: [CheckExample] {
        [
            .passes("Name equals the text apart from case and punctuation",
                    Node(Element(role: .button, label: "Send", text: "SEND…"))),
            .passes("Name extends the text", Node(Element(role: .button, label: "Buy now, 12 dollars", text: "Buy now"))),
            .fails("Name replaces the text", Node(Element(role: .button, label: "Purchase", text: "Buy now")).flagged()),
            .fails("Only part of a word matches", Node(Element(role: .button, label: "Sending", text: "Send")).flagged()),
            .passes("A chat row's date, spoken \"16 March 2026\" for \"16/03/2026\", is no voice target: only the row is judged",
                    Node(Element(role: .button, label: "Chat with Ana", text: "Chat with Ana")) {
                        Node(Element(role: .text, label: "16 March 2026", text: "16/03/2026"))
                    }),
            .needsReview("A field's text is what was typed, not its label",
                         Node(Element(role: .textField, label: "username", text: "alice")).flagged()),
        ]
    }
}

/// 2.1.7 test 2: the accessible name begins with the visible text.
public struct NameStartsWithLabelCheck: ElementCheck {
    public var name: String { "name-starts-with-label" }

    public init() {}

    public func evaluate(_ element: ElementContext) -> Finding? {
        SpokenText.finding(
            for: element, holds: { visible, name in name == visible || name.hasPrefix(visible + " ") },
            pass: "The accessible name starts with the visible text"
        ) {
            .violation(
                element, "The accessible name \"\(element.element.label ?? "")\" does not start with the visible text \"\(element.element.text ?? "")\"",
                fix: "Reorder the accessibility label so that it begins with the visible text and adds any detail after it.")
        }
    }

    public var examples: [CheckExample] {
        [
            .passes("Name starts with the text", Node(Element(role: .button, label: "Send, message to Ana", text: "Send"))),
            .fails("Visible text comes last", Node(Element(role: .button, label: "Message to Ana, send", text: "Send")).flagged()),
        ]
    }
}
