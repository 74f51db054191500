/// Unfilters the inflated scanlines and writes them as RGBA, pass by pass
/// for an interlaced image.
struct PNGScanlines {
    let header: PNGHeader
    let pixels: PNGPixels

    func decode(_ scanlines: UnsafeMutableBufferPointer<UInt8>, into rgba: UnsafeMutableBufferPointer<UInt8>) throws(PNGError) {
        guard let source = scanlines.baseAddress, let target = rgba.baseAddress else { return }
        var start = 0
        var firstRow = 0
        for pass in Adam7.passes(interlaced: header.interlaced) {
            let (columns, rows) = pass.size(width: header.width, height: header.height)
            guard columns > 0, rows > 0, let rowBytes = header.rowBytes(pixels: columns) else { continue }
            try PNGFilters.unfilter(
                scanlines, start: start, rows: rows, rowBytes: rowBytes, distance: header.filterDistance, firstRow: firstRow)
            for row in 0..<rows {
                let line = source + start + row * (rowBytes + 1) + 1
                let y = pass.yStart + row * pass.yStep
                let output = target + (y * header.width + pass.xStart) * 4
                try pixels.expand(line, count: columns, into: output, step: pass.xStep * 4)
            }
            start += rows * (rowBytes + 1)
            firstRow += rows
        }
    }
}
