extension String {
    /// Whether `fragment` occurs in this string, comparing UTF-8 bytes and,
    /// when asked, folding ASCII letters to lower case.
    ///
    /// Checks ask this of every element's class name; Foundation's
    /// `contains` goes through a locale-aware search that made those loops
    /// the slowest part of an audit.
    public func containsFragment(_ fragment: String, ignoringASCIICase: Bool = false) -> Bool {
        let needle = fragment.utf8.map { ignoringASCIICase ? Self.lowered($0) : $0 }
        guard !needle.isEmpty else { return true }
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            Self.search(haystack, for: needle, folding: ignoringASCIICase)
        }
        return found ?? Self.search(Array(utf8), for: needle, folding: ignoringASCIICase)
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    private static func search<Bytes: RandomAccessCollection>(_ haystack: Bytes, for needle: [UInt8], folding: Bool) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard haystack.count >= needle.count else { return false }
        let start = haystack.startIndex
        for offset in 0...(haystack.count - needle.count) {
            var matched = true
            for position in needle.indices {
                let byte = haystack[start + offset + position]
                if (folding ? lowered(byte) : byte) != needle[position] {
                    matched = false
                    break
                }
            }
            if matched { return true }
        }
        return false
    }
}
