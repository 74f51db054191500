/// Why inflating stopped; the decoder adds the file offset.
enum InflateFailure: Error, Equatable {
    case malformed(String)
    case truncated
    case tooMuchOutput
}

/// A zlib (RFC 1950) / deflate (RFC 1951) decompressor into a buffer of
/// fixed size.
///
/// PNG fixes the inflated size from the header, so the output is allocated
/// once at exactly that size: a stream that would write past it is a zip
/// bomb (or corrupt) and stops at the first byte too many. Input past the end
/// reads as zero bits, and the first symbol that consumed such a bit stops
/// the decode as truncated, so no input can loop forever: every block
/// consumes input or ends the stream.
struct Inflater {
    let input: UnsafeBufferPointer<UInt8>
    let output: UnsafeMutableBufferPointer<UInt8>
    /// The next input byte not yet in `bitBuffer`.
    private(set) var position = 0
    var written = 0
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    /// Zero bytes appended past the end of `input`.
    var padding = 0
    let literals = HuffmanTable()
    let distances = HuffmanTable()

    init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>) {
        self.input = input
        self.output = output
    }

    /// The input byte holding the next unread bit, for error offsets.
    var inputOffset: Int {
        let unreadBytes = max(0, bitCount / 8 - padding) + (bitCount % 8 > 0 ? 1 : 0)
        return max(0, position - unreadBytes)
    }

    /// Inflates the whole zlib stream, checking its header and Adler-32.
    mutating func inflateZlib() throws(InflateFailure) {
        let cmf = try bits(8)
        let flags = try bits(8)
        guard cmf & 0x0F == 8 else { throw .malformed("compression method \(cmf & 0x0F), only 8 (deflate) exists") }
        guard cmf >> 4 <= 7 else { throw .malformed("window size 2^\((cmf >> 4) + 8) exceeds deflate's 32 KB") }
        guard (cmf << 8 | flags) % 31 == 0 else { throw .malformed("zlib header check bits are wrong") }
        guard flags & 0x20 == 0 else { throw .malformed("a preset dictionary, which PNG forbids") }
        var final = false
        while !final {
            final = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1: try fixedBlock()
            case 2: try dynamicBlock()
            default: throw .malformed("block type 3 (reserved)")
            }
        }
        try alignToByte()
        guard position + 4 <= input.count else { throw .truncated }
        let stored = input[position..<position + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        position += 4
        let computed = Adler32.checksum(UnsafeBufferPointer(rebasing: output[0..<written]))
        guard stored == computed else { throw .malformed("Adler-32 check fails: the image data is corrupt") }
    }

    // MARK: Bits

    @inline(__always)
    mutating func refill() {
        // Eight bytes at once while they last: the buffer takes as many whole bytes as fit.
        if position + 8 <= input.count, let base = input.baseAddress {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            bitBuffer |= word << UInt64(bitCount)
            position += (63 - bitCount) >> 3
            bitCount |= 56
            return
        }
        while bitCount <= 56 {
            if position < input.count {
                bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
                position += 1
            } else {
                padding += 1
            }
            bitCount += 8
        }
    }

    /// Throws when a bit already consumed came from past the end of the input.
    @inline(__always)
    func checkOverrun() throws(InflateFailure) {
        if padding > 0 && padding * 8 > bitCount { throw .truncated }
    }

    @inline(__always)
    mutating func bits(_ count: Int) throws(InflateFailure) -> Int {
        if bitCount < count { refill() }
        let value = Int(bitBuffer & (1 << UInt64(count) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        try checkOverrun()
        return value
    }

    /// Drops the bits up to the next byte boundary and hands buffered whole
    /// bytes back to the input, so stored blocks and the trailer read bytes.
    mutating func alignToByte() throws(InflateFailure) {
        try checkOverrun()
        bitCount -= bitCount % 8
        let realBytes = bitCount / 8 - padding
        position -= max(0, realBytes)
        bitBuffer = 0
        bitCount = 0
        padding = 0
    }

    // MARK: Stored blocks

    mutating func storedBlock() throws(InflateFailure) {
        try alignToByte()
        guard position + 4 <= input.count else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length ^ 0xFFFF == complement else { throw .malformed("stored block length and its complement disagree") }
        position += 4
        guard position + length <= input.count else { throw .truncated }
        guard length <= output.count - written else { throw .tooMuchOutput }
        if length > 0, let source = input.baseAddress, let target = output.baseAddress {
            (target + written).update(from: source + position, count: length)
        }
        position += length
        written += length
    }
}
