import MCAGCore

/// The keys and value kinds of a version 2 JSON snapshot, checked on the
/// parsed text before `Codable` decodes it: unknown or repeated keys, wrong
/// types and numbers outside ``SnapshotNumberRanges`` are refused with their
/// JSON path. A test holds these keys equal to the model's stored properties.
enum SnapshotShape {
    static let document: JSONShape = .object([
        "formatVersion": .scalar(.wholeNumber(nil)), "app": app, "screens": .array(screen),
    ])

    static let app: JSONShape = .object([
        "platform": .scalar(.oneOf(["ios", "android"])), "name": .scalar(.string),
        "bundleIdentifier": .scalar(.string), "supportedOrientations": .array(.scalar(orientation)),
        "locale": .scalar(.string), "keyboardShortcuts": .array(keyboardShortcut), "timeLimits": .array(timeLimit),
    ])

    static let keyboardShortcut: JSONShape = .object([
        "key": .scalar(.string), "modifiers": .array(.scalar(.string)), "action": .scalar(.string),
        "canBeDisabled": .scalar(.boolean), "canBeRemapped": .scalar(.boolean),
        "activeOnlyWhenFocused": .scalar(.boolean),
    ])

    static let timeLimit: JSONShape = .object([
        "name": .scalar(.string), "duration": number("duration"), "warningDuration": number("warningDuration"),
        "canBeTurnedOff": .scalar(.boolean), "canBeAdjusted": .scalar(.boolean), "canBeExtended": .scalar(.boolean),
        "adjustableUpTo": number("adjustableUpTo"), "extendableUpTo": number("extendableUpTo"),
    ])

    static let orientation: JSONScalar = .oneOf(Orientation.allCases.map(\.rawValue))

    static let screen: JSONShape = .object([
        "name": .scalar(.string), "title": .scalar(.string), "viewport": size, "unit": .scalar(.oneOf(["pt", "dp", "px"])),
        "density": density, "orientation": .scalar(orientation), "textScale": number("textScale"),
        "isLargestTextSize": .scalar(.boolean), "colorMode": .scalar(.oneOf(["light", "dark"])),
        "layoutDirection": .scalar(.oneOf(["leftToRight", "rightToLeft"])), "source": .scalar(.string),
        "screenshot": .scalar(.string), "inputMethodFrames": .array(rect), "elements": .array(element),
    ])

    static let size: JSONShape = .object(["width": number("width"), "height": number("height")])

    static let rect: JSONShape = .object([
        "x": number("x"), "y": number("y"), "width": number("width"), "height": number("height"),
    ])

    static let density: JSONShape = .object([
        "unitsPerMillimetre": number("unitsPerMillimetre"), "assumption": .scalar(.string),
        "plausibleUnitsPerMillimetre": .object(["lower": number("lower"), "upper": number("upper")]),
        "presumedTelevision": .scalar(.boolean),
    ])

    static let element: JSONShape = .object(elementKeys)

    static func number(_ key: String) -> JSONShape {
        .scalar(SnapshotNumberRanges.wholeNumberKeys.contains(key)
            ? .wholeNumber(SnapshotNumberRanges.byKey[key]) : .number(SnapshotNumberRanges.byKey[key]))
    }
}
