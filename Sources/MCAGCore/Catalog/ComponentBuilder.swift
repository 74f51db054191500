/// The result builder for blocks that hold one kind of value: a catalog's
/// principles and a tree's child nodes.
///
/// The catalog's own blocks use typed builders instead (``PrincipleBuilder``,
/// ``GuidelineBuilder``, ``CriterionBuilder``, ``RequirementBuilder``), which
/// share this shape through ``PartBuilder``.
@resultBuilder
public enum ComponentBuilder<Part>: PartBuilder {
    /// Lets the block hold a value of the builder's one kind.
    public static func buildExpression(_ part: Part) -> [Part] { [part] }
}

/// The shape every block of the DSL shares: statements, `if`, `if`/`else`,
/// `switch`, `for` and `#available` all collect into an array of parts.
///
/// A builder adopts it and adds one `buildExpression` per kind of value its
/// block may hold, so a value of any other kind is a compile error. A single
/// variadic `buildBlock` over one partial-result type keeps large declaration
/// bodies quick to type-check.
public protocol PartBuilder {
    /// What one statement of the block contributes.
    associatedtype Part
}

extension PartBuilder {
    /// Lets the block hold an array of parts, such as another builder's result.
    public static func buildExpression(_ parts: [Part]) -> [Part] { parts }
    /// Lets the block hold any number of statements, collected in order.
    public static func buildBlock(_ parts: [Part]...) -> [Part] { parts.flatMap { $0 } }
    /// Lets the block hold an `if` without an `else`.
    public static func buildOptional(_ parts: [Part]?) -> [Part] { parts ?? [] }
    /// Lets the block hold an `if`/`else` or `switch`, here its first branch.
    public static func buildEither(first parts: [Part]) -> [Part] { parts }
    /// Lets the block hold an `if`/`else` or `switch`, here its second branch.
    public static func buildEither(second parts: [Part]) -> [Part] { parts }
    /// Lets the block hold a `for` loop.
    public static func buildArray(_ parts: [[Part]]) -> [Part] { parts.flatMap { $0 } }
    /// Lets the block hold an `if #available` statement.
    public static func buildLimitedAvailability(_ parts: [Part]) -> [Part] { parts }
}

/// Where a declaration was written, so that catalog errors can point at it.
public struct DeclarationSite: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file, as `#fileID` gives it: `Module/File.swift`.
    public var fileID: String
    /// The line of the declaration in that file.
    public var line: Int

    /// Creates a site from a `#fileID` and a line number.
    package init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    public var description: String { "\(fileID):\(line)" }
}
