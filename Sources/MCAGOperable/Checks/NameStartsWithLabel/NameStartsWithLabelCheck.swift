package import MCAGCore

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
package struct NameStartsWithLabelCheck: ElementCheck {
    package var name: String { "name-starts-with-label" }

    package init() {}

    package func evaluate(_ element: ElementContext) -> Finding? {
        SpokenText.finding(
            for: element, holds: SpokenText.startsWith,
            pass: Result.startsWithVisibleText, strictOnDescendants: false
        ) { shown in
            .violation(element, Result.doesNotStart(shown: shown, name: element.element.label), fix: Result.fix)
        }
    }

    package var examples: [CheckExample] {
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
