extension String {
    /// Whether `fragment` occurs in this string, comparing UTF-8 bytes and,
    /// when asked, folding ASCII letters to lower case.
    ///
    /// Checks ask this of every element's class name; Foundation's
    /// `contains` goes through a locale-aware search that made those loops
    /// the slowest part of an audit.
    package func containsFragment(_ fragment: String, ignoringASCIICase: Bool = false) -> Bool {
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

    /// Whether `needle` occurs in `haystack`, folding ASCII letters to lower case when `folding` is set.
    package static func search(_ haystack: UnsafeBufferPointer<UInt8>, for needle: UnsafeBufferPointer<UInt8>, folding: Bool) -> Bool {
        guard haystack.count >= needle.count else { return false }
        guard let head = needle.first else { return true }
        // One loop per mode, so that the byte loop does not ask which mode at every byte.
        return folding
            ? find(needle, in: haystack, head: ASCIIWords.lowercased(head), fold: ASCIIWords.lowercased)
            : find(needle, in: haystack, head: head, fold: { $0 })
    }

    @inline(__always)
    private static func find(
        _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, head: UInt8, fold: (UInt8) -> UInt8
    ) -> Bool {
        // Most offsets fail on the first byte, which is compared with the needle's folded once.
        for offset in 0...(haystack.count - needle.count) where fold(haystack[offset]) == head {
            var position = 1
            while position < needle.count, fold(haystack[offset + position]) == fold(needle[position]) { position += 1 }
            if position == needle.count { return true }
        }
        return false
    }
}
