/// The cells of a `TargetProximityGrid`: which frames cover each cell, as
/// one array of (cell, slot) entries ordered by cell. A dictionary
/// of arrays hashed every cell and copied an array on its first append
/// (3,800 instructions a target).
///
/// When the cells the entries cover span not many more cells than there are
/// entries (a screen's targets do), they are ordered by a counting sort over
/// that span, whose table then says where each cell's run of entries ends:
/// a query reads a column's rows without a search. Otherwise they are
/// sorted, and a column's rows are found by binary search.
struct TargetGridCells: Sendable {
    struct Entry {
        /// The cell's column and row packed so that keys order by column, then row.
        let key: Int
        /// The frame's slot in the grid.
        let slot: Int

        /// Both fit in 32 bits: the grid refuses coordinates beyond ±1e9 cells.
        static func key(column: Int, row: Int) -> Int { column << 32 | (row + (1 << 31)) }
    }

    private(set) var entries: [Entry]
    /// Where each cell's run of entries ends, the cells numbered column by
    /// column from the span's first; nil when the entries were sorted.
    private var ends: [Int]?
    private var firstColumn = 0, lastColumn = 0
    /// Rows as the keys hold them (offset by 2^31), so never negative.
    private var firstRow = 0, lastRow = 0

    init(_ unordered: [Entry]) {
        entries = unordered
        guard let first = unordered.first else { return }
        (firstColumn, lastColumn) = (first.key >> 32, first.key >> 32)
        (firstRow, lastRow) = (first.key & 0xFFFF_FFFF, first.key & 0xFFFF_FFFF)
        for entry in unordered {
            (firstColumn, lastColumn) = (min(firstColumn, entry.key >> 32), max(lastColumn, entry.key >> 32))
            (firstRow, lastRow) = (min(firstRow, entry.key & 0xFFFF_FFFF), max(lastRow, entry.key & 0xFFFF_FFFF))
        }
        let cellCount = (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1)
        guard cellCount <= 4 * unordered.count + 1_024 else {
            entries.sort { $0.key < $1.key || ($0.key == $1.key && $0.slot < $1.slot) }
            return
        }
        // Counted per cell, then placed from each cell's start, in the order made (by slot).
        var ends = [Int](repeating: 0, count: cellCount)
        for entry in unordered { ends[number(entry.key)] += 1 }
        var total = 0
        for cell in ends.indices { (ends[cell], total) = (total, total + ends[cell]) }
        for entry in unordered {
            let cell = number(entry.key)
            entries[ends[cell]] = entry
            ends[cell] += 1
        }
        self.ends = ends
    }

    /// A cell's number in the span: column by column, rows in order, as the keys order.
    private func number(_ key: Int) -> Int {
        ((key >> 32) - firstColumn) * (lastRow - firstRow + 1) + (key & 0xFFFF_FFFF) - firstRow
    }

    /// Calls `visit` with the slot of every entry in the cells of `columns` × `rows`,
    /// column by column, until it returns true. Returns whether it did.
    func visit(columns: ClosedRange<Int>, rows: ClosedRange<Int>, _ visit: (Int) -> Bool) -> Bool {
        guard !entries.isEmpty else { return false }
        let (low, high) = (Entry.key(column: 0, row: rows.lowerBound), Entry.key(column: 0, row: rows.upperBound))
        if let ends {
            let (top, bottom) = (max(low, firstRow), min(high, lastRow))
            let (left, right) = (max(columns.lowerBound, firstColumn), min(columns.upperBound, lastColumn))
            guard top <= bottom, left <= right else { return false }
            for column in left...right {
                let first = number(column << 32 | top), last = number(column << 32 | bottom)
                for position in (first == 0 ? 0 : ends[first - 1])..<ends[last] where visit(entries[position].slot) {
                    return true
                }
            }
            return false
        }
        for column in columns {
            var position = firstEntry(atLeast: column << 32 | low)
            while position < entries.count, entries[position].key <= column << 32 | high {
                if visit(entries[position].slot) { return true }
                position += 1
            }
        }
        return false
    }

    /// The position of the first entry whose key is at least `key`.
    private func firstEntry(atLeast key: Int) -> Int {
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
