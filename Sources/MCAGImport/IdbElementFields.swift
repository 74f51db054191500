import Foundation
import MCAGCore

/// The fields of one idb element, checked for type with errors naming the path.
struct IdbElementFields {
    var label: String?
    var value: String?
    var identifier: String?
    var type: String?
    var role: String?
    var subrole: String?
    var help: String?
    var enabled: Bool?
    var customActions: [String]?
    var traits: [String]?
    var frame: Rect?
    var axFrame: String?
    var children: Int?
    /// Everything else (`role_description`, `subrole`, `title`, `pid`, `content_required`, …), as given.
    var kept: [(key: String, value: String)] = []

    mutating func take(_ key: String, _ value: Int, path: String, tape: JSONTape, file: String) throws(ImportError) {
        let place = "\(path).\(key)"
        switch key {
        case "AXLabel": label = try WDAElementFields.text(value, place, tape, file)
        case "AXValue": self.value = try WDAElementFields.text(value, place, tape, file)
        case "AXUniqueId": identifier = try WDAElementFields.text(value, place, tape, file).flatMap { $0.isEmpty ? nil : $0 }
        case "type": type = try WDAElementFields.text(value, place, tape, file)
        case "role": role = try WDAElementFields.text(value, place, tape, file)
        case "subrole":
            subrole = try WDAElementFields.text(value, place, tape, file)
            if let subrole { kept.append((key, subrole)) }
        case "help": help = try WDAElementFields.text(value, place, tape, file).flatMap { $0.isEmpty ? nil : $0 }
        case "enabled": enabled = try WDAElementFields.flag(value, place, tape, file).map { $0 == "true" }
        case "custom_actions": customActions = try strings(value, place, tape, file)
        case "traits": traits = try strings(value, place, tape, file)
        case "frame": frame = try rect(value, place, tape, file)
        case "AXFrame":
            axFrame = try WDAElementFields.text(value, place, tape, file)
            if let axFrame { kept.append((key, axFrame)) }
        case "children":
            guard tape[value].kind == .array else { throw WDAElementFields.wrong(place, "an array of elements", value, tape, file) }
            children = value
        default:
            if let text = try WDAElementFields.text(value, place, tape, file) { kept.append((key, text)) }
        }
    }

    func element() -> Element {
        let className = type ?? role ?? "Unknown"
        var element = Element(role: IdbRoles.role(type: type, role: role, subrole: subrole, traits: traits ?? []), className: className)
        element.label = label
        element.value = value
        element.identifier = identifier
        element.hint = help
        element.isEnabled = enabled
        element.customActions = customActions.flatMap { $0.isEmpty ? nil : $0 }
        element.traits = traits
        if element.role == .text || element.role == .heading { element.text = label ?? value }
        element.frame = frame ?? XCUITestSemantics.nativeFrame(axFrame)
        var attributes = kept
        if let type { attributes.append(("type", type)) }
        if let role { attributes.append(("role", role)) }
        if !attributes.isEmpty { element.setAttributes(attributes) }
        return element
    }

    private func strings(_ value: Int, _ place: String, _ tape: JSONTape, _ file: String) throws(ImportError) -> [String]? {
        switch tape[value].kind {
        case .null: return nil
        case .array:
            var items: [String] = []
            for (position, member) in tape.members(of: value).enumerated() {
                guard tape[member].kind == .string, let item = tape.string(at: member) else {
                    throw WDAElementFields.wrong("\(place)[\(position)]", "a string", member, tape, file)
                }
                items.append(item)
            }
            return items
        default: throw WDAElementFields.wrong(place, "an array of strings", value, tape, file)
        }
    }

    private func rect(_ value: Int, _ place: String, _ tape: JSONTape, _ file: String) throws(ImportError) -> Rect? {
        if tape[value].kind == .null { return nil }
        guard tape[value].kind == .object else { throw WDAElementFields.wrong(place, "an object {x, y, width, height}", value, tape, file) }
        var numbers: [String: Double] = [:]
        for (key, member) in try JSONElementWalk.fields(of: value, path: place, tape: tape, file: file) {
            guard tape[member].kind == .number, let number = tape.number(at: member), number.isFinite else {
                throw WDAElementFields.wrong("\(place).\(key)", "a number", member, tape, file)
            }
            numbers[key] = number
        }
        guard let x = numbers["x"], let y = numbers["y"], let width = numbers["width"], let height = numbers["height"] else {
            throw ImportError(file: file, message: "\(place): expected x, y, width and height, found "
                + numbers.keys.sorted().joined(separator: ", "))
        }
        return Rect(x: x, y: y, width: width, height: height)
    }
}

/// idb's `type` (an XCUIElementType-like name, plus `Heading`) and `role`
/// (`AXButton`) → MCAG roles; a name neither table knows is `.unknown`,
/// which the rules treat as "needs review", never as a wrong role.
enum IdbRoles {
    /// Types idb writes that are no XCUIElementType name.
    static let idbTypes: [String: Role] = ["Heading": .heading, "Unknown": .unknown]

    static func role(type: String?, role: String?, subrole: String?, traits: [String]) -> Role {
        // A search field is a text field with this subrole (Settings' search, in zillow/auto-mobile's sample).
        if subrole == "AXSearchField" { return .searchField }
        if let type, let known = idbTypes[type] { return known == .unknown ? fromRole(role, traits: traits) : known }
        let fromType = type.map { XCUITestRoles.role(type: $0, traits: traits) } ?? .unknown
        return fromType == .unknown ? fromRole(role, traits: traits) : fromType
    }

    private static func fromRole(_ role: String?, traits: [String]) -> Role {
        guard let role, role.hasPrefix("AX") else { return .unknown }
        let name = String(role.dropFirst(2))
        if let known = idbTypes[name] { return known }
        return XCUITestRoles.role(type: name, traits: traits)
    }
}
