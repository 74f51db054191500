/// One statement of a ``HouseRules`` body.
public enum HouseRulePart: Sendable {
    case criterion(Criterion)
    case impactOverride(ImpactOverride)
    case disabledCriterion(DisabledCriterion)
}

/// The builder of a ``HouseRules`` body: the house's own criteria, impact
/// overrides and disabled criteria. Any other value is a compile error; the
/// likely slips get a message that says where the value belongs.
@resultBuilder
public enum HouseRulesBuilder: PartBuilder {
    public typealias Part = HouseRulePart

    public static func buildExpression(_ criterion: Criterion) -> [Part] { [.criterion(criterion)] }
    public static func buildExpression(_ change: ImpactOverride) -> [Part] { [.impactOverride(change)] }
    public static func buildExpression(_ disabled: DisabledCriterion) -> [Part] { [.disabledCriterion(disabled)] }

    @available(*, unavailable, message: "a Requirement belongs to a Criterion; declare the house's own Criterion around it")
    public static func buildExpression(_ requirement: Requirement) -> [Part] { [] }
    @available(*, unavailable, message: "house rules hold criteria, not guidelines; declare the Criterion itself")
    public static func buildExpression(_ guideline: Guideline) -> [Part] { [] }
}
