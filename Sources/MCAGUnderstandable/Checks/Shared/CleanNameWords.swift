import MCAGCore

/// Splits text into lower-case words at every character that is neither a
/// letter nor a digit, so that matching respects word boundaries.
enum CleanNameWords {
    static func of(_ text: String) -> [String] {
        if let words = asciiWords(text, joiningHyphens: false) { return words }
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
        asciiWords(text, joiningHyphens: true)
    }

    /// The lower-case words of an all-ASCII `text` (what `ASCIIWords.split`
    /// gives when `joiningHyphens` is false), or nil for any other text.
    ///
    /// Read in place, each word written straight into its string: gathering
    /// the bytes in an array first, and growing the list of words one
    /// append at a time, cost more than the split itself.
    static func asciiWords(_ text: String, joiningHyphens: Bool) -> [String]? {
        ASCIIWords.withUTF8(text) { bytes in
            guard ASCIIWords.isASCII(bytes) else { return nil }
            var words: [String] = []
            words.reserveCapacity(wordCount(bytes, joiningHyphens: joiningHyphens))
            // The word under way spans start..<end: letters and digits, and the hyphens that join them.
            var start = -1, end = 0
            for (offset, byte) in bytes.enumerated() {
                if ASCIIWords.isLetter(byte) || ASCIIWords.isDigit(byte) {
                    if start < 0 { start = offset }
                    end = offset + 1
                } else if start >= 0, !(joiningHyphens && byte == UInt8(ascii: "-")) {
                    words.append(word(bytes, start..<end))
                    start = -1
                }
            }
            if start >= 0 { words.append(word(bytes, start..<end)) }
            return words
        }
    }

    /// How many words ``asciiWords(_:joiningHyphens:)`` finds in `bytes`.
    private static func wordCount(_ bytes: UnsafeBufferPointer<UInt8>, joiningHyphens: Bool) -> Int {
        var count = 0, inWord = false
        for byte in bytes {
            if ASCIIWords.isLetter(byte) || ASCIIWords.isDigit(byte) {
                if !inWord { count += 1 }
                inWord = true
            } else if !(joiningHyphens && byte == UInt8(ascii: "-")) {
                inWord = false
            }
        }
        return count
    }

    /// The bytes of `span` in lower case, without the hyphens that joined its words.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ span: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: span.count) { buffer in
            var count = 0
            for offset in span where bytes[offset] != UInt8(ascii: "-") {
                buffer[count] = ASCIIWords.lowercased(bytes[offset])
                count += 1
            }
            return count
        }
    }
}
