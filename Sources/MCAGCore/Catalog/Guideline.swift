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
    public var title: String
    public var description: String
    public var criteria: [Criterion]
    public var location: DeclarationSite

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
    public var title: String
    public var description: String
    public var guidelines: [Guideline]
    public var location: DeclarationSite

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
