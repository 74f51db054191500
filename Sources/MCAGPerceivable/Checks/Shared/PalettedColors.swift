import MCAGCore

/// One optional colour per element, held as a position in a table of the
/// distinct colours: a screen has a few dozen backgrounds (a dump without
/// colours, none), and a `Color?` per element took 40 bytes where a position
/// takes 4. Colours are told apart by their bits, so a read gives back the
/// colour stored exactly (`-0` stays `-0`, though it equals `0`).
struct PalettedColors: Sendable {
    /// 0 for no colour; otherwise one more than the colour's place in `colors`.
    private var positions: [UInt32]
    private var colors: [Color] = []
    private var known: [Bits: UInt32] = [:]
    /// The colour stored or found last, and its position.
    private var last: (bits: Bits, position: UInt32)?

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
        let bits = Bits(color)
        // Elements in a row mostly repeat one background: compared first, it is not hashed again.
        if let last, last.bits == bits { return last.position }
        if let position = known[bits] {
            last = (bits, position)
            return position
        }
        colors.append(color)
        let position = UInt32(colors.count)
        known[bits] = position
        last = (bits, position)
        return position
    }


    /// A colour's four components as bit patterns.
    private struct Bits: Hashable, Sendable {
        var red, green, blue, alpha: UInt64

        init(_ color: Color) {
            red = color.red.bitPattern
            green = color.green.bitPattern
            blue = color.blue.bitPattern
            alpha = color.alpha.bitPattern
        }
    }
}
