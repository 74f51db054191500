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

@Suite struct ClassNameFragmentTests {
    @Test func findsFragmentsByteForByte() {
        #expect("android.widget.VideoView".containsFragment("VideoView"))
        #expect(!"android.widget.VideoView".containsFragment("videoview"))
        #expect("com.google.android.material.tabs.TabLayout".containsFragment("tablayout", ignoringASCIICase: true))
        #expect("Toolbar".containsFragment("TOOLBAR", ignoringASCIICase: true))
        #expect(!"Tab".containsFragment("TabBar"))
        #expect("anything".containsFragment(""))
        #expect("Vidéo Player".containsFragment("o Player"))
    }
}
