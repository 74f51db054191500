/// Where an element starts in the file it was imported from: the 1-based
/// line of its start tag's `<` (XML dumps) or its object's `{` (JSON dumps),
/// and the column of that character, counted in Unicode characters.
///
/// Importers record one per element (`ElementTree.sourcePosition(of:)`),
/// so that a report can point at the element itself instead of the top of
/// its file. A reader that learns only the line leaves the column out.
package struct SourcePosition: Sendable, Hashable {
    // Two 32-bit halves: one is kept for every element of every screen.
    private let storedLine: Int32
    private let storedColumn: Int32

    /// A position; nil when `line` is not 1 or more, or too large to keep.
    /// A `column` that is nil, below 1 or too large is left out.
    package init?(line: Int, column: Int?) {
        guard line >= 1, line <= Int(Int32.max) else { return nil }
        storedLine = Int32(line)
        storedColumn = column.flatMap { $0 >= 1 && $0 <= Int(Int32.max) ? Int32($0) : nil } ?? 0
    }

    /// Stands for "not known" in ``ElementTree``'s flat list, which holds
    /// no optionals: an optional would make each entry 12 bytes instead of 8.
    static let unknown = SourcePosition(storedLine: 0, storedColumn: 0)

    private init(storedLine: Int32, storedColumn: Int32) {
        self.storedLine = storedLine
        self.storedColumn = storedColumn
    }

    var isKnown: Bool { storedLine != 0 }

    /// The 1-based line.
    package var line: Int { Int(storedLine) }

    /// The 1-based column in Unicode characters, where the reader knows it.
    package var column: Int? { storedColumn == 0 ? nil : Int(storedColumn) }
}
