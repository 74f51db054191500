/// What one ``CheckExample`` of one check declared, and what the
/// requirement's outcome on its snapshot was.
///
/// The standard catalog's own test suite runs every example this way; a
/// team runs its house rules' examples with ``HouseRules/checkExampleRuns()``
/// (or, in a test, `expectCheckExamples` and `XCTAssertCheckExamples` of
/// MCAGTesting).
public struct CheckExampleRun: Sendable, CustomStringConvertible {
    /// The requirement whose check declared the example.
    public var requirementID: String
    /// The check's ``Check/name``.
    public var check: String
    /// The example as declared.
    public var example: CheckExample
    /// The outcome the example declares.
    public var expected: Outcome
    /// The outcome the audit reached on the example's snapshot.
    public var actual: Outcome
    /// The findings' messages, to say why the outcome differs.
    public var messages: [String]
    /// The elements the check flagged with the finding kind the example
    /// expects (``CheckExample/flaggedKind``).
    public var flagged: Set<ExampleElement> = []

    /// Whether the check decided the example as declared and, when the
    /// example marks elements (``Node/flagged()``), flagged exactly those.
    public var passed: Bool { expected == actual && flagsAsMarked }

    /// True when the example marks no element or the check flagged exactly the marked ones.
    package var flagsAsMarked: Bool { example.marked.isEmpty || flagged == example.marked }

    /// One line: requirement, check, example and whether it was decided as declared.
    public var description: String {
        let verdict = expected != actual ? "expected \(expected), got \(actual): \(messages)"
            : flagsAsMarked ? "as declared"
            : "flagged \(flagged.sorted()), marked \(example.marked.sorted()): \(messages)"
        return "\(requirementID) \(check) \(example.expectation.rawValue): \(example.summary) (\(example.location)): " + verdict
    }

    /// Runs every example of every check of `criteria`'s requirements.
    package static func all(in criteria: [Criterion]) throws(AuditError) -> [CheckExampleRun] {
        var runs: [CheckExampleRun] = []
        for criterion in criteria {
            for requirement in criterion.requirements {
                for check in requirement.checks {
                    for example in check.examples {
                        runs.append(try run(example, of: check.name, requirement: requirement, criterion: criterion))
                    }
                }
            }
        }
        return runs
    }

    static func run(
        _ example: CheckExample, of check: String, requirement: Requirement, criterion: Criterion
    ) throws(AuditError) -> CheckExampleRun {
        let result = try Audit.evaluate(requirement, of: criterion, on: example.snapshot)
        let expected: Outcome = switch example.expectation {
        case .passes: .pass
        case .fails: .violation
        case .needsReview: .needsReview
        }
        return CheckExampleRun(
            requirementID: requirement.id, check: check, example: example, expected: expected,
            actual: result.outcome, messages: result.findings.map(\.message),
            flagged: example.flaggedKind.map(result.elements(flagged:)) ?? [])
    }

    /// Checks of `criteria` that lack a passing or a failing example: the
    /// DSL's rule that every check shows both sides of its threshold.
    public static func checksMissingExamples(in criteria: [Criterion]) -> [String] {
        criteria.flatMap(\.requirements).flatMap { requirement in
            requirement.checks.compactMap { check -> String? in
                let kinds = Set(check.examples.map(\.expectation))
                let missing = [CheckExample.Expectation.passes, .fails].filter { !kinds.contains($0) }
                return missing.isEmpty ? nil
                    : "\(requirement.id) \(check.name) has no \(missing.map(\.rawValue).joined(separator: " or ")) example"
            }
        }
    }
}

extension HouseRules {
    /// Runs every example of the house criteria's checks, as the standard
    /// catalog's suite runs its own. One line in a team's suite:
    ///
    /// ```swift
    /// @Test func houseExamples() throws {
    ///     for run in try AcmeRules.house.checkExampleRuns() { #expect(run.passed, "\(run)") }
    /// }
    /// ```
    public func checkExampleRuns() throws(AuditError) -> [CheckExampleRun] {
        try CheckExampleRun.all(in: criteria)
    }
}

extension Catalog {
    /// Runs every example of every check in the catalog.
    public func checkExampleRuns() throws(AuditError) -> [CheckExampleRun] {
        try CheckExampleRun.all(in: criteria)
    }
}
