/// A canonical Huffman code as a direct lookup table (RFC 1951 §3.2.2).
///
/// Indexed by the next `maxBits` input bits (least significant first, as
/// deflate packs codes bit-reversed), each entry holds `symbol << 4 | length`;
/// zero marks a bit pattern no code starts with. One table lookup per symbol
/// keeps inflating an 18 MB screenshot within a few tens of milliseconds.
final class HuffmanTable {
    static let maxCodeLength = 15
    let entries: UnsafeMutableBufferPointer<UInt32>
    private(set) var maxBits = 1

    init() {
        entries = .allocate(capacity: 1 << Self.maxCodeLength)
        entries.initialize(repeating: 0)
    }

    deinit { entries.deallocate() }

    /// Builds the code from each symbol's code length (0 = unused).
    /// Fails on an over-subscribed code; an incomplete one is allowed (RFC
    /// 1951 permits a lone distance code) and its unused patterns stay zero.
    func build(lengths: UnsafeBufferPointer<UInt8>) -> InflateFailure? {
        var counts = [Int](repeating: 0, count: Self.maxCodeLength + 1)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var remaining = 1
        var nextCode = [Int](repeating: 0, count: Self.maxCodeLength + 1)
        var code = 0
        maxBits = 1
        for length in 1...Self.maxCodeLength {
            remaining = remaining << 1 - counts[length]
            if remaining < 0 { return .malformed("over-subscribed Huffman code") }
            code = (code + counts[length - 1]) << 1
            nextCode[length] = code
            if counts[length] > 0 { maxBits = length }
        }
        let size = 1 << maxBits
        for index in 0..<size { entries[index] = 0 }
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let bits = Int(length)
            let reversed = Self.reverse(nextCode[bits], bits: bits)
            nextCode[bits] += 1
            let entry = UInt32(symbol) << 4 | UInt32(bits)
            var index = reversed
            while index < size {
                entries[index] = entry
                index += 1 << bits
            }
        }
        return nil
    }

    private static func reverse(_ code: Int, bits: Int) -> Int {
        var result = 0
        var rest = code
        for _ in 0..<bits {
            result = result << 1 | rest & 1
            rest >>= 1
        }
        return result
    }
}
