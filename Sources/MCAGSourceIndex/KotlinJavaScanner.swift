/// Kotlin and Java: `R.id.name` uses (views built or found in code), Compose test tags
/// (`testTag("…")`, `testTag(CONSTANT)`, `testTag = "…"`), the `const val` / `static final
/// String` constants a tag can name, `R.string.key` uses and Compose `Text("…")` literals.
enum KotlinJavaScanner {
    private static let idReference = Array("R.id.".utf8)
    private static let stringReference = Array("R.string.".utf8)
    private static let testTag = Array("testTag".utf8)
    private static let constVal = Array("const val ".utf8)
    private static let finalString = Array("final String ".utf8)
    private static let textCall = Array("Text(".utf8)
    private static let frameworkPrefix = Array("android.".utf8)

    static func scan(_ context: inout FileScanContext) {
        for offset in context.text.occurrences(of: idReference) where isAppResource(context.text, offset) {
            if let name = context.text.name(at: offset + idReference.count) {
                let location = context.location(of: offset)
                context.collector.idReferences.append(
                    SourceDeclaration(name: name.value, kind: .androidIDReference, location: location))
            }
        }
        for offset in context.text.occurrences(of: stringReference) where isAppResource(context.text, offset) {
            if let key = context.text.name(at: offset + stringReference.count) {
                context.useString(key.value, table: .android, at: offset)
            }
        }
        scanTestTags(&context)
        for marker in [constVal, finalString] {
            for offset in context.text.occurrences(of: marker) {
                scanConstant(&context, nameAt: offset + marker.count)
            }
        }
        for offset in context.text.occurrences(of: textCall) where !context.text.followsName(offset) {
            let open = context.text.skipSpaces(from: offset + textCall.count)
            if let literal = context.text.literal(at: open), !literal.value.contains("$") {
                context.collector.textSites.append(TextSite(text: literal.value, location: context.location(of: offset)))
            }
        }
    }

    /// `R.id.x` of the app, not `android.R.id.x` of the framework.
    private static func isAppResource(_ text: SourceText, _ offset: Int) -> Bool {
        if text.followsName(offset) { return false }
        return !text.has(frameworkPrefix, at: offset - frameworkPrefix.count)
    }

    private static func scanTestTags(_ context: inout FileScanContext) {
        for offset in context.text.occurrences(of: testTag) where !context.text.followsName(offset) {
            let after = offset + testTag.count
            guard after < context.text.count, !SourceText.isNameByte(context.text[after]) else { continue }
            var index = context.text.skipSpaces(from: after)
            guard index < context.text.count else { continue }
            if context.text[index] == 0x28 {
                index = context.text.skipSpaces(from: index + 1, crossingLines: true)
            } else if context.text[index] == 0x3D, !context.text.has([0x3D, 0x3D], at: index) {
                index = context.text.skipSpaces(from: index + 1)
            } else {
                continue
            }
            if let literal = context.text.literal(at: index) {
                if !literal.value.contains("$") { context.declare(literal.value, .composeTestTag, at: offset) }
            } else if let name = context.text.name(at: index, dots: true) {
                let constant = String(name.value.split(separator: ".").last ?? "")
                guard !constant.isEmpty else { continue }
                context.collector.tagConstantUses.append(
                    SourceDeclaration(name: constant, kind: .composeTestTag, location: context.location(of: offset)))
            }
        }
    }

    /// `NAME = "value"` or `NAME: String = "value"` after `const val ` / `final String `.
    private static func scanConstant(_ context: inout FileScanContext, nameAt offset: Int) {
        let start = context.text.skipSpaces(from: offset)
        guard let name = context.text.name(at: start) else { return }
        var index = context.text.skipSpaces(from: name.end)
        if index < context.text.count, context.text[index] == 0x3A {
            index = context.text.skipSpaces(from: index + 1)
            guard let type = context.text.name(at: index, dots: true) else { return }
            index = context.text.skipSpaces(from: type.end)
        }
        guard index < context.text.count, context.text[index] == 0x3D else { return }
        index = context.text.skipSpaces(from: index + 1)
        guard let literal = context.text.literal(at: index), !literal.value.contains("$") else { return }
        context.collector.constants[name.value, default: []].append(literal.value)
    }
}
