/// How many pixels had each colour (0xRRGGBB): an open-addressing hash table
/// with linear probing, sized to a power of two and kept at most half full.
///
/// A region of a screenshot is counted run by run, so this is the hottest
/// table of the contrast checks; a table of plain integers with one
/// multiplicative hash avoids the seeded, generic hashing of `Dictionary`.
/// Iteration goes slot by slot, so it is the same on every run (a
/// `Dictionary` is seeded per process), and ties between colours resolve
/// the same way every time.
struct ColourCounts: Sequence, Sendable {
    /// A colour with this bit set marks an occupied slot (colours have 24 bits).
    private static let occupied: UInt32 = 1 << 24

    private var slots: [UInt32]
    private var counts: [Int]
    private var shift: UInt32
    /// Distinct colours counted.
    private(set) var distinct = 0
    /// The sum of every count.
    private(set) var total = 0

    init() {
        slots = [UInt32](repeating: 0, count: 64)
        counts = [Int](repeating: 0, count: 64)
        shift = 32 - 6
    }

    /// Adds `count` pixels of `colour` (24-bit RGB).
    mutating func add(_ colour: UInt32, _ count: Int) {
        total += count
        let key = colour | Self.occupied
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift)
        while true {
            let stored = slots[slot]
            if stored == key {
                counts[slot] += count
                return
            }
            if stored == 0 { break }
            slot = (slot + 1) & mask
        }
        slots[slot] = key
        counts[slot] = count
        distinct += 1
        if distinct * 2 > slots.count { grow() }
    }

    /// Adds a row's runs at once, each packed as `colour << 32 | pixels`:
    /// the table grows first so that every run fits, then the runs go in
    /// through unchecked buffers, one array access check per row, not per run.
    mutating func add(packedRuns runs: [UInt64]) {
        while (distinct + runs.count) * 2 > slots.count { grow() }
        let shift = self.shift
        var (added, sum) = (0, 0)
        slots.withUnsafeMutableBufferPointer { slots in
            counts.withUnsafeMutableBufferPointer { counts in
                let mask = slots.count - 1
                for run in runs {
                    let key = UInt32(truncatingIfNeeded: run >> 32) | Self.occupied
                    let count = Int(truncatingIfNeeded: run & 0xFFFF_FFFF)
                    sum += count
                    var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift)
                    while slots[slot] != key && slots[slot] != 0 { slot = (slot + 1) & mask }
                    if slots[slot] == 0 {
                        (slots[slot], counts[slot]) = (key, 0)
                        added += 1
                    }
                    counts[slot] += count
                }
            }
        }
        distinct += added
        total += sum
    }

    private mutating func grow() {
        let (oldSlots, oldCounts) = (slots, counts)
        slots = [UInt32](repeating: 0, count: oldSlots.count * 2)
        counts = [Int](repeating: 0, count: oldSlots.count * 2)
        shift -= 1
        (distinct, total) = (0, 0)
        for (slot, key) in oldSlots.enumerated() where key != 0 { add(key & ~Self.occupied, oldCounts[slot]) }
    }

    func makeIterator() -> Iterator { Iterator(table: self) }

    /// The colours and their counts, slot by slot.
    struct Iterator: IteratorProtocol {
        let table: ColourCounts
        var slot = 0

        mutating func next() -> (key: UInt32, value: Int)? {
            while slot < table.slots.count {
                defer { slot += 1 }
                let key = table.slots[slot]
                if key != 0 { return (key & ~ColourCounts.occupied, table.counts[slot]) }
            }
            return nil
        }
    }
}
