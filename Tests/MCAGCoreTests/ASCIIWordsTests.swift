import MCAGCore
import Testing

@Suite struct ASCIIWordsTests {
    @Test func splitsAtEverythingButLettersAndDigits() {
        #expect(ASCIIWords.split("Play button, 2x!") == ["play", "button", "2x"])
        #expect(ASCIIWords.split("  ") == [])
        #expect(ASCIIWords.split("a\u{1}b") == ["a", "b"])
        #expect(ASCIIWords.split("a\u{1}b", controlCharactersSeparate: false) == ["ab"])
        #expect(ASCIIWords.split("a\tb", controlCharactersSeparate: false) == ["a", "b"])
    }

    @Test func splitsCamelCaseWhenAsked() {
        #expect(ASCIIWords.split("helpButton", splitCamelCase: true) == ["help", "button"])
        #expect(ASCIIWords.split("HTTPServer_v2", splitCamelCase: true) == ["http", "server", "v2"])
        #expect(ASCIIWords.split("HTTPServer") == ["httpserver"])
    }

    @Test func declinesTextBeyondASCII() {
        #expect(ASCIIWords.split("Café") == nil)
        #expect(ASCIIWords.split("Send…") == nil)
    }
}
