/// One outcome of matching a screen's reported violations with its review:
/// a true or false positive, a false negative, or an unreviewed violation.
package struct AccuracyItem: Sendable, Hashable {
    /// How a reported violation or a reviewed line was counted.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case truePositive = "true positive"
        case falsePositive = "false positive"
        case falseNegative = "false negative"
        case unreviewed
    }

    /// How it was counted.
    package var kind: Kind
    /// The expectation file of the screen.
    package var file: String
    /// The requirement reported or reviewed (`*` for a missed line about every requirement).
    package var requirementID: String
    /// The criterion's ID (`MCAG:touch-target-size`).
    package var criterionID: String
    /// The element's class and bounds, as the dump writes them; nil for a
    /// finding about a whole screen.
    package var className: String?
    package var bounds: String?
    /// The reviewed line, when one matched.
    package var line: Int?
    /// The reviewer's reason, when a line matched.
    package var reason: String?
    /// The tool's message, when it reported something.
    package var message: String?
    /// The element's name as the tool read it.
    package var label: String?

    /// `file:line` or the file alone.
    var place: String { line.map { "\(file):\($0)" } ?? file }
}
