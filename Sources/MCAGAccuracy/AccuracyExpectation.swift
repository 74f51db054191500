/// One reviewed line of an accuracy-corpus expectation file: what a person
/// decided about one requirement on one element of a real screen.
///
/// The format is described in Documentation/Accuracy.md.
package struct AccuracyExpectation: Sendable, Hashable {
    /// What the reviewer decided.
    package enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// A real violation: the tool must report it.
        case report
        /// Not a violation: the tool must not report it.
        case clean
        /// Not a violation that a tool can decide: needs review is right, a violation is wrong.
        case review
    }

    /// What the reviewer decided.
    package var verdict: Verdict
    /// The full requirement ID (`MCAG:touch-target-size#1`), or nil for `*` (every requirement).
    package var requirementID: String?
    /// The element's class exactly as the dump writes it.
    package var className: String
    /// The element's bounds, as the dump writes them.
    package var bounds: AccuracyBounds
    /// The reviewer's one-line reason.
    package var reason: String
    /// The line of the expectation file, for messages.
    package var line: Int

    /// An expectation line; `requirementID` nil means every requirement (`*`).
    init(
        verdict: Verdict, requirementID: String?, className: String, bounds: AccuracyBounds, reason: String, line: Int
    ) {
        self.verdict = verdict
        self.requirementID = requirementID
        self.className = className
        self.bounds = bounds
        self.reason = reason
        self.line = line
    }

    /// The key a reported violation is matched by: class and bounds.
    var elementKey: AccuracyElementKey { AccuracyElementKey(className: className, bounds: bounds) }
}

/// An element as the corpus names it: its class and its bounds.
struct AccuracyElementKey: Hashable, Sendable {
    var className: String
    var bounds: AccuracyBounds
}
