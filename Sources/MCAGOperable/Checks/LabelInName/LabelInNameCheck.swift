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
        guard let text = element.text, let label = element.label,
              !HiddenVisibleLabel.isStateText(text, of: element) else { return nil }
        let visible = normalise(text), name = normalise(label)
        guard !visible.isEmpty, !name.isEmpty else { return nil }
        return (visible, name)
    }

    /// What 2.1.7 compares on an element, or why it does not.
    enum Comparison {
        /// The element's own text and name.
        case compare(visible: String, name: String)
        /// The one text a descendant shows, which the element's description hides.
        case compareShownByDescendant(shown: String, visible: String, name: String)
        /// Several texts shown by descendants: any of them may be the label.
        case compareSeveralShown(shown: [String], name: String)
        case review(String)
        case notApplicable
    }

    /// The requirement is about controls, which speech users name by what
    /// they see (WCAG 2.5.3 "user interface components with labels"): a plain
    /// text read as part of a row (a chat row's date spoken "16 March 2026"
    /// beside the visible "16/03/2026") is nobody's voice target. A text
    /// field's text is what was typed ("alice" in a username field), not its
    /// label, unless it is the hint the empty field shows.
    /// The text field, search field and secure text field, as bits by code:
    /// a constant for the reason given at ``HiddenVisibleLabel/labelledRoles``.
    static let textEntry = RoleSet(bits: 1 << 7 | 1 << 9 | 1 << 8)

    static func comparison(of context: ElementContext) -> Comparison {
        let element = context.element
        // Interactivity first: it is cheaper than normalising both texts, and either failing means not
        // applicable. The model's role is read in place: a copy of its entry retained four references.
        // The model held and its element lent: through `context.reader`, the whole element was copied at each use.
        let model = context.screen.screenReader
        guard element.isInteractive || model[context.index].role.isInteractive else { return .notApplicable }
        let role = model[context.index].role
        guard let (visible, name) = pair(of: element) else { return descendantComparison(of: context) }
        if textEntry.contains(role) || textEntry.contains(element.role), element.text != element.hint {
            return .review("The field's text \"\(element.text?.escapedForReport ?? "")\" may be what was typed rather than its visible label, so whether the name \"\(element.label?.escapedForReport ?? "")\" matches what a speech user sees needs a look at the screen.")
        }
        return .compare(visible: visible, name: name)
    }

    /// A described control with no text of its own, judged on the texts of
    /// its descendants that the description hides (``HiddenVisibleLabel``).
    static func descendantComparison(of context: ElementContext) -> Comparison {
        guard let shown = HiddenVisibleLabel.shown(by: context), let label = context.element.label else { return .notApplicable }
        let name = normalise(label)
        switch shown {
        case let .one(text):
            let visible = normalise(text)
            return visible.isEmpty || name.isEmpty ? .notApplicable : .compareShownByDescendant(shown: text, visible: visible, name: name)
        case let .several(texts):
            return name.isEmpty ? .notApplicable : .compareSeveralShown(shown: texts, name: name)
        }
    }

    /// The finding both 2.1.7 tests give: nothing or a review as the
    /// comparison says, else a pass when `holds` accepts the normalised
    /// visible text and name, else the test's own violation, given the
    /// visible text as shown. A label shown by a descendant that fails a
    /// test whose `strictOnDescendants` is false is left for review.
    static func finding(
        for element: ElementContext, holds: (_ visible: String, _ name: String) -> Bool,
        pass reason: String, strictOnDescendants: Bool = true, violation: (_ shown: String) -> Finding
    ) -> Finding? {
        switch comparison(of: element) {
        case .notApplicable: return nil
        case let .review(reason): return .needsReview(element, reason)
        case let .compare(visible, name):
            return holds(visible, name) ? .pass(element, reason) : violation(element.element.text ?? "")
        case let .compareShownByDescendant(shown, visible, name):
            if holds(visible, name) { return .pass(element, reason) }
            if strictOnDescendants { return violation(shown) }
            return .needsReview(element, "The visible text \"\(shown.escapedForReport)\" is shown inside the control, not by the control itself; whether the name \"\(element.element.label?.escapedForReport ?? "")\" should start with it needs a look at the screen.")
        case let .compareSeveralShown(shown, name):
            if shown.contains(where: { holds(normalise($0), name) }) { return .pass(element, reason) }
            let listed = shown.prefix(3).map { "\"\($0.escapedForReport)\"" }.joined(separator: ", ")
            return .needsReview(element, "The control shows several texts inside it (\(listed)), and its name \"\(element.element.label?.escapedForReport ?? "")\" passes this test with none of them; whether one of them is its visible label needs a look at the screen.")
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
            for: element, holds: { visible, name in SpokenText.holds(name, visible) },
            pass: "The accessible name contains the visible text"
        ) { shown in
            .violation(
                element, "The visible text \"\(shown)\" is missing from the accessible name \"\(element.element.label ?? "")\"",
                fix: "Put the visible words, in the same order, into the accessibility label (for example \"\(shown)\" or \"\(shown), more detail\"), so that Voice Control and Voice Access users can say what they see.")
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
            .fails("A tab described \"Nearby\" over the one text it shows, \"Xiamen\"",
                   Node(Element(role: .tab, label: "Nearby", frame: Rect(x: 606, y: 116, width: 132, height: 88),
                                isAccessibilityElement: true)) {
                       Node(Element(role: .text, text: "Xiamen", frame: Rect(x: 633, y: 134, width: 78, height: 52)))
                   }.flagged()),
            .passes("A tab described \"附近\" over the text \"附近\" and a count badge \"12\"",
                    Node(Element(role: .tab, label: "附近", frame: Rect(x: 606, y: 116, width: 132, height: 88),
                                 isAccessibilityElement: true)) {
                        Node(Element(role: .text, text: "附近", frame: Rect(x: 633, y: 134, width: 78, height: 52)))
                        Node(Element(role: .text, text: "12", frame: Rect(x: 711, y: 120, width: 20, height: 20)))
                    }),
        ]
    }
}

extension SpokenText {
    /// Whether `name` begins with `visible` (both normalised) at a word's
    /// boundary: "Send, message" begins with "Send", "Sending" does not. In a
    /// script written without spaces between words (Chinese, Japanese, Thai)
    /// a word ends wherever a character does, so there the names are compared
    /// character by character: "设置快捷方式" begins with "设置".
    static func startsWith(_ visible: String, _ name: String) -> Bool {
        guard name.hasPrefix(visible) else { return false }
        guard let next = name.dropFirst(visible.count).unicodeScalars.first else { return true }
        if next == " " { return true }
        return next.isWrittenWithoutSpaces || visible.unicodeScalars.last?.isWrittenWithoutSpaces == true
    }
}

/// 2.1.7 test 2: the accessible name begins with the visible text.
public struct NameStartsWithLabelCheck: ElementCheck {
    public var name: String { "name-starts-with-label" }

    public init() {}

    public func evaluate(_ element: ElementContext) -> Finding? {
        SpokenText.finding(
            for: element, holds: SpokenText.startsWith,
            pass: "The accessible name starts with the visible text", strictOnDescendants: false
        ) { shown in
            .violation(
                element, "The accessible name \"\(element.element.label ?? "")\" does not start with the visible text \"\(shown)\"",
                fix: "Reorder the accessibility label so that it begins with the visible text and adds any detail after it.")
        }
    }

    public var examples: [CheckExample] {
        [
            .passes("Name starts with the text", Node(Element(role: .button, label: "Send, message to Ana", text: "Send"))),
            .fails("Visible text comes last", Node(Element(role: .button, label: "Message to Ana, send", text: "Send")).flagged()),
            .fails("The name begins with the visible word's letters, not the word",
                   Node(Element(role: .button, label: "Sending now", text: "Send")).flagged()),
            .passes("A Chinese shortcut named \"设置快捷方式\" over the text \"设置\": Chinese has no spaces between words",
                    Node(Element(role: .button, label: "设置快捷方式", text: "设置"))),
            .fails("A Chinese name that holds its visible text \"设置\" only after other words",
                   Node(Element(role: .button, label: "快捷方式设置", text: "设置")).flagged()),
        ]
    }
}
