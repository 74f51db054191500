/// Plain words for libxml2's error codes, as `XMLParser` reports them
/// (`XMLParser.ErrorCode` raw values).
enum XMLErrorWording {
    static let expectedRoots =
        "<hierarchy> (Android uiautomator or UiAutomator2), <AppiumAUT> or <XCUIElementType…> (iOS XCUITest)"

    /// Syntax errors a file cut off mid-tag produces; on the last line they mean truncation.
    static let cutShortCodes: Set<Int> = [5, 33, 36, 39, 40, 41, 43, 44, 65, 68, 73, 74, 77]

    static func message(code: Int, context: String?) -> String {
        let words = phrase(for: code)
        return context.map { "\(words) (\($0))" } ?? words
    }

    private static func phrase(for code: Int) -> String {
        switch code {
        case 1: "the parser stopped at one of libxml2's limits: an attribute value or text longer than "
            + "10,000,000 characters, or entities that expand too far"
        case 4: "the document is empty or is not XML: expected \(expectedRoots)"
        case 5: "the file ends too early; the document is truncated or has content after the root element"
        case 9: "invalid character: the bytes are not valid UTF-8, or hold a character XML does not allow"
        case 26, 27: "a reference to an undeclared entity"
        case 28, 29: "external entities are not allowed"
        case 30: "parameter entities are not allowed"
        case 31: "an unknown encoding is declared; expected UTF-8"
        case 32: "the declared encoding is not supported; expected UTF-8"
        case 38: "'<' is not allowed inside an attribute value"
        case 39, 40, 41: "a malformed attribute: expected name=\"value\""
        case 42: "an attribute appears twice in one element"
        case 65: "a space is required between attributes"
        case 68: "a malformed element name"
        case 73: "expected '>' to end the tag"
        case 76: "a closing tag does not match the element it closes"
        case 77: "a tag is not finished"
        case 89: "entity expansion limit exceeded (the file declares entities that expand without bound)"
        case 111: "the parser was stopped"
        default: "malformed XML (parser error \(code))"
        }
    }
}
