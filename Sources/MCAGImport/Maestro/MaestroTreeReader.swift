import Foundation
import MCAGCore

/// Reads the nested `TreeNode` JSON of `maestro hierarchy` from a parsed
/// tape into a flat, pre-order list of ``MaestroNode``s, without recursion
/// (an explicit stack), so a deep tree cannot overflow the stack. Every
/// shape error names its JSON path (`$.children[0].attributes.bounds`).
struct MaestroTreeReader {
    /// The deepest nesting read; deeper files are refused as not a real screen.
    static let maximumDepth = 10_000
    static let booleanKeys: Set<String> = ["clickable", "enabled", "focused", "checked", "selected"]
    /// Attributes whose strings must be `true` or `false`.
    static let booleanAttributes: Set<String> = [
        "clickable", "enabled", "focused", "checked", "selected", "scrollable", "ignoreBoundsFiltering",
        "checkable", "focusable", "long-clickable", "password", "visible", "important-for-accessibility",
    ]

    let tape: JSONTape
    private(set) var nodes: [MaestroNode] = []
    /// The first path holding each platform's keys, for the platform decision.
    private(set) var firstAndroidPath: String?
    private(set) var firstIOSPath: String?

    init(tape: JSONTape) { self.tape = tape }

    private struct Level {
        var items: [Int]
        var next: Int
        var path: TapePath
    }

    mutating func read() throws(TapeFailure) {
        let top: JSONTape.Kind = tape[0].kind
        guard top == JSONTape.Kind.object else { throw Self.notANode(nil, found: TapeDecoder.describe(tape, at: 0)) }
        var stack: [Level] = []
        if let children = try readNode(0, path: nil, depth: 0) { stack.append(level(children, under: nil)) }
        while var level = stack.popLast() {
            guard level.next < level.items.count else { continue }
            let position: Int = level.next
            level.next += 1
            let item: Int = level.items[position]
            let path = TapePath(parent: level.path, step: .index(position))
            let depth: Int = stack.count + 1
            stack.append(level)
            let kind: JSONTape.Kind = tape[item].kind
            guard kind == JSONTape.Kind.object else { throw Self.notANode(path, found: TapeDecoder.describe(tape, at: item)) }
            guard depth <= Self.maximumDepth else { throw Self.tooDeep(depth) }
            if let children = try readNode(item, path: path, depth: depth) { stack.append(self.level(children, under: path)) }
        }
    }

    private func level(_ children: Int, under path: TapePath?) -> Level {
        Level(items: tape.members(of: children), next: 0, path: TapePath(parent: path, step: .key("children")))
    }

    private static func notANode(_ path: TapePath?, found: String) -> TapeFailure {
        TapeFailure("\(TapePath.describe(path)): expected an object (a Maestro TreeNode), found \(found)")
    }

    private static func tooDeep(_ depth: Int) -> TapeFailure {
        let limit: Int = maximumDepth
        return TapeFailure("$.children[…] at depth \(depth): the tree is nested deeper than \(limit) levels, deeper than any real screen; refusing it")
    }

    /// Reads one node's keys; returns its `children` array's tape index when it has children.
    private mutating func readNode(_ index: Int, path: TapePath?, depth: Int) throws(TapeFailure) -> Int? {
        var node = MaestroNode(depth: depth, attributes: [:], flags: [:], frame: nil)
        var children: Int?
        var seen: Set<String> = []
        let members = tape.members(of: index)
        for position in stride(from: 0, to: members.count - 1, by: 2) {
            let value = members[position + 1]
            guard let key = tape.string(at: members[position]) else {
                throw TapeFailure("\(TapePath.describe(path)): a key is not valid UTF-8 text")
            }
            guard seen.insert(key).inserted else {
                throw TapeFailure("duplicate key '\(key)' at \(TapePath.place(path)); give each key once")
            }
            let keyPath = TapePath(parent: path, step: .key(key))
            switch key {
            case "attributes": node.attributes = try readAttributes(value, path: keyPath)
            case "children":
                guard tape[value].kind == .array else { throw failure(keyPath, "an array of TreeNodes", value) }
                children = value
            default:
                guard Self.booleanKeys.contains(key) else {
                    throw TapeFailure("unknown key '\(key)' at \(TapePath.place(path)); a Maestro TreeNode has "
                        + "attributes, children, clickable, enabled, focused, checked and selected")
                }
                switch tape[value].kind {
                case .boolean: node.flags[key] = tape.boolean(at: value)
                case .null: break
                default: throw failure(keyPath, "true, false or null", value)
                }
            }
        }
        if let bounds = node.attributes["bounds"] {
            node.frame = try Self.frame(bounds, path: TapePath(parent: TapePath(parent: path, step: .key("attributes")), step: .key("bounds")))
        }
        note(node, path: path)
        nodes.append(node)
        return children
    }

    private func readAttributes(_ index: Int, path: TapePath) throws(TapeFailure) -> [String: String] {
        guard tape[index].kind == .object else { throw failure(path, "an object of strings", index) }
        var attributes: [String: String] = [:]
        let members = tape.members(of: index)
        for position in stride(from: 0, to: members.count - 1, by: 2) {
            let value = members[position + 1]
            guard let key = tape.string(at: members[position]) else {
                throw TapeFailure("\(TapePath.describe(path)): a key is not valid UTF-8 text")
            }
            let valuePath = TapePath(parent: path, step: .key(key))
            guard tape[value].kind == .string, let text = tape.string(at: value) else {
                throw failure(valuePath, "a string (Maestro writes every attribute as a string)", value)
            }
            guard attributes.updateValue(text, forKey: key) == nil else {
                throw TapeFailure("duplicate key '\(key)' at \(TapePath.describe(path)); give each key once")
            }
            if Self.booleanAttributes.contains(key), text != "true", text != "false" {
                throw TapeFailure("\(TapePath.describe(valuePath)): expected \"true\" or \"false\", found \"\(text.prefix(40))\"")
            }
        }
        return attributes
    }

    /// `[left,top][right,bottom]` in whole numbers, right and bottom not before left and top.
    static func frame(_ text: String, path: TapePath) throws(TapeFailure) -> Rect {
        guard let rect = BoundsBytes.rect(text), rect.width >= 0, rect.height >= 0 else {
            throw TapeFailure("\(TapePath.describe(path)): expected bounds as [left,top][right,bottom] in whole numbers "
                + "with right ≥ left and bottom ≥ top, found \"\(text.prefix(60))\"")
        }
        return rect
    }

    private mutating func note(_ node: MaestroNode, path: TapePath?) {
        if firstAndroidPath == nil, MaestroPlatformEvidence.androidKeys.contains(where: { node.attributes[$0] != nil }) {
            firstAndroidPath = TapePath.describe(path)
        }
        if firstIOSPath == nil, MaestroPlatformEvidence.iosKeys.contains(where: { node.attributes[$0] != nil }) {
            firstIOSPath = TapePath.describe(path)
        }
    }

    private func failure(_ path: TapePath, _ expected: String, _ index: Int) -> TapeFailure {
        TapeFailure("\(TapePath.describe(path)): expected \(expected), found \(TapeDecoder.describe(tape, at: index))")
    }
}
