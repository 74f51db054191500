/// One statement of a ``Requirement``'s body.
public enum RequirementPart: Sendable {
    /// A situation in which the requirement does not apply.
    case exception(Exception)
    /// One of the alternatives of which at least one must hold.
    case condition(Condition)
    /// A step of the procedure the requirement prescribes.
    case step(Step)
    /// A further demand; every one the requirement makes must hold.
    case requires(Requires)
    /// An editorial note.
    case note(Note)
    /// How a person verifies the requirement by hand.
    case howToTest(HowToTest)
    /// A check that tests the requirement automatically.
    case check(any Check)
}

/// The builder of a ``Requirement``'s body: exceptions, conditions, steps,
/// further demands, notes, one manual procedure and checks. Any other value
/// is a compile error; the common slips get a message that says where the
/// value belongs.
@resultBuilder
public enum RequirementBuilder: PartBuilder {
    public typealias Part = RequirementPart

    /// Lets the block hold an `Exception`.
    public static func buildExpression(_ exception: Exception) -> [Part] { [.exception(exception)] }
    /// Lets the block hold a `Condition`.
    public static func buildExpression(_ condition: Condition) -> [Part] { [.condition(condition)] }
    /// Lets the block hold a `Step`.
    public static func buildExpression(_ step: Step) -> [Part] { [.step(step)] }
    /// Lets the block hold a `Requires`.
    public static func buildExpression(_ requires: Requires) -> [Part] { [.requires(requires)] }
    /// Lets the block hold a `Note`.
    public static func buildExpression(_ note: Note) -> [Part] { [.note(note)] }
    /// Lets the block hold a `HowToTest`.
    public static func buildExpression(_ howToTest: HowToTest) -> [Part] { [.howToTest(howToTest)] }
    /// Lets the block hold a check.
    public static func buildExpression<C: Check>(_ check: C) -> [Part] { [.check(check)] }

    @available(*, unavailable, message: "a criterion's Description goes in the Criterion's body, beside its requirements")
    public static func buildExpression(_ description: Description) -> [Part] { [] }
    @available(*, unavailable, message: "WCAG, Section508 and Reference go in the Criterion's body, beside its requirements")
    public static func buildExpression(_ wcag: WCAG) -> [Part] { [] }
    @available(*, unavailable, message: "a Requirement cannot hold another Requirement; declare both in the Criterion")
    public static func buildExpression(_ requirement: Requirement) -> [Part] { [] }
}
