extension Unicode.Scalar {
    /// Han ideographs, kana, and Thai, Lao, Myanmar and Khmer letters:
    /// scripts whose words are not separated by spaces, so a word can only
    /// be found in them as a run of characters, never between word
    /// boundaries. Hangul is not among them: Korean puts spaces between
    /// words.
    package var isWrittenWithoutSpaces: Bool {
        switch value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F,
             0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF:
            true
        default:
            false
        }
    }
}
