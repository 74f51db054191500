import Foundation
import MCAGCore

/// The fields of one WebDriverAgent JSON element, as the XML source's
/// attribute names and strings, checked for type with errors naming the path.
struct WDAElementFields {
    var dictionary: [String: String] = [:]
    /// `XCUIElementType…`, prefixed as the XML source names elements.
    var type: String?
    var rawIdentifier: String?
    var hasRawIdentifier = false
    /// The `frame` string, used only when `rect` is missing.
    var frame: String?
    var children: Int?

    mutating func take(_ key: String, _ value: Int, path: String, tape: JSONTape, file: String) throws(ImportError) {
        let place = "\(path).\(key)"
        switch key {
        case "type":
            guard tape[value].kind == .string, let text = tape.string(at: value), !text.isEmpty else {
                throw Self.wrong(place, "an element type string such as \"Button\"", value, tape, file)
            }
            let full = text.hasPrefix("XCUIElementType") ? text : "XCUIElementType" + text
            type = full
            dictionary["type"] = full
        case "rawIdentifier":
            hasRawIdentifier = true
            rawIdentifier = try Self.text(value, place, tape, file).flatMap { $0.isEmpty ? nil : $0 }
        case "rect": try takeRect(value, place, tape, file)
        case "frame": frame = try Self.text(value, place, tape, file)
        case "children":
            guard tape[value].kind == .array else { throw Self.wrong(place, "an array of elements", value, tape, file) }
            children = value
        default:
            if let name = WDAElementVisitor.flags[key] {
                dictionary[name] = try Self.flag(value, place, tape, file)
            } else {
                // Known text keys keep their names (the XML source's); an unknown one stays in the attributes too.
                dictionary[key] = try Self.text(value, place, tape, file)
            }
        }
    }

    mutating func setRect(_ rect: Rect) {
        dictionary["x"] = JSONElementWalk.numberText(rect.x)
        dictionary["y"] = JSONElementWalk.numberText(rect.y)
        dictionary["width"] = JSONElementWalk.numberText(rect.width)
        dictionary["height"] = JSONElementWalk.numberText(rect.height)
    }

    /// `{x, y, width, height}`, or older WebDriverAgent's `{origin: {x, y}, size: {width, height}}`.
    private mutating func takeRect(_ value: Int, _ place: String, _ tape: JSONTape, _ file: String) throws(ImportError) {
        guard tape[value].kind == .object else { throw Self.wrong(place, "an object {x, y, width, height}", value, tape, file) }
        var numbers: [String: Double] = [:]
        for (key, member) in try JSONElementWalk.fields(of: value, path: place, tape: tape, file: file) {
            if key == "origin" || key == "size" {
                guard tape[member].kind == .object else { throw Self.wrong("\(place).\(key)", "an object", member, tape, file) }
                for (inner, number) in try JSONElementWalk.fields(of: member, path: "\(place).\(key)", tape: tape, file: file) {
                    numbers[inner] = try Self.number(number, "\(place).\(key).\(inner)", tape, file)
                }
            } else {
                numbers[key] = try Self.number(member, "\(place).\(key)", tape, file)
            }
        }
        guard let x = numbers["x"], let y = numbers["y"], let width = numbers["width"], let height = numbers["height"] else {
            throw ImportError(file: file, message: "\(place): expected x, y, width and height, found "
                + numbers.keys.sorted().joined(separator: ", "))
        }
        setRect(Rect(x: x, y: y, width: width, height: height))
    }

    private static func number(_ value: Int, _ place: String, _ tape: JSONTape, _ file: String) throws(ImportError) -> Double {
        guard tape[value].kind == .number, let number = tape.number(at: value), number.isFinite else {
            throw wrong(place, "a number", value, tape, file)
        }
        return number
    }

    /// A string as it stands, a number as WebDriverAgent's XML writes it, a boolean as `true`/`false`; nil for null.
    static func text(_ value: Int, _ place: String, _ tape: JSONTape, _ file: String) throws(ImportError) -> String? {
        switch tape[value].kind {
        case .null: return nil
        case .string:
            guard let text = tape.string(at: value) else { throw wrong(place, "UTF-8 text", value, tape, file) }
            return text
        case .number: return tape.number(at: value).map(JSONElementWalk.numberText) ?? tape.text(at: value)
        case .boolean: return tape.boolean(at: value) ? "true" : "false"
        case .array:
            // `customActions` and `traits` as lists, the way some clients re-serialise them.
            var items: [String] = []
            for (position, member) in tape.members(of: value).enumerated() {
                guard tape[member].kind == .string, let item = tape.string(at: member) else {
                    throw wrong("\(place)[\(position)]", "a string", member, tape, file)
                }
                items.append(item)
            }
            return items.joined(separator: ", ")
        case .object: throw wrong(place, "a string, number or boolean", value, tape, file)
        }
    }

    /// `"1"`/`"0"` (WebDriverAgent writes `NSNumber` `stringValue`s), `true`/`false`, or 1/0.
    static func flag(_ value: Int, _ place: String, _ tape: JSONTape, _ file: String) throws(ImportError) -> String? {
        switch tape[value].kind {
        case .null: return nil
        case .boolean: return tape.boolean(at: value) ? "true" : "false"
        case .string, .number:
            let text = tape[value].kind == .string ? tape.string(at: value) : tape.text(at: value)
            if let bool = AttributeValues.bool(text) { return bool ? "true" : "false" }
            throw wrong(place, "\"1\" or \"0\" (or true or false)", value, tape, file)
        case .array, .object: throw wrong(place, "\"1\" or \"0\" (or true or false)", value, tape, file)
        }
    }

    static func wrong(_ place: String, _ expected: String, _ value: Int, _ tape: JSONTape, _ file: String) -> ImportError {
        ImportError(file: file, message: "\(place): expected \(expected), found \(TapeDecoder.describe(tape, at: value))")
    }
}
