/// One statement of a ``Guideline``'s body.
public enum GuidelinePart: Sendable {
    case description(Description)
    case criterion(Criterion)
}

/// The builder of a ``Guideline``'s body: description paragraphs and criteria.
@resultBuilder
public enum GuidelineBuilder: PartBuilder {
    public typealias Part = GuidelinePart

    public static func buildExpression(_ description: Description) -> [Part] { [.description(description)] }
    public static func buildExpression(_ criterion: Criterion) -> [Part] { [.criterion(criterion)] }
    public static func buildExpression(_ criteria: [Criterion]) -> [Part] { criteria.map(Part.criterion) }
}

/// One statement of a ``Principle``'s body.
public enum PrinciplePart: Sendable {
    case description(Description)
    case guideline(Guideline)
}

/// The builder of a ``Principle``'s body: description paragraphs and guidelines.
@resultBuilder
public enum PrincipleBuilder: PartBuilder {
    public typealias Part = PrinciplePart

    public static func buildExpression(_ description: Description) -> [Part] { [.description(description)] }
    public static func buildExpression(_ guideline: Guideline) -> [Part] { [.guideline(guideline)] }
    public static func buildExpression(_ guidelines: [Guideline]) -> [Part] { guidelines.map(Part.guideline) }
}
