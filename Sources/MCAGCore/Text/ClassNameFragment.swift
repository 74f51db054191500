extension String {
    /// Whether `fragment` occurs in this string, comparing UTF-8 bytes and,
    /// when asked, folding ASCII letters to lower case.
    ///
    /// Checks ask this of every element's class name; Foundation's
    /// `contains` goes through a locale-aware search that made those loops
    /// the slowest part of an audit.
    public func containsFragment(_ fragment: String, ignoringASCIICase: Bool = false) -> Bool {
        // Both as contiguous UTF-8 in place: mapping the fragment into an array
        // allocated on every call, and checks ask this of every element.
        // Without copying `self` into a variable: class names are shared by
        // every element of a dump, and a retain of one string from both cores
        // contends for its reference count.
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            fragment.utf8.withContiguousStorageIfAvailable { needle in
                needle.isEmpty || Self.search(haystack, for: needle, folding: ignoringASCIICase)
            }
        }
        if let found = found ?? nil { return found }
        let haystack = Array(utf8), needle = Array(fragment.utf8)
        return needle.isEmpty || haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { Self.search(hay, for: $0, folding: ignoringASCIICase) }
        }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    private static func search(_ haystack: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>, folding: Bool) -> Bool {
        guard haystack.count >= needle.count else { return false }
        let start = haystack.startIndex
        for offset in 0...(haystack.count - needle.count) {
            var matched = true
            for position in needle.indices {
                let byte = haystack[start + offset + position]
                let wanted = needle[position]
                if folding ? lowered(byte) != lowered(wanted) : byte != wanted {
                    matched = false
                    break
                }
            }
            if matched { return true }
        }
        return false
    }
}
