/// One statement of a ``Criterion``'s body.
public enum CriterionPart: Sendable {
    case description(Description)
    case requirement(Requirement)
    case wcag(WCAG)
    case reference(Reference)
    case section508(Section508)
    case seeAlso(SeeAlso)
}

/// The builder of a ``Criterion``'s body: description paragraphs,
/// requirements, WCAG, Section 508 and platform references and pointers to
/// other criteria. Any other value is a compile error.
@resultBuilder
public enum CriterionBuilder: PartBuilder {
    public typealias Part = CriterionPart

    public static func buildExpression(_ description: Description) -> [Part] { [.description(description)] }
    public static func buildExpression(_ requirement: Requirement) -> [Part] { [.requirement(requirement)] }
    public static func buildExpression(_ wcag: WCAG) -> [Part] { [.wcag(wcag)] }
    public static func buildExpression(_ reference: Reference) -> [Part] { [.reference(reference)] }
    public static func buildExpression(_ section508: Section508) -> [Part] { [.section508(section508)] }
    public static func buildExpression(_ seeAlso: SeeAlso) -> [Part] { [.seeAlso(seeAlso)] }

    @available(*, unavailable, message: "an Exception belongs to one Requirement: put it in that Requirement's body")
    public static func buildExpression(_ exception: Exception) -> [Part] { [] }
    @available(*, unavailable, message: "HowToTest belongs to one Requirement: put it in that Requirement's body")
    public static func buildExpression(_ howToTest: HowToTest) -> [Part] { [] }
    @available(*, unavailable, message: "a check decides one Requirement: put it in that Requirement's body")
    public static func buildExpression<C: Check>(_ check: C) -> [Part] { [] }
}
