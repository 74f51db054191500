import Foundation
import MCAGCore

/// Maps one element object of a nested JSON dump (WebDriverAgent's JSON
/// source, idb's `--nested` output) and says where its children are.
protocol JSONElementVisitor {
    /// Maps the object at `index` and opens it in the tree; returns the tape
    /// index of its `children` array, if it has one. An error's message
    /// starts with the place inside the object (`.rect.x: …`, or `: …` for
    /// the object itself); the walker puts the object's JSON path before it,
    /// so no path is spelt out for an element that reads well.
    mutating func open(_ index: Int) throws(ImportError) -> Int?
    /// Closes the element opened last.
    mutating func close()
}

/// Walks nested element objects depth first with an explicit stack, so a
/// deep document costs heap, not call stack; refuses absurd depths.
enum JSONElementWalk {
    /// Deeper than any screen: WebDriverAgent's own snapshots stop at 50
    /// levels by default (its `snapshotMaxDepth` setting).
    static let maximumDepth = 10_000

    private struct Frame {
        var children: [Int]
        /// The position of the next child to visit; the one being visited is `position - 1`.
        var position = 0
    }

    /// Visits the element at `root` and everything below it; `rootPath` is
    /// its JSON path (`$` for the top level, `$.value`, `$[3]`).
    static func walk<Visitor: JSONElementVisitor>(
        _ root: Int, rootPath: String, tape: JSONTape, file: String, visitor: inout Visitor
    ) throws(ImportError) {
        var stack: [Frame] = []
        let rootChildren = try located(rootPath, []) { () throws(ImportError) in try visitor.open(root) }
        stack.append(Frame(children: try objects(in: rootChildren, tape: tape, file: file, path: rootPath, stack)))
        while let top = stack.last {
            guard top.position < top.children.count else {
                stack.removeLast()
                visitor.close()
                continue
            }
            let child = top.children[top.position]
            stack[stack.count - 1].position += 1
            guard stack.count < maximumDepth else {
                throw ImportError(file: file, message: "\(place(rootPath, stack.prefix(3)))…: the elements nest more than "
                    + "\(maximumDepth) levels deep, deeper than any screen; this is not a page source")
            }
            let children = try located(rootPath, stack) { () throws(ImportError) in try visitor.open(child) }
            stack.append(Frame(children: try objects(in: children, tape: tape, file: file, path: rootPath, stack)))
        }
    }

    /// Runs `body`, putting the path of the element being visited before its error's message.
    private static func located<T>(_ rootPath: String, _ stack: [Frame], _ body: () throws(ImportError) -> T) throws(ImportError) -> T {
        do { return try body() } catch {
            throw ImportError(file: error.file, line: error.line, column: error.column,
                              message: joined(place(rootPath, stack[...]), error.message))
        }
    }

    /// `children[2].children[0]`, the path of the element each frame is visiting.
    private static func place(_ rootPath: String, _ frames: ArraySlice<Frame>) -> String {
        frames.reduce(rootPath) { (path: String, frame: Frame) -> String in path + ".children[\(frame.position - 1)]" }
    }

    /// A path (`$…`) and a message that starts with `.key: …` or `: …`.
    private static func joined(_ path: String, _ message: String) -> String { path + message }

    /// The members of a `children` array, each checked to be an object.
    private static func objects(
        in array: Int?, tape: JSONTape, file: String, path rootPath: String, _ stack: [Frame]
    ) throws(ImportError) -> [Int] {
        guard let array else { return [] }
        let members = tape.members(of: array)
        for (position, member) in members.enumerated() where tape[member].kind != .object {
            let message = ".children[\(position)]: expected an element object, found " + TapeDecoder.describe(tape, at: member)
            throw ImportError(file: file, message: joined(place(rootPath, stack[...]), message))
        }
        return members
    }

    /// Reads and parses a JSON file, with malformed text reported by line and column.
    static func parse(_ url: URL) throws(ImportError) -> JSONTape {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ImportError(file: url.path, message: "cannot read the file: \(FileErrorWording.readingReason(error, path: url.path))")
        }
        do { return try JSONTape(parsing: data) } catch { throw SnapshotJSONErrors.syntax(error, data: data, file: url.path) }
    }

    /// The object's members as (key, value index) pairs; an error for a key given twice.
    static func fields(of object: Int, path: String, tape: JSONTape, file: String) throws(ImportError) -> [(key: String, value: Int)] {
        let members = tape.members(of: object)
        var fields: [(key: String, value: Int)] = []
        fields.reserveCapacity(members.count / 2)
        var seen = Set<String>()
        for position in stride(from: 0, to: members.count - 1, by: 2) {
            let key = tape.string(at: members[position]) ?? ""
            guard seen.insert(key).inserted else {
                throw ImportError(file: file, message: "\(path): the key '\(key)' is given twice; give each key once")
            }
            fields.append((key, members[position + 1]))
        }
        return fields
    }

    /// A number as WebDriverAgent's XML writes it (`%@` of an `NSNumber`): whole numbers without a fraction.
    static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}
