extension String {
    /// True when the string holds nothing but white space.
    public var isBlank: Bool {
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
