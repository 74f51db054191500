import Foundation

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
        let text = label.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
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
}
