public import MCAGCore

/// A spatial hash of element frames that answers "which targets lie within
/// a distance of this one" without comparing every pair of elements.
///
/// Frames are bucketed into square cells as wide as the search distance, so
/// a query looks only at the few cells around the frame it asks about. A
/// frame spanning very many cells (a clickable full-screen backdrop) is kept
/// in a short overflow list instead, which keeps memory bounded.
public struct TargetProximityGrid: Sendable {
    /// A cell's column and row packed in one integer: hashing one word is
    /// cheaper than hashing a pair, and a screen has hundreds of targets.
    private struct Cell: Hashable {
        let packed: Int

        init(column: Int, row: Int) {
            // Both fit in 32 bits: `cellRange(of:)` refuses coordinates beyond ±1e9 cells.
            packed = column << 32 | Int(UInt32(truncatingIfNeeded: row))
        }
    }

    private let cellSize: Double
    private var cells: [Cell: [Int]] = [:]
    private var oversized: [Int] = []
    private var frames: [Int: Rect] = [:]
    private static let maximumCellsPerFrame = 4_096

    /// - Parameters:
    ///   - frames: element index and frame pairs, in the screen's unit.
    ///   - cellSize: the search distance, in the same unit.
    public init(frames: [(index: Int, frame: Rect)], cellSize: Double) {
        self.cellSize = max(cellSize, .leastNormalMagnitude)
        self.frames.reserveCapacity(frames.count)
        cells.reserveCapacity(frames.count * 2)
        for (index, frame) in frames {
            self.frames[index] = frame
            guard let (columns, rows) = cellRange(of: frame) else { continue }
            if columns.count * rows.count > Self.maximumCellsPerFrame {
                oversized.append(index)
                continue
            }
            for column in columns {
                for row in rows { cells[Cell(column: column, row: row), default: []].append(index) }
            }
        }
    }

    /// The indices of other frames whose edges come closer than `distance`
    /// to `index`'s frame. Overlapping and nested frames count as distance 0.
    public func neighbours(of index: Int, within distance: Double) -> [Int] {
        guard let frame = frames[index] else { return [] }
        var found = Set<Int>()
        _ = visitCandidates(around: frame, within: distance) { other in
            if other != index, let otherFrame = frames[other], Self.gap(between: frame, and: otherFrame) < distance {
                found.insert(other)
            }
            return false
        }
        return found.sorted()
    }

    /// Whether any other frame comes closer than `distance` to `index`'s
    /// frame. Stops at the first one, so a pile of identical frames (a list
    /// row repeated many times) costs one comparison, not one per frame.
    public func hasNeighbour(of index: Int, within distance: Double) -> Bool {
        guard let frame = frames[index] else { return false }
        return visitCandidates(around: frame, within: distance) { other in
            guard other != index, let otherFrame = frames[other] else { return false }
            return Self.gap(between: frame, and: otherFrame) < distance
        }
    }

    /// Calls `visit` with every frame that could lie within `distance` of
    /// `frame` (the oversized ones, then those in nearby cells; a frame may
    /// come more than once) until it returns true. Returns whether it did.
    private func visitCandidates(around frame: Rect, within distance: Double, _ visit: (Int) -> Bool) -> Bool {
        if oversized.contains(where: visit) { return true }
        let searchArea = Rect(x: frame.x - distance, y: frame.y - distance,
                              width: frame.width + 2 * distance, height: frame.height + 2 * distance)
        guard let (columns, rows) = cellRange(of: searchArea) else { return false }
        for column in columns {
            for row in rows where cells[Cell(column: column, row: row)]?.contains(where: visit) == true {
                return true
            }
        }
        return false
    }

    /// The shortest distance between the edges of two rectangles; 0 when they touch or overlap.
    public static func gap(between a: Rect, and b: Rect) -> Double {
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
