import MCAGRules

/// An RGBA canvas for screenshots with known colours: flat fills, text-like
/// strokes with anti-aliased edges, gradients and noise.
struct SyntheticScreenshot {
    typealias RGB = (r: UInt8, g: UInt8, b: UInt8)

    let width: Int
    let height: Int
    private(set) var rgba: [UInt8]

    init(width: Int, height: Int, fill: RGB) {
        self.width = width
        self.height = height
        rgba = Array(repeating: 255, count: width * height * 4)
        self.fill(x: 0, y: 0, width: width, height: height, fill)
    }

    mutating func set(_ x: Int, _ y: Int, _ colour: RGB) {
        let offset = (y * width + x) * 4
        (rgba[offset], rgba[offset + 1], rgba[offset + 2]) = (colour.r, colour.g, colour.b)
    }

    mutating func fill(x: Int, y: Int, width: Int, height: Int, _ colour: RGB) {
        for row in y ..< y + height { for column in x ..< x + width { set(column, row, colour) } }
    }

    static func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        func channel(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8((Double(p) * (1 - t) + Double(q) * t).rounded()) }
        return (channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b))
    }

    /// Glyph-like strokes: vertical stems `stem` pixels wide every `pitch`
    /// pixels and a bar across the top, each stem edged by one pixel at
    /// 50% and one at 25% of the ink (anti-aliasing), filling `glyphHeight`
    /// rows from `y` inside the run from `x` to `x + width`.
    mutating func text(x: Int, y: Int, width: Int, glyphHeight: Int, ink: RGB, on paper: RGB, stem: Int = 4, pitch: Int = 12) {
        var column = x + 2
        while column + stem + 2 <= x + width {
            for row in y ..< y + glyphHeight {
                set(column - 2, row, Self.mix(paper, ink, 0.25))
                set(column - 1, row, Self.mix(paper, ink, 0.5))
                for offset in 0 ..< stem { set(column + offset, row, ink) }
                set(column + stem, row, Self.mix(paper, ink, 0.5))
            }
            for offset in 0 ..< pitch where column + offset < x + width { set(column + offset, y, ink) }
            column += pitch
        }
    }

    /// A horizontal gradient from `a` to `b`.
    mutating func gradient(x: Int, y: Int, width: Int, height: Int, from a: RGB, to b: RGB) {
        for column in 0 ..< width {
            let colour = Self.mix(a, b, Double(column) / Double(max(width - 1, 1)))
            for row in y ..< y + height { set(x + column, row, colour) }
        }
    }

    /// Deterministic pseudo-random colours, like a photograph's.
    mutating func noise(x: Int, y: Int, width: Int, height: Int, seed: UInt64 = 42) {
        var state = seed
        for row in y ..< y + height {
            for column in x ..< x + width {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                set(column, row, (UInt8(truncatingIfNeeded: state >> 33), UInt8(truncatingIfNeeded: state >> 41),
                                  UInt8(truncatingIfNeeded: state >> 49)))
            }
        }
    }

    func screenshot(pixelsPerUnit: Double = 1) throws -> Screenshot {
        try Screenshot(width: width, height: height, rgba: rgba, pixelsPerUnit: pixelsPerUnit)
    }

    static func colour(_ rgb: RGB) -> Color {
        Color(red: Double(rgb.r) / 255, green: Double(rgb.g) / 255, blue: Double(rgb.b) / 255)
    }
}
