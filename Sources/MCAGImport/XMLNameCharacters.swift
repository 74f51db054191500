/// The characters XML 1.0 (fifth edition, section 2.3, productions
/// `NameStartChar` and `NameChar`) allows in names, as libxml2 applies them.
/// The byte reader asks only about names holding non-ASCII bytes; ASCII
/// names are checked byte by byte as they are read.
enum XMLNameCharacters {
    /// Whether `bytes` (checked UTF-8) spell a name.
    static func isName(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var first = true
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            guard first ? isStart(scalar.value) : isFollowing(scalar.value) else { return false }
            first = false
        }
        return !first
    }

    static func isStart(_ value: UInt32) -> Bool {
        switch value {
        case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D,
             0x37F...0x1FFF, 0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF,
             0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF: true
        default: false
        }
    }

    static func isFollowing(_ value: UInt32) -> Bool {
        switch value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: true
        default: isStart(value)
        }
    }
}
