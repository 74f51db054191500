import MCAGCore
import Testing
@testable import MCAGUnderstandable

/// The role-word check splits ASCII names in one pass over their bytes; it
/// must give the words that rewriting the hyphens and then splitting gives.
@Suite("Clean-name words with hyphens joined")
struct CleanNameWordsTests {
    /// Letters of both cases, a digit, the hyphen and separators of each kind
    /// (space, punctuation, a control character, and CR LF, one Character of two bytes).
    static let alphabet: [String] = ["a", "Z", "7", "-", " ", ".", "\u{1}", "\r", "\n"]

    @Test func theByteSplitAgreesWithTheRewriteOnEveryShortASCIIName() {
        var names: [String] = [""]
        var disagreements: [String] = []
        for _ in 1...5 {
            names = names.flatMap { prefix in Self.alphabet.map { prefix + $0 } }
            for name in names {
                let slow = CleanNameWords.of(CleanNameWords.joiningHyphens(name))
                if CleanNameWords.asciiWordsJoiningHyphens(name) != slow { disagreements.append(name) }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map(\.debugDescription))")
    }

    @Test func hyphensBetweenWordsJoinThemAndOtherHyphensSeparate() {
        #expect(CleanNameWords.joiningHyphenatedWords(of: "Two-button alert") == ["twobutton", "alert"])
        #expect(CleanNameWords.joiningHyphenatedWords(of: "Play -button- now") == ["play", "button", "now"])
        #expect(CleanNameWords.joiningHyphenatedWords(of: "Drop--Down") == ["dropdown"])
    }

    @Test func aNameBeyondASCIIGoesThroughTheRewrite() {
        #expect(CleanNameWords.asciiWordsJoiningHyphens("Câmera-botão") == nil)
        #expect(CleanNameWords.joiningHyphenatedWords(of: "Câmera-botão, Botão") == ["câmerabotão", "botão"])
    }
}
