/// Why a catalog could not be built. Every case names the offending
/// declaration and where it was written.
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Two criteria share an ID; `second` is the later declaration.
    case duplicateCriterionID(String, first: DeclarationSite, second: DeclarationSite)
    /// Two guidelines share an ID; `second` is the later declaration.
    case duplicateGuideline(String, first: DeclarationSite, second: DeclarationSite)
    /// A requirement's impact range has its lower level above its upper one.
    case emptyImpactRange(requirement: String, range: ImpactRange, at: DeclarationSite)
    /// A criterion declares no requirements.
    case criterionWithoutRequirements(String, at: DeclarationSite)
    /// A `SeeAlso` pointer names a criterion the catalog does not hold.
    case unknownCriterionReference(from: String, to: String, at: DeclarationSite)
    /// A requirement declares the same exception key twice.
    case duplicateExceptionKey(requirement: String, key: String, at: DeclarationSite)
    /// An identifier is malformed; `reason` says how.
    case invalidIdentifier(String, reason: String, at: DeclarationSite)
    /// A block holds a value it cannot. The package's own builders make that a
    /// compile error, so none of them throws this; it stays for catalogs
    /// assembled by other code and for source compatibility.
    case unrecognizedComponent(in: String, type: String, at: DeclarationSite)
    /// A check can report an exception its requirement does not declare.
    case undeclaredDetectedException(requirement: String, check: String, key: String, declared: [String], at: DeclarationSite)
    /// A component a block holds at most once (a requirement's `HowToTest`) is given twice.
    case repeatedComponent(in: String, type: String, at: DeclarationSite)
    /// A house declaration names a requirement the catalog does not hold.
    case unknownRequirementReference(from: String, to: String, at: DeclarationSite)
    /// A house impact override moves a requirement's impact further than the house policy allows.
    case impactOverrideOutsidePolicy(
        requirement: String, standard: ImpactRange, requested: ImpactRange, policy: String, at: DeclarationSite)
    /// Two house declarations say something about the same requirement or criterion.
    case conflictingHouseDeclaration(String, first: DeclarationSite, second: DeclarationSite)
    /// A house declaration that must explain itself (an override, a disabled criterion) gives no reason.
    case missingReason(String, at: DeclarationSite)

    /// Two catalog errors are equal when they say the same: each description names every value
    /// its case holds. (The equality the compiler derives for these fifteen cases took more
    /// than CI's 100 ms budget to type-check.)
    public static func == (lhs: CatalogError, rhs: CatalogError) -> Bool {
        lhs.description == rhs.description
    }

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
        case .undeclaredDetectedException, .repeatedComponent, .unknownRequirementReference,
             .impactOverrideOutsidePolicy, .conflictingHouseDeclaration, .missingReason:
            laterDescription
        }
    }

    /// The description of the errors that declarations of checks, references and house rules raise.
    /// (One switch over every case took over CI's 100 ms budget to type-check.)
    private var laterDescription: String {
        switch self {
        case let .undeclaredDetectedException(requirement, check, key, declared, at):
            "\(at): check '\(check)' can report exception '\(key)', which requirement \(requirement) does not declare"
                + " (declared: \(Self.list(declared)))"
        case let .repeatedComponent(owner, type, at):
            "\(at): '\(owner)' declares \(type) more than once; a second one would replace the first, so merge them"
        case let .unknownRequirementReference(from, to, at):
            "\(at): \(from) refers to unknown requirement '\(to)'; requirement IDs read '<criterion id>#<n>'"
        case let .impactOverrideOutsidePolicy(requirement, standard, requested, policy, at):
            "\(at): impact override of \(requirement) from \(standard) to \(requested) is outside the house policy (\(policy))"
        case let .conflictingHouseDeclaration(subject, first, second):
            "\(second): house rules already declare something about '\(subject)' (at \(first)); keep one declaration"
        case let .missingReason(subject, at):
            "\(at): \(subject) gives no reason; say why, so that reviewers and reports can show it"
        default:
            preconditionFailure("unreachable: `description` describes the other cases itself")
        }
    }

    private static func list(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
