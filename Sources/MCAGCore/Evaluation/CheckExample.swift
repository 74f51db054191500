/// A snapshot fragment that shows what a check decides, carried by the
/// check itself. One generic test runs every example in the catalog, so a
/// contributor who adds a check gets its tests for free.
///
/// A failing or needs-review example marks the elements it expects the
/// check to flag with ``Node/flagged()``, as SwiftLint's examples mark each
/// expected violation's position; the generic test checks that the check
/// flags exactly those elements.
///
/// ```swift
/// var examples: [CheckExample] {
///     [
///         .passes("A named button", Node(Element(role: .button, label: "Play"))),
///         .fails("An icon button with no name", Node(Element(role: .button)).flagged()),
///     ]
/// }
/// ```
public struct CheckExample: Sendable {
    /// What the requirement's outcome must be on the example.
    package enum Expectation: String, Sendable, Hashable {
        /// The requirement must pass, fail, or need review on the example.
        case passes, fails, needsReview
    }

    /// What the requirement's outcome must be on the example.
    package var expectation: Expectation
    /// A short description of the example, shown when its test fails.
    package var summary: String
    /// The snapshot the check runs on, without the marks.
    package var snapshot: AppSnapshot
    /// The elements marked with ``Node/flagged()``: those the check must
    /// flag, with violations in a `.fails` example and needs-review findings
    /// in a `.needsReview` one.
    package var marked: Set<ExampleElement>
    /// Where the example is declared, for pointing a failing test at it.
    package var location: DeclarationSite

    /// Creates an example from a whole snapshot whose elements may be marked with `.flagged()`;
    /// `fileID` and `line` record where it is declared.
    package init(
        _ expectation: Expectation, _ summary: String, snapshot: AppSnapshot,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.expectation = expectation
        self.summary = summary
        (self.snapshot, self.marked) = ExampleMarks.take(from: snapshot)
        self.location = DeclarationSite(fileID: fileID, line: line)
    }

    /// The kind of finding the marked elements must have: violations for a
    /// failing example, needs review for one that needs review; nil for a
    /// passing example, which marks nothing.
    public var flaggedKind: Finding.Kind? {
        switch expectation {
        case .passes: nil
        case .fails: .violation
        case .needsReview: .needsReview
        }
    }

    /// An example on one screen of `roots` on which the requirement must pass.
    public static func passes(_ summary: String, _ roots: Node..., fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.passes, summary, snapshot: AppSnapshot(screens: [Screen(tree: ElementTree(roots: roots))]),
             fileID: fileID, line: line)
    }

    /// An example on one screen of `roots` on which the requirement must fail at the marked elements.
    public static func fails(_ summary: String, _ roots: Node..., fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.fails, summary, snapshot: AppSnapshot(screens: [Screen(tree: ElementTree(roots: roots))]),
             fileID: fileID, line: line)
    }

    /// An example on one screen of `roots` on which the marked elements must need review.
    public static func needsReview(_ summary: String, _ roots: Node..., fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.needsReview, summary, snapshot: AppSnapshot(screens: [Screen(tree: ElementTree(roots: roots))]),
             fileID: fileID, line: line)
    }

    /// An example on `screen` on which the requirement must pass.
    public static func passes(_ summary: String, screen: Screen, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.passes, summary, snapshot: AppSnapshot(screens: [screen]), fileID: fileID, line: line)
    }

    /// An example on `screen` on which the requirement must fail at the marked elements.
    public static func fails(_ summary: String, screen: Screen, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.fails, summary, snapshot: AppSnapshot(screens: [screen]), fileID: fileID, line: line)
    }

    /// An example on `screen` on which the marked elements must need review.
    public static func needsReview(_ summary: String, screen: Screen, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.needsReview, summary, snapshot: AppSnapshot(screens: [screen]), fileID: fileID, line: line)
    }

    /// An example on a whole app snapshot, for checks across screens, on which the requirement must pass.
    public static func passes(_ summary: String, app: AppSnapshot, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.passes, summary, snapshot: app, fileID: fileID, line: line)
    }

    /// An example on a whole app snapshot on which the requirement must fail at the marked elements.
    public static func fails(_ summary: String, app: AppSnapshot, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.fails, summary, snapshot: app, fileID: fileID, line: line)
    }

    /// An example on a whole app snapshot on which the marked elements must need review.
    public static func needsReview(_ summary: String, app: AppSnapshot, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.needsReview, summary, snapshot: app, fileID: fileID, line: line)
    }
}
