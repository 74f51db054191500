/// An element's platform attributes that have no field of their own, held
/// compactly: keys and values alternate in one buffer of UTF-8, each
/// preceded by its length, sorted by key. A key that dumps spell on every
/// node (``knownKeys``: `drawing-order`, `screen-reader-focusable`, …) is held
/// as two bytes, a zero and its code, instead of its spelling.
///
/// A uiautomator2 node keeps about ten such attributes (`index`,
/// `drawing-order`, `live-region`, …). As a `[String: String]` each element
/// paid for a hash table of sixteen buckets; as an array of `String`s, 16
/// bytes per key and per value (a 100 MB dump held 150,000 lists of twenty
/// strings, 350 bytes each). One byte buffer holds the same text in about
/// half of that and is a single allocation. It reads as a dictionary through
/// ``Element/attributes`` and encodes as that dictionary, so snapshots and
/// reports are unchanged.
struct AttributeList: Sendable, Hashable, Codable {
    /// Key, length, value, …; keys ascending (as `String` orders them) and distinct.
    /// Lengths are unsigned LEB128, so a short string costs one byte more than its text.
    /// A key is either 0 and a code (an index into ``knownKeys``, or ``emptyKeyCode``
    /// for the empty key), or its length (one or more) and its text. A known key is
    /// always written as its code, so equal lists have equal bytes.
    private var bytes: [UInt8]

    /// Attribute names uiautomator, Appium UiAutomator2 and XCUITest dumps write on
    /// many nodes; a list holds each as a code. Append new names at the end only:
    /// the codes are positions.
    static let knownKeys: [String] = [
        "index", "package", "class", "text", "content-desc", "resource-id", "checkable", "checked", "clickable",
        "long-clickable", "enabled", "focusable", "focused", "scrollable", "password", "selected", "bounds", "hint",
        "visible-to-user", "displayed", "important-for-accessibility", "a11y-important", "heading", "window-id",
        "showing-hint", "drawing-order", "screen-reader-focusable", "a11y-focused", "live-region", "pane-title", "error",
        "content-invalid", "input-type", "max-text-length", "multiline", "actions", "dismissable", "context-clickable",
        "text-entry-key", "tooltip-text", "rotation", "NAF", "type", "name", "label", "value", "visible", "accessible",
        "x", "y", "width", "height", "traits", "bundleId", "placeholderValue", "customActions", "hittable", "minValue",
        "maxValue", "nativeFrame",
    ]
    private static let emptyKeyCode: UInt8 = 0xFF
    private static let knownKeyBytes: [[UInt8]] = knownKeys.map { Array($0.utf8) }
    private static let knownKeyCodes: [String: UInt8] = {
        var codes: [String: UInt8] = [:]
        for (code, key) in knownKeys.enumerated() where codes[key] == nil { codes[key] = UInt8(code) }
        return codes
    }()

    static func code(ofKnownKey key: String) -> UInt8? { knownKeyCodes[key] }

    /// The attributes of `dictionary`.
    init(_ dictionary: [String: String]) {
        self.init(unsorted: dictionary.map { ($0.key, $0.value) })
    }

    /// The attributes of `unsorted`, whose keys are distinct.
    init(unsorted: [(key: String, value: String)]) {
        self.init(sorted: unsorted.sorted { $0.key < $1.key })
    }

    /// The attributes of `sorted`, whose keys are distinct and ascending as `String` orders them.
    init(sorted: [(key: String, value: String)]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sorted.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 2 })
        for (key, value) in sorted {
            Self.appendKey(key, to: &bytes)
            Self.append(value, to: &bytes)
        }
        self.bytes = bytes
    }

    /// The attributes encoded by an ``AttributeListBytes``.
    init(_ encoded: AttributeListBytes) { bytes = encoded.bytes }

    var isEmpty: Bool { bytes.isEmpty }

    /// The key–value pairs in key order.
    var pairs: [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        var position = 0
        while position < bytes.count {
            let key = self.key(at: &position)
            pairs.append((key, string(at: &position)))
        }
        return pairs
    }

    /// The attributes as a dictionary.
    var dictionary: [String: String] {
        var dictionary: [String: String] = [:]
        for (key, value) in pairs { dictionary[key] = value }
        return dictionary
    }

    /// The value of `key`, found by comparing the keys' bytes in turn (a list holds a dozen or so).
    func value(of key: String) -> String? {
        var key = key
        return key.withUTF8 { wanted in
            bytes.withUnsafeBufferPointer { buffer in
                var position = 0
                while position < buffer.count {
                    let matches: Bool
                    if buffer[position] == 0, position + 1 < buffer.count {
                        let code = buffer[position + 1]
                        position += 2
                        matches = code == Self.emptyKeyCode ? wanted.isEmpty
                            : Int(code) < Self.knownKeyBytes.count && Self.knownKeyBytes[Int(code)].elementsEqual(wanted)
                    } else {
                        let keyLength = Self.length(buffer, at: &position)
                        let keyRange = position..<position + keyLength
                        position = keyRange.upperBound
                        matches = keyLength == wanted.count && buffer[keyRange].elementsEqual(wanted)
                    }
                    let valueLength = Self.length(buffer, at: &position)
                    let valueRange = position..<position + valueLength
                    position = valueRange.upperBound
                    if matches { return String(decoding: buffer[valueRange], as: UTF8.self) }
                }
                return nil
            }
        }
    }

    init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String: String].self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dictionary)
    }

    private func string(at position: inout Int) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            let count = Self.length(buffer, at: &position)
            defer { position += count }
            return String(decoding: buffer[position..<position + count], as: UTF8.self)
        }
    }

    /// The key at `position`, spelled or coded.
    private func key(at position: inout Int) -> String {
        if bytes[position] == 0, position + 1 < bytes.count {
            let code = bytes[position + 1]
            position += 2
            return code == Self.emptyKeyCode || Int(code) >= Self.knownKeys.count ? "" : Self.knownKeys[Int(code)]
        }
        return string(at: &position)
    }

    static func appendKey(_ key: String, to bytes: inout [UInt8]) {
        if key.isEmpty {
            bytes += [0, emptyKeyCode]
        } else if let code = knownKeyCodes[key] {
            bytes += [0, code]
        } else {
            append(key, to: &bytes)
        }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        appendLength(text.utf8.count, to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    static func appendLength(_ length: Int, to bytes: inout [UInt8]) {
        var count = length
        while count >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: count) | 0x80)
            count >>= 7
        }
        bytes.append(UInt8(count))
    }

    private static func length(_ buffer: UnsafeBufferPointer<UInt8>, at position: inout Int) -> Int {
        var length = 0
        var shift = 0
        while position < buffer.count {
            let byte = buffer[position]
            position += 1
            length |= Int(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return length
    }
}

/// An ``AttributeList``'s bytes written straight from UTF-8 slices, for an
/// importer that reads attributes as bytes: no `String` per key and value.
/// The caller appends keys and values in turn, keys distinct and ascending
/// as `String` orders them.
package struct AttributeListBytes {
    fileprivate var bytes: [UInt8] = []

    package init(capacity: Int) { bytes.reserveCapacity(capacity) }

    package var isEmpty: Bool { bytes.isEmpty }

    /// Appends a value, or a key without a code (``code(ofKnownKey:)``) that is
    /// not empty; the text must be valid UTF-8.
    package mutating func append(_ text: UnsafeRawBufferPointer) {
        AttributeList.appendLength(text.count, to: &bytes)
        bytes.append(contentsOf: text)
    }

    /// Appends a known key by its code (``code(ofKnownKey:)``).
    package mutating func appendKnownKey(code: UInt8) {
        bytes += [0, code]
    }

    /// The code of `key` when attribute lists hold it as a code, else nil: a
    /// writer must then append its spelling.
    package static func code(ofKnownKey key: String) -> UInt8? { AttributeList.code(ofKnownKey: key) }
}
