import MCAGCore

/// The colours of a rectangle of a screenshot, counted: one pass over the
/// pixels, a hash table of distinct colours (linear in the area).
///
/// Large regions are sampled: every row, and every `step`-th column so that
/// at most ``sampleBudget`` pixels are read. Alpha is ignored: a screen
/// capture is opaque.
struct RegionColours: Sendable {
    /// At most this many pixels are read per region (a full-screen container
    /// of a 1440 × 3120 capture is read at every 75th column).
    static let sampleBudget = 60_000

    let rect: PixelRect
    /// Columns between two sampled pixels.
    let step: Int
    /// How many sampled pixels had each colour (0xRRGGBB).
    private(set) var counts = ColourCounts()
    private(set) var total = 0

    init(_ shot: Screenshot, _ rect: PixelRect) {
        self.rect = rect
        step = max(1, rect.area / Self.sampleBudget)
        var runs: [UInt64] = []
        runs.reserveCapacity((rect.x1 - rect.x0) / step + 1)
        shot.rgba.withUnsafeBytes { pixels in
            for y in rect.y0 ..< rect.y1 { countRow(pixels, width: shot.width, y: y, runs: &runs) }
        }
    }

    /// Counts one row by runs of one colour: screens are mostly flat, so a
    /// row costs a hash-table update per run, not per pixel.
    private mutating func countRow(_ pixels: UnsafeRawBufferPointer, width: Int, y: Int, runs: inout [UInt64]) {
        runs.removeAll(keepingCapacity: true)
        let row = y * width
        var x = rect.x0
        var current = Self.word(pixels, row + x)
        var run: UInt64 = 0
        while x < rect.x1 {
            let colour = Self.word(pixels, row + x)
            if colour != current {
                runs.append(UInt64(Self.rgb(current)) << 32 | run)
                (current, run) = (colour, 0)
            }
            run += 1
            x += step
        }
        runs.append(UInt64(Self.rgb(current)) << 32 | run)
        counts.add(packedRuns: runs)
        total += (rect.x1 - rect.x0 + step - 1) / step
    }

    /// The pixel at index `pixel` as stored (R, G, B in the low three bytes
    /// in memory order), alpha dropped; compared as is within a row.
    @inline(__always)
    static func word(_ pixels: UnsafeRawBufferPointer, _ pixel: Int) -> UInt32 {
        pixels.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self).littleEndian & 0x00FF_FFFF
    }

    /// A stored word as 0xRRGGBB.
    @inline(__always)
    static func rgb(_ word: UInt32) -> UInt32 {
        (word & 0xFF) << 16 | (word & 0xFF00) | (word >> 16 & 0xFF)
    }

    static func packed(_ shot: Screenshot, x: Int, y: Int) -> UInt32 {
        let offset = (y * shot.width + x) * 4
        let bytes = shot.rgba
        return UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
    }

    /// The most frequent colour (ties to the smaller value, so results repeat).
    var mode: UInt32? {
        counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// Pixels whose colour is within `tolerance` of `colour` on every channel.
    func count(near colour: UInt32, tolerance: Int = RGB.sameColourTolerance) -> Int {
        var sum = 0
        for (key, value) in counts where RGB(key).distance(to: RGB(colour)) <= tolerance { sum += value }
        return sum
    }
}

/// A pixel colour as three 0…255 channels.
struct RGB: Equatable, Sendable {
    /// Two colours closer than this on every channel are one colour: screen
    /// rendering is exact, so this only absorbs dithering and subtle shading.
    static let sameColourTolerance = 8

    var r: Int, g: Int, b: Int

    init(_ packed: UInt32) {
        r = Int(packed >> 16 & 0xFF)
        g = Int(packed >> 8 & 0xFF)
        b = Int(packed & 0xFF)
    }

    /// The largest per-channel difference.
    func distance(to other: RGB) -> Int { max(abs(r - other.r), abs(g - other.g), abs(b - other.b)) }

    var color: Color { Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255) }

    /// Where this colour lies on the straight line from `a` to `b` in RGB
    /// space (0 at `a`, 1 at `b`), and how far off that line it is: an
    /// anti-aliased edge pixel is a mix of the two, so it lies on the line.
    func projection(from a: RGB, to b: RGB) -> (position: Double, offset: Double) {
        let (dr, dg, db) = (Double(b.r - a.r), Double(b.g - a.g), Double(b.b - a.b))
        let (pr, pg, pb) = (Double(r - a.r), Double(g - a.g), Double(self.b - a.b))
        let length = dr * dr + dg * dg + db * db
        guard length > 0 else { return (0, (pr * pr + pg * pg + pb * pb).squareRoot()) }
        let t = min(max((pr * dr + pg * dg + pb * db) / length, 0), 1)
        let (er, eg, eb) = (pr - t * dr, pg - t * dg, pb - t * db)
        return (t, (er * er + eg * eg + eb * eb).squareRoot())
    }
}
