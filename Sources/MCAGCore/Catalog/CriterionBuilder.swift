/// One statement of a ``Criterion``'s body.
public enum CriterionPart: Sendable {
    /// A paragraph of the criterion's description.
    case description(Description)
    /// One of the criterion's requirements.
    case requirement(Requirement)
    /// A WCAG success criterion the criterion restates.
    case wcag(WCAG)
    /// A pointer to platform guidance.
    case reference(Reference)
    /// A Section 508 failure condition covering the same ground.
    case section508(Section508)
    /// A pointer to another criterion.
    case seeAlso(SeeAlso)
}

/// The builder of a ``Criterion``'s body: description paragraphs,
/// requirements, WCAG, Section 508 and platform references and pointers to
/// other criteria. Any other value is a compile error.
@resultBuilder
public enum CriterionBuilder: PartBuilder {
    public typealias Part = CriterionPart

    /// Lets the block hold a `Description` paragraph.
    public static func buildExpression(_ description: Description) -> [Part] { [.description(description)] }
    /// Lets the block hold a `Requirement`.
    public static func buildExpression(_ requirement: Requirement) -> [Part] { [.requirement(requirement)] }
    /// Lets the block hold a `WCAG` reference.
    public static func buildExpression(_ wcag: WCAG) -> [Part] { [.wcag(wcag)] }
    /// Lets the block hold a platform `Reference`.
    public static func buildExpression(_ reference: Reference) -> [Part] { [.reference(reference)] }
    /// Lets the block hold a `Section508` failure condition.
    public static func buildExpression(_ section508: Section508) -> [Part] { [.section508(section508)] }
    /// Lets the block hold a `SeeAlso` pointer.
    public static func buildExpression(_ seeAlso: SeeAlso) -> [Part] { [.seeAlso(seeAlso)] }

    @available(*, unavailable, message: "an Exception belongs to one Requirement: put it in that Requirement's body")
    public static func buildExpression(_ exception: Exception) -> [Part] { [] }
    @available(*, unavailable, message: "HowToTest belongs to one Requirement: put it in that Requirement's body")
    public static func buildExpression(_ howToTest: HowToTest) -> [Part] { [] }
    @available(*, unavailable, message: "a check decides one Requirement: put it in that Requirement's body")
    public static func buildExpression<C: Check>(_ check: C) -> [Part] { [] }
}
