/// A name that a screen reader speaks as nothing, as noise, or as a
/// developer's placeholder: not a name at all.
///
/// Found in real apps (issue 11): icon-font glyphs in Unicode's Private Use
/// Area (TalkBack and VoiceOver read them as nothing or "unpronounceable"),
/// a content description of white space that hides the visible text, the
/// tokens `null` / `undefined` / `nil` / `NaN` spliced in by string
/// formatting, resource and file names (`ic_close`, `img_123.png`), and a bare
/// role or generic word ("Image", "Button", "icon").
package enum NameDefect: Sendable, Hashable {
    /// Only Private Use Area characters (icon-font glyphs), perhaps with white space or punctuation.
    case privateUseGlyphs
    /// Only white space (or invisible format characters).
    case blank
    /// The whole name is a programming token: `null`, `undefined`, `nil`, `NaN`.
    case placeholderToken(String)
    /// A programming token spliced into otherwise real words ("Rating: null stars").
    case splicedToken(String)
    /// A resource, asset or file name (`ic_close`, `img_123.png`).
    case resourceName
    /// A developer's identifier for the component itself, its last word a
    /// component type (`button-container`, `footerTabText`, `NativeVideoTsView`).
    case componentIdentifier
    /// Only a role or generic word ("Image", "Button", "icon").
    case genericWord(String)
    /// Machine text: a `data:` URI or a long run of base64 (a web image's encoded bytes).
    case machineText
    /// An internal code: capitals and digits joined by underscores (`PA01100000001_02_WDCX`,
    /// an analytics or menu key set as the content description).
    case internalCode
    /// Several parts joined by commas, as TalkBack joins the descriptions of the children it reads
    /// with a stop, none of them a name ("icon, footerTabText", "image, image"): the parts, in order.
    case noNameParts([String])

    /// True when nothing of a name remains: a screen reader says nothing useful.
    package var leavesNoName: Bool {
        switch self {
        case .privateUseGlyphs, .blank, .placeholderToken, .resourceName, .componentIdentifier, .machineText, .internalCode,
             .noNameParts: true
        case .splicedToken, .genericWord: false
        }
    }

    /// Words for a message: why the name is not one.
    package var explanation: String {
        switch self {
        case .privateUseGlyphs:
            "is an icon-font glyph from Unicode's Private Use Area, which TalkBack and VoiceOver read as nothing or as an unpronounceable symbol"
        case .blank: "is only white space or punctuation, which a screen reader reads as nothing useful"
        case let .placeholderToken(token): "is the programming token \"\(token)\", not a name"
        case let .splicedToken(token): "contains the programming token \"\(token)\" where a value was meant to be"
        case .resourceName: "is a resource or file name, which a screen reader spells out"
        case .componentIdentifier:
            "is a developer's identifier for the component (words run together, ending in the component's type), which names how it is built, not what it does"
        case .machineText: "is machine text (a data URI or encoded bytes), which a screen reader spells out character by character"
        case .internalCode:
            "is an internal code (capitals and digits joined by underscores), which a screen reader spells out character by character and which says nothing a user can recognise"
        case let .genericWord(word): "is only the generic word \"\(word)\", which says what the element is, not what it is for"
        case let .noNameParts(parts):
            "is made only of parts that are no names (\(parts.map { "\"\($0)\"" }.joined(separator: ", "))): generic words and developers' identifiers, which the screen reader reads one after the other"
        }
    }

    static let tokens: Set<String> = ["null", "undefined", "nil", "nan", "(null)", "[object object]"]
    /// "touch" and "touchable" name React Native's `Touchable*` components, the
    /// type of a control, not its purpose (MPL's game tiles, each labelled "touch").
    static let genericWords: Set<String> = [
        "image", "img", "icon", "picture", "photo", "graphic", "button", "btn", "link", "view", "imageview",
        "image view", "imagebutton", "label", "text", "textview", "placeholder", "unlabeled", "unlabelled",
        "touch", "touchable", "images", "icons", "graphics", "thumbnail", "thumbnails", "banner", "banners",
    ]
    /// Words that name only a kind of medium: an image described by one of
    /// them says that an image is there, not what it shows. MCAG 1.2.1:
    /// "Static media that present essential content have a text alternative";
    /// a description naming the medium alone is none.
    package static let mediumWords: Set<String> = [
        "image", "images", "img", "imgs", "icon", "icons", "ic", "ico", "picture", "pictures", "pic", "pics", "photo",
        "photos", "graphic", "graphics", "thumbnail", "thumbnails", "thumb", "thumbs", "banner", "banners", "imageview",
        "launcher", "artwork", "artworks",
    ]
    /// The medium words that can also be a control's purpose: "Photo" on a
    /// camera's shutter takes a photo, "Photos" opens the photos, "Pictures"
    /// is a tab; as the whole name of a control they may be a name, so they
    /// count as medium-only only on images.
    static let purposefulMediumWords: Set<String> = ["picture", "pictures", "photo", "photos"]
    /// Words that, beside a medium word, add nothing a listener can use
    /// (`ic_launcher_round`, `img_default`, `banner_placeholder`).
    /// "Preview" says how the image is shown, not what it shows ("Photo preview thumbnail" on Instagram's
    /// picker); alone it is no medium word, so a "Preview" button keeps its name.
    static let fillerWords: Set<String> = ["round", "foreground", "background", "bg", "default", "placeholder", "small", "large", "preview",
                                           "png", "jpg", "jpeg", "gif", "webp", "svg", "heic", "bmp", "xml"]

    /// The medium word of a name that names nothing but a kind of medium,
    /// whole ("Image", "thumbnails") or as a file or resource name (`img_1`,
    /// `ic_launcher`, `banner_3.png`): its words, digits dropped, are medium
    /// words and fillers, one of them a medium word. `forControl`: leave out
    /// the words that can name a control's purpose ("Photo").
    package static func mediumOnlyWord(_ name: String, forControl: Bool = false) -> String? {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard !words.isEmpty, words.count <= 4,
              words.allSatisfy({ mediumWords.contains($0) || fillerWords.contains($0) }),
              let medium = words.first(where: { mediumWords.contains($0) }) else { return nil }
        // "Launcher" alone is a word (a game launcher's button), not the `ic_launcher` resource.
        if words == ["launcher"] { return nil }
        if forControl, words.contains(where: { purposefulMediumWords.contains($0) }) { return nil }
        return medium
    }

    /// Machine text where a name should be: a `data:` URI or a run of 40 or
    /// more base64 characters without a space (a web image whose text is its
    /// encoded bytes, `data:image/png;base64,iVBORw0…`), which a screen
    /// reader spells out.
    package static func isMachineText(_ name: String) -> Bool {
        let trimmed = name.trimmingWhitespace
        if trimmed.lowercased().hasPrefix("data:"), trimmed.contains(";base64,") || trimmed.contains("image/") { return true }
        var run = 0, longest = 0, hasDigit = false, hasUpper = false, hasLower = false
        for scalar in trimmed.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39: run += 1; hasDigit = true
            case 0x41...0x5A: run += 1; hasUpper = true
            case 0x61...0x7A: run += 1; hasLower = true
            case 0x2B, 0x2F, 0x3D: run += 1
            default: run = 0
            }
            longest = max(longest, run)
        }
        // A long word of letters alone is a word (or a German compound); base64 mixes all three kinds.
        return longest >= 40 && hasDigit && hasUpper && hasLower
    }

    /// `PA01100000001_02_WDCX`, `SZDBK00000000_02_ZHCX`: one ASCII token of upper-case letters and
    /// digits, at least two segments joined by `_`, with a letter and a digit in it, 10 characters or
    /// more. Ping An's home screen sets such menu keys as its tiles' content descriptions over their
    /// visible Chinese titles, and TalkBack spells them out. Written names do not take this shape:
    /// words of capitals ("SIGN_UP") hold no digit, model numbers ("A7X-200") no underscore, and
    /// short keys ("F_1") are left alone.
    static func isInternalCode(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes.first != UInt8(ascii: "_"), bytes.last != UInt8(ascii: "_") else { return false }
        var hasDigit = false, hasLetter = false, hasSeparator = false, previousIsSeparator = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): hasDigit = true; previousIsSeparator = false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): hasLetter = true; previousIsSeparator = false
            case UInt8(ascii: "_"):
                if previousIsSeparator { return false }
                hasSeparator = true; previousIsSeparator = true
            default: return false
            }
        }
        return hasDigit && hasLetter && hasSeparator
    }

    static let fileExtensions = [".png", ".jpg", ".jpeg", ".gif", ".webp", ".svg", ".pdf", ".heic", ".bmp", ".xml"]
    static let resourcePrefixes = ["ic_", "img_", "image_", "icon_", "bg_", "btn_", "pic_", "ico_", "asset_", "ic-", "icn_"]

    /// A figure written where a name should be: digits, perhaps with a percent sign, a decimal or
    /// thousands separator, a sign or spaces ("50%", "4.00"). Flutter writes a `Slider`'s position
    /// into its description, and with no label the description is "50%" alone (LAN Audio's
    /// equaliser bands); a value is not a name (DHS 2.1: a field's content is not its name).
    package static func isOnlyAFigure(_ name: String) -> Bool {
        var digits = 0
        for scalar in name.unicodeScalars {
            switch scalar {
            case "0"..."9": digits += 1
            case "%", ".", ",", " ", "-", "+", "\u{A0}": continue
            default: return false
            }
        }
        return digits > 0
    }

    /// The defect of `name`, or nil when it is a name.
    ///
    /// Several checks ask this of every element's name, so it makes one pass
    /// over the scalars and trims the name once.
    package static func of(_ name: String) -> NameDefect? {
        var hasMeaningful = false, meaningfulAllPrivate = true, anyPrivate = false
        for scalar in name.unicodeScalars {
            let privateUse = scalar.isPrivateUse
            anyPrivate = anyPrivate || privateUse
            if !scalar.isIgnorableInName {
                hasMeaningful = true
                meaningfulAllPrivate = meaningfulAllPrivate && privateUse
            }
        }
        if !hasMeaningful {
            if anyPrivate { return .privateUseGlyphs }
            return isLoneSymbol(name) ? nil : .blank
        }
        if meaningfulAllPrivate { return .privateUseGlyphs }
        let trimmed = name.trimmingWhitespace
        let lowered = trimmed.lowercased()
        if tokens.contains(lowered) { return .placeholderToken(trimmed) }
        if isMachineText(trimmed) { return .machineText }
        if ComponentIdentifier.matches(trimmed) { return .componentIdentifier }
        if isInternalCode(trimmed) { return .internalCode }
        if isResourceName(lowered) || isAssetIdentifier(trimmed) || isCamelCaseAssetIdentifier(trimmed) { return .resourceName }
        if genericWords.contains(lowered) { return .genericWord(trimmed) }
        if let token = splicedToken(in: name) { return .splicedToken(token) }
        if let parts = noNameParts(of: trimmed) { return .noNameParts(parts) }
        return nil
    }

    /// The parts of a name joined by commas when there are two or more and none is a name: each has a
    /// defect, a generic word included ("icon, footerTabText", React Native tabs whose icon and label
    /// views carry the test IDs as descriptions). A part with real words in it ("5 days ago") is a name.
    private static func noNameParts(of name: String) -> [String]? {
        guard name.contains(",") else { return nil }
        let parts = name.split(separator: ",").map { String($0).trimmingWhitespace }
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        for part in parts {
            guard let defect = of(part) else { return nil }
            if case .splicedToken = defect { return nil }
        }
        return parts
    }

    /// One punctuation character and nothing else but white space: a dialer's
    /// "*" or "#", a stepper's "-". TalkBack speaks a text of one character
    /// by the symbol's name ("star", "pound": `SpeechCleanupUtils.cleanUp`
    /// in google/talkback), so it is a name, if a terse one; only a longer
    /// run of punctuation ("...", "-,") is read as nothing useful.
    private static func isLoneSymbol(_ name: String) -> Bool {
        let trimmed = name.trimmingWhitespace
        guard trimmed.unicodeScalars.count == 1, let scalar = trimmed.unicodeScalars.first else { return false }
        return scalar.isPunctuation
    }

    /// A file name, or a name with a resource prefix (`ic_`, `img_`), in lower case.
    private static func isResourceName(_ text: String) -> Bool {
        guard !text.contains(" ") else { return false }
        if fileExtensions.contains(where: text.hasSuffix), text.count > 4 { return true }
        return resourcePrefixes.contains(where: text.hasPrefix) && text.count > 3
    }

    /// `star-full`, `chevron_small_down`: lower-case words of two letters or
    /// more joined by `-` or `_`, as asset catalogues name images. Checked on
    /// the name as written, so "Wi-Fi" and "E-mail" stay names.
    static func isAssetIdentifier(_ text: String) -> Bool {
        ASCIIWords.isASCII(text) ? isASCIIAssetIdentifier(text) : isAssetIdentifierByCharacters(text)
    }

    /// `pinDotEmpty`, `iconArrowBack`: an asset catalogue's image name in lower camel case,
    /// three words or more (a lower-case first word of two letters or more, then words that
    /// each begin with a capital, two characters or more), ASCII letters and digits only.
    /// VoiceOver reads an image's asset name as its label when the app sets none (SwiftUI's
    /// `Image("pinDotEmpty")`: "pinDotEmpty, image" in WebDriverAgent's source of mholecy/averi's
    /// PIN login). "iPhone", "iPadOS", "macOS" and "eBay" stay names: one or two words, or a
    /// one-letter first word.
    static func isCamelCaseAssetIdentifier(_ text: String) -> Bool {
        var words: [Int] = [0]
        var previousIsLowerOrDigit = false
        for byte in text.utf8 {
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLower || isUpper || isDigit else { return false }
            if words.count == 1, words[0] == 0, !isLower { return false }
            if isUpper, previousIsLowerOrDigit { words.append(0) }
            words[words.count - 1] += 1
            previousIsLowerOrDigit = isLower || isDigit
        }
        return words.count >= 3 && words.allSatisfy { $0 >= 2 }
    }

    /// The rule on `Character`s, for any text.
    static func isAssetIdentifierByCharacters(_ text: String) -> Bool {
        let segments = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard segments.count >= 2 else { return false }
        return segments.allSatisfy { segment in
            segment.count >= 2 && segment.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
                && segment.contains { $0.isLetter }
        }
    }

    /// ``isAssetIdentifier(_:)`` on the bytes of an ASCII text, where each
    /// `Character` is one byte: segments of `a–z 0–9`, two bytes or more, each
    /// with a letter, at least two of them.
    static func isASCIIAssetIdentifier(_ text: String) -> Bool {
        var segments = 1, length = 0, hasLetter = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                guard length >= 2, hasLetter else { return false }
                segments += 1
                length = 0
                hasLetter = false
                continue
            }
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            guard isLower || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { return false }
            length += 1
            hasLetter = hasLetter || isLower
        }
        return segments >= 2 && length >= 2 && hasLetter
    }

    /// A token standing as a word of its own among other words, spelled as
    /// code prints it (`null`, `undefined`, `NaN`): "Null Island" is a name.
    private static func splicedToken(in text: String) -> String? {
        if let words = asciiWords(text) {
            guard words.count > 1 else { return nil }
            return words.first { splicedTokens.contains($0) }
        }
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard words.count > 1 else { return nil }
        return words.first { splicedTokens.contains($0) }
    }

    static let splicedTokens: Set<String> = ["null", "undefined", "NaN"]

    /// The runs of ASCII letters and digits of an all-ASCII text, split on
    /// bytes: for ASCII, `Character.isLetter` and `isNumber` are exactly
    /// `A–Z a–z 0–9`, so this is the general split without its Unicode look-ups.
    /// Nil when the text holds anything beyond ASCII.
    static func asciiWords(_ text: String) -> [String]? {
        var words: [String] = []
        var start: String.UTF8View.Index?
        let bytes = text.utf8
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            let isWordByte = (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            if isWordByte, start == nil { start = index }
            if !isWordByte, let first = start {
                words.append(String(Substring(bytes[first..<index])))
                start = nil
            }
            index = bytes.index(after: index)
        }
        if let first = start { words.append(String(Substring(bytes[first..<bytes.endIndex]))) }
        return words
    }
}

extension Unicode.Scalar {
    /// In the Private Use Area: U+E000–U+F8FF, and planes 15 and 16.
    package var isPrivateUse: Bool {
        (0xE000...0xF8FF).contains(value) || (0xF0000...0x10FFFD).contains(value)
    }

    /// White space, punctuation, invisible format and control characters: nothing a screen reader names.
    var isIgnorableInName: Bool {
        value < 0x80 ? Self.asciiIgnorableInName[Int(value)] : isIgnorableByCategory
    }

    /// ``isIgnorableInName`` of the 128 ASCII scalars, worked out once from their categories.
    private static let asciiIgnorableInName: [Bool] = (0..<128).map { (value: UInt8) -> Bool in
        Unicode.Scalar(value).isIgnorableByCategory
    }

    private var isIgnorableByCategory: Bool {
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: true
        default: isPunctuation
        }
    }

    /// In one of Unicode's seven punctuation categories (`P*`).
    fileprivate var isPunctuation: Bool {
        switch properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            true
        default:
            false
        }
    }
}

extension String {
    /// The string with characters a report cannot show escaped as `U+XXXX`:
    /// Private Use Area glyphs, control and invisible format characters, and
    /// white space other than a plain space; a name of white space only is
    /// escaped whole, so every report format shows what it holds.
    package var escapedForReport: String {
        let allBlank = unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        var result = ""
        var afterEscape = false
        for scalar in unicodeScalars {
            if allBlank || scalar.needsEscapeInReport {
                if !result.isEmpty, !result.hasSuffix(" ") { result += " " }
                result += scalar.uPlusNotation
                afterEscape = true
            } else {
                if afterEscape, !scalar.properties.isWhitespace { result += " " }
                result.unicodeScalars.append(scalar)
                afterEscape = false
            }
        }
        return result
    }

    package var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}

extension Unicode.Scalar {
    var needsEscapeInReport: Bool {
        if isPrivateUse { return true }
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        case .spaceSeparator: return value != 0x20
        default: return false
        }
    }

    /// `U+E823`: at least four upper-case hex digits.
    var uPlusNotation: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
