import Testing
@testable import MCAGCore

private struct NamedElementCheck: ElementCheck {
    var name: String { "test-named-element" }
    var examples: [CheckExample] { [] }
    func evaluate(_ element: ElementContext) -> Finding? {
        element.element.role == .button ? .pass(element, "element scope") : nil
    }
}

private struct WholeScreenCheck: ScreenCheck {
    var name: String { "test-whole-screen" }
    var examples: [CheckExample] { [] }
    func evaluate(_ screen: ScreenContext) -> [Finding] { [.screen(.pass, screen, "screen scope")] }
}

private struct WholeAppCheck: AppCheck {
    var name: String { "test-whole-app" }
    var examples: [CheckExample] { [] }
    func evaluate(_ app: AppContext) -> [Finding] { [.app(.pass, "app scope")] }
}

/// A requirement works out its checks' scopes when its checks are set, not
/// per audit; checks set or added later must still run in their own scope.
@Suite struct RequirementScopeTests {
    let snapshot = AppSnapshot(Screen(name: "Home", Node(Element(role: .window)) { Node(Element(role: .button)) }))

    func kinds(_ requirement: Requirement) -> [String] {
        requirement.scopes.map { scope in
            switch scope {
            case .element: "element"
            case .screen: "screen"
            case .app: "app"
            case .unknown: "unknown"
            }
        }
    }

    func messages(_ requirement: Requirement) throws -> [String] {
        let criterion = Criterion("T:scopes", number: "9.9.9", "Scopes") { requirement }
        return try Audit.evaluate(requirement, of: criterion, on: snapshot).findings.map(\.message)
    }

    @Test func theBuilderWorksOutEachCheckScope() throws {
        let requirement = Requirement("Scopes", impact: .minor) {
            NamedElementCheck()
            WholeScreenCheck()
            WholeAppCheck()
        }
        #expect(kinds(requirement) == ["element", "screen", "app"])
        #expect(try messages(requirement) == ["element scope", "screen scope", "app scope"])
    }

    @Test func checksSetLaterRunInTheirOwnScope() throws {
        var requirement = Requirement("Scopes", impact: .minor) { NamedElementCheck() }
        requirement.checks = [WholeAppCheck(), WholeScreenCheck()]
        #expect(kinds(requirement) == ["app", "screen"])
        #expect(try messages(requirement) == ["app scope", "screen scope"])
        requirement.checks.append(NamedElementCheck())
        #expect(kinds(requirement) == ["app", "screen", "element"])
        #expect(try messages(requirement) == ["app scope", "screen scope", "element scope"])
    }
}
