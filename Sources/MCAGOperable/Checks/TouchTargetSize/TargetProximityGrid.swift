package import MCAGCore

/// A spatial hash of element frames that answers "which targets lie within
/// a distance of this one" without comparing every pair of elements.
///
/// Frames are bucketed into square cells as wide as the search distance, so
/// a query looks only at the few cells around the frame it asks about. A
/// frame spanning very many cells (a clickable full-screen backdrop) is kept
/// in a short overflow list instead, which keeps memory bounded.
package struct TargetProximityGrid: Sendable {
    private let cellSize: Double
    private var cells = TargetGridCells([])
    private var oversized: [Int] = []
    /// The element index and frame of each slot, in the order given. A slot of
    /// an index given twice stands for the last frame given, as a dictionary's
    /// last write would.
    private var indices: [Int] = []
    private var frames: [Rect] = []
    /// The slot of each element index, kept only when the indices do not
    /// ascend (in the check they do, and a binary search of `indices` finds it).
    private var slots: [Int: Int]?
    private static let maximumCellsPerFrame = 4_096

    /// - Parameters:
    ///   - frames: element index and frame pairs, in the screen's unit.
    ///   - cellSize: the search distance, in the same unit.
    package init(frames: [(index: Int, frame: Rect)], cellSize: Double) {
        self.cellSize = max(cellSize, .leastNormalMagnitude)
        indices = frames.map(\.index)
        self.frames = frames.map(\.frame)
        if !indices.indices.dropFirst().allSatisfy({ indices[$0 - 1] < indices[$0] }) {
            var slots: [Int: Int] = [:]
            for (slot, index) in indices.enumerated() { slots[index] = slot }
            self.slots = slots
        }
        var entries: [TargetGridCells.Entry] = []
        entries.reserveCapacity(frames.count * 2)
        for (position, (index, frame)) in frames.enumerated() {
            let slot = slots?[index] ?? position
            guard let (columns, rows) = cellRange(of: frame) else { continue }
            if columns.count * rows.count > Self.maximumCellsPerFrame {
                oversized.append(slot)
                continue
            }
            for column in columns {
                for row in rows { entries.append(.init(key: TargetGridCells.Entry.key(column: column, row: row), slot: slot)) }
            }
        }
        cells = TargetGridCells(entries)
    }

    /// The slot standing for element `index`'s frame; nil when it was not given.
    private func slot(of index: Int) -> Int? {
        if let slots { return slots[index] }
        var (low, high) = (0, indices.count)
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < indices.count && indices[low] == index ? low : nil
    }

    /// The indices of other frames whose edges come closer than `distance`
    /// to `index`'s frame. Overlapping and nested frames count as distance 0.
    package func neighbours(of index: Int, within distance: Double) -> [Int] {
        guard let own = slot(of: index) else { return [] }
        let frame = frames[own]
        var found = Set<Int>()
        _ = visitCandidates(around: frame, within: distance) { other in
            if indices[other] != index, Self.gap(between: frame, and: frames[other]) < distance {
                found.insert(indices[other])
            }
            return false
        }
        return found.sorted()
    }

    /// Whether any other frame comes closer than `distance` to `index`'s
    /// frame. Stops at the first one, so a pile of identical frames (a list
    /// row repeated many times) costs one comparison, not one per frame.
    package func hasNeighbour(of index: Int, within distance: Double) -> Bool {
        guard let own = slot(of: index) else { return false }
        let frame = frames[own]
        return visitCandidates(around: frame, within: distance) { other in
            indices[other] != index && Self.gap(between: frame, and: frames[other]) < distance
        }
    }

    /// Calls `visit` with the slot of every frame that could lie within
    /// `distance` of `frame` (the oversized ones, then those in nearby cells; a
    /// frame may come more than once) until it returns true. Returns whether it did.
    private func visitCandidates(around frame: Rect, within distance: Double, _ visit: (Int) -> Bool) -> Bool {
        if oversized.contains(where: visit) { return true }
        let searchArea = Rect(x: frame.x - distance, y: frame.y - distance,
                              width: frame.width + 2 * distance, height: frame.height + 2 * distance)
        guard let (columns, rows) = cellRange(of: searchArea) else { return false }
        return cells.visit(columns: columns, rows: rows, visit)
    }

    /// The shortest distance between the edges of two rectangles; 0 when they touch or overlap.
    package static func gap(between a: Rect, and b: Rect) -> Double {
        let dx = max(0, max(a.minX - b.maxX, b.minX - a.maxX))
        let dy = max(0, max(a.minY - b.maxY, b.minY - a.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    private func cellRange(of frame: Rect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        let left = frame.minX / cellSize, right = frame.maxX / cellSize
        let top = frame.minY / cellSize, bottom = frame.maxY / cellSize
        // Frames from a malformed dump can hold infinities or NaN; they get no cell.
        func usable(_ value: Double) -> Bool { value.isFinite && abs(value) < 1e9 }
        guard usable(left), usable(right), usable(top), usable(bottom) else { return nil }
        let firstColumn = Int(left.rounded(.down)), lastColumn = Int(right.rounded(.down))
        let firstRow = Int(top.rounded(.down)), lastRow = Int(bottom.rounded(.down))
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
        return (firstColumn...lastColumn, firstRow...lastRow)
    }
}
