/// Swift and Objective-C: `.accessibilityIdentifier("…")`, `accessibilityIdentifier = "…"`
/// (and `@"…"`), the same with a constant (`AccessibilityID.pay`, `ID.pay.rawValue`) resolved
/// through `let pay = "…"` or `case pay = "…"`, string keys used by `NSLocalizedString("key"` and `String(localized: "key"`, and
/// SwiftUI's `Text("…")` / `Button("…")`, whose literal is both a localization key and the text.
enum SwiftObjectiveCScanner {
    private static let identifier = Array("accessibilityIdentifier".utf8)
    private static let localizedString = Array("NSLocalizedString(".utf8)
    private static let stringLocalized = Array("String(localized:".utf8)
    private static let textViews = ["Text(", "Button(", "Label(", "Toggle(", "LocalizedStringKey("].map { Array($0.utf8) }
    private static let constantMarkers = ["let ", "case "].map { Array($0.utf8) }

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
            if let literal = objectiveCOrSwiftLiteral(context.text, at: index) {
                if !literal.contains("\\(") { context.declare(literal, .accessibilityIdentifier, at: offset) }
            } else if let name = context.text.name(at: index, dots: true) {
                var parts = name.value.split(separator: ".")
                if parts.last == "rawValue" { parts.removeLast() }
                guard let constant = parts.last, !constant.isEmpty else { continue }
                context.collector.tagConstantUses.append(SourceDeclaration(
                    name: String(constant), kind: .accessibilityIdentifier, location: context.location(of: offset)))
            }
        }
        for marker in constantMarkers {
            for offset in context.text.occurrences(of: marker) where !context.text.followsName(offset) {
                scanConstant(&context, nameAt: offset + marker.count)
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

    /// `name = "value"` or `name: String = "value"` after `let ` or `case `.
    private static func scanConstant(_ context: inout FileScanContext, nameAt offset: Int) {
        guard let name = context.text.name(at: context.text.skipSpaces(from: offset)) else { return }
        var index = context.text.skipSpaces(from: name.end)
        if index < context.text.count, context.text[index] == 0x3A {
            index = context.text.skipSpaces(from: index + 1)
            guard let type = context.text.name(at: index, dots: true) else { return }
            index = context.text.skipSpaces(from: type.end)
        }
        guard index < context.text.count, context.text[index] == 0x3D, !context.text.has([0x3D, 0x3D], at: index) else { return }
        index = context.text.skipSpaces(from: index + 1)
        guard let literal = context.text.literal(at: index), !literal.value.contains("\\(") else { return }
        context.collector.constants[name.value, default: []].append(literal.value)
    }

    /// A `"…"` literal, or Objective-C's `@"…"`.
    private static func objectiveCOrSwiftLiteral(_ text: SourceText, at offset: Int) -> String? {
        let start = offset < text.count && text[offset] == 0x40 ? offset + 1 : offset
        return text.literal(at: start)?.value
    }
}
