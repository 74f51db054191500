extension ASCIIWords {
    /// `byte` with `A–Z` folded to `a–z`: all that `lowercased()` changes in ASCII.
    @inlinable package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// Whether `byte` is an ASCII letter, `A–Z` or `a–z`.
    @inlinable package static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// Whether `byte` is an ASCII digit, `0–9`.
    @inlinable package static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}
