import MCAGCore

extension String {
    /// Whether the two strings are spelled with the same UTF-8 bytes. `==`
    /// compares them as Unicode text (canonically equivalent spellings are
    /// equal), and the generic `elementsEqual` over their bytes cost about 250
    /// instructions a call; a length check and an indexed loop cost a few per byte.
    func hasSameUTF8(as other: String) -> Bool {
        ASCIIWords.withUTF8(self) { (left: UnsafeBufferPointer<UInt8>) -> Bool in
            ASCIIWords.withUTF8(other) { (right: UnsafeBufferPointer<UInt8>) -> Bool in
                guard left.count == right.count else { return false }
                for offset in 0..<left.count where left[offset] != right[offset] { return false }
                return true
            }
        }
    }
}
