/// Finds the version 2 element paths (`screens[0].elements[12]`) in a message.
enum Version1Paths {
    /// The message with each element path replaced by what `place` returns for
    /// its screen and element numbers (left as it is when `place` returns nil).
    static func rewrite(_ message: String, _ place: (Int, Int) -> String?) -> String {
        let prefix = "screens["
        let middle = "].elements["
        var result = ""
        var rest = Substring(message)
        while let start = rest.range(of: prefix) {
            result += rest[..<start.lowerBound]
            var cursor = rest[start.upperBound...]
            guard let screen = leadingNumber(&cursor), cursor.hasPrefix(middle) else {
                result += rest[start]
                rest = rest[start.upperBound...]
                continue
            }
            cursor = cursor.dropFirst(middle.count)
            guard let element = leadingNumber(&cursor), cursor.hasPrefix("]"),
                  let replacement = place(screen, element) else {
                result += rest[start]
                rest = rest[start.upperBound...]
                continue
            }
            result += replacement
            rest = cursor.dropFirst()
        }
        return result + rest
    }

    private static func leadingNumber(_ text: inout Substring) -> Int? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 10, let number = Int(digits) else { return nil }
        text = text.dropFirst(digits.count)
        return number
    }
}
