/// The chunks that shape the image, gathered in one pass and checked for
/// order (PNG specification §5.6): IHDR first, PLTE before IDAT, the IDAT
/// chunks consecutive, IEND last.
struct PNGChunkLayout {
    /// Where a stretch of the concatenated IDAT data sits in the file.
    struct Segment {
        let streamStart: Int
        let fileStart: Int
    }

    let header: PNGHeader
    let headerOffset: Int
    private(set) var palette: PNGChunk?
    private(set) var transparency: PNGChunk?
    private(set) var imageChunks: [PNGChunk] = []

    init(_ reader: inout PNGChunkReader) throws(PNGError) {
        guard let first = try reader.next(), first.type == "IHDR" else {
            throw PNGError(.missingChunk("IHDR (it must come first)"), offset: PNGChunkReader.signature.count)
        }
        header = try PNGHeader(reader.data(of: first), offset: first.offset)
        headerOffset = first.offset
        var ended = false
        while !ended {
            guard let chunk = try reader.next() else {
                throw PNGError(.missingChunk(imageChunks.isEmpty ? "IDAT" : "IEND"), offset: reader.bytes.count)
            }
            ended = try take(chunk)
        }
        guard !imageChunks.isEmpty else { throw PNGError(.missingChunk("IDAT"), offset: headerOffset) }
        if header.colourType == .palette && palette == nil {
            throw PNGError(.missingChunk("PLTE (the image is paletted)"), offset: imageChunks.first?.offset)
        }
    }

    /// Records one chunk; true at IEND.
    private mutating func take(_ chunk: PNGChunk) throws(PNGError) -> Bool {
        func misplaced(_ detail: String) -> PNGError { PNGError(.malformed(chunk: chunk.type, detail: detail), offset: chunk.offset) }
        let afterImage = !imageChunks.isEmpty
        switch chunk.type {
        case "IEND": return true
        case "IHDR": throw misplaced("a second IHDR")
        case "IDAT":
            if let last = imageChunks.last, last.dataStart + last.length + 4 != chunk.offset {
                throw misplaced("IDAT chunks must be consecutive")
            }
            imageChunks.append(chunk)
        case "PLTE":
            guard !afterImage else { throw misplaced("PLTE must come before IDAT") }
            guard palette == nil else { throw misplaced("a second PLTE") }
            palette = chunk
        case "tRNS":
            guard !afterImage else { throw misplaced("tRNS must come before IDAT") }
            transparency = chunk
        default:
            if chunk.isCritical { throw PNGError(.unsupported("the critical chunk \(chunk.type)"), offset: chunk.offset) }
        }
        return false
    }

    /// The IDAT chunks' data as one zlib stream.
    func imageData(_ reader: PNGChunkReader) -> [UInt8] {
        var stream: [UInt8] = []
        stream.reserveCapacity(imageChunks.reduce(0) { $0 + $1.length })
        for chunk in imageChunks { stream.append(contentsOf: reader.data(of: chunk)) }
        return stream
    }

    var imageSegments: [Segment] {
        var segments: [Segment] = []
        var streamStart = 0
        for chunk in imageChunks {
            segments.append(Segment(streamStart: streamStart, fileStart: chunk.dataStart))
            streamStart += chunk.length
        }
        return segments
    }

    /// The file offset of a byte of the concatenated IDAT data.
    static func fileOffset(_ streamOffset: Int, segments: [Segment]) -> Int? {
        guard let segment = segments.last(where: { $0.streamStart <= streamOffset }) else { return nil }
        return segment.fileStart + (streamOffset - segment.streamStart)
    }
}
