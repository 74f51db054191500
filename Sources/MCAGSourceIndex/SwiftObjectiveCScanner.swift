/// Swift and Objective-C: `.accessibilityIdentifier("…")`, `accessibilityIdentifier = "…"`
/// (and `@"…"`), string keys used by `NSLocalizedString("key"` and `String(localized: "key"`, and
/// SwiftUI's `Text("…")` / `Button("…")`, whose literal is both a localization key and the text.
enum SwiftObjectiveCScanner {
    private static let identifier = Array("accessibilityIdentifier".utf8)
    private static let localizedString = Array("NSLocalizedString(".utf8)
    private static let stringLocalized = Array("String(localized:".utf8)
    private static let textViews = ["Text(", "Button(", "Label(", "Toggle(", "LocalizedStringKey("].map { Array($0.utf8) }

    static func scan(_ context: inout FileScanContext) {
        for offset in context.text.occurrences(of: identifier) {
            let after = offset + identifier.count
            guard after < context.text.count, !SourceText.isNameByte(context.text[after]) else { continue }
            var index = context.text.skipSpaces(from: after)
            guard index < context.text.count else { continue }
            if context.text[index] == 0x28 {
                index = context.text.skipSpaces(from: index + 1)
            } else if context.text[index] == 0x3D, !context.text.has([0x3D, 0x3D], at: index) {
                index = context.text.skipSpaces(from: index + 1)
            } else {
                continue
            }
            if let literal = objectiveCOrSwiftLiteral(context.text, at: index), !literal.contains("\\(") {
                context.declare(literal, .accessibilityIdentifier, at: offset)
            }
        }
        for marker in [localizedString, stringLocalized] {
            for offset in context.text.occurrences(of: marker) where !context.text.followsName(offset) {
                let index = context.text.skipSpaces(from: offset + marker.count)
                if let key = objectiveCOrSwiftLiteral(context.text, at: index) {
                    context.useString(key, table: .apple, at: offset)
                }
            }
        }
        for marker in textViews {
            for offset in context.text.occurrences(of: marker) where !context.text.followsName(offset) {
                let index = context.text.skipSpaces(from: offset + marker.count)
                guard let literal = context.text.literal(at: index), !literal.value.contains("\\(") else { continue }
                context.useString(literal.value, table: .apple, at: offset)
                context.collector.textSites.append(TextSite(text: literal.value, location: context.location(of: offset)))
            }
        }
    }

    /// A `"…"` literal, or Objective-C's `@"…"`.
    private static func objectiveCOrSwiftLiteral(_ text: SourceText, at offset: Int) -> String? {
        let start = offset < text.count && text[offset] == 0x40 ? offset + 1 : offset
        return text.literal(at: start)?.value
    }
}
