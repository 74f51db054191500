extension String {
    /// True when the string holds nothing but white space.
    package var isBlank: Bool {
        // Printable ASCII decides at once and ASCII white space (tab to
        // carriage return, space) is skipped byte by byte; anything else
        // (other controls, non-ASCII) is judged by Unicode's White_Space, as
        // before. Checks ask this of every name of every element.
        for byte in utf8 {
            switch byte {
            case 0x21...0x7E: return false
            case 0x09...0x0D, 0x20: continue
            default: return allSatisfy(\.isWhitespace)
            }
        }
        return true
    }

    /// Whether the two strings are equal once lower-cased. Two ASCII strings
    /// are compared byte by byte with `A–Z` folded, which is all that
    /// `lowercased()` changes in ASCII, without building either lower-cased string.
    package func caseInsensitiveEquals(_ other: String) -> Bool {
        let ascii: Bool? = ASCIIWords.withUTF8(self) { mine in
            ASCIIWords.withUTF8(other) { theirs in
                guard ASCIIWords.isASCII(mine), ASCIIWords.isASCII(theirs) else { return nil }
                return mine.elementsEqual(theirs) { ASCIIWords.lowercased($0) == ASCIIWords.lowercased($1) }
            }
        }
        return ascii ?? (lowercased() == other.lowercased())
    }
}

extension String {
    /// True when no character of the string would show: it holds only white
    /// space, control characters (NUL, tab, line feed) and invisible format
    /// characters such as the zero-width space U+200B, the byte order mark
    /// U+FEFF and the word joiner U+2060 (Unicode's Default_Ignorable_Code_Point).
    /// A reason or a tester's name made of them is blank in effect, and
    /// the policy stage refuses it as it refuses an empty one.
    package var hasNoVisibleCharacter: Bool {
        unicodeScalars.allSatisfy { scalar in
            let properties = scalar.properties
            if properties.isWhitespace || properties.isDefaultIgnorableCodePoint { return true }
            switch properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }
}
