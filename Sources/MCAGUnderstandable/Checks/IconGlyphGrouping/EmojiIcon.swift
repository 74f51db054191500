/// A text that is only an emoji or two, drawn as an icon.
///
/// Apps without an icon set draw icons as emoji in text views of their
/// own. TalkBack and VoiceOver read an emoji by its name ("mushroom", from
/// Unicode's CLDR annotations), so unlike an icon-font glyph it is not a
/// missing name; but set apart from the words it labels it takes a stop of
/// its own. Emoji are recognised by Unicode's `Emoji` property, with the
/// characters that build emoji sequences (variation selector 16, the zero
/// width joiner, the combining keycap, skin tone modifiers); ASCII digits,
/// `#` and `*` have the property for keycaps but are text.
enum EmojiIcon {
    /// At most this many characters: an icon, not a line of emoji.
    static let longest = 3

    static func isEmojiOnly(_ name: String) -> Bool {
        // Most names are words: any ASCII byte but a space rules a name out before
        // any Unicode property is read (this runs on every text stop of a screen).
        for byte in name.utf8 where byte < 0x80 && byte != 0x20 { return false }
        var sawEmoji = false
        for scalar in name.unicodeScalars {
            let properties = scalar.properties
            if properties.isWhitespace || properties.isEmojiModifier || sequenceParts.contains(scalar.value) { continue }
            guard !scalar.isASCII, properties.isEmoji else { return false }
            sawEmoji = true
        }
        return sawEmoji && name.count <= longest
    }

    /// Variation selector 16, zero width joiner, combining enclosing keycap.
    static let sequenceParts: Set<UInt32> = [0xFE0F, 0x200D, 0x20E3]
}
