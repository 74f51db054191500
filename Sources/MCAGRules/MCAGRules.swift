@_exported public import MCAGCore
@_exported public import MCAGPolicy
@_exported public import MCAGPerceivable
@_exported public import MCAGOperable
@_exported public import MCAGUnderstandable
@_exported public import MCAGRobust
// The importers, so a test suite reads dumps and JSON snapshots with `import MCAGRules` alone.
@_exported public import MCAGImport

extension Catalog {
    /// The standard MCAG catalog: every principle, guideline, criterion and
    /// test of the Mobile Content Accessibility Guidelines draft.
    public static let standard: Catalog = {
        do {
            return try Catalog([Perceivable.principle, Operable.principle, Understandable.principle, Robust.principle])
        } catch {
            // The standard catalog is fixed at compile time and checked by the test suite.
            fatalError("The standard MCAG catalog is invalid: \(error)")
        }
    }()
}
