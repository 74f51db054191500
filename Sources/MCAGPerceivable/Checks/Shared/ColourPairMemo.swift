import MCAGCore

/// Values worked out for a pair of colours, kept for the next element that
/// shows the same pair: a screen's texts and controls share a handful of
/// pairs, and each ratio costs six `pow` calls.
///
/// Pairs are told apart by their bits, so a value comes back exactly as it
/// would have been worked out. A linear search of a few keys costs less
/// than hashing one; past `capacity` pairs the oldest is replaced.
struct ColourPairMemo<Value> {
    private struct Key: Equatable {
        let first: (UInt64, UInt64, UInt64, UInt64)
        let second: (UInt64, UInt64, UInt64, UInt64)

        init(_ a: Color, _ b: Color) {
            first = (a.red.bitPattern, a.green.bitPattern, a.blue.bitPattern, a.alpha.bitPattern)
            second = (b.red.bitPattern, b.green.bitPattern, b.blue.bitPattern, b.alpha.bitPattern)
        }

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.first == rhs.first && lhs.second == rhs.second }
    }

    static var capacity: Int { 8 }
    private var keys: [Key] = []
    private var values: [Value] = []
    private var oldest = 0

    /// The slot of the pair's value, made with `make` when the pair is not kept.
    mutating func slot(_ a: Color, _ b: Color, make: () -> Value) -> Int {
        let key = Key(a, b)
        if let known = keys.firstIndex(of: key) { return known }
        guard keys.count == Self.capacity else {
            keys.append(key)
            values.append(make())
            return keys.count - 1
        }
        let slot = oldest
        (keys[slot], values[slot]) = (key, make())
        oldest = (oldest + 1) % Self.capacity
        return slot
    }

    subscript(slot: Int) -> Value {
        get { values[slot] }
        _modify { yield &values[slot] }
    }
}
