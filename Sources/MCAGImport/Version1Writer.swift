import MCAGCore

/// Copies values of a version 1 snapshot's text into its version 2 form.
struct Version1Writer {
    let tape: JSONTape
    var output: [UInt8] = []

    init(tape: JSONTape) {
        self.tape = tape
        output.reserveCapacity(tape.data.count + tape.data.count / 8)
    }

    /// A key and its colon, exactly as written (escapes included).
    mutating func copyKey(_ index: Int) {
        copyValue(index)
        output.append(UInt8(ascii: ":"))
    }

    /// A value's text as the file writes it.
    mutating func copyValue(_ index: Int) {
        let entry = tape[index]
        let data = tape.data
        let start: Int = data.startIndex + entry.start, end: Int = data.startIndex + entry.end
        switch entry.kind {
        case .null: output += Array("null".utf8)
        case .boolean: output += Array((tape.boolean(at: index) ? "true" : "false").utf8)
        case .number, .array, .object: output += data[start..<end]
        // With its quotes.
        case .string: output += data[(start - 1)..<(end + 1)]
        }
    }

    /// Writes each element under `roots` as a flat object with `parent`,
    /// in document order, and returns where each one was.
    mutating func flatten(
        _ roots: [Int], screenPath: String, singleRoot: Bool, file: String
    ) throws(ImportError) -> (parents: [Int], positions: [Int], singleRoot: Bool) {
        var parents: [Int] = []
        var positions: [Int] = []
        // Each open element: its output index and its children still to write.
        var pending: [(index: Int, children: [Int], next: Int)] = [(-1, roots, 0)]
        while let top = pending.last {
            guard top.next < top.children.count else {
                pending.removeLast()
                continue
            }
            pending[pending.count - 1].next += 1
            let value = top.children[top.next]
            let index = parents.count
            parents.append(top.index)
            positions.append(top.next)
            guard tape[value].kind == .object else {
                let place = pending.dropFirst().map { ".children[\($0.next - 1)]" }.joined()
                throw ImportError(file: file, message: "\(screenPath)\(singleRoot ? ".root" : ".roots[\(pending[0].next - 1)]")"
                    + "\(place.isEmpty ? "" : place): expected an object, found \(TapeDecoder.describe(tape, at: value))")
            }
            if index > 0 { output.append(UInt8(ascii: ",")) }
            pending.append((index, try writeElement(value, parent: top.index), 0))
        }
        return (parents, positions, singleRoot)
    }

    /// Writes the element's fields but `children`, adds `parent` (and the
    /// role version 1 let a file leave out), and returns its children.
    private mutating func writeElement(_ value: Int, parent: Int) throws(ImportError) -> [Int] {
        output.append(UInt8(ascii: "{"))
        var children: [Int] = []
        var hasRole = false
        let members = tape.members(of: value)
        for position in stride(from: 0, to: members.count - 1, by: 2) {
            let key = tape.string(at: members[position])
            if key == "children", [.array, .null].contains(tape[members[position + 1]].kind) {
                children = tape.members(of: members[position + 1])
                continue
            }
            hasRole = hasRole || key == "role"
            copyKey(members[position])
            copyValue(members[position + 1])
            output.append(UInt8(ascii: ","))
        }
        if !hasRole { output += Array("\"role\":\"unknown\",".utf8) }
        output += Array((parent >= 0 ? "\"parent\":\(parent)}" : "\"parent\":null}").utf8)
        return children
    }
}
