package import MCAGCore

/// 2.1.7 test 1: the visible text of an element is part of its accessible name.
package struct LabelInNameCheck: ElementCheck {
    package var name: String { "label-in-name" }

    package init() {}

    package func evaluate(_ element: ElementContext) -> Finding? {
        SpokenText.finding(
            for: element, holds: { visible, name in SpokenText.holds(name, visible) },
            pass: Result.containsVisibleText
        ) { shown in
            .violation(element, Result.missingFromName(shown: shown, name: element.element.label), fix: Result.fix(shown: shown))
        }
    }

    package var examples: [CheckExample] {
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
