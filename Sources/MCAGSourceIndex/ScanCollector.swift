/// Everything one or more files yielded, before lookups are built: scanners append here, and
/// ``SourceIndex`` turns it into maps once the whole tree is read (a `testTag(CONSTANT)` can
/// name a constant declared in a file read later).
struct ScanCollector: Sendable {
    var declarations: [SourceDeclaration] = []
    var idReferences: [SourceDeclaration] = []
    /// `testTag(NAME)` and `.accessibilityIdentifier(Name.member)` sites, `name` being the
    /// constant's name until it is resolved.
    var tagConstantUses: [SourceDeclaration] = []
    /// `const val NAME = "value"`, Swift `static let name = "value"` and `case name = "value"`:
    /// name to values (one name can be declared in several files).
    var constants: [String: [String]] = [:]
    var stringDefinitions: [StringDefinition] = []
    var stringUses: [StringUse] = []
    var textSites: [TextSite] = []

    mutating func add(_ other: ScanCollector) {
        declarations += other.declarations
        idReferences += other.idReferences
        tagConstantUses += other.tagConstantUses
        constants.merge(other.constants) { $0 + $1 }
        stringDefinitions += other.stringDefinitions
        stringUses += other.stringUses
        textSites += other.textSites
    }
}
