/// An MCAG success criterion: what it asks, its tests (``Requirement``s),
/// and the WCAG 2.2, platform and Section 508 material it maps to.
///
/// ```swift
/// Criterion("MCAG:media-players-titled", number: "1.2.2", "Media Players Titled") {
///     Description("If an element is a player of time-based media, it has a title …")
///     Requirement("Audio and video players have a title …", impact: .serious) {
///         MediaPlayerTitleCheck()
///     }
///     WCAG.nonTextContent
/// }
/// ```
public struct Criterion: Sendable {
    /// The stable identifier, such as `MCAG:clean-names`; a house rule uses
    /// a namespace of its own (`ACME:brand-colours`).
    public var id: String
    /// The number MCAG prints (`3.2.4`). Not unique: look-up by number may
    /// return several criteria.
    public var number: String
    /// The criterion's title, such as "Media Players Titled".
    public var title: String
    /// The body's description paragraphs, joined by blank lines.
    public var description: String
    /// The criterion's tests, in order; each one's `index` is its position from 1.
    public var requirements: [Requirement]
    /// The WCAG 2.2 success criteria the criterion restates.
    public var wcag: [WCAG]
    /// Pointers to platform guidance.
    public var references: [Reference]
    /// The Section 508 failure conditions that cover the same ground.
    public var section508: [Section508]
    /// Other criteria this one points the reader to, by ID.
    public var seeAlso: [String]
    /// Where the criterion is declared, for pointing catalog errors at it.
    package var location: DeclarationSite

    /// Creates a criterion from its stable identifier, the number MCAG prints and its title, and a body of
    /// description paragraphs, requirements, WCAG, Section 508 and platform references and `SeeAlso` pointers.
    /// `fileID` and `line` record where it is declared.
    public init(
        _ id: String, number: String, _ title: String, fileID: String = #fileID, line: Int = #line,
        @CriterionBuilder _ body: () -> [CriterionPart]
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.location = DeclarationSite(fileID: fileID, line: line)
        var paragraphs: [Description] = [], requirements: [Requirement] = [], wcag: [WCAG] = []
        var references: [Reference] = [], section508: [Section508] = [], seeAlso: [String] = []
        for part in body() {
            switch part {
            case .description(let paragraph): paragraphs.append(paragraph)
            case .requirement(var requirement):
                requirement.index = requirements.count + 1
                requirement.id = "\(id)#\(requirement.index)"
                requirements.append(requirement)
            case .wcag(let reference): wcag.append(reference)
            case .reference(let reference): references.append(reference)
            case .section508(let reference): section508.append(reference)
            case .seeAlso(let pointer): seeAlso.append(pointer.criterionID)
            }
        }
        self.description = Description.joined(paragraphs)
        self.requirements = requirements
        self.wcag = wcag
        self.references = references
        self.section508 = section508
        self.seeAlso = seeAlso
    }

    /// The requirement at `index` (from 1), if there is one.
    public func requirement(_ index: Int) -> Requirement? {
        requirements.first { $0.index == index }
    }
}

/// A pointer from one criterion to another, by the other's ID. The catalog
/// refuses a pointer to a criterion it does not hold.
public struct SeeAlso: Sendable, Hashable, Codable {
    /// The identifier of the criterion pointed to, such as `MCAG:clean-names`.
    public var criterionID: String
    /// Creates a pointer to the criterion with identifier `criterionID`.
    public init(_ criterionID: String) { self.criterionID = criterionID }
}
