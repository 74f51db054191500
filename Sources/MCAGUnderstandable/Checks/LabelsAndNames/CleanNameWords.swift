import MCAGCore

/// Splits text into lower-case words at every character that is neither a
/// letter nor a digit, so that matching respects word boundaries.
enum CleanNameWords {
    static func of(_ text: String) -> [String] {
        if let words = ASCIIWords.split(text) { return words }
        return text.lowercased()
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
            .map(String.init)
    }

    /// The words of a name whose hyphen-joined words count as one word
    /// (see ``joiningHyphens(_:)``): the role-word check's view of a name.
    /// An all-ASCII name is split in one pass over its bytes, since every
    /// element's name is; any other goes through the string rewrite.
    static func joiningHyphenatedWords(of name: String) -> [String] {
        if let words = asciiWordsJoiningHyphens(name) { return words }
        return of(joiningHyphens(name))
    }

    /// The name with words joined by a hyphen written as one word: a role
    /// word inside a compound qualifies another word ("Two-button alert" names
    /// the alert a button raises), and the joined forms of the table's own
    /// phrases ("drop-down", "check-box") are in the table as "dropdown", "checkbox".
    static func joiningHyphens(_ name: String) -> String {
        var joined = ""
        var previous: Character?
        var pendingHyphen = false
        for character in name {
            if character == "-", previous?.isLetter == true || previous?.isNumber == true {
                pendingHyphen = true
                continue
            }
            if pendingHyphen, !(character.isLetter || character.isNumber) { joined.append("-") }
            pendingHyphen = false
            joined.append(character)
            previous = character
        }
        if pendingHyphen { joined.append("-") }
        return joined
    }

    /// `of(joiningHyphens(text))` for all-ASCII text, or nil for any other.
    /// A word under way always ends in a letter or digit, so a run of
    /// hyphens met with a word under way follows one; it joins that word to
    /// the next when a letter or digit comes next, and otherwise ends the
    /// word as any other separator does.
    static func asciiWordsJoiningHyphens(_ text: String) -> [String]? {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            if byte >= 0x41 && byte <= 0x5A {
                current.append(byte + 0x20)
            } else if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                current.append(byte)
            } else if byte == UInt8(ascii: "-"), !current.isEmpty {
                continue
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }
}
