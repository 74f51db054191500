/// React Native (JavaScript and TypeScript): `testID="…"`, `testID={'…'}`, `testID: '…'`.
enum JavaScriptScanner {
    private static let testID = Array("testID".utf8)
    private static let quotes: [UInt8] = [0x22, 0x27, 0x60]

    static func scan(_ context: inout FileScanContext) {
        for offset in context.text.occurrences(of: testID) where !context.text.followsName(offset) {
            let after = offset + testID.count
            guard after < context.text.count, !SourceText.isNameByte(context.text[after]) else { continue }
            var index = context.text.skipSpaces(from: after)
            guard index < context.text.count, context.text[index] == 0x3D || context.text[index] == 0x3A else { continue }
            index = context.text.skipSpaces(from: index + 1)
            if index < context.text.count, context.text[index] == 0x7B {
                index = context.text.skipSpaces(from: index + 1)
            }
            if let literal = context.text.literal(at: index, quotes: quotes), !literal.value.contains("${") {
                context.declare(literal.value, .reactNativeTestID, at: offset)
            }
        }
    }
}
