/// A place in a source tree: the file as a reader would open it and a 1-based line and column.
package struct SourceLocation: Sendable, Hashable, Comparable {
    /// The file relative to the root it was found under (`app/src/main/res/layout/item.xml`).
    package var relativePath: String
    /// The root as the user named it (`.` or `app/`), so several roots stay apart.
    package var root: String
    /// 1-based line.
    package var line: Int
    /// 1-based column, counted in Unicode scalars.
    package var column: Int

    package init(relativePath: String, root: String, line: Int, column: Int) {
        self.relativePath = relativePath
        self.root = root
        self.line = line
        self.column = column
    }

    /// The path relative to the working directory when the root was given relative to it:
    /// the root joined with the file's path, without a leading `./`.
    package var path: String {
        var base = root
        while base.hasSuffix("/") && base.count > 1 { base.removeLast() }
        if base == "." || base.isEmpty { return relativePath }
        if base.hasPrefix("./") { base.removeFirst(2) }
        return base + "/" + relativePath
    }

    /// `path:line`, as compilers and editors print a place.
    package var description: String { "\(path):\(line)" }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
