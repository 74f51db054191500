/// A snapshot fragment that shows what a check decides, carried by the
/// check itself. One generic test runs every example in the catalog, so a
/// contributor who adds a check gets its tests for free.
///
/// ```swift
/// var examples: [CheckExample] {
///     [
///         .passes("A named button", Node(Element(role: .button, label: "Play"))),
///         .fails("An icon button with no name", Node(Element(role: .button))),
///     ]
/// }
/// ```
public struct CheckExample: Sendable {
    /// What the requirement's outcome must be on the example.
    public enum Expectation: String, Sendable, Hashable {
        case passes, fails, needsReview
    }

    public var expectation: Expectation
    public var summary: String
    public var snapshot: AppSnapshot
    public var location: DeclarationSite

    public init(
        _ expectation: Expectation, _ summary: String, snapshot: AppSnapshot,
        fileID: String = #fileID, line: Int = #line
    ) {
        self.expectation = expectation
        self.summary = summary
        self.snapshot = snapshot
        self.location = DeclarationSite(fileID: fileID, line: line)
    }

    public static func passes(_ summary: String, _ roots: Node..., fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.passes, summary, snapshot: AppSnapshot(screens: [Screen(tree: ElementTree(roots: roots))]),
             fileID: fileID, line: line)
    }

    public static func fails(_ summary: String, _ roots: Node..., fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.fails, summary, snapshot: AppSnapshot(screens: [Screen(tree: ElementTree(roots: roots))]),
             fileID: fileID, line: line)
    }

    public static func needsReview(_ summary: String, _ roots: Node..., fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.needsReview, summary, snapshot: AppSnapshot(screens: [Screen(tree: ElementTree(roots: roots))]),
             fileID: fileID, line: line)
    }

    public static func passes(_ summary: String, screen: Screen, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.passes, summary, snapshot: AppSnapshot(screens: [screen]), fileID: fileID, line: line)
    }

    public static func fails(_ summary: String, screen: Screen, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.fails, summary, snapshot: AppSnapshot(screens: [screen]), fileID: fileID, line: line)
    }

    public static func needsReview(_ summary: String, screen: Screen, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.needsReview, summary, snapshot: AppSnapshot(screens: [screen]), fileID: fileID, line: line)
    }

    public static func passes(_ summary: String, app: AppSnapshot, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.passes, summary, snapshot: app, fileID: fileID, line: line)
    }

    public static func fails(_ summary: String, app: AppSnapshot, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.fails, summary, snapshot: app, fileID: fileID, line: line)
    }

    public static func needsReview(_ summary: String, app: AppSnapshot, fileID: String = #fileID, line: Int = #line) -> Self {
        Self(.needsReview, summary, snapshot: app, fileID: fileID, line: line)
    }
}
