/// `Localizable.strings` (and any `.strings` table): `"key" = "text";` lines. The file is
/// UTF-8 here; a UTF-16 table was transcoded by ``SourceFileReader``.
enum AppleStringsScanner {
    static func scan(_ context: inout FileScanContext) {
        var lineStart = 0
        let count = context.text.count
        while lineStart < count {
            var lineEnd = lineStart
            while lineEnd < count, context.text[lineEnd] != 0x0A { lineEnd += 1 }
            let start = context.text.skipSpaces(from: lineStart)
            if start < lineEnd, let key = context.text.literal(at: start) {
                var index = context.text.skipSpaces(from: key.end)
                if index < lineEnd, context.text[index] == 0x3D {
                    index = context.text.skipSpaces(from: index + 1)
                    if let value = context.text.literal(at: index) {
                        context.defineString(key.value, text: value.value, table: .apple, at: start)
                    }
                }
            }
            lineStart = lineEnd + 1
        }
    }
}
