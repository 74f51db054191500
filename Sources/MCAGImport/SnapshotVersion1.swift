import Foundation
import MCAGCore

/// Reads a version 1 snapshot, whose elements nest in `children` under a
/// screen's `root` or `roots`, by rewriting it to the flat version 2 form:
/// the other fields are the same in both versions, so they are copied as
/// written and one reader checks and decodes them.
///
/// The rewrite walks the tree with a stack, never recursion, and remembers
/// where each element was, so that errors name version 1 paths
/// (`screens[0].root.children[3]`).
struct SnapshotVersion1 {
    /// The document in version 2 form.
    let converted: JSONTape
    private let file: String
    /// Per screen, per element: the index of its parent (-1 for a root) and its
    /// position among its siblings; and whether the screen used `root`.
    private let places: [Place]

    typealias Place = (parents: [Int], positions: [Int], singleRoot: Bool)

    init(_ tape: JSONTape, file: String) throws(ImportError) {
        self.file = file
        var places: [Place] = []
        var writer = Version1Writer(tape: tape)
        writer.output += Array("{\"formatVersion\":2".utf8)
        let members = tape.members(of: 0)
        for position in stride(from: 0, to: members.count - 1, by: 2) {
            let key = tape.string(at: members[position]) ?? ""
            guard key != "formatVersion" else { continue }
            writer.output += Array(",".utf8)
            writer.copyKey(members[position])
            let value = members[position + 1]
            if key == "screens", tape[value].kind == .array {
                try Self.convertScreens(value, &writer, &places, file: file)
            } else {
                writer.copyValue(value)
            }
        }
        writer.output += Array("}".utf8)
        self.places = places
        do { converted = try JSONTape(parsing: Data(writer.output)) } catch {
            throw ImportError(file: file, message: "cannot convert the version 1 snapshot: \(error.message)")
        }
    }

    private static func convertScreens(
        _ array: Int, _ writer: inout Version1Writer, _ places: inout [Place], file: String
    ) throws(ImportError) {
        let tape = writer.tape
        writer.output += Array("[".utf8)
        for (number, screen) in tape.members(of: array).enumerated() {
            if number > 0 { writer.output += Array(",".utf8) }
            guard tape[screen].kind == .object else {
                writer.copyValue(screen)
                places.append(([], [], true))
                continue
            }
            let members: [Int] = tape.members(of: screen)
            let keys: [(String, Int)] = keyPositions(members, in: tape)
            let roots: [(String, Int)] = keys.filter { $0.0 == "root" || $0.0 == "roots" }
            if roots.count > 1 {
                throw ImportError(file: file, message: "screens[\(number)]: give either 'root' or 'roots', not both")
            }
            writer.output += Array("{".utf8)
            for (key, position) in keys where key != "root" && key != "roots" {
                writer.copyKey(members[position])
                writer.copyValue(members[position + 1])
                writer.output += Array(",".utf8)
            }
            writer.output += Array("\"elements\":[".utf8)
            let single = roots.first?.0 == "root"
            let rootValues: [Int]
            if let (_, position) = roots.first {
                rootValues = single ? [members[position + 1]] : tape.members(of: members[position + 1])
            } else {
                rootValues = []
            }
            if let (_, position) = roots.first, !single, ![.array, .null].contains(tape[members[position + 1]].kind) {
                throw ImportError(file: file, message: "screens[\(number)].roots: expected an array, found "
                    + TapeDecoder.describe(tape, at: members[position + 1]))
            }
            places.append(try writer.flatten(rootValues, screenPath: "screens[\(number)]", singleRoot: single, file: file))
            writer.output += Array("]}".utf8)
        }
        writer.output += Array("]".utf8)
    }

    /// Each key of an object's members with the position of the key among them.
    private static func keyPositions(_ members: [Int], in tape: JSONTape) -> [(String, Int)] {
        stride(from: 0, to: members.count - 1, by: 2).map { (position: Int) -> (String, Int) in
            (tape.string(at: members[position]) ?? "", position)
        }
    }

    /// The error with each `screens[i].elements[k]` path written as version 1 names the element.
    func locate(_ error: ImportError) -> ImportError {
        var located = error
        located.message = Version1Paths.rewrite(error.message) { screen, element in path(screen: screen, element: element) }
        return located
    }

    private func path(screen: Int, element: Int) -> String? {
        guard screen < places.count, element < places[screen].parents.count else { return nil }
        let place = places[screen]
        var steps: [String] = []
        var current = element
        while place.parents[current] >= 0 {
            steps.append(".children[\(place.positions[current])]")
            current = place.parents[current]
        }
        steps.append(place.singleRoot ? ".root" : ".roots[\(place.positions[current])]")
        return "screens[\(screen)]" + steps.reversed().joined()
    }
}
