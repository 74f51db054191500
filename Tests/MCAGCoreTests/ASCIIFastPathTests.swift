@testable import MCAGCore
import Testing

/// The byte paths the checks take for ASCII text must answer exactly as the
/// `Character` rules they stand in for: both are run on the same seeded
/// random texts, built from the characters where the two could part
/// (white space and other controls, CR LF, capitals, digits, `-`, `_`).
@Suite struct ASCIIFastPathTests {
    static let alphabet: [String] = [
        "a", "b", "z", "A", "Q", "Z", "0", "7", "9", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}",
        "\u{1}", "\u{1F}", "\u{7F}", "-", "_", ".", ",", "!", "?", "/", "ic", "btn", "Play", "button",
    ]

    /// Texts of up to eight pieces of the alphabet, from a fixed seed.
    static func texts(count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            (0..<next(9)).map { _ in alphabet[next(alphabet.count)] }.joined()
        }
    }

    static func foldedByCharacters(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    @Test func sameWordsIgnoringCaseAgreesWithTheCharacterRule() throws {
        let texts = Self.texts(count: 3_000)
        for (first, second) in Array(zip(texts, texts.dropFirst())) + texts.map({ ($0, $0.uppercased() + " ") }) {
            let expected = Self.foldedByCharacters(first) == Self.foldedByCharacters(second)
            #expect(ASCIIWords.sameWordsIgnoringCase(first, second) == expected, "\(first.debugDescription) vs \(second.debugDescription)")
        }
    }

    @Test func sameWordsIgnoringCaseDeclinesTextBeyondASCII() {
        #expect(ASCIIWords.sameWordsIgnoringCase("Café", "café") == nil)
        #expect(ASCIIWords.sameWordsIgnoringCase("Play", "Play\u{A0}") == nil)
        #expect(ASCIIWords.sameWordsIgnoringCase(" Play  NOW ", "play now") == true)
        #expect(ASCIIWords.sameWordsIgnoringCase("Play", "Pla y") == false)
    }

    @Test func splitAgreesWithTheCharacterRule() {
        for text in Self.texts(count: 3_000) {
            let expected = text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
            #expect(ASCIIWords.split(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func longestLineAgreesWithTheCharacterRule() {
        for text in Self.texts(count: 3_000) {
            let expected = text.split(whereSeparator: { $0.isNewline }).map(\.count).max() ?? 0
            #expect(ASCIIWords.longestLineLength(text) == expected, "\(text.debugDescription)")
        }
        #expect(ASCIIWords.longestLineLength("Café") == nil)
    }

    @Test func assetIdentifierBytesAgreeWithTheCharacterRule() {
        let identifiers = ["star-full", "chevron_small_down", "ic-2x", "a-bc", "ab--cd", "ab-", "Wi-Fi", "e-mail", "12-34"]
        for text in Self.texts(count: 3_000).map({ $0.lowercased() }) + identifiers {
            #expect(NameDefect.isASCIIAssetIdentifier(text) == NameDefect.isAssetIdentifierByCharacters(text),
                    "\(text.debugDescription)")
        }
        #expect(NameDefect.isAssetIdentifier("star-full"))
        #expect(!NameDefect.isAssetIdentifier("Wi-Fi"))
    }
}
