import Testing
import MCAGCore
@testable import MCAGUnderstandable

/// A name's word-scan verdict is reused only for the roles and language it was worked out for.
@Suite struct CleanNameScanVerdictsTests {
    @Test func aVerdictIsFoundOnlyForTheSameRolesAndLanguage() {
        var verdicts = CleanNameScan.Verdicts()
        func reason(_ roles: FewRoles, _ language: String?) -> String? {
            if case let .review(reason, _)? = verdicts.verdict(for: "Toggle 1", roles: roles, language: language) { reason.message } else { nil }
        }
        #expect(reason([.switch], "en") == nil)
        verdicts.keep(.review(reason: WrittenResult("switch"), missing: []), for: "Toggle 1", roles: [.switch], language: "en")
        #expect(reason([.switch], "en") == "switch")
        #expect(reason([.button], "en") == nil)
        #expect(reason([.switch], nil) == nil)
        #expect(reason([.switch], "pt") == nil)
        verdicts.keep(.review(reason: WrittenResult("button"), missing: []), for: "Toggle 1", roles: [.button], language: nil)
        #expect(reason([.button], nil) == "button")
        #expect(reason([.switch], "en") == "switch")
        #expect(verdicts.verdict(for: "Toggle 2", roles: [.switch], language: "en") == nil)
    }
}
