/// One statement of a ``HouseRules`` body.
public enum HouseRulePart: Sendable {
    /// A house criterion.
    case criterion(Criterion)
    /// An impact override.
    case impactOverride(ImpactOverride)
    /// A disabled criterion.
    case disabledCriterion(DisabledCriterion)
}

/// The builder of a ``HouseRules`` body: the house's own criteria, impact
/// overrides and disabled criteria. Any other value is a compile error; the
/// likely slips get a message that says where the value belongs.
@resultBuilder
public enum HouseRulesBuilder: PartBuilder {
    /// One statement of the body.
    public typealias Part = HouseRulePart

    /// A house criterion.
    public static func buildExpression(_ criterion: Criterion) -> [Part] { [.criterion(criterion)] }
    /// An impact override.
    public static func buildExpression(_ change: ImpactOverride) -> [Part] { [.impactOverride(change)] }
    /// A disabled criterion.
    public static func buildExpression(_ disabled: DisabledCriterion) -> [Part] { [.disabledCriterion(disabled)] }

    /// Unavailable: a requirement belongs inside a criterion.
    @available(*, unavailable, message: "a Requirement belongs to a Criterion; declare the house's own Criterion around it")
    public static func buildExpression(_ requirement: Requirement) -> [Part] { [] }
    /// Unavailable: house rules hold criteria, not guidelines.
    @available(*, unavailable, message: "house rules hold criteria, not guidelines; declare the Criterion itself")
    public static func buildExpression(_ guideline: Guideline) -> [Part] { [] }
}
