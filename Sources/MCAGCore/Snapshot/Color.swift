import Foundation

/// An sRGB colour with components from 0 to 1, parsed from `#RRGGBB` or
/// `#RRGGBBAA` in JSON.
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Red component, from 0 to 1.
    public var red: Double
    /// Green component, from 0 to 1.
    public var green: Double
    /// Blue component, from 0 to 1.
    public var blue: Double
    /// Opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// Creates a colour from sRGB components from 0 to 1; `alpha` defaults to opaque.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        if digits.count == 3 {
            var doubled = ""
            for digit in digits {
                doubled.append(digit)
                doubled.append(digit)
            }
            digits = Substring(doubled)
        }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let rgb: UInt64 = hasAlpha ? value >> 8 : value
        red = Self.component(rgb, shift: 16)
        green = Self.component(rgb, shift: 8)
        blue = Self.component(rgb, shift: 0)
        alpha = hasAlpha ? Self.component(value, shift: 0) : 1
    }

    /// The byte of `value` at `shift`, from 0 to 1.
    private static func component(_ value: UInt64, shift: UInt64) -> Double {
        Double((value >> shift) & 0xFF) / 255
    }

    /// The colour as `#RRGGBB` in upper-case hex, or `#RRGGBBAA` when it is not opaque.
    public var hex: String {
        // Written byte by byte: contrast messages name two colours per element, and
        // `String(_:radix:)` with padding cost ten times as much.
        let count = alpha < 1 ? 9 : 7
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer[0] = UInt8(ascii: "#")
            Self.writeHexByte(red, to: buffer, at: 1)
            Self.writeHexByte(green, to: buffer, at: 3)
            Self.writeHexByte(blue, to: buffer, at: 5)
            if count == 9 { Self.writeHexByte(alpha, to: buffer, at: 7) }
            return count
        }
    }

    /// Two upper-case hex digits for a component from 0 to 1 (NaN as 0).
    private static func writeHexByte(_ component: Double, to buffer: UnsafeMutableBufferPointer<UInt8>, at position: Int) {
        let value = Int((component.isNaN ? 0 : min(max(component, 0), 1) * 255).rounded())
        func digit(_ nibble: Int) -> UInt8 { UInt8(nibble < 10 ? 0x30 + nibble : 0x37 + nibble) }
        buffer[position] = digit(value >> 4)
        buffer[position + 1] = digit(value & 0xF)
    }

    /// The colour as ``hex`` writes it.
    public var description: String { hex }

    /// WCAG 2.2 relative luminance (sRGB, linearised).
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// This colour painted over an opaque `background`.
    public func composited(over background: Color) -> Color {
        Color(red: red * alpha + background.red * (1 - alpha),
              green: green * alpha + background.green * (1 - alpha),
              blue: blue * alpha + background.blue * (1 - alpha))
    }

    /// The WCAG contrast ratio between two colours, from 1 to 21.
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (a.relativeLuminance, b.relativeLuminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "'\(text)' is not a colour; expected #RRGGBB or #RRGGBBAA"))
        }
        self = color
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}

