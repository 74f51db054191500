/// An MCAG guideline: a group of success criteria under a principle.
///
/// ```swift
/// Guideline("1.4", "Distinguishable", id: "MCAG:distinguishable") {
///     Description("This guideline deals with …")
///     Criterion("MCAG:text-color-contrast", number: "1.4.1", "Text Color Contrast") { … }
/// }
/// ```
public struct Guideline: Sendable {
    /// The guideline number, such as `1.4`.
    public var number: String
    /// The stable identifier, such as `MCAG:distinguishable`.
    public var id: String
    /// The guideline's title, such as "Distinguishable".
    public var title: String
    /// The body's description paragraphs, joined by blank lines.
    public var description: String
    /// The guideline's criteria, in order.
    public var criteria: [Criterion]
    /// Where the guideline is declared, for pointing catalog errors at it.
    package var location: DeclarationSite

    /// Creates a guideline from its number (such as `1.4`), title and stable identifier and a body of
    /// description paragraphs and criteria. `fileID` and `line` record where it is declared.
    public init(
        _ number: String, _ title: String, id: String, fileID: String = #fileID, line: Int = #line,
        @GuidelineBuilder _ body: () -> [GuidelinePart]
    ) {
        self.number = number
        self.title = title
        self.id = id
        self.location = DeclarationSite(fileID: fileID, line: line)
        var paragraphs: [Description] = [], criteria: [Criterion] = []
        for part in body() {
            switch part {
            case .description(let paragraph): paragraphs.append(paragraph)
            case .criterion(let criterion): criteria.append(criterion)
            }
        }
        self.description = Description.joined(paragraphs)
        self.criteria = criteria
    }
}

/// One of MCAG's four principles: Perceivable, Operable, Understandable, Robust.
public struct Principle: Sendable {
    /// The principle number, `1` to `4`.
    public var number: String
    /// The stable identifier, such as `MCAG:perceivable`.
    public var id: String
    /// The principle's title, such as "Perceivable".
    public var title: String
    /// The body's description paragraphs, joined by blank lines.
    public var description: String
    /// The principle's guidelines, in order.
    public var guidelines: [Guideline]
    /// Where the principle is declared, for pointing catalog errors at it.
    package var location: DeclarationSite

    /// Creates a principle from its number (`1` to `4`), title and stable identifier and a body of
    /// description paragraphs and guidelines. `fileID` and `line` record where it is declared.
    public init(
        _ number: String, _ title: String, id: String, fileID: String = #fileID, line: Int = #line,
        @PrincipleBuilder _ body: () -> [PrinciplePart]
    ) {
        self.number = number
        self.title = title
        self.id = id
        self.location = DeclarationSite(fileID: fileID, line: line)
        var paragraphs: [Description] = [], guidelines: [Guideline] = []
        for part in body() {
            switch part {
            case .description(let paragraph): paragraphs.append(paragraph)
            case .guideline(let guideline): guidelines.append(guideline)
            }
        }
        self.description = Description.joined(paragraphs)
        self.guidelines = guidelines
    }

    /// Every criterion of the principle, in order.
    public var criteria: [Criterion] { guidelines.flatMap(\.criteria) }
}
