import Testing
import MCAGRules

/// The standard checks that find an exception themselves report it through
/// the engine, which lists it as applied: no check names an exception its
/// requirement does not declare (the catalog would refuse to build).
@Suite struct DetectedExceptionCatalogTests {
    func result(_ requirementID: String, _ roots: Node...) throws -> RequirementResult {
        let requirement = try #require(Catalog.standard.requirement(id: requirementID))
        let criterion = try #require(Catalog.standard.criterion(id: String(requirementID.prefix { $0 != "#" })))
        return try Audit.evaluate(requirement, of: criterion, on: AppSnapshot(screens: [Screen(tree: ElementTree(roots: roots))]))
    }

    @Test func disabledControlTextListsTheDisabledControlExceptionAsApplied() throws {
        let white = Color(red: 1, green: 1, blue: 1), pale = Color(red: 0.85, green: 0.85, blue: 0.85)
        let outcome = try result("MCAG:text-color-contrast#1", Node(Element(role: .container, backgroundColor: white)) {
            Node(Element(role: .text, text: "Buy", isEnabled: false, textStyle: TextStyle(fontSize: 14, weight: 400),
                         foregroundColor: pale))
        })
        #expect(outcome.outcome == .notApplicable)
        #expect(outcome.appliedExceptions.map(\.claim.exception) == ["disabled-control"])
        #expect(outcome.appliedExceptions.first?.detectedBy == "text-contrast-regular")
        #expect(outcome.appliedExceptions.first?.exceptionText == "The text is a label of a disabled control.")
    }

    @Test func everyDetectedExceptionOfTheStandardChecksIsDeclared() {
        for requirement in Catalog.standard.requirements {
            let declared = Set(requirement.exceptions.map(\.key))
            for check in requirement.checks {
                for key in check.detectedExceptions {
                    #expect(declared.contains(key.rawValue), "\(requirement.id) \(check.name) reports undeclared '\(key)'")
                }
            }
        }
        let detecting = Catalog.standard.requirements.flatMap(\.checks).filter { !$0.detectedExceptions.isEmpty }
        #expect(Set(detecting.map(\.name)).isSuperset(of: ["touch-target-size", "single-key-shortcut", "control-contrast"]))
    }
}
