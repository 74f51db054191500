import Foundation

/// Reads one JSON object from `JSONSerialization` output with strict types,
/// naming the JSON path in every error (`screens[0].root.children[3]`).
struct JSONObjectReader {
    let object: [String: Any]
    let path: String
    let file: String

    init(_ value: Any, path: String, file: String) throws(ImportError) {
        guard let object = value as? [String: Any] else {
            throw ImportError(file: file, message: "\(path): expected an object, found \(JSONObjectReader.kind(of: value))")
        }
        self.object = object
        self.path = path
        self.file = file
    }

    /// Rejects keys the format does not define, so a typo never silently drops data.
    func allowOnly(_ keys: Set<String>) throws(ImportError) {
        if let unknown = object.keys.filter({ !keys.contains($0) }).sorted().first {
            throw ImportError(file: file, message: "\(path): unknown field '\(unknown)'")
        }
    }

    func error(_ key: String, _ expected: String) -> ImportError {
        let value = object[key].map(JSONObjectReader.kind(of:)) ?? "nothing"
        return ImportError(file: file, message: "\(path).\(key): expected \(expected), found \(value)")
    }

    /// The value, or nil when absent or JSON null.
    func raw(_ key: String) -> Any? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        return value
    }

    func string(_ key: String) throws(ImportError) -> String? {
        guard let value = raw(key) else { return nil }
        guard let text = value as? String else { throw error(key, "a string") }
        return text
    }

    func bool(_ key: String) throws(ImportError) -> Bool? {
        guard let value = raw(key) else { return nil }
        guard let number = value as? NSNumber, JSONObjectReader.isBoolean(number) else { throw error(key, "true or false") }
        return number.boolValue
    }

    func double(_ key: String) throws(ImportError) -> Double? {
        guard let value = raw(key) else { return nil }
        guard let number = value as? NSNumber, !JSONObjectReader.isBoolean(number) else { throw error(key, "a number") }
        return number.doubleValue
    }

    func int(_ key: String) throws(ImportError) -> Int? {
        guard let number = try double(key) else { return nil }
        guard number == number.rounded(), abs(number) < 1e15 else { throw error(key, "a whole number") }
        return Int(number)
    }

    func stringArray(_ key: String) throws(ImportError) -> [String]? {
        guard let value = raw(key) else { return nil }
        guard let array = value as? [Any], let strings = array as? [String], strings.count == array.count else {
            throw error(key, "an array of strings")
        }
        return strings
    }

    func array(_ key: String) throws(ImportError) -> [Any]? {
        guard let value = raw(key) else { return nil }
        guard let array = value as? [Any] else { throw error(key, "an array") }
        return array
    }

    func object(_ key: String) throws(ImportError) -> JSONObjectReader? {
        guard let value = raw(key) else { return nil }
        return try JSONObjectReader(value, path: "\(path).\(key)", file: file)
    }

    func stringMap(_ key: String) throws(ImportError) -> [String: String]? {
        guard let value = raw(key) else { return nil }
        guard let map = value as? [String: Any], let strings = map as? [String: String] else {
            throw error(key, "an object of string values")
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

    /// JSON true/false arrive as NSNumber; only their class tells them from 1 and 0.
    static func isBoolean(_ number: NSNumber) -> Bool {
        type(of: number) == type(of: NSNumber(value: true))
    }

    static func kind(of value: Any) -> String {
        switch value {
        case is NSNull: "null"
        case let text as String: "the string \"\(text.prefix(40))\""
        case let number as NSNumber: isBoolean(number) ? "\(number.boolValue)" : "the number \(number)"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        default: "an unexpected value"
        }
    }
}
