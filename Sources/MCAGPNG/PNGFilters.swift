/// Reverses the per-scanline filters (PNG specification §9) in place.
enum PNGFilters {
    /// Unfilters `rows` scanlines of `rowBytes` sample bytes, each preceded
    /// by its filter-type byte, starting at `start` in `data`.
    /// `firstRow` numbers the scanlines in errors.
    static func unfilter(
        _ data: UnsafeMutableBufferPointer<UInt8>, start: Int, rows: Int, rowBytes: Int, distance: Int, firstRow: Int
    ) throws(PNGError) {
        guard rows > 0, rowBytes > 0, let base = data.baseAddress else { return }
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        defer { zeros.deallocate() }
        zeros.initialize(repeating: 0, count: rowBytes)
        for row in 0..<rows {
            let filterAt = start + row * (rowBytes + 1)
            let current = base + filterAt + 1
            let prior = row == 0 ? zeros : current - (rowBytes + 1)
            switch base[filterAt] {
            case 0: break
            case 1: sub(current, count: rowBytes, distance: distance)
            case 2: up(current, prior, count: rowBytes)
            case 3: average(current, prior, count: rowBytes, distance: distance)
            case 4: paeth(current, prior, count: rowBytes, distance: distance)
            case let type: throw PNGError(.badFilter(type: type, row: firstRow + row), offset: nil)
            }
        }
    }

    private static func sub(_ row: UnsafeMutablePointer<UInt8>, count: Int, distance: Int) {
        guard count > distance else { return }
        for index in distance..<count { row[index] &+= row[index - distance] }
    }

    private static func up(_ row: UnsafeMutablePointer<UInt8>, _ prior: UnsafeMutablePointer<UInt8>, count: Int) {
        for index in 0..<count { row[index] &+= prior[index] }
    }

    private static func average(
        _ row: UnsafeMutablePointer<UInt8>, _ prior: UnsafeMutablePointer<UInt8>, count: Int, distance: Int
    ) {
        for index in 0..<min(distance, count) { row[index] &+= prior[index] >> 1 }
        guard count > distance else { return }
        for index in distance..<count {
            row[index] &+= UInt8(truncatingIfNeeded: (Int(row[index - distance]) + Int(prior[index])) >> 1)
        }
    }

    private static func paeth(
        _ row: UnsafeMutablePointer<UInt8>, _ prior: UnsafeMutablePointer<UInt8>, count: Int, distance: Int
    ) {
        for index in 0..<min(distance, count) { row[index] &+= prior[index] }
        guard count > distance else { return }
        for index in distance..<count {
            let left = Int(row[index - distance]), above = Int(prior[index]), corner = Int(prior[index - distance])
            let toLeft = abs(above - corner), toAbove = abs(left - corner), toCorner = abs(left + above - 2 * corner)
            let predictor = toLeft <= toAbove && toLeft <= toCorner ? left : (toAbove <= toCorner ? above : corner)
            row[index] &+= UInt8(truncatingIfNeeded: predictor)
        }
    }
}
