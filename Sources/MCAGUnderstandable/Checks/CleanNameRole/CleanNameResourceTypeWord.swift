import MCAGCore

/// The type word inside a resource name used as a label (`ic_close`, `icon-menu`).
extension CleanNameRoleCheck {
    /// The first segment of `ic_close` / `icon-menu` that is a type word.
    static func typeWord(inResourceName name: String) -> String? {
        if let word = asciiTypeWord(inResourceName: name) { return word }
        guard !ASCIIWords.isASCII(name) else { return nil }
        return name.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." }).map(String.init)
            .first(where: isResourceTypeWord)
    }

    /// `typeWord(inResourceName:)` of an all-ASCII name, read field by field
    /// over its bytes: lowering the whole name and splitting it built an
    /// array of strings for a look-up in a set built on every call.
    private static func asciiTypeWord(inResourceName name: String) -> String? {
        ASCIIWords.withUTF8(name) { bytes -> String? in
            guard ASCIIWords.isASCII(bytes) else { return nil }
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, !isResourceSeparator(bytes[end]) { end += 1 }
                if end > start {
                    let field = String(unsafeUninitializedCapacity: end - start) { buffer in
                        for offset in start..<end { buffer[offset - start] = ASCIIWords.lowercased(bytes[offset]) }
                        return end - start
                    }
                    if isResourceTypeWord(field) { return field }
                }
                start = end + 1
            }
            return nil
        }
    }

    private static func isResourceSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isResourceTypeWord(_ word: String) -> Bool {
        switch word {
        case "icon", "ic", "img", "image", "btn", "button", "pic", "ico", "icn", "iv", "imageview": true
        default: false
        }
    }
}
