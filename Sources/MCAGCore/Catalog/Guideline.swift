/// An MCAG guideline: a group of success criteria under a principle.
public struct Guideline: Sendable {
    /// The guideline number, such as `1.4`.
    public var number: String
    /// The stable identifier, such as `MCAG:distinguishable`.
    public var id: String
    public var title: String
    public var description: String
    public var criteria: [Criterion]
    public var location: DeclarationSite

    public init(
        _ number: String, _ title: String, id: String, description: String = "",
        fileID: String = #fileID, line: Int = #line,
        @ComponentBuilder<Criterion> _ body: () -> [Criterion]
    ) {
        self.number = number
        self.title = title
        self.id = id
        self.description = description
        self.criteria = body()
        self.location = DeclarationSite(fileID: fileID, line: line)
    }
}

/// One of MCAG's four principles: Perceivable, Operable, Understandable, Robust.
public struct Principle: Sendable {
    /// The principle number, `1` to `4`.
    public var number: String
    /// The stable identifier, such as `MCAG:perceivable`.
    public var id: String
    public var title: String
    public var description: String
    public var guidelines: [Guideline]
    public var location: DeclarationSite

    public init(
        _ number: String, _ title: String, id: String, description: String = "",
        fileID: String = #fileID, line: Int = #line,
        @ComponentBuilder<Guideline> _ body: () -> [Guideline]
    ) {
        self.number = number
        self.title = title
        self.id = id
        self.description = description
        self.guidelines = body()
        self.location = DeclarationSite(fileID: fileID, line: line)
    }

    /// Every criterion of the principle, in order.
    public var criteria: [Criterion] { guidelines.flatMap(\.criteria) }
}
