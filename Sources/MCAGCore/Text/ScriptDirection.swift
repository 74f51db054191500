extension Unicode.Scalar {
    /// A letter of a script written right to left: Hebrew, Arabic (with
    /// Persian, Urdu and the other languages written in it), Syriac, Thaana,
    /// N'Ko, Samaritan and Mandaic, their presentation forms, and the
    /// right-to-left scripts of the supplementary planes (Adlam, Mende
    /// Kikakui, Old South Arabian and the other historic ones). Digits,
    /// punctuation and symbols are no letter and take no side.
    package var isRightToLeftLetter: Bool {
        guard value >= 0x0590 else { return false }
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return properties.isAlphabetic
        default:
            return false
        }
    }

    /// A letter of a script written left to right: any other letter (Latin,
    /// Cyrillic, Greek, Armenian, Georgian, Han, kana, Hangul, Devanagari and
    /// the other Indic scripts, Thai, Ethiopic…).
    package var isLeftToRightLetter: Bool {
        if value < 0x80 {
            return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        return properties.isAlphabetic && !isRightToLeftLetter
    }
}

/// The letters of a screen's text, counted by the direction their scripts
/// are written in: evidence of a layout's direction when the capture does
/// not state it.
package struct ScriptDirectionTally: Sendable, Equatable {
    /// Letters of left-to-right scripts.
    package private(set) var leftToRightLetters = 0
    /// Letters of right-to-left scripts.
    package private(set) var rightToLeftLetters = 0

    package init() {}

    /// Counts the letters of `text`; ASCII text is counted byte by byte.
    package mutating func add(_ text: String) {
        if let letters = Self.asciiLetters(text) {
            leftToRightLetters += letters
            return
        }
        for scalar in text.unicodeScalars {
            if scalar.isRightToLeftLetter {
                rightToLeftLetters += 1
            } else if scalar.isLeftToRightLetter {
                leftToRightLetters += 1
            }
        }
    }

    /// The number of letters of an ASCII text; nil when the text is not all ASCII.
    private static func asciiLetters(_ text: String) -> Int? {
        let counted: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var letters = 0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { letters += 1 }
            }
            return letters
        }
        return counted ?? nil
    }

    /// Whether the text holds any letter at all.
    package var hasLetters: Bool { leftToRightLetters + rightToLeftLetters > 0 }
}
