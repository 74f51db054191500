extension ASCIIWords {
    /// Whether two texts hold the same words in the same order, ignoring case
    /// and how much white space separates them; nil when either is not all
    /// ASCII (the caller then compares with its `Character` logic).
    ///
    /// For ASCII, `Character.isWhitespace` is exactly tab to carriage return
    /// and space, and `lowercased()` maps only `A–Z`, so this gives the answer of
    /// `split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()`
    /// on both texts, compared, without building either string.
    package static func sameWordsIgnoringCase(_ first: String, _ second: String) -> Bool? {
        // Read through the bytes in place: walking the two `UTF8View`s retained both strings at every byte.
        withUTF8(first) { firstBytes in
            withUTF8(second) { secondBytes in
                guard isASCII(firstBytes), isASCII(secondBytes) else { return nil }
                // A name is most often the very text it labels: equal bytes fold to equal words.
                if firstBytes.elementsEqual(secondBytes) { return true }
                var firstWords = FoldedBytes(firstBytes), secondWords = FoldedBytes(secondBytes)
                while true {
                    let byte = firstWords.next()
                    guard byte == secondWords.next() else { return false }
                    if byte == nil { return true }
                }
            }
        }
    }

    /// An ASCII text's words in lower case, joined by one space: what
    /// `split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()`
    /// gives, without the substrings; nil when `text` is not all ASCII.
    package static func foldedWords(_ text: String) -> String? {
        withUTF8(text) { bytes in
            guard isASCII(bytes) else { return nil }
            var folded = FoldedBytes(bytes), count = 0
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                // Folding never lengthens a text: runs of white space shrink to one space or none.
                while let byte = folded.next() {
                    buffer[count] = byte
                    count += 1
                }
                return count
            }
        }
    }

    /// Whether `text` holds white space as `Character.isWhitespace` defines
    /// it, read byte by byte when the text is all ASCII.
    package static func containsWhiteSpace(_ text: String) -> Bool {
        let ascii: Bool? = withUTF8(text) { bytes in
            guard isASCII(bytes) else { return nil }
            return bytes.contains(where: FoldedBytes.isWhiteSpace)
        }
        return ascii ?? text.contains(where: \.isWhitespace)
    }

    /// For an ASCII `text`: how many `Character`s it holds (a byte each, but
    /// CR LF is one) and whether one is a letter; nil when `text` is not all ASCII.
    package static func characterCountAndLetter(_ text: String) -> (count: Int, hasLetter: Bool)? {
        withUTF8(text) { bytes in
            guard isASCII(bytes) else { return nil }
            var count = bytes.count, hasLetter = false
            for (offset, byte) in bytes.enumerated() {
                if byte == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { count -= 1 }
                if isLetter(byte) { hasLetter = true }
            }
            return (count, hasLetter)
        }
    }

    /// Runs `body` on the UTF-8 bytes of `text`, in place when the string
    /// stores them contiguously (native Swift strings always do).
    @inlinable package static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }

    @inlinable package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Whether every byte of `text` is ASCII.
    package static func isASCII(_ text: String) -> Bool {
        withUTF8(text) { isASCII($0) }
    }

    /// The bytes of an ASCII text with letters in lower case, leading and
    /// trailing white space dropped and each run of white space inside read
    /// as one space.
    struct FoldedBytes {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        var pendingSpace = false
        var started = false
        var held: UInt8?

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        static func isWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

        mutating func next() -> UInt8? {
            if let byte = held {
                held = nil
                return byte
            }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if Self.isWhiteSpace(byte) {
                    pendingSpace = started
                    continue
                }
                let folded = ASCIIWords.lowercased(byte)
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
