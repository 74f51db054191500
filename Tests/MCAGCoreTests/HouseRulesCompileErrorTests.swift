import Testing

/// A ``HouseRules`` body takes one `buildExpression` per kind of component,
/// as the catalog's builders do, so a value it cannot hold is a compile
/// error rather than a catalog error when the rules are merged. Run with
/// `swiftc -typecheck` against the built MCAGPolicy module, as
/// ``BuilderCompileErrorTests`` does for the catalog.
@Suite struct HouseRulesCompileErrorTests {
    static let misplaced: [(code: String, diagnostic: String)] = [
        ("HouseRules(namespace: \"A\") { Requirement(\"r\", impact: .minor) }",
         "a Requirement belongs to a Criterion"),
        ("HouseRules(namespace: \"A\") { Guideline(\"1\", \"G\", id: \"A:g\") {} }",
         "house rules hold criteria, not guidelines"),
        ("HouseRules(namespace: \"A\") { Exception(\"k\", \"t\") }",
         "no exact matches in call to static method 'buildExpression'"),
        ("HouseRules(namespace: \"A\") { 42 }",
         "no exact matches in call to static method 'buildExpression'"),
    ]

    @Test func wellFormedHouseRulesTypeCheck() throws {
        let snippet = """
            import MCAGPolicy
            let strict = true
            let h = HouseRules(namespace: "A") {
                Criterion("A:x", number: "A-1", "X") { Requirement("r", impact: .minor) }
                ImpactOverride("MCAG:touch-target-size#1", to: .serious, reason: "why")
                if strict { DisabledCriterion("MCAG:clean-names", reason: "why") }
                for name in ["a", "b"] { DisabledCriterion("MCAG:\\(name)", reason: "why") }
            }
            """
        let result = try BuilderCompileErrorTests.typeCheck(snippet)
        #expect(result.status == 0, "a well-formed house body must type-check: \(result.output)")
    }

    @Test func misplacedComponentsAreCompileErrors() throws {
        try BuilderCompileErrorTests.expectCompileErrors(Self.misplaced, importing: "MCAGPolicy")
    }
}
