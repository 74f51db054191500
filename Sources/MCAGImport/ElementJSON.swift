import MCAGCore

/// One ``Element`` in the JSON snapshot form: the same field names as the
/// struct's stored properties, plus `children`.
enum ElementJSON {
    static let keys: Set<String> = [
        "role", "className", "traits", "label", "value", "hint", "identifier", "text", "frame",
        "isAccessibilityElement", "isEnabled", "isVisible", "isOnScreen", "isFocusable", "isFocused",
        "isClickable", "isLongClickable", "isScrollable", "scrollAxes", "isCheckable", "isChecked",
        "isSelected", "isPassword", "headingLevel", "language", "customActions", "gestures", "textStyle",
        "foregroundColor", "backgroundColor", "alpha", "displayDuration", "responseTime", "exceptionClaims",
        "attributes", "appIdentifier", "windowIndex", "windowIdentifier", "children",
    ]
    static let textStyleKeys: Set<String> = [
        "fontSize", "weight", "isItalic", "isAllCaps", "alignment", "lineSpacing", "lineCount", "charactersPerLine",
    ]
    static let alignments: [TextStyle.Alignment] = [.leading, .center, .trailing, .justified, .natural]

    static func decode(_ reader: JSONObjectReader) throws(ImportError) -> Element {
        try reader.allowOnly(keys)
        var element = Element(role: try reader.string("role").map(Role.init(rawValue:)) ?? .unknown)
        element.className = try reader.string("className")
        element.traits = try reader.stringArray("traits")
        element.label = try reader.string("label")
        element.value = try reader.string("value")
        element.hint = try reader.string("hint")
        element.identifier = try reader.string("identifier")
        element.text = try reader.string("text")
        element.frame = try frame(reader)
        element.isAccessibilityElement = try reader.bool("isAccessibilityElement")
        element.isEnabled = try reader.bool("isEnabled")
        element.isVisible = try reader.bool("isVisible")
        element.isOnScreen = try reader.bool("isOnScreen")
        element.isFocusable = try reader.bool("isFocusable")
        element.isFocused = try reader.bool("isFocused")
        element.isClickable = try reader.bool("isClickable")
        element.isLongClickable = try reader.bool("isLongClickable")
        element.isScrollable = try reader.bool("isScrollable")
        element.scrollAxes = try reader.stringArray("scrollAxes")
        element.isCheckable = try reader.bool("isCheckable")
        element.isChecked = try reader.bool("isChecked")
        element.isSelected = try reader.bool("isSelected")
        element.isPassword = try reader.bool("isPassword")
        element.headingLevel = try reader.int("headingLevel")
        element.language = try reader.string("language")
        element.customActions = try reader.stringArray("customActions")
        element.gestures = try reader.stringArray("gestures")
        element.textStyle = try textStyle(reader)
        element.foregroundColor = try color(reader, "foregroundColor")
        element.backgroundColor = try color(reader, "backgroundColor")
        element.alpha = try reader.double("alpha")
        element.displayDuration = try reader.double("displayDuration")
        element.responseTime = try reader.double("responseTime")
        element.exceptionClaims = try claims(reader)
        element.attributes = try reader.stringMap("attributes")
        element.appIdentifier = try reader.string("appIdentifier")
        element.windowIndex = try reader.int("windowIndex")
        if let window = element.windowIndex, window < 0 { throw reader.error("windowIndex", "a whole number from 0") }
        element.windowIdentifier = try reader.string("windowIdentifier")
        return element
    }

    private static func frame(_ reader: JSONObjectReader) throws(ImportError) -> Rect? {
        guard let item = try reader.object("frame") else { return nil }
        try item.allowOnly(["x", "y", "width", "height"])
        guard let x = try item.double("x"), let y = try item.double("y"), let width = try item.double("width"),
              let height = try item.double("height") else {
            throw ImportError(file: reader.file, message: "\(item.path): expected x, y, width and height")
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    private static func color(_ reader: JSONObjectReader, _ key: String) throws(ImportError) -> Color? {
        guard let text = try reader.string(key) else { return nil }
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let color = Color(hex: text) else {
            throw reader.error(key, "a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
        }
        return color
    }

    private static func textStyle(_ reader: JSONObjectReader) throws(ImportError) -> TextStyle? {
        guard let item = try reader.object("textStyle") else { return nil }
        try item.allowOnly(textStyleKeys)
        return TextStyle(
            fontSize: try item.double("fontSize"), weight: try item.int("weight"), isItalic: try item.bool("isItalic"),
            isAllCaps: try item.bool("isAllCaps"), alignment: try item.enumeration("alignment", alignments),
            lineSpacing: try item.double("lineSpacing"), lineCount: try item.int("lineCount"),
            charactersPerLine: try item.int("charactersPerLine"))
    }

    private static func claims(_ reader: JSONObjectReader) throws(ImportError) -> [ExceptionClaim]? {
        guard let values = try reader.array("exceptionClaims") else { return nil }
        var claims: [ExceptionClaim] = []
        for (index, value) in values.enumerated() {
            let item = try reader.item(value, of: "exceptionClaims", at: index)
            try item.allowOnly(["requirement", "exception", "reason"])
            guard let requirement = try item.string("requirement") else { throw item.error("requirement", "a string") }
            guard let exception = try item.string("exception") else { throw item.error("exception", "a string") }
            guard let reason = try item.string("reason") else { throw item.error("reason", "a string") }
            claims.append(ExceptionClaim(requirement: requirement, exception: exception, reason: reason))
        }
        return claims
    }

    /// Writes the element's fields in declaration order, leaving the object open for `children`.
    static func encodeFields(_ element: Element, to writer: inout JSONWriter) {
        writer.field("role", element.role.rawValue)
        writer.field("className", element.className)
        writer.field("traits", element.traits)
        writer.field("label", element.label)
        writer.field("value", element.value)
        writer.field("hint", element.hint)
        writer.field("identifier", element.identifier)
        writer.field("text", element.text)
        if let frame = element.frame {
            writer.key("frame")
            writer.inlineObject([("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)])
        }
        let flags: [(String, Bool?)] = [
            ("isAccessibilityElement", element.isAccessibilityElement), ("isEnabled", element.isEnabled),
            ("isVisible", element.isVisible), ("isOnScreen", element.isOnScreen), ("isFocusable", element.isFocusable),
            ("isFocused", element.isFocused), ("isClickable", element.isClickable),
            ("isLongClickable", element.isLongClickable), ("isScrollable", element.isScrollable),
        ]
        for (key, value) in flags { writer.field(key, value) }
        writer.field("scrollAxes", element.scrollAxes)
        let states: [(String, Bool?)] = [
            ("isCheckable", element.isCheckable), ("isChecked", element.isChecked),
            ("isSelected", element.isSelected), ("isPassword", element.isPassword),
        ]
        for (key, value) in states { writer.field(key, value) }
        writer.field("headingLevel", element.headingLevel.map(Double.init))
        writer.field("language", element.language)
        writer.field("customActions", element.customActions)
        writer.field("gestures", element.gestures)
        if let style = element.textStyle { encodeTextStyle(style, to: &writer) }
        writer.field("foregroundColor", element.foregroundColor?.hex)
        writer.field("backgroundColor", element.backgroundColor?.hex)
        writer.field("alpha", element.alpha)
        writer.field("displayDuration", element.displayDuration)
        writer.field("responseTime", element.responseTime)
        if let claims = element.exceptionClaims {
            writer.key("exceptionClaims")
            writer.inlineStringObjects(claims.map {
                [("requirement", $0.requirement), ("exception", $0.exception), ("reason", $0.reason)]
            })
        }
        if let attributes = element.attributes {
            writer.key("attributes")
            writer.inlineStringObjects([attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }], single: true)
        }
        writer.field("appIdentifier", element.appIdentifier)
        writer.field("windowIndex", element.windowIndex)
        writer.field("windowIdentifier", element.windowIdentifier)
    }

    private static func encodeTextStyle(_ style: TextStyle, to writer: inout JSONWriter) {
        writer.key("textStyle")
        writer.beginObject()
        writer.field("fontSize", style.fontSize)
        writer.field("weight", style.weight.map(Double.init))
        writer.field("isItalic", style.isItalic)
        writer.field("isAllCaps", style.isAllCaps)
        writer.field("alignment", style.alignment?.rawValue)
        writer.field("lineSpacing", style.lineSpacing)
        writer.field("lineCount", style.lineCount.map(Double.init))
        writer.field("charactersPerLine", style.charactersPerLine.map(Double.init))
        writer.endObject()
    }
}
