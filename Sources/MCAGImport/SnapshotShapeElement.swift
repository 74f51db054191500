import MCAGCore

extension SnapshotShape {
    /// An element's keys: ``Element``'s stored properties and `parent`, the
    /// index of its parent in the screen's `elements` (absent for a root).
    static let elementKeys: [String: JSONShape] = identityKeys
        .merging(stateKeys) { first, _ in first }
        .merging(presentationKeys) { first, _ in first }

    static let strings: JSONShape = .array(.scalar(.string))

    private static let identityKeys: [String: JSONShape] = [
        "parent": number("parent"), "role": .scalar(.string), "className": .scalar(.string), "traits": strings,
        "label": .scalar(.string), "value": .scalar(.string), "hint": .scalar(.string),
        "identifier": .scalar(.string), "text": .scalar(.string), "frame": rect,
        "language": .scalar(.string), "customActions": strings, "gestures": strings,
        "exceptionClaims": .array(.object([
            "requirement": .scalar(.string), "exception": .scalar(.string), "reason": .scalar(.string),
        ])),
        "attributes": .map(.scalar(.string)), "appIdentifier": .scalar(.string),
        "windowIndex": number("windowIndex"), "windowIdentifier": .scalar(.string),
    ]

    private static let stateKeys: [String: JSONShape] = [
        "isAccessibilityElement": .scalar(.boolean), "isEnabled": .scalar(.boolean), "isVisible": .scalar(.boolean),
        "isOnScreen": .scalar(.boolean), "isFocusable": .scalar(.boolean), "isFocused": .scalar(.boolean),
        "isClickable": .scalar(.boolean), "isLongClickable": .scalar(.boolean), "isScrollable": .scalar(.boolean),
        "scrollAxes": strings, "isCheckable": .scalar(.boolean), "isChecked": .scalar(.boolean),
        "isSelected": .scalar(.boolean), "isPassword": .scalar(.boolean), "headingLevel": number("headingLevel"),
    ]

    private static let presentationKeys: [String: JSONShape] = [
        "textStyle": textStyle, "foregroundColor": .scalar(.colour), "backgroundColor": .scalar(.colour),
        "alpha": number("alpha"), "displayDuration": number("displayDuration"), "responseTime": number("responseTime"),
    ]

    static let textStyle: JSONShape = .object([
        "fontSize": number("fontSize"), "weight": number("weight"), "isItalic": .scalar(.boolean),
        "isAllCaps": .scalar(.boolean),
        "alignment": .scalar(.oneOf(["leading", "center", "trailing", "justified", "natural"])),
        "lineSpacing": number("lineSpacing"), "lineCount": number("lineCount"),
        "charactersPerLine": number("charactersPerLine"),
    ])
}
