@testable import MCAGCore
import Testing

/// The byte helpers the serial-audit work added stand in for `Character`
/// and `lowercased()` logic; each is run against that logic on the seeded
/// random texts of ``ASCIIFastPathTests`` and on texts beyond ASCII.
@Suite struct ByteHelperTests {
    static let texts = ASCIIFastPathTests.texts(count: 3_000)
    /// Texts where ASCII and Unicode rules could part: the Kelvin sign lower-cases to `k`,
    /// no-break space is white space to `Character` only, CJK has no case.
    static let beyondASCII = ["Ｋ", "\u{212A}elvin", "kelvin", "Play\u{A0}now", "Café", "推荐", "ÉCOLE", "école", ""]

    @Test func foldedWordsAgreeWithTheCharacterRule() {
        for text in Self.texts {
            #expect(ASCIIWords.foldedWords(text) == ASCIIFastPathTests.foldedByCharacters(text), "\(text.debugDescription)")
        }
        for text in Self.beyondASCII where !ASCIIWords.isASCII(text) {
            #expect(ASCIIWords.foldedWords(text) == nil)
        }
    }

    @Test func containsWhiteSpaceAgreesWithTheCharacterRule() {
        for text in Self.texts + Self.beyondASCII {
            #expect(ASCIIWords.containsWhiteSpace(text) == text.contains(where: \.isWhitespace), "\(text.debugDescription)")
        }
    }

    @Test func characterCountAndLetterAgreeWithCharacters() {
        for text in Self.texts {
            let found = ASCIIWords.characterCountAndLetter(text)
            #expect(found?.count == text.count, "\(text.debugDescription)")
            #expect(found?.hasLetter == text.contains(where: \.isLetter), "\(text.debugDescription)")
        }
        #expect(ASCIIWords.characterCountAndLetter("e\u{301}") == nil)
    }

    @Test func wordCountAgreesWithSplit() {
        for text in Self.texts {
            #expect(ASCIIWords.wordCount(text) == ASCIIWords.split(text)?.count, "\(text.debugDescription)")
        }
        #expect(ASCIIWords.wordCount("Café au lait") == nil)
    }

    @Test func firstFieldAgreesWithSplittingCharacters() {
        for text in Self.texts + ["en-US", "_zh_Hant", "--", "pt_BR-x"] {
            let expected = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
            #expect(ASCIIWords.firstField(of: text, separatedBy: 0x2D, 0x5F) == expected, "\(text.debugDescription)")
        }
        #expect(ASCIIWords.firstField(of: "ελ-GR", separatedBy: 0x2D, 0x5F) == nil)
    }

    @Test func caseInsensitiveEqualsAgreesWithLowercased() {
        let pairs = Array(zip(Self.texts, Self.texts.dropFirst())) + Self.texts.map { ($0, $0.uppercased()) }
            + Self.beyondASCII.flatMap { first in Self.beyondASCII.map { (first, $0) } }
        for (first, second) in pairs {
            #expect(first.caseInsensitiveEquals(second) == (first.lowercased() == second.lowercased()),
                    "\(first.debugDescription) vs \(second.debugDescription)")
        }
    }

    @Test func hexAgreesWithRadixFormatting() {
        func reference(_ color: Color) -> String {
            func byte(_ component: Double) -> String {
                let text = String(Int((component.isNaN ? 0 : min(max(component, 0), 1) * 255).rounded()), radix: 16, uppercase: true)
                return text.count == 1 ? "0" + text : text
            }
            return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (color.alpha < 1 ? byte(color.alpha) : "")
        }
        let components: [Double] = [0, 1, 0.5, 1 / 255, 254.5 / 255, -0.2, 1.7, .nan, 0.0625, 0.999]
        for red in components {
            for green in components {
                for alpha in [1, 0.5, 0, .nan] as [Double] {
                    let color = Color(red: red, green: green, blue: 1 - (red.isNaN ? 0 : red), alpha: alpha)
                    #expect(color.hex == reference(color))
                }
            }
        }
    }
}
