/// The five predefined XML entities and numeric character references, undone, so a value read
/// from a layout or `strings.xml` compares with the text a dump shows.
enum XMLText {
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].firstIndex(of: ";"),
                  rest.distance(from: afterAmpersand, to: semicolon) <= 10
            else {
                result.append("&")
                rest = rest[afterAmpersand...]
                continue
            }
            let entity = rest[afterAmpersand..<semicolon]
            if let character = character(for: entity) {
                result.append(character)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        result += rest
        return result
    }

    private static func character(for entity: Substring) -> Character? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let scalarValue: UInt32?
            if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                scalarValue = UInt32(entity.dropFirst(2), radix: 16)
            } else if entity.hasPrefix("#") {
                scalarValue = UInt32(entity.dropFirst(), radix: 10)
            } else {
                scalarValue = nil
            }
            return scalarValue.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
