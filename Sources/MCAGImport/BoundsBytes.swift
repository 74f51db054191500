import MCAGCore

/// Reads uiautomator's `bounds` in its usual form, `[0,63][1080,210]`,
/// from the bytes: four integers of up to nine digits, each with an
/// optional minus sign. Anything else (decimals, spaces, more digits) is
/// left to the general parser, so the result is the same either way; this
/// only spares splitting the text into substrings for every node.
enum BoundsBytes {
    /// The rectangle, or nil when the text is not in the usual form.
    static func rect(_ text: String) -> Rect? { rect(text.utf8) }

    /// The rectangle from UTF-8 bytes, or nil when they are not in the usual form.
    static func rect<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Rect? {
        var utf8 = bytes.makeIterator()
        guard let (left, top) = corner(&utf8), let (right, bottom) = corner(&utf8), utf8.next() == nil else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `[x,y]`.
    private static func corner<Bytes: IteratorProtocol<UInt8>>(_ utf8: inout Bytes) -> (Double, Double)? {
        guard utf8.next() == UInt8(ascii: "["),
              let (x, comma) = integer(&utf8), comma == UInt8(ascii: ","),
              let (y, close) = integer(&utf8), close == UInt8(ascii: "]") else { return nil }
        return (x, y)
    }

    /// An integer and the byte after it; nil for no digits or more than nine.
    private static func integer<Bytes: IteratorProtocol<UInt8>>(_ utf8: inout Bytes) -> (Double, UInt8)? {
        var byte = utf8.next()
        let negative = byte == UInt8(ascii: "-")
        if negative { byte = utf8.next() }
        var value = 0, digits = 0
        while let digit = byte, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") {
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
            digits += 1
            guard digits <= 9 else { return nil }
            byte = utf8.next()
        }
        // `-0` is left to the general parser, which keeps its sign.
        guard digits > 0, !(negative && value == 0), let terminator = byte else { return nil }
        return (Double(negative ? -value : value), terminator)
    }
}
