import MCAGCore

/// The self-testing examples of ``TextContrastCheck``, one set per MCAG test.
enum TextContrastExamples {
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)
    /// #767676 on white: 4.54:1, the lightest grey that passes 4.5:1.
    static let midGrey = Color(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255)
    /// #939393 on white: 3.07:1.
    static let lightGrey = Color(red: 0x93 / 255, green: 0x93 / 255, blue: 0x93 / 255)
    /// #CCCCCC on white: 1.6:1.
    static let paleGrey = Color(red: 0xCC / 255, green: 0xCC / 255, blue: 0xCC / 255)

    static func text(_ words: String, _ colour: Color?, size: Double?, weight: Int?, alpha: Double? = nil,
                     enabled: Bool? = nil) -> Element {
        Element(role: .text, text: words, isEnabled: enabled,
                textStyle: TextStyle(fontSize: size, weight: weight), foregroundColor: colour, alpha: alpha)
    }

    static func onWhite(_ children: Node...) -> Node {
        Node(Element(role: .container, backgroundColor: white), children: children)
    }

    static func examples(for kind: TextContrastCheck.Kind) -> [CheckExample] {
        switch kind {
        case .regularText:
            [
                .passes("Body text #767676 on white (4.54:1)", onWhite(Node(text("Terms apply", midGrey, size: 15, weight: 400)))),
                .fails("Caption #CCCCCC on white (1.6:1)", onWhite(Node(text("Last updated", paleGrey, size: 12, weight: 400)).flagged())),
                .fails("Black text at 30% opacity on white",
                       onWhite(Node(text("Hint", black, size: 14, weight: 400, alpha: 0.3)).flagged())),
                .needsReview("Body text with no colours", Node(text("Welcome", nil, size: 15, weight: 400)).flagged()),
                .needsReview("Grey 3:1 text of unknown weight", onWhite(Node(text("Subtitle", lightGrey, size: 15, weight: nil)).flagged())),
            ]
        case .largeText:
            [
                .passes("A 24-point title #939393 on white (3.07:1)", onWhite(Node(text("Offers", lightGrey, size: 24, weight: 400)))),
                .fails("A 20-point title #CCCCCC on white", onWhite(Node(text("Offers", paleGrey, size: 20, weight: 400)).flagged())),
                .needsReview("A large pale title with no size", onWhite(Node(text("Offers", paleGrey, size: nil, weight: 400)).flagged())),
            ]
        case .boldText:
            [
                .passes("Bold 14-point #939393 on white (3.07:1)", onWhite(Node(text("New", lightGrey, size: 14, weight: 700)))),
                .fails("Bold 14-point #CCCCCC on white", onWhite(Node(text("New", paleGrey, size: 14, weight: 700)).flagged())),
                .needsReview("Pale text of unknown weight", onWhite(Node(text("New", paleGrey, size: 14, weight: nil)).flagged())),
            ]
        }
    }
}
