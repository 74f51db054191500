/// Why a catalog could not be built. Every case names the offending
/// declaration and where it was written.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    case duplicateCriterionID(String, first: DeclarationSite, second: DeclarationSite)
    case duplicateGuideline(String, first: DeclarationSite, second: DeclarationSite)
    case emptyImpactRange(requirement: String, range: ImpactRange, at: DeclarationSite)
    case criterionWithoutRequirements(String, at: DeclarationSite)
    case unknownCriterionReference(from: String, to: String, at: DeclarationSite)
    case duplicateExceptionKey(requirement: String, key: String, at: DeclarationSite)
    case invalidIdentifier(String, reason: String, at: DeclarationSite)
    case unrecognizedComponent(in: String, type: String, at: DeclarationSite)

    public var description: String {
        switch self {
        case let .duplicateCriterionID(id, first, second):
            "\(second): criterion ID '\(id)' is declared twice (first at \(first)); give each criterion a unique ID"
        case let .duplicateGuideline(id, first, second):
            "\(second): guideline '\(id)' is declared twice (first at \(first))"
        case let .emptyImpactRange(requirement, range, at):
            "\(at): requirement \(requirement) has an empty impact range \(range.lower.title) ... \(range.upper.title); write the lower level first"
        case let .criterionWithoutRequirements(id, at):
            "\(at): criterion '\(id)' declares no requirements (MCAG tests); add at least one Requirement"
        case let .unknownCriterionReference(from, to, at):
            "\(at): '\(from)' refers to unknown criterion '\(to)'"
        case let .duplicateExceptionKey(requirement, key, at):
            "\(at): requirement \(requirement) declares exception '\(key)' twice"
        case let .invalidIdentifier(id, reason, at):
            "\(at): identifier '\(id)' is invalid: \(reason)"
        case let .unrecognizedComponent(owner, type, at):
            "\(at): '\(owner)' contains a \(type), which it cannot hold"
        }
    }
}
