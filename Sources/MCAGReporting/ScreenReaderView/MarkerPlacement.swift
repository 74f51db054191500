import MCAGRules

/// Puts each stop's number where it does not cover another number.
///
/// A number starts in its outline's top-left corner. Nested and merged
/// stops often share that corner (a cell and its label, a switch and its
/// title), so when the place is taken the number moves right along the
/// outline's top edge, then one row down, and takes the first free place;
/// when every candidate is taken it stays in the corner. Placed numbers are
/// kept in a grid of cells one number high, so that a screen of thousands of
/// stops is placed in linear time.
struct MarkerPlacement {
    private let bounds: Rect
    private let cellSize: Double
    private var cells: [Cell: [Rect]] = [:]

    private struct Cell: Hashable { var column: Int, row: Int }

    /// A placement inside `bounds` for numbers `cellSize` high.
    init(bounds: Rect, cellSize: Double) {
        self.bounds = bounds
        self.cellSize = max(cellSize, 1)
    }

    /// The place for a number of `size` whose outline is `outline`, recorded as taken.
    mutating func place(_ size: Size, at outline: Rect, spacing: Double) -> Rect {
        var first: Rect?
        for row in 0..<3 {
            for step in 0..<6 {
                let x = outline.minX + Double(step) * (size.width + spacing)
                if step > 0, x + size.width > max(outline.maxX, outline.minX + size.width) { break }
                let candidate = clamped(Rect(x: x, y: outline.minY + Double(row) * (size.height + spacing),
                                             width: size.width, height: size.height))
                if first == nil { first = candidate }
                if !overlapsPlaced(candidate) { return record(candidate) }
            }
        }
        return record(first ?? clamped(Rect(x: outline.minX, y: outline.minY, width: size.width, height: size.height)))
    }

    /// `rect` moved inside the bounds (it is never larger than they are).
    private func clamped(_ rect: Rect) -> Rect {
        let x = min(max(rect.minX, bounds.minX), max(bounds.maxX - rect.width, bounds.minX))
        let y = min(max(rect.minY, bounds.minY), max(bounds.maxY - rect.height, bounds.minY))
        return Rect(x: x, y: y, width: rect.width, height: rect.height)
    }

    private func overlapsPlaced(_ rect: Rect) -> Bool {
        for cell in cells(of: rect) {
            for placed in self.cells[cell] ?? [] where placed.minX < rect.maxX && rect.minX < placed.maxX
                && placed.minY < rect.maxY && rect.minY < placed.maxY { return true }
        }
        return false
    }

    private mutating func record(_ rect: Rect) -> Rect {
        for cell in cells(of: rect) { cells[cell, default: []].append(rect) }
        return rect
    }

    private func cells(of rect: Rect) -> [Cell] {
        let columns = Int((rect.minX / cellSize).rounded(.down))...Int((rect.maxX / cellSize).rounded(.down))
        let rows = Int((rect.minY / cellSize).rounded(.down))...Int((rect.maxY / cellSize).rounded(.down))
        return rows.flatMap { row in columns.map { Cell(column: $0, row: row) } }
    }
}
