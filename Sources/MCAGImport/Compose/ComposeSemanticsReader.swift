import Foundation
import MCAGCore

/// Reads a Jetpack Compose semantics print (`composeTestRule.onRoot().printToString()`
/// or a logcat copy of `printToLog(tag)`) into an ``AppSnapshot`` of one screen.
///
/// The tree is built flat with `ElementTree.open`/`close` as each node line comes,
/// so nesting costs no stack; sizes, depth and node counts are bounded by `ComposeLimits`.
/// Every error names the line (and, on a node line, the column).
enum ComposeSemanticsReader {
    static func read(_ url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        if let forced = options.format, forced != .composeSemantics {
            throw ImportError(file: url.path, message: "expected a \(forced.displayName) file but the content is a Jetpack Compose semantics print")
        }
        let data: Data
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= ComposeLimits.largestFile else {
                throw ImportError(file: url.path, message:
                    "the file is \(size) bytes, over \(ComposeLimits.largestFile), the largest Compose semantics print mcag reads")
            }
            data = try Data(contentsOf: url)
        } catch let error as ImportError {
            throw error
        } catch {
            throw ImportError(file: url.path, message: "cannot read the file: \(FileErrorWording.readingReason(error, path: url.path))")
        }
        return try read(data, file: url, options: options)
    }

    static func read(_ data: Data, file: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        let print = try ComposePrintLines.read(data, file: file.path)
        var builder = Builder(file: file.path, unmerged: print.unmerged)
        var index = 0
        while index < print.lines.count {
            index = try builder.consume(print.lines, at: index)
        }
        let tree = try builder.finish()
        return ComposeScreen.snapshot(tree: tree, file: file, options: options)
    }

    /// Turns lines into the element tree.
    struct Builder {
        let file: String
        let unmerged: Bool?
        var tree = ElementTree()
        var current: ComposeNodeRecord?
        var currentIndex = 0
        var mapper = ComposeSemanticsMapper()

        init(file: String, unmerged: Bool?) {
            self.file = file
            self.unmerged = unmerged
        }

        /// Reads the line at `index` (and the lines a quoted value continues over); returns the next index.
        mutating func consume(_ lines: [ComposePrintLine], at index: Int) throws(ImportError) -> Int {
            let line = lines[index]
            switch ComposePrintSyntax.nodeLine(line.text) {
            case .failure(let error)?:
                throw ImportError(file: file, line: line.number, column: error.column, message: error.message)
            case .success(let node)?:
                try open(node, line: line.number)
                return index + 1
            case nil:
                return try property(lines, at: index)
            }
        }

        private mutating func open(_ node: ComposePrintSyntax.NodeLine, line: Int) throws(ImportError) {
            flush()
            guard tree.count < ComposeLimits.mostNodes else {
                throw ImportError(file: file, line: line, message: "over \(ComposeLimits.mostNodes) nodes, the most mcag reads in one print")
            }
            guard node.level <= ComposeLimits.deepestLevel else {
                throw ImportError(file: file, line: line, message: "nested \(node.level) levels deep, over \(ComposeLimits.deepestLevel), the deepest mcag reads")
            }
            while tree.openDepth > node.level { tree.close() }
            guard tree.openDepth == node.level else {
                throw ImportError(file: file, line: line, column: 1, message: tree.isEmpty
                    ? "the first node is indented as a child (' |-'): the print must start at its root node"
                    : "Node #\(node.id) is indented \(node.level - tree.openDepth) levels below the node before it: a child is indented one level (three characters) more than its parent")
            }
            currentIndex = tree.open(Element(role: .unknown))
            current = ComposeNodeRecord(node, line: line)
        }

        private mutating func property(_ lines: [ComposePrintLine], at index: Int) throws(ImportError) -> Int {
            let line = lines[index]
            guard current != nil, let level = current?.level, let id = current?.id else {
                throw ImportError(file: file, line: line.number, column: 1, message: "a property before the first node line (\"Node #N at (l=…, t=…, r=…, b=…)px\")")
            }
            let (indent, rest) = ComposePrintSyntax.split(line.text)
            let expected = level == 0 ? 0 : 3 * level
            guard let parsed = ComposePrintSyntax.propertyLine(rest) else {
                throw ImportError(file: file, line: line.number, column: indent + 1, message: rest.isEmpty
                    ? "an empty line inside the print (of Node #\(id))"
                    : "expected a property of Node #\(id) (Key = 'value', [Flag] or Actions = […]) or a node line (' |-Node #N at (…)px')")
            }
            guard indent == expected else {
                throw ImportError(file: file, line: line.number, column: 1, message:
                    "a property of Node #\(id) is indented \(indent) characters; that node's properties are indented \(expected)")
            }
            return try apply(parsed, lines, at: index)
        }

        private mutating func apply(_ parsed: ComposePrintSyntax.PropertyLine, _ lines: [ComposePrintLine], at index: Int) throws(ImportError) -> Int {
            switch parsed {
            case .flags(let flags): current?.flags += flags
            case .actions(let actions): current?.actions += actions
            case .note(let note): current?.note = note
            case .value(let key, let value, let closed):
                if closed {
                    current?.values.append((key, String(value)))
                    return index + 1
                }
                return try continued(key: key, first: value, lines, at: index)
            }
            return index + 1
        }

        /// A quoted value with line breaks: the lines after it, as they are, to the one that ends with the closing quote.
        private mutating func continued(key: String, first: Substring, _ lines: [ComposePrintLine], at index: Int) throws(ImportError) -> Int {
            var value = String(first)
            var next = index + 1
            while next < lines.count, next - index <= ComposeLimits.longestValueLines {
                let text = lines[next].text
                if text.hasSuffix("'") {
                    value += "\n" + text.dropLast()
                    current?.values.append((key, value))
                    return next + 1
                }
                value += "\n" + text
                next += 1
            }
            throw ImportError(file: file, line: lines[index].number, column: 1, message:
                "the value of \(key) opens a quote here that no later line closes (within \(ComposeLimits.longestValueLines) lines): the print is truncated or not a Compose print")
        }

        private mutating func flush() {
            guard let record = current else { return }
            tree[currentIndex] = mapper.element(record)
            current = nil
        }

        mutating func finish() throws(ImportError) -> ElementTree {
            flush()
            while tree.openDepth > 0 { tree.close() }
            guard !tree.isEmpty else { throw ImportError(file: file, message: "the print holds no node lines") }
            return tree
        }
    }
}
