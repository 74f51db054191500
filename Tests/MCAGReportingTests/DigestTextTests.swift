import Foundation
@testable import MCAGReporting
import MCAGRules
import Testing

/// The digest's scalar-by-scalar text work (`DigestText`) against the
/// `Character` versions it replaces: on every message, fix and path of
/// every fixture's report, and on every short string over an alphabet of
/// the characters where scalars and `Character`s part ways.
@Suite struct DigestTextTests {
    /// Quotes that open and close, digits and separators, letters, a
    /// combining acute accent, a zero-width joiner, an emoji with a skin-tone
    /// modifier's base, a superscript two, CR and LF, brackets and a slash.
    static let alphabet: [String] = ["'", "\"", "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "7", ".", ",", "×", "…",
                                     "é", "\u{301}", "\u{200D}", "👍", "²", "\r", "\n", " ", "a", "[", "]", "/"]

    /// Every string of up to `length` characters over ``alphabet``.
    static func strings(upTo length: Int) -> [String] {
        var all = [""]
        var previous = [""]
        for _ in 0..<length {
            previous = previous.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += previous
        }
        return all
    }

    @Test func shortStringsGiveTheCharacterAnswers() {
        let strings = Self.strings(upTo: 4)
        #expect(strings.count > 250_000)
        var plain = 0
        for text in strings {
            if DigestText.isPlain(text) { plain += 1 }
            #expect(ViolationDigest.shape(of: text) == ViolationDigest.shapeByCharacters(of: text), "shape of \(text.debugDescription)")
            #expect(ViolationDigest.quotesElided(text) == ViolationDigest.quotesElidedByCharacters(text), "quotes of \(text.debugDescription)")
            #expect(DigestText.pathSteps(of: text) == DigestText.pathStepsByCharacters(of: text), "steps of \(text.debugDescription)")
        }
        // Both paths are exercised: plain texts take the scalar path, the rest the Character one.
        #expect(plain > 1000 && plain < strings.count)
    }

    @Test func sharedLeadingClausesGiveTheCharacterAnswers() {
        let strings = Self.strings(upTo: 2) + ["Add a label (Android)", "Add a label (Android), for \"x\"", "Add a label (Android); or hide it"]
        var found = 0
        for first in strings {
            for second in strings {
                for texts in [[first, second], [first, first + second], [first + second, first, first + "." + second]] {
                    let fast = ViolationDigest.sharedLeadingClause(texts)
                    #expect(fast == ViolationDigest.sharedLeadingClauseByCharacters(texts), "\(texts)")
                    if fast != nil { found += 1 }
                }
            }
        }
        #expect(found > 100)
    }

    @Test func textsWithoutNewlinesStayAsTheyAre() {
        for text in Self.strings(upTo: 3) {
            #expect(text.replacingNewlines() == text.split(whereSeparator: \.isNewline).joined(separator: " "), "\(text.debugDescription)")
        }
    }

    /// The premise of the fast path, scalar by scalar: every scalar a plain text
    /// may hold is a `Character` of its own beside letters, itself, quotes and
    /// digits, and is a number exactly when `Character.isNumber` says so.
    @Test func everyPlainScalarStandsAlone() {
        let neighbours: [Unicode.Scalar] = ["a", "'", "\u{201C}", "7", "/", "\u{2026}"]
        var checked = 0
        for value in Array(0x20...0x2FF) + Array(0x2010...0x205E) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            guard DigestText.isPlain(text) else { Issue.record("U+\(String(value, radix: 16)) is not plain"); continue }
            for other in neighbours + [scalar] {
                var pair = String.UnicodeScalarView()
                pair.append(scalar)
                pair.append(other)
                #expect(String(pair).count == 2, "U+\(String(value, radix: 16)) joins U+\(String(other.value, radix: 16))")
                var reversed = String.UnicodeScalarView()
                reversed.append(other)
                reversed.append(scalar)
                #expect(String(reversed).count == 2, "U+\(String(other.value, radix: 16)) joins U+\(String(value, radix: 16))")
            }
            #expect(DigestText.isNumber(scalar) == Character(scalar).isNumber, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 800)
        // Scalars that do join are not plain.
        for joining in ["\u{300}", "\u{200D}", "\u{FE0F}", "\u{1F3FB}", "\u{1100}", "\u{1F1E6}", "\u{600}"] {
            #expect(!DigestText.isPlain(joining))
        }
    }

    @Test func combiningMarksAfterAQuoteOrDigitKeepTheCharacterAnswer() {
        // A digit or quote with a combining mark is one Character that is neither: the general path must decide.
        for text in ["1\u{301}.5", "'\u{301}x'", "a\u{201C}b\u{301}\u{201D}", "[/\u{301}]/x"] {
            #expect(!DigestText.isPlain(text))
            #expect(ViolationDigest.shape(of: text) == ViolationDigest.shapeByCharacters(of: text))
            #expect(ViolationDigest.quotesElided(text) == ViolationDigest.quotesElidedByCharacters(text))
        }
        #expect(ViolationDigest.shape(of: "7.28 × 5.63 mm, role 'container'") == "# × # mm, role ‘…’")
    }

    @Test func everyFixtureMessageFixAndPathGivesTheCharacterAnswers() throws {
        let (report, _) = try ConcurrentRenderingTests.report()
        var count = 0
        for result in report.results {
            for finding in result.findings {
                count += 1
                for text in [finding.message, finding.fix ?? ""] {
                    #expect(ViolationDigest.shape(of: text) == ViolationDigest.shapeByCharacters(of: text))
                    #expect(ViolationDigest.quotesElided(text) == ViolationDigest.quotesElidedByCharacters(text))
                }
                if let path = finding.element?.path {
                    #expect(DigestText.pathSteps(of: path) == DigestText.pathStepsByCharacters(of: path))
                }
            }
        }
        #expect(count > 1000)
    }
}
