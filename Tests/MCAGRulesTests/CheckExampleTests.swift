import Testing
import MCAGRules

/// One generic test runs every example of every check in the standard
/// catalog: a contributor who adds a check with examples gets its tests
/// for free, and a check that decides an example wrongly fails here.
@Suite struct CheckExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let criterion: Criterion
        let requirement: Requirement
        let check: String
        let example: CheckExample

        var testDescription: String {
            "\(requirement.id) \(check) \(example.expectation.rawValue): \(example.summary)"
        }
    }

    static let cases: [Case] = Catalog.standard.criteria.flatMap { criterion in
        criterion.requirements.flatMap { requirement in
            requirement.checks.flatMap { check in
                check.examples.map { Case(criterion: criterion, requirement: requirement, check: check.name, example: $0) }
            }
        }
    }

    @Test(arguments: cases)
    func exampleHasTheDeclaredOutcome(_ testCase: Case) throws {
        let result = try Audit.evaluate(testCase.requirement, of: testCase.criterion, on: testCase.example.snapshot)
        let expected: Outcome = switch testCase.example.expectation {
        case .passes: .pass
        case .fails: .violation
        case .needsReview: .needsReview
        }
        #expect(
            result.outcome == expected,
            "\(testCase.example.location): expected \(expected), got \(result.outcome): \(result.findings.map(\.message))")
    }

    /// A failing or needs-review example marks the elements the check must
    /// flag (``Node/flagged()``); the check must flag exactly those, as
    /// SwiftLint checks each marked violation's position. A finding about a
    /// whole screen or the app flags no element, and such an example marks none.
    @Test(arguments: cases)
    func exampleFlagsExactlyTheMarkedElements(_ testCase: Case) throws {
        let example = testCase.example
        guard let kind = example.flaggedKind else {
            #expect(example.marked.isEmpty, "\(example.location): a passing example marks no element as flagged")
            return
        }
        let result = try Audit.evaluate(testCase.requirement, of: testCase.criterion, on: example.snapshot)
        let flagged = result.elements(flagged: kind)
        #expect(flagged == example.marked,
                "\(example.location): flagged \(flagged.sorted()), marked \(example.marked.sorted()): \(result.findings.map(\.message))")
    }

    @Test func everyCheckCarriesAPassingAndAFailingExample() {
        for requirement in Catalog.standard.requirements {
            for check in requirement.checks {
                let kinds = Set(check.examples.map(\.expectation))
                #expect(kinds.contains(.passes), "\(requirement.id) \(check.name) has no passing example")
                #expect(kinds.contains(.fails), "\(requirement.id) \(check.name) has no failing example")
            }
        }
    }

    @Test func checkNamesAreUniquePerRequirement() {
        for requirement in Catalog.standard.requirements {
            let names = requirement.checks.map(\.name)
            #expect(Set(names).count == names.count, "\(requirement.id) repeats a check name")
        }
    }
}
