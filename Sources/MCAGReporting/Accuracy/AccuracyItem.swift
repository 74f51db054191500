/// One outcome of matching a screen's reported violations with its review:
/// a true or false positive, a false negative, or an unreviewed violation.
public struct AccuracyItem: Sendable, Hashable {
    /// How a reported violation or a reviewed line was counted.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case truePositive = "true positive"
        case falsePositive = "false positive"
        case falseNegative = "false negative"
        case unreviewed
    }

    /// How it was counted.
    public var kind: Kind
    /// The expectation file of the screen.
    public var file: String
    /// The requirement reported or reviewed (`*` for a missed line about every requirement).
    public var requirementID: String
    /// The criterion's ID (`MCAG:touch-target-size`).
    public var criterionID: String
    /// The element's class and bounds, as the dump writes them; nil for a
    /// finding about a whole screen.
    public var className: String?
    public var bounds: String?
    /// The reviewed line, when one matched.
    public var line: Int?
    /// The reviewer's reason, when a line matched.
    public var reason: String?
    /// The tool's message, when it reported something.
    public var message: String?
    /// The element's name as the tool read it.
    public var label: String?

    /// `file:line` or the file alone.
    public var place: String { line.map { "\(file):\($0)" } ?? file }
}
