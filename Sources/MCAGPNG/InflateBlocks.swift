/// Deflate's Huffman-coded blocks (RFC 1951 §3.2.5–3.2.7).
extension Inflater {
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order code-length code lengths are sent in.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    mutating func fixedBlock() throws(InflateFailure) {
        var lengths = [UInt8](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        let distanceLengths = [UInt8](repeating: 5, count: 32)
        try buildTables(lengths[...], distanceLengths[...])
        try codedBlock()
    }

    mutating func dynamicBlock() throws(InflateFailure) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw .malformed("\(literalCount) literal/length or \(distanceCount) distance codes, more than deflate has")
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[Self.codeLengthOrder[index]] = UInt8(try bits(3)) }
        let codeLengths = HuffmanTable()
        if let failure = codeLengthLengths.withUnsafeBufferPointer({ codeLengths.build(lengths: $0) }) { throw failure }
        let lengths = try readCodeLengths(count: literalCount + distanceCount, code: codeLengths)
        guard lengths[256] > 0 else { throw .malformed("the block has no end-of-block code") }
        try buildTables(lengths[0..<literalCount], lengths[literalCount...])
        try codedBlock()
    }

    private mutating func readCodeLengths(count: Int, code: HuffmanTable) throws(InflateFailure) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: count)
        var index = 0
        while index < count {
            let symbol = try decode(code.entries, maxBits: code.maxBits)
            var repeatValue: UInt8 = 0
            var repeatCount = 0
            switch symbol {
            case 0...15:
                lengths[index] = UInt8(symbol)
                index += 1
                continue
            case 16:
                guard index > 0 else { throw .malformed("a repeated code length with nothing to repeat") }
                repeatValue = lengths[index - 1]
                repeatCount = 3 + (try bits(2))
            case 17: repeatCount = 3 + (try bits(3))
            default: repeatCount = 11 + (try bits(7))
            }
            guard repeatCount <= count - index else { throw .malformed("code lengths overrun their count") }
            for offset in 0..<repeatCount { lengths[index + offset] = repeatValue }
            index += repeatCount
        }
        return lengths
    }

    private mutating func buildTables(_ literal: ArraySlice<UInt8>, _ distance: ArraySlice<UInt8>) throws(InflateFailure) {
        if let failure = literal.withUnsafeBufferPointer({ literals.build(lengths: $0) }) { throw failure }
        if let failure = distance.withUnsafeBufferPointer({ distances.build(lengths: $0) }) { throw failure }
    }

    @inline(__always)
    mutating func decode(_ table: UnsafeMutableBufferPointer<UInt32>, maxBits: Int) throws(InflateFailure) -> Int {
        if bitCount < HuffmanTable.maxCodeLength { refill() }
        let entry = table[Int(bitBuffer & (1 << UInt64(maxBits) - 1))]
        let length = Int(entry & 15)
        guard length > 0 else { throw .malformed("a bit pattern that is no Huffman code") }
        bitBuffer >>= UInt64(length)
        bitCount -= length
        try checkOverrun()
        return Int(entry >> 4)
    }

    /// Literals and back-references until the end-of-block symbol.
    private mutating func codedBlock() throws(InflateFailure) {
        let literalTable = literals.entries, literalBits = literals.maxBits
        let distanceTable = distances.entries, distanceBits = distances.maxBits
        while true {
            let symbol = try decode(literalTable, maxBits: literalBits)
            if symbol < 256 {
                guard written < output.count else { throw .tooMuchOutput }
                output[written] = UInt8(truncatingIfNeeded: symbol)
                written += 1
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < Self.lengthBase.count else { throw .malformed("length symbol \(symbol) does not exist") }
            let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
            let distanceSymbol = try decode(distanceTable, maxBits: distanceBits)
            guard distanceSymbol < Self.distanceBase.count else {
                throw .malformed("distance symbol \(distanceSymbol) does not exist")
            }
            let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
            guard distance <= written else { throw .malformed("a back-reference \(distance) bytes before the start") }
            guard length <= output.count - written else { throw .tooMuchOutput }
            copyMatch(length: length, distance: distance)
        }
    }

    /// Copies a back-reference. Short copies are the common case (a run of
    /// one pixel colour is a 4-byte distance, text a few hundred bytes back),
    /// so they move eight or four bytes at a time rather than call memmove;
    /// that may write up to seven bytes past the match, which is allowed only
    /// when the output has that much room still to be written, and is then
    /// overwritten by what follows (a stream that stops early is refused, so
    /// those bytes are never handed out).
    @inline(__always)
    private mutating func copyMatch(length: Int, distance: Int) {
        guard let base = output.baseAddress else { return }
        let target = base + written
        let room = output.count - written - length
        if distance >= 8 && room >= 8 {
            // Each 8-byte read ends at or before the byte being written, so it sees finished output.
            var offset = 0
            while offset < length {
                let word = UnsafeRawPointer(target - distance + offset).loadUnaligned(as: UInt64.self)
                UnsafeMutableRawPointer(target + offset).storeBytes(of: word, as: UInt64.self)
                offset += 8
            }
        } else if distance == 4 && room >= 4 {
            let pixel = UnsafeRawPointer(target - 4).loadUnaligned(as: UInt32.self)
            var offset = 0
            while offset < length {
                UnsafeMutableRawPointer(target + offset).storeBytes(of: pixel, as: UInt32.self)
                offset += 4
            }
        } else if distance >= length {
            target.update(from: target - distance, count: length)
        } else if distance == 1 {
            target.update(repeating: target[-1], count: length)
        } else {
            // Overlapping: each byte may be one this copy just wrote.
            for index in 0..<length { target[index] = target[index - distance] }
        }
        written += length
    }
}
