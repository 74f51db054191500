/// One chunk of the file, its CRC already checked.
struct PNGChunk {
    /// The four-letter type, e.g. "IDAT".
    let type: String
    /// The file offset of the chunk's length field.
    let offset: Int
    /// The file offset of the chunk's data.
    let dataStart: Int
    let length: Int

    /// Critical chunks (first letter upper case) cannot be skipped (§5.4).
    var isCritical: Bool { type.utf8.first.map { $0 & 0x20 == 0 } ?? true }
}

/// Walks the chunks after the signature, checking each length and CRC.
struct PNGChunkReader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position = signature.count

    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) {
        guard bytes.count >= Self.signature.count, bytes.prefix(Self.signature.count).elementsEqual(Self.signature) else {
            throw PNGError(.notPNG, offset: 0)
        }
        self.bytes = bytes
    }

    /// The next chunk, or nil at the end of the file.
    mutating func next() throws(PNGError) -> PNGChunk? {
        let offset = position
        guard offset < bytes.count else { return nil }
        guard bytes.count - offset >= 8 else { throw PNGError(.truncated(chunk: "(chunk header)"), offset: offset) }
        let rawLength = PNGBytes.uint32(bytes, at: offset)
        let typeBytes = bytes[offset + 4..<offset + 8]
        guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
            let hex = typeBytes.map { String($0, radix: 16) }.joined(separator: " ")
            throw PNGError(.malformed(chunk: "(type bytes \(hex))", detail: "a chunk type is four ASCII letters"), offset: offset)
        }
        let type = String(decoding: typeBytes, as: UTF8.self)
        // Compared as UInt32 first: on a 32-bit platform Int(0xFFFF_FFFF) would trap.
        guard rawLength <= 0x7FFF_FFFF else {
            throw PNGError(.malformed(chunk: type, detail: "length \(rawLength) exceeds 2³¹ − 1"), offset: offset)
        }
        let length = Int(rawLength)
        guard bytes.count - offset - 12 >= length else { throw PNGError(.truncated(chunk: type), offset: offset) }
        let crcStart = offset + 8 + length
        let computed = CRC32.checksum(UnsafeBufferPointer(rebasing: bytes[offset + 4..<crcStart]))
        guard computed == PNGBytes.uint32(bytes, at: crcStart) else { throw PNGError(.badCRC(chunk: type), offset: offset) }
        position = crcStart + 4
        return PNGChunk(type: type, offset: offset, dataStart: offset + 8, length: length)
    }

    func data(of chunk: PNGChunk) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[chunk.dataStart..<chunk.dataStart + chunk.length])
    }
}
