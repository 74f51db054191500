/// A rectangle in the screen's layout unit (see ``Screen/unit``), origin at
/// the top-left corner of the screen.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The left edge, measured from the left of the screen.
    public var x: Double
    /// The top edge, measured down from the top of the screen.
    public var y: Double
    /// The extent rightwards from ``x``.
    public var width: Double
    /// The extent downwards from ``y``.
    public var height: Double

    /// Creates a rectangle from its top-left corner and its size, in the screen's layout unit.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge, ``x``.
    public var minX: Double { x }
    /// The top edge, ``y``.
    public var minY: Double { y }
    /// The right edge: ``x`` plus ``width``.
    public var maxX: Double { x + width }
    /// The bottom edge: ``y`` plus ``height``.
    public var maxY: Double { y + height }
    /// The x coordinate of the horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The y coordinate of the vertical centre.
    public var midY: Double { y + height / 2 }
    /// True when the width or the height is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether `other` lies wholly inside this rectangle; shared edges count as inside.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The origin and size with at most two decimals, as `(x, y, width×height)`.
    public var description: String {
        "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width))×\(Self.format(height)))"
    }

    static func format(_ value: Double) -> String { String(format2: value) }
}

/// A width and a height in the screen's layout unit.
public struct Size: Sendable, Hashable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size in the screen's layout unit.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

extension String {
    /// A number with at most two decimals, without Foundation's formatters.
    /// Infinities, NaN and huge values print as Swift spells them: a
    /// malformed dump can hold them, and `Int(_:)` would trap on them.
    init(format2 value: Double) {
        let hundredths = (value * 100).rounded()
        // Under 10^8 hundredths a Double's step is far finer than 0.01, so the
        // shortest digits that read back as `hundredths / 100` are its own: they
        // are written byte by byte, as `String(Double)` and `String(Int)` cost
        // about 560 instructions a number and messages print thousands.
        guard abs(hundredths) < 1e8 else {
            let scaled = hundredths / 100
            guard scaled.isFinite, abs(scaled) < 1e15 else {
                self = String(value)
                return
            }
            self = scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
            return
        }
        self = String(hundredths: Int(hundredths))
    }

    /// `hundredths / 100` with at most two decimals and no trailing zeros: `-6.9`, `0.05`, `7`.
    private init(hundredths: Int) {
        let magnitude: UInt = hundredths.magnitude
        let whole: UInt = magnitude / 100
        let tenth: Int = Int(magnitude / 10 % 10)
        let hundredth: Int = Int(magnitude % 10)
        let decimals: Int = hundredth != 0 ? 2 : (tenth != 0 ? 1 : 0)
        var wholeDigits: Int = 1
        var rest: UInt = whole / 10
        while rest > 0 { (wholeDigits, rest) = (wholeDigits + 1, rest / 10) }
        let sign: Int = hundredths < 0 ? 1 : 0
        let length: Int = sign + wholeDigits + (decimals == 0 ? 0 : decimals + 1)
        self.init(unsafeUninitializedCapacity: length) { (buffer: UnsafeMutableBufferPointer<UInt8>) -> Int in
            Self.writeDigits(into: buffer, whole: whole, wholeDigits: wholeDigits, sign: sign,
                             decimals: decimals, tenth: tenth, hundredth: hundredth)
        }
    }

    /// Writes the sign, the whole digits and the decimals `init(hundredths:)` counted; returns the length.
    private static func writeDigits(
        into buffer: UnsafeMutableBufferPointer<UInt8>, whole: UInt, wholeDigits: Int, sign: Int,
        decimals: Int, tenth: Int, hundredth: Int
    ) -> Int {
        let zero: UInt8 = UInt8(ascii: "0")
        if sign == 1 { buffer[0] = UInt8(ascii: "-") }
        var digits: UInt = whole
        var position: Int = sign + wholeDigits
        repeat {
            position -= 1
            buffer[position] = zero + UInt8(digits % 10)
            digits /= 10
        } while position > sign
        position = sign + wholeDigits
        guard decimals > 0 else { return position }
        buffer[position] = UInt8(ascii: ".")
        buffer[position + 1] = zero + UInt8(tenth)
        if decimals == 2 { buffer[position + 2] = zero + UInt8(hundredth) }
        return position + 1 + decimals
    }
}

extension Double {
    /// The value with at most two decimals, for messages: `6.99`, `7`, `inf`.
    package var twoDecimals: String { String(format2: self) }
}
