/// Storyboards and xibs: `<accessibility … identifier="…"/>`, the `accessibilityIdentifier`
/// user-defined runtime attribute, and literal `text`, `title` and accessibility `label`
/// values as text-only places.
enum InterfaceBuilderScanner {
    private static let accessibility = Array("<accessibility ".utf8)
    private static let runtimeAttribute = Array("keyPath=\"accessibilityIdentifier\"".utf8)
    private static let textAttributes = [" text=\"", " title=\""].map { Array($0.utf8) }

    static func scan(_ context: inout FileScanContext) {
        for offset in context.text.occurrences(of: accessibility) {
            if let identifier = context.text.attribute("identifier", inTagAround: offset + 1) {
                context.declare(identifier.value, .interfaceBuilderIdentifier, at: identifier.offset)
            }
            if let label = context.text.attribute("label", inTagAround: offset + 1) {
                context.collector.textSites.append(TextSite(text: label.value, location: context.location(of: label.offset)))
            }
        }
        for offset in context.text.occurrences(of: runtimeAttribute) {
            if let value = context.text.attribute("value", inTagAround: offset) {
                context.declare(value.value, .interfaceBuilderIdentifier, at: value.offset)
            }
        }
        for marker in textAttributes {
            for offset in context.text.occurrences(of: marker) {
                if let literal = context.text.literal(at: offset + marker.count - 1) {
                    context.collector.textSites.append(
                        TextSite(text: XMLText.unescaped(literal.value), location: context.location(of: offset + 1)))
                }
            }
        }
    }
}
