import Testing
@testable import MCAGCore

/// The engine keeps one string for a sentence that a check's findings on a
/// screen repeat (issue 31: a million failing elements), without changing any.
@Suite struct RepeatedSentencesTests {
    /// Where a native string's bytes are stored: equal strings made apart are stored apart.
    static func storage(_ text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    /// A sentence made afresh each time, as a check interpolates one.
    static func sentence(_ role: String) -> String { "\(role) has no accessible name: the user cannot tell what it does" }

    @Test func anEqualSentenceBecomesTheOneSeenFirst() {
        var sentences = RepeatedSentences()
        var first = Self.sentence("button"), second = Self.sentence("button"), other = Self.sentence("switch")
        #expect(Self.storage(first) != Self.storage(second))
        sentences.share(&first)
        sentences.share(&other)
        sentences.share(&second)
        #expect(second == Self.sentence("button") && other == Self.sentence("switch"))
        #expect(Self.storage(first) == Self.storage(second))
        #expect(Self.storage(other) != Self.storage(first))
    }
}
