import MCAGCore

/// Reads one JSON object of a ``JSONTape`` with strict types, naming the
/// JSON path in every error (`screens[0].root.children[3]`).
struct JSONObjectReader {
    let tape: JSONTape
    let path: String
    let file: String
    /// Each field's value, as a tape index.
    private var fields: [String: Int] = [:]

    init(_ tape: JSONTape, at index: Int, path: String, file: String) throws(ImportError) {
        self.tape = tape
        self.path = path
        self.file = file
        guard tape[index].kind == .object else {
            throw ImportError(file: file, message: "\(path): expected an object, found \(JSONObjectReader.kind(of: index, in: tape))")
        }
        let members = tape.members(of: index)
        var position = 0
        while position + 1 < members.count {
            guard let key = tape.string(at: members[position]) else {
                throw ImportError(file: file, message: "\(path): a field name is not valid UTF-8 text")
            }
            if fields.updateValue(members[position + 1], forKey: key) != nil {
                throw ImportError(file: file, message: "\(path): field '\(key)' appears twice")
            }
            position += 2
        }
    }

    /// Rejects keys the format does not define, so a typo never silently drops data.
    func allowOnly(_ keys: Set<String>) throws(ImportError) {
        if let unknown = fields.keys.filter({ !keys.contains($0) }).sorted().first {
            let hint = NearestName.suggestion(for: unknown, among: keys).map { "; did you mean '\($0)'?" } ?? ""
            throw ImportError(file: file, message: "\(path): unknown field '\(unknown)'\(hint)")
        }
    }

    func error(_ key: String, _ expected: String) -> ImportError {
        let found = fields[key].map { JSONObjectReader.kind(of: $0, in: tape) } ?? "nothing"
        return ImportError(file: file, message: "\(path).\(key): expected \(expected), found \(found)")
    }

    /// The value's tape index, or nil when absent or null.
    func raw(_ key: String) -> Int? {
        guard let index = fields[key], tape[index].kind != .null else { return nil }
        return index
    }

    func string(_ key: String) throws(ImportError) -> String? {
        guard let index = raw(key) else { return nil }
        guard tape[index].kind == .string else { throw error(key, "a string") }
        guard let text = tape.string(at: index) else { throw error(key, "valid UTF-8 text") }
        return text
    }

    func bool(_ key: String) throws(ImportError) -> Bool? {
        guard let index = raw(key) else { return nil }
        guard tape[index].kind == .boolean else { throw error(key, "true or false") }
        return tape.boolean(at: index)
    }

    func double(_ key: String) throws(ImportError) -> Double? {
        guard let index = raw(key) else { return nil }
        guard tape[index].kind == .number, let number = tape.number(at: index) else { throw error(key, "a number") }
        guard number.isFinite else {
            throw ImportError(file: file, message: "\(path).\(key): the number \(tape.text(at: index).prefix(40)) is too large to represent")
        }
        if let bounds = SnapshotNumberRanges.byKey[key], !bounds.contains(number) {
            throw ImportError(file: file, message: "\(path).\(key): \(tape.text(at: index).prefix(40)) is outside the snapshot format's "
                + "range (\(bounds.description))")
        }
        return number
    }

    func int(_ key: String) throws(ImportError) -> Int? {
        guard let number = try double(key) else { return nil }
        guard number == number.rounded(), abs(number) < 1e15 else { throw error(key, "a whole number") }
        return Int(number)
    }

    /// The tape indices of an array's items.
    func array(_ key: String) throws(ImportError) -> [Int]? {
        guard let index = raw(key) else { return nil }
        guard tape[index].kind == .array else { throw error(key, "an array") }
        return tape.members(of: index)
    }

    func stringArray(_ key: String) throws(ImportError) -> [String]? {
        guard let items = try array(key) else { return nil }
        var strings: [String] = []
        for item in items {
            guard tape[item].kind == .string, let text = tape.string(at: item) else { throw error(key, "an array of strings") }
            strings.append(text)
        }
        return strings
    }

    func object(_ key: String) throws(ImportError) -> JSONObjectReader? {
        guard let index = raw(key) else { return nil }
        return try JSONObjectReader(tape, at: index, path: "\(path).\(key)", file: file)
    }

    /// A reader for an array item, with its path.
    func item(_ index: Int, of key: String, at position: Int) throws(ImportError) -> JSONObjectReader {
        try JSONObjectReader(tape, at: index, path: "\(path).\(key)[\(position)]", file: file)
    }

    func stringMap(_ key: String) throws(ImportError) -> [String: String]? {
        guard let map = try object(key) else { return nil }
        var strings: [String: String] = [:]
        for (name, index) in map.fields {
            guard tape[index].kind == .string, let text = tape.string(at: index) else {
                throw error(key, "an object of string values")
            }
            strings[name] = text
        }
        return strings
    }

    /// A value of a string enumeration, listing the allowed values on error.
    func enumeration<T: RawRepresentable>(_ key: String, _ allowed: [T]) throws(ImportError) -> T?
    where T.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let value = T(rawValue: text) else {
            throw error(key, "one of " + allowed.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        }
        return value
    }

    static func kind(of index: Int, in tape: JSONTape) -> String {
        switch tape[index].kind {
        case .null: "null"
        case .boolean: "\(tape.boolean(at: index))"
        case .number: "the number \(tape.text(at: index).prefix(40))"
        case .string: "the string \"\((tape.string(at: index) ?? "").prefix(40))\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
