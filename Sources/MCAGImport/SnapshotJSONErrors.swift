import Foundation
import MCAGCore

/// Errors of the JSON snapshot reader and writer, each naming its place: a
/// line and column for malformed text, a JSON path for everything else.
enum SnapshotJSONErrors {
    /// The format version, read before anything else decides how to read the rest.
    static func formatVersion(in tape: JSONTape, file: String) throws(ImportError) -> Int {
        guard let top = tape.entries.first, top.kind == .object else {
            throw ImportError(file: file, message: "$: expected an object, found \(TapeDecoder.describe(tape, at: 0))")
        }
        let versions: [Int] = topLevelValues(named: "formatVersion", in: tape)
        guard let index = versions.first else {
            throw ImportError(file: file, message: "$.formatVersion: missing; expected \(AppSnapshot.formatVersion)")
        }
        guard versions.count == 1 else {
            throw ImportError(file: file, message: "duplicate key 'formatVersion' at the top level; give each key once")
        }
        guard tape[index].kind == .number, let version = tape.number(at: index), version == 1 || version == 2 else {
            throw ImportError(file: file, message: "$.formatVersion: version \(tape.text(at: index).prefix(40)) is not "
                + "supported; this reader understands 1 and \(AppSnapshot.formatVersion)")
        }
        return version == 1 ? 1 : 2
    }

    /// The tape indices of the top-level object's values under `key`, one per time the key is given.
    private static func topLevelValues(named key: String, in tape: JSONTape) -> [Int] {
        let members: [Int] = tape.members(of: 0)
        var values: [Int] = []
        for keyPosition in stride(from: 0, to: members.count - 1, by: 2) where tape.string(at: members[keyPosition]) == key {
            values.append(members[keyPosition + 1])
        }
        return values
    }

    /// Turns the parser's byte offset into a line and column.
    static func syntax(_ error: JSONTape.SyntaxError, data: Data, file: String) -> ImportError {
        var line = 1
        var column = 1
        for byte in data.prefix(error.offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return ImportError(file: file, line: line, column: column, message: "malformed JSON: \(error.message)")
    }

    /// A decoding error: the reader's own, or one a model type throws (a density out of its range).
    static func decoding(_ error: any Error, file: String) -> ImportError {
        if let failure = error as? TapeFailure { return ImportError(file: file, message: failure.message) }
        guard let error = error as? DecodingError else {
            return ImportError(file: file, message: "cannot decode: \(error)")
        }
        switch error {
        case let .keyNotFound(key, context):
            return ImportError(file: file, message: "\(path(context.codingPath)): missing '\(key.stringValue)'")
        case let .valueNotFound(_, context):
            return ImportError(file: file, message: "\(path(context.codingPath)): expected a value, found null")
        case let .typeMismatch(_, context), let .dataCorrupted(context):
            return ImportError(file: file, message: "\(path(context.codingPath)): \(context.debugDescription)")
        @unknown default:
            return ImportError(file: file, message: "cannot decode: \(error)")
        }
    }

    static func encoding(_ error: any Error) -> ImportError {
        guard case let .invalidValue(value, context) = error as? EncodingError else {
            return ImportError(file: "snapshot", message: "cannot write the snapshot: \(error)")
        }
        return ImportError(file: "snapshot", message:
            "cannot write \(path(context.codingPath)) = \(value): the JSON form holds only finite numbers")
    }

    /// `screens[0].elements[3].frame`, as the shape check writes paths.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "$" : text
    }
}
