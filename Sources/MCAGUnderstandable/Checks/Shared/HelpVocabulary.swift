package import MCAGCore

/// The words that mark an element as a help mechanism for 3.4.4: a help or
/// support button, contact details, a chat, an FAQ or help-centre link.
///
/// An element matches when its identifier or accessible name contains one
/// of the terms as whole words. Identifiers are split at punctuation and at
/// camel-case humps (`btnHelpCenter` reads as "btn help center"), so "chat"
/// matches `live_chat` but not "Chats", a messaging app's inbox. Extend or
/// trim the table for an app's own words or languages:
///
/// ```swift
/// ConsistentHelpPositionCheck(vocabulary: .standard.adding(["hilfe", "kundendienst"]).removing(["chat"]))
/// ```
package struct HelpVocabulary: Sendable, Hashable {
    /// The terms, each a word or a phrase, in lower case.
    package private(set) var terms: [String]
    /// The terms split into words, by their first word.
    private var termsByFirstWord: [String: [[String]]]
    /// The first words that are all ASCII, as bytes: an ASCII text that holds
    /// none of them, in any case, has no word that opens a term.
    private var asciiFirstWords: [[UInt8]]
    /// The bytes that open one of `asciiFirstWords`, as bits (0–63, 64–127):
    /// most bytes of a text open none, and are passed over with one test.
    private var openersBelow64: UInt64 = 0
    private var openersAbove64: UInt64 = 0

    /// A vocabulary of words or phrases, compared without regard to case.
    package init(_ terms: [String]) {
        self.terms = terms.map { $0.lowercased() }
        self.termsByFirstWord = Dictionary(grouping: terms.map(Self.words).filter { !$0.isEmpty }, by: { $0[0] })
        self.asciiFirstWords = termsByFirstWord.keys.sorted().filter(ASCIIWords.isASCII).map { Array($0.utf8).map(ASCIIWords.lowercased) }
        for opener in asciiFirstWords.compactMap(\.first) {
            if opener < 64 { openersBelow64 |= 1 << UInt64(opener) } else { openersAbove64 |= 1 << UInt64(opener - 64) }
        }
    }

    /// English help vocabulary.
    package static let standard = HelpVocabulary([
        "help", "helpdesk", "helpline", "support", "contact", "contact us", "faq", "faqs", "chat", "live chat",
        "chatbot", "customer service", "customer care", "assistance", "help center", "help centre",
    ])

    /// This vocabulary with more terms.
    package func adding(_ more: [String]) -> HelpVocabulary { HelpVocabulary(terms + more) }

    /// This vocabulary without some terms.
    package func removing(_ unwanted: [String]) -> HelpVocabulary {
        let drop = Set(unwanted.map { $0.lowercased() })
        return HelpVocabulary(terms.filter { !drop.contains($0) })
    }

    /// Whether the text holds one of the terms as whole words.
    package func matches(_ text: String) -> Bool {
        // Most names hold no term at all: a byte search rules them out before any word is built.
        if !mayHoldAFirstWord(text) { return false }
        let words = Self.words(text)
        for (start, word) in words.enumerated() {
            // Only the terms that open with this word can start here: one look-up per word, not a slide per term.
            guard let candidates = termsByFirstWord[word] else { continue }
            for term in candidates where term.count <= words.count - start {
                if words[start..<(start + term.count)].elementsEqual(term) { return true }
            }
        }
        return false
    }

    /// False only for an ASCII text that holds none of the ASCII first words,
    /// in any case. One pass over the text: a word is tried only where a byte
    /// opens one, instead of a search of the whole text per word.
    private func mayHoldAFirstWord(_ text: String) -> Bool {
        ASCIIWords.withUTF8(text) { bytes in
            guard ASCIIWords.isASCII(bytes) else { return true }
            for offset in bytes.indices {
                let byte = ASCIIWords.lowercased(bytes[offset])
                let isOpener = byte < 64 ? (openersBelow64 >> UInt64(byte)) & 1 != 0 : (openersAbove64 >> UInt64(byte - 64)) & 1 != 0
                guard isOpener else { continue }
                for word in asciiFirstWords where word[0] == byte && offset + word.count <= bytes.count {
                    var position = 1
                    while position < word.count, ASCIIWords.lowercased(bytes[offset + position]) == word[position] { position += 1 }
                    if position == word.count { return true }
                }
            }
            return false
        }
    }

    /// Whether the element is an operable help mechanism.
    package func isHelpMechanism(_ element: Element) -> Bool {
        guard element.isInteractive else { return false }
        if let identifier = element.identifier, matches(identifier) { return true }
        if let name = element.accessibleName, matches(name) { return true }
        return false
    }

    /// Lower-case words, split at anything but letters and digits and at
    /// camel-case humps.
    static func words(_ text: String) -> [String] {
        if let words = ASCIIWords.split(text, splitCamelCase: true) { return words }
        var words: [String] = []
        var current = ""
        let characters = Array(text)
        for (offset, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current.lowercased()); current = "" }
                continue
            }
            if let previous = current.last {
                let hump = previous.isLowercase && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase
                    && offset + 1 < characters.count && characters[offset + 1].isLowercase
                if hump || acronymEnd { words.append(current.lowercased()); current = "" }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
