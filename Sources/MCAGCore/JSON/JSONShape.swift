package import Foundation

/// The keys a JSON file may hold, so that readers built on `Codable` (which
/// ignores unknown keys and keeps the last of two equal keys) refuse a typo
/// or a repeated key instead of silently changing what the file means.
package indirect enum JSONShape: Sendable {
    /// Any value; its keys are not checked.
    case anything
    /// An object with these keys, each with the shape of its value.
    case object([String: JSONShape])
    /// An array whose items all have this shape.
    case array(JSONShape)
    /// An object with keys of the author's choosing, each value of this shape.
    case map(JSONShape)

    /// Checks `data` against the shape. Throws the first unknown or repeated
    /// key, naming it, its JSON path and the nearest known key; values of the
    /// wrong type are left to the decoder, which names them too.
    package func check(_ data: Data) throws(JSONShapeError) {
        let tape: JSONTape
        do { tape = try JSONTape(parsing: data) } catch {
            throw JSONShapeError(message: "is not valid JSON: \(error.message) (byte \(error.offset))")
        }
        guard !tape.entries.isEmpty else { throw JSONShapeError(message: "is empty") }
        try check(tape, at: 0, path: "")
    }

    private func check(_ tape: JSONTape, at index: Int, path: String) throws(JSONShapeError) {
        switch (self, tape[index].kind) {
        case let (.object(keys), .object): try checkObject(tape, at: index, path: path, keys: keys, free: nil)
        case let (.map(value), .object): try checkObject(tape, at: index, path: path, keys: [:], free: value)
        case let (.array(item), .array):
            for (position, member) in tape.members(of: index).enumerated() {
                try item.check(tape, at: member, path: "\(path)[\(position)]")
            }
        default: return
        }
    }

    private func checkObject(
        _ tape: JSONTape, at index: Int, path: String, keys: [String: JSONShape], free: JSONShape?
    ) throws(JSONShapeError) {
        let members = tape.members(of: index)
        var seen: Set<String> = []
        var position = 0
        while position + 1 < members.count {
            let key = tape.string(at: members[position]) ?? ""
            let place = Self.describe(path)
            guard seen.insert(key).inserted else {
                throw JSONShapeError(message: "duplicate key '\(key)' at \(place); give each key once")
            }
            guard let shape = free ?? keys[key] else {
                let hint = NearestName.suggestion(for: key, among: keys.keys).map { "; did you mean '\($0)'?" }
                    ?? "; known keys: \(keys.keys.sorted().joined(separator: ", "))"
                throw JSONShapeError(message: "unknown key '\(key)' at \(place)\(hint)")
            }
            try shape.check(tape, at: members[position + 1], path: path.isEmpty ? key : "\(path).\(key)")
            position += 2
        }
    }

    private static func describe(_ path: String) -> String { path.isEmpty ? "the top level" : path }
}

/// Why a JSON file does not have the shape its reader expects.
package struct JSONShapeError: Error, Sendable {
    package var message: String
}
