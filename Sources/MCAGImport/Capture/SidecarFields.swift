import MCAGCore

/// One object of a capture sidecar, read with strict types; every error
/// names the file and the JSON path (`app.supportedOrientations[1]`).
struct SidecarFields {
    let tape: JSONTape
    let path: String
    let file: String
    private var fields: [String: Int] = [:]

    init(_ tape: JSONTape, at index: Int, path: String, file: String) throws(ImportError) {
        self.tape = tape
        self.path = path
        self.file = file
        guard tape[index].kind == .object else {
            throw ImportError(file: file, message: "\(path.isEmpty ? "the capture sidecar" : path): expected an object")
        }
        let members = tape.members(of: index)
        var position = 0
        while position + 1 < members.count {
            // The shape check has already refused repeated keys.
            fields[tape.string(at: members[position]) ?? ""] = members[position + 1]
            position += 2
        }
    }

    func place(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func failure(_ key: String, _ problem: String) -> ImportError {
        ImportError(file: file, message: "\(place(key)) \(problem)")
    }

    private func value(_ key: String, _ kind: JSONTape.Kind, _ expected: String) throws(ImportError) -> Int? {
        guard let index = fields[key], tape[index].kind != .null else { return nil }
        guard tape[index].kind == kind else { throw failure(key, "must be \(expected)") }
        return index
    }

    func object(_ key: String) throws(ImportError) -> SidecarFields? {
        guard let index = try value(key, .object, "an object") else { return nil }
        return try SidecarFields(tape, at: index, path: place(key), file: file)
    }

    func boolean(_ key: String) throws(ImportError) -> Bool? {
        try value(key, .boolean, "true or false").map { tape.boolean(at: $0) }
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws(ImportError) -> Double? {
        guard let index = try value(key, .number, "a number") else { return nil }
        guard let number = tape.number(at: index), number.isFinite, range.contains(number) else {
            throw failure(key, "is \(tape.text(at: index)), outside \(range.lowerBound.twoDecimals) to \(range.upperBound.twoDecimals)")
        }
        return number
    }

    /// A non-empty line of text without control characters, at most 200 characters.
    func text(_ key: String) throws(ImportError) -> String? {
        guard let index = try value(key, .string, "a string") else { return nil }
        guard let text = tape.string(at: index), !text.isBlank else { throw failure(key, "must not be empty") }
        guard text.count <= CaptureSidecar.Limits.longestText, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw failure(key, "must be one line of at most \(CaptureSidecar.Limits.longestText) characters")
        }
        return text
    }

    /// A package or bundle identifier: text without spaces.
    func identifier(_ key: String) throws(ImportError) -> String? {
        guard let text = try text(key) else { return nil }
        guard !text.contains(where: \.isWhitespace) else {
            throw failure(key, "'\(text)' is not a package or bundle identifier (it holds spaces)")
        }
        return text
    }

    /// A BCP 47 language tag's shape: letters, then subtags of letters and digits.
    func locale(_ key: String) throws(ImportError) -> String? {
        guard let text = try text(key) else { return nil }
        let subtags: [Substring] = text.split(separator: "-", omittingEmptySubsequences: false)
        let language: Substring = subtags[0]
        let languageIsWellFormed: Bool = (2...8).contains(language.count) && language.allSatisfy(\.isASCIILetter)
        let restIsWellFormed: Bool = subtags.dropFirst().allSatisfy { (subtag: Substring) -> Bool in
            (1...8).contains(subtag.count) && subtag.allSatisfy(\.isASCIIAlphanumeric)
        }
        guard subtags.count <= 8, languageIsWellFormed, restIsWellFormed else { throw failure(key, "'\(text)' is not a BCP 47 language tag such as en-US or ar-EG") }
        return text
    }

    func choice<Value: RawRepresentable>(_ key: String, _ values: [Value]) throws(ImportError) -> Value?
    where Value.RawValue == String {
        guard let text = try text(key) else { return nil }
        guard let match = values.first(where: { $0.rawValue == text }) else {
            throw failure(key, "'\(text)' is not one of: \(values.map(\.rawValue).joined(separator: ", "))")
        }
        return match
    }

    func orientations(_ key: String) throws(ImportError) -> [Orientation]? {
        guard let index = try value(key, .array, "a list of orientations") else { return nil }
        var result: [Orientation] = []
        for (position, member) in tape.members(of: index).enumerated() {
            let item = "\(place(key))[\(position)]"
            guard tape[member].kind == .string, let text = tape.string(at: member), let orientation = Orientation(rawValue: text) else {
                throw ImportError(file: file, message: "\(item) is not one of: \(Orientation.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard !result.contains(orientation) else { throw ImportError(file: file, message: "\(item) repeats '\(text)'") }
            result.append(orientation)
        }
        guard !result.isEmpty else { throw failure(key, "is empty; leave it out when the orientations are unknown") }
        return result
    }
}

private extension Character {
    var isASCIIAlphanumeric: Bool { isASCII && (isLetter || isNumber) }
    var isASCIILetter: Bool { isASCII && isLetter }
}
