/// The result builder behind every block of the catalog DSL.
///
/// One builder serves principles (of guidelines), guidelines (of criteria),
/// criteria (of requirements and references) and requirements (of exceptions,
/// conditions, notes and checks). It collects values of one concrete element
/// type per block and takes a single variadic `buildBlock`, which keeps large
/// declaration bodies quick to type-check. `if`, `if`/`else`, `switch`, `for`
/// and `#available` all work inside a block.
@resultBuilder
public enum ComponentBuilder<Part> {
    public static func buildExpression(_ part: Part) -> [Part] { [part] }
    public static func buildExpression(_ parts: [Part]) -> [Part] { parts }
    public static func buildBlock(_ parts: [Part]...) -> [Part] { parts.flatMap { $0 } }
    public static func buildOptional(_ parts: [Part]?) -> [Part] { parts ?? [] }
    public static func buildEither(first parts: [Part]) -> [Part] { parts }
    public static func buildEither(second parts: [Part]) -> [Part] { parts }
    public static func buildArray(_ parts: [[Part]]) -> [Part] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ parts: [Part]) -> [Part] { parts }
}

/// Where a declaration was written, so that catalog errors can point at it.
public struct DeclarationSite: Sendable, Hashable, Codable, CustomStringConvertible {
    public var fileID: String
    public var line: Int

    public init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    public var description: String { "\(fileID):\(line)" }
}
