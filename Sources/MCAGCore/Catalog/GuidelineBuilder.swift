/// One statement of a ``Guideline``'s body.
public enum GuidelinePart: Sendable {
    /// A paragraph of the guideline's description.
    case description(Description)
    /// One of the guideline's criteria.
    case criterion(Criterion)
}

/// The builder of a ``Guideline``'s body: description paragraphs and criteria.
@resultBuilder
public enum GuidelineBuilder: PartBuilder {
    public typealias Part = GuidelinePart

    /// Lets the block hold a `Description` paragraph.
    public static func buildExpression(_ description: Description) -> [Part] { [.description(description)] }
    /// Lets the block hold a `Criterion`.
    public static func buildExpression(_ criterion: Criterion) -> [Part] { [.criterion(criterion)] }
    /// Lets the block hold an array of criteria, in order.
    public static func buildExpression(_ criteria: [Criterion]) -> [Part] { criteria.map(Part.criterion) }
}

/// One statement of a ``Principle``'s body.
public enum PrinciplePart: Sendable {
    /// A paragraph of the principle's description.
    case description(Description)
    /// One of the principle's guidelines.
    case guideline(Guideline)
}

/// The builder of a ``Principle``'s body: description paragraphs and guidelines.
@resultBuilder
public enum PrincipleBuilder: PartBuilder {
    public typealias Part = PrinciplePart

    /// Lets the block hold a `Description` paragraph.
    public static func buildExpression(_ description: Description) -> [Part] { [.description(description)] }
    /// Lets the block hold a `Guideline`.
    public static func buildExpression(_ guideline: Guideline) -> [Part] { [.guideline(guideline)] }
    /// Lets the block hold an array of guidelines, in order.
    public static func buildExpression(_ guidelines: [Guideline]) -> [Part] { guidelines.map(Part.guideline) }
}
