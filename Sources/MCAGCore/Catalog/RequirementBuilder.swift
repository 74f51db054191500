/// One statement of a ``Requirement``'s body.
public enum RequirementPart: Sendable {
    case exception(Exception)
    case condition(Condition)
    case step(Step)
    case requires(Requires)
    case note(Note)
    case howToTest(HowToTest)
    case check(any Check)
}

/// The builder of a ``Requirement``'s body: exceptions, conditions, steps,
/// further demands, notes, one manual procedure and checks. Any other value
/// is a compile error; the common slips get a message that says where the
/// value belongs.
@resultBuilder
public enum RequirementBuilder: PartBuilder {
    public typealias Part = RequirementPart

    public static func buildExpression(_ exception: Exception) -> [Part] { [.exception(exception)] }
    public static func buildExpression(_ condition: Condition) -> [Part] { [.condition(condition)] }
    public static func buildExpression(_ step: Step) -> [Part] { [.step(step)] }
    public static func buildExpression(_ requires: Requires) -> [Part] { [.requires(requires)] }
    public static func buildExpression(_ note: Note) -> [Part] { [.note(note)] }
    public static func buildExpression(_ howToTest: HowToTest) -> [Part] { [.howToTest(howToTest)] }
    public static func buildExpression<C: Check>(_ check: C) -> [Part] { [.check(check)] }

    @available(*, unavailable, message: "a criterion's Description goes in the Criterion's body, beside its requirements")
    public static func buildExpression(_ description: Description) -> [Part] { [] }
    @available(*, unavailable, message: "WCAG, Section508 and Reference go in the Criterion's body, beside its requirements")
    public static func buildExpression(_ wcag: WCAG) -> [Part] { [] }
    @available(*, unavailable, message: "a Requirement cannot hold another Requirement; declare both in the Criterion")
    public static func buildExpression(_ requirement: Requirement) -> [Part] { [] }
}
