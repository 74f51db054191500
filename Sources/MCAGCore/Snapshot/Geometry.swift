/// A rectangle in the screen's layout unit (see ``Screen/unit``), origin at
/// the top-left corner of the screen.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    public var description: String {
        "(\(Self.format(x)), \(Self.format(y)), \(Self.format(width))×\(Self.format(height)))"
    }

    static func format(_ value: Double) -> String { String(format2: value) }
}

/// A width and a height in the screen's layout unit.
public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double

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
        let scaled = (value * 100).rounded() / 100
        guard scaled.isFinite, abs(scaled) < 1e15 else {
            self = String(value)
            return
        }
        self = scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
    }
}

extension Double {
    /// The value with at most two decimals, for messages: `6.99`, `7`, `inf`.
    public var twoDecimals: String { String(format2: self) }
}
