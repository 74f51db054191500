/// Flutter: `Key('…')`, `ValueKey('…')` (with or without a type argument) and
/// `Semantics(identifier: '…')`.
enum DartScanner {
    private static let key = Array("Key".utf8)
    private static let value = Array("Value".utf8)
    private static let identifier = Array("identifier:".utf8)
    private static let quotes: [UInt8] = [0x22, 0x27]

    static func scan(_ context: inout FileScanContext) {
        for offset in context.text.occurrences(of: key) where isKeyType(context.text, offset) {
            var index = offset + key.count
            if index < context.text.count, context.text[index] == 0x3C {
                while index < context.text.count, context.text[index] != 0x3E, context.text[index] != 0x0A { index += 1 }
                index += 1
            }
            guard index < context.text.count, context.text[index] == 0x28 else { continue }
            index = context.text.skipSpaces(from: index + 1)
            if let literal = context.text.literal(at: index, quotes: quotes), !literal.value.contains("$") {
                context.declare(literal.value, .flutterKey, at: offset)
            }
        }
        for offset in context.text.occurrences(of: identifier) where !context.text.followsName(offset) {
            let index = context.text.skipSpaces(from: offset + identifier.count)
            if let literal = context.text.literal(at: index, quotes: quotes), !literal.value.contains("$") {
                context.declare(literal.value, .flutterKey, at: offset)
            }
        }
    }

    /// `Key` standing alone or as `ValueKey`, not `GlobalKey` or `keyKey`.
    private static func isKeyType(_ text: SourceText, _ offset: Int) -> Bool {
        guard text.followsName(offset) else { return true }
        let start = offset - value.count
        return text.has(value, at: start) && !text.followsName(start)
    }
}
