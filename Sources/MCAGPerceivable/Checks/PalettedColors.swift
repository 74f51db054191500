import MCAGCore

/// One optional colour per element, held as a position in a table of the
/// distinct colours: a screen has a few dozen backgrounds (a dump without
/// colours, none), and a `Color?` per element took 40 bytes where a position
/// takes 4. Reads give back the colour stored, bit for bit.
struct PalettedColors: Sendable {
    /// 0 for no colour; otherwise one more than the colour's place in `colors`.
    private var positions: [UInt32]
    private var colors: [Color] = []
    private var known: [Color: UInt32] = [:]

    init(count: Int) { positions = Array(repeating: 0, count: count) }

    subscript(index: Int) -> Color? {
        get {
            let position = positions[index]
            return position == 0 ? nil : colors[Int(position) - 1]
        }
        set {
            guard let newValue else {
                positions[index] = 0
                return
            }
            positions[index] = position(of: newValue)
        }
    }

    private mutating func position(of color: Color) -> UInt32 {
        // Equal colours share a place only when their bits agree, so that -0 stays -0.
        if let position = known[color], colors[Int(position) - 1].hasSameBits(as: color) { return position }
        colors.append(color)
        let position = UInt32(colors.count)
        known[color] = position
        return position
    }
}

private extension Color {
    func hasSameBits(as other: Color) -> Bool {
        red.bitPattern == other.red.bitPattern && green.bitPattern == other.green.bitPattern
            && blue.bitPattern == other.blue.bitPattern && alpha.bitPattern == other.alpha.bitPattern
    }
}
