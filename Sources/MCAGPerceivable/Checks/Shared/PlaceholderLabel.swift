import Foundation
import MCAGCore

/// Recognises labels that are not text alternatives: file names, asset names
/// and generic words that a platform or a developer filled in by default.
enum PlaceholderLabel {
    static let genericWords: Set<String> = [
        "image", "img", "icon", "picture", "pic", "photo", "graphic", "logo", "placeholder", "unlabeled",
        "unlabelled", "null", "nil", "undefined", "none", "todo", "imageview", "image view",
    ]
    static let fileExtensions = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg", ".pdf", ".heic", ".bmp"]
    static let assetPrefixes = ["ic_", "img_", "image_", "icon_", "bg_", "btn_", "pic_", "ico_", "asset_"]

    /// True when `label` looks like an asset name or a default word.
    static func matches(_ label: String) -> Bool {
        let text = trimmedLowercased(label)
        guard !text.isEmpty else { return false }
        if genericWords.contains(text) { return true }
        if fileExtensions.contains(where: text.hasSuffix) { return true }
        let hasNoSpace = !text.contains(" ")
        if hasNoSpace, assetPrefixes.contains(where: text.hasPrefix) { return true }
        // "image1", "icon-23": a generic word followed by a number.
        let letters = text.prefix { $0.isLetter }
        let rest = text.dropFirst(letters.count).drop { $0 == "_" || $0 == "-" }
        return genericWords.contains(String(letters)) && !rest.isEmpty && rest.allSatisfy(\.isNumber)
    }

    /// `label` lower-cased without white space or line breaks at its ends.
    /// ASCII text is trimmed by bytes (tab, line feed, vertical tab, form
    /// feed, carriage return and space are the ASCII members of
    /// `whitespacesAndNewlines`): Foundation's `trimmingCharacters(in:)` made
    /// this the costliest step of the decorative-image check for every image.
    static func trimmedLowercased(_ label: String) -> String {
        let ascii: String? = ASCIIWords.withUTF8(label) { bytes in
            guard ASCIIWords.isASCII(bytes) else { return nil }
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
            var start = 0, end = bytes.count
            while start < end, isSpace(bytes[start]) { start += 1 }
            while end > start, isSpace(bytes[end - 1]) { end -= 1 }
            return String(unsafeUninitializedCapacity: end - start) { buffer in
                for offset in 0..<(end - start) { buffer[offset] = ASCIIWords.lowercased(bytes[start + offset]) }
                return end - start
            }
        }
        return ascii ?? label.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
