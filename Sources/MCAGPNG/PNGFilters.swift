/// Reverses the per-scanline filters (PNG specification §9), each row in
/// place; the row above is read from wherever it was left (packed or not),
/// so the up filter, the commonest, is a loop over two disjoint rows that
/// the compiler vectorizes.
enum PNGFilters {
    /// Unfilters `rows` scanlines of `rowBytes` sample bytes, each preceded
    /// by its filter-type byte, starting at `start` in `data`, in place.
    /// `firstRow` numbers the scanlines in errors.
    static func unfilter(
        _ data: UnsafeMutableBufferPointer<UInt8>, start: Int, rows: Int, rowBytes: Int, distance: Int, firstRow: Int
    ) throws(PNGError) {
        guard rows > 0, rowBytes > 0, let base = data.baseAddress else { return }
        try unfilterRows(base + start, rows: rows, rowBytes: rowBytes, distance: distance, firstRow: firstRow, packed: false)
    }

    /// Unfilters every scanline of a non-interlaced image and packs the rows
    /// together without their filter-type bytes, in place: row `r` ends at
    /// byte `r * rowBytes`, so the first `rows * rowBytes` bytes of `data` hold
    /// the samples. For 8-bit RGBA this is the decoded image itself, with no
    /// second buffer and no copy.
    static func unfilterPacked(
        _ data: UnsafeMutableBufferPointer<UInt8>, rows: Int, rowBytes: Int, distance: Int
    ) throws(PNGError) {
        guard rows > 0, rowBytes > 0, data.count >= rows * (rowBytes + 1), let base = data.baseAddress else { return }
        try unfilterRows(base, rows: rows, rowBytes: rowBytes, distance: distance, firstRow: 0, packed: true)
    }

    private static func unfilterRows(
        _ base: UnsafeMutablePointer<UInt8>, rows: Int, rowBytes: Int, distance: Int, firstRow: Int, packed: Bool
    ) throws(PNGError) {
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { zeros.deallocate() }
        zeros.initialize(repeating: 0, count: rowBytes)
        var prior = UnsafePointer(zeros)
        for index in 0..<rows {
            let filterAt = base + index * (rowBytes + 1)
            let row = Row(bytes: filterAt + 1, prior: prior, count: rowBytes, distance: distance)
            switch filterAt.pointee {
            case 0: break
            case 1: row.sub()
            case 2: row.up()
            case 3: row.average()
            case 4: row.paeth()
            case let type: throw PNGError(.badFilter(type: type, row: firstRow + index), offset: nil)
            }
            if packed {
                // Left over its own filter byte and the ones before: `update` copies front to back.
                let target = base + index * rowBytes
                target.update(from: row.bytes, count: rowBytes)
                prior = UnsafePointer(target)
            } else {
                prior = UnsafePointer(row.bytes)
            }
        }
    }
}

/// One scanline being unfiltered in place, above the reconstructed row before it.
private struct Row {
    let bytes: UnsafeMutablePointer<UInt8>
    let prior: UnsafePointer<UInt8>
    let count: Int
    let distance: Int

    /// Bytes with no left neighbour: the first pixel.
    private var lead: Int { min(distance, count) }

    func sub() {
        guard count > distance else { return }
        for index in distance..<count { bytes[index] &+= bytes[index - distance] }
    }

    func up() {
        for index in 0..<count { bytes[index] &+= prior[index] }
    }

    func average() {
        for index in 0..<lead { bytes[index] &+= prior[index] >> 1 }
        guard count > distance else { return }
        for index in distance..<count {
            let mean = (UInt16(bytes[index - distance]) &+ UInt16(prior[index])) >> 1
            bytes[index] &+= UInt8(truncatingIfNeeded: mean)
        }
    }

    func paeth() {
        for index in 0..<lead { bytes[index] &+= prior[index] }
        guard count > distance else { return }
        if distance == 4 { return paethPixels() }
        for index in distance..<count {
            bytes[index] &+= Self.paethPredictor(
                left: bytes[index - distance], above: prior[index], corner: prior[index - distance])
        }
    }

    /// Paeth for four bytes a pixel (8-bit RGBA, every phone screenshot):
    /// the left pixel stays in registers, so each channel's chain is the
    /// predictor and an add, not a store and a reload of the byte just written.
    private func paethPixels() {
        var left = (bytes[0], bytes[1], bytes[2], bytes[3])
        var index = 4
        while index + 4 <= count {
            let corner = (prior[index - 4], prior[index - 3], prior[index - 2], prior[index - 1])
            left.0 = bytes[index] &+ Self.paethPredictor(left: left.0, above: prior[index], corner: corner.0)
            left.1 = bytes[index + 1] &+ Self.paethPredictor(left: left.1, above: prior[index + 1], corner: corner.1)
            left.2 = bytes[index + 2] &+ Self.paethPredictor(left: left.2, above: prior[index + 2], corner: corner.2)
            left.3 = bytes[index + 3] &+ Self.paethPredictor(left: left.3, above: prior[index + 3], corner: corner.3)
            (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3]) = left
            index += 4
        }
        // A row is whole pixels; this only runs for a byte count that is not (never for RGBA).
        while index < count {
            bytes[index] &+= Self.paethPredictor(left: bytes[index - 4], above: prior[index], corner: prior[index - 4])
            index += 1
        }
    }

    /// The neighbour nearest to left + above − corner (§9.4), ties in the
    /// order left, above, corner.
    @inline(__always)
    static func paethPredictor(left: UInt8, above: UInt8, corner: UInt8) -> UInt8 {
        let (a, b, c) = (Int16(left), Int16(above), Int16(corner))
        let toLeft = abs(b &- c), toAbove = abs(a &- c), toCorner = abs(a &+ b &- c &- c)
        let aboveOrCorner = toAbove <= toCorner ? above : corner
        return toLeft <= toAbove && toLeft <= toCorner ? left : aboveOrCorner
    }
}
