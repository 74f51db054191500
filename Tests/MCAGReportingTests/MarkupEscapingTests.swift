import Foundation
@testable import MCAGReporting
import Testing

/// HTML and XML escape through one loop and one table of the characters
/// markup reserves; JSON through the same loop with its own table.
@Suite struct MarkupEscapingTests {
    /// The five reserved characters, each with the entity both formats use
    /// (HTML and XML differ only in how they spell the apostrophe).
    static let reserved: [(Character, String)] = [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;")]

    @Test func reservedCharactersBecomeEntitiesInBothFormats() {
        for (character, entity) in Self.reserved {
            #expect("a\(character)b".htmlEscaped == "a\(entity)b")
            #expect("a\(character)b".xmlEscaped == "a\(entity)b")
        }
        #expect("it's".htmlEscaped == "it&#39;s")
        #expect("it's".xmlEscaped == "it&apos;s")
    }

    /// A combining mark after `<` makes one Character of the two; escaping
    /// scalar by scalar still writes the `<` as an entity, so no tag opens.
    @Test func aReservedCharacterUnderACombiningMarkIsStillEscaped() {
        let text = "<\u{301}script>"
        #expect(text.htmlEscaped == "&lt;\u{301}script&gt;")
        #expect(text.xmlEscaped == "&lt;\u{301}script&gt;")
    }

    @Test func jsonStringsEscapeQuotesBackslashesAndControls() throws {
        let text = "say \"hi\" \\ \u{1B}[2J\n"
        let written = JSONValue.string(text).prettyPrinted()
        #expect(written.contains(#"say \"hi\" \\ \u001b[2J\n"#))
        let read = try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? String
        #expect(read == text)
    }
}
