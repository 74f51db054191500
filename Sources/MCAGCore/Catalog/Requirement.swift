/// One of the tests under an MCAG success criterion.
///
/// MCAG calls these "tests"; this type is named `Requirement` so that it
/// never collides with Swift Testing's `Test` in a suite that imports both.
///
/// ```swift
/// Requirement("Texts sized 17 points or less should have a contrast of at least 4.5:1 …",
///             impact: .minor ... .serious) {
///     Exception("logo-or-brand", "The text is part of a logo or brand name.")
///     TextContrastCheck(size: .regular)
/// }
/// ```
public struct Requirement: Sendable {
    /// The stable identifier, `<criterion id>#<position>`, such as
    /// `MCAG:text-color-contrast#1`. Set when the criterion is built.
    public internal(set) var id: String = ""
    /// The position of the requirement in its criterion, from 1.
    package internal(set) var index: Int = 0
    /// The requirement's wording, as MCAG states the test.
    public var text: String
    /// The range of impact a violation can have, from least to most severe.
    public var impact: ImpactRange
    /// The situations in which the requirement does not apply.
    public var exceptions: [Exception]
    /// Alternatives of which at least one must hold.
    public var conditions: [Condition]
    /// The steps of the procedure the requirement prescribes.
    public var steps: [Step]
    /// Further demands, all of which must hold.
    public var requires: [Requires]
    /// Editorial notes, from MCAG or from this project.
    public var notes: [Note]
    /// How a person verifies the requirement by hand; nil when the body gives none.
    public var howToTest: HowToTest?
    /// The automated or assisted checks that decide the requirement. Empty
    /// for a manual requirement.
    public var checks: [any Check] {
        didSet { scopes = checks.map(CheckScope.init) }
    }
    /// Each check's scope, in check order, worked out when the checks are set
    /// rather than by every audit: the casts to ``ElementCheck`` and the other
    /// scopes search the runtime's conformance records, about 100,000
    /// instructions per check, which made preparing an audit cost as much as
    /// auditing a thousand elements.
    private(set) var scopes: [CheckScope] = []
    /// Where the requirement is declared, for pointing catalog errors at it.
    package var location: DeclarationSite
    /// Single-valued components the body declares more than once (a second
    /// `HowToTest`); the catalog refuses them when it is built.
    var repeatedComponents: [String] = []

    /// Creates a requirement from its wording, its range of impact and a body of exceptions, conditions, steps,
    /// further demands, notes, a manual procedure and checks. `fileID` and `line` record where it is declared.
    public init(
        _ text: String, impact: ImpactRange, fileID: String = #fileID, line: Int = #line,
        @RequirementBuilder _ body: () -> [RequirementPart] = { [] }
    ) {
        self.text = text
        self.impact = impact
        self.location = DeclarationSite(fileID: fileID, line: line)
        self.exceptions = []
        self.conditions = []
        self.steps = []
        self.requires = []
        self.notes = []
        self.checks = []
        let parts = body()
        for part in parts { add(part) }
        // Set once: each append through `add` would cast every check so far again.
        self.checks = parts.compactMap { part in
            if case .check(let check) = part { return check }
            return nil
        }
        scopes = checks.map(CheckScope.init)
    }

    /// Creates a requirement whose violations have one `impact`; otherwise as the range-taking initializer.
    public init(
        _ text: String, impact: Impact, fileID: String = #fileID, line: Int = #line,
        @RequirementBuilder _ body: () -> [RequirementPart] = { [] }
    ) {
        self.init(text, impact: ImpactRange(impact), fileID: fileID, line: line, body)
    }

    private mutating func add(_ part: RequirementPart) {
        switch part {
        case .exception(let exception): exceptions.append(exception)
        case .condition(let condition): conditions.append(condition)
        case .step(let step): steps.append(step)
        case .requires(let demand): requires.append(demand)
        case .note(let note): notes.append(note)
        case .check: break  // set together by the initializer
        case .howToTest(let procedure):
            // A second procedure would silently replace the first: record it for the catalog to refuse.
            if howToTest != nil { repeatedComponents.append("HowToTest") }
            howToTest = procedure
        }
    }

    /// How the requirement is decided.
    public var automation: Automation {
        if checks.isEmpty { return .manual }
        return checks.contains { $0.automation == .automated } ? .automated : .assisted
    }

    /// The exception declared under `key`, if any.
    public func exception(_ key: String) -> Exception? { exceptions.first { $0.key == key } }
}

/// How much of a requirement a machine can decide.
public enum Automation: String, Sendable, Hashable, Codable {
    /// A check decides pass or fail from the snapshot.
    case automated
    /// A check finds candidates that a person confirms.
    case assisted
    /// No check: a person tests it by hand.
    case manual
}
