extension ASCIIWords {
    /// Whether two texts hold the same words in the same order, ignoring case
    /// and how much white space separates them; nil when either is not all
    /// ASCII (the caller then compares with its `Character` logic).
    ///
    /// For ASCII, `Character.isWhitespace` is exactly tab to carriage return
    /// and space, and `lowercased()` maps only `A–Z`, so this gives the answer of
    /// `split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()`
    /// on both texts, compared, without building either string.
    public static func sameWordsIgnoringCase(_ first: String, _ second: String) -> Bool? {
        guard isASCII(first), isASCII(second) else { return nil }
        return FoldedBytes(first.utf8).elementsEqual(FoldedBytes(second.utf8))
    }

    /// Whether every byte of `text` is ASCII.
    public static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The bytes of an ASCII text with letters in lower case, leading and
    /// trailing white space dropped and each run of white space inside read
    /// as one space.
    struct FoldedBytes: Sequence, IteratorProtocol {
        var bytes: String.UTF8View.Iterator
        var pendingSpace = false
        var started = false
        var held: UInt8?

        init(_ utf8: String.UTF8View) { bytes = utf8.makeIterator() }

        static func isWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

        mutating func next() -> UInt8? {
            if let byte = held {
                held = nil
                return byte
            }
            while let byte = bytes.next() {
                if Self.isWhiteSpace(byte) {
                    pendingSpace = started
                    continue
                }
                let folded = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                started = true
                if pendingSpace {
                    pendingSpace = false
                    held = folded
                    return 0x20
                }
                return folded
            }
            return nil
        }
    }
}
