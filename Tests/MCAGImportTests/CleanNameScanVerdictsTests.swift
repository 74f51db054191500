import Testing
import MCAGCore
@testable import MCAGUnderstandable

/// A name's word-scan verdict is reused only for the roles and language it was worked out for.
@Suite struct CleanNameScanVerdictsTests {
    @Test func aVerdictIsReusedOnlyForTheSameRolesAndLanguage() {
        var verdicts = CleanNameScan.Verdicts()
        var made = 0
        func verdict(_ roles: FewRoles, _ language: String?) -> ElementVerdict {
            verdicts.verdict(for: "Toggle 1", roles: roles, language: language) {
                made += 1
                return .review(reason: "\(made)", missing: [])
            }
        }
        func reason(_ verdict: ElementVerdict) -> String? {
            if case let .review(reason, _) = verdict { reason } else { nil }
        }
        #expect(reason(verdict([.switch], "en")) == "1")
        #expect(reason(verdict([.switch], "en")) == "1")
        #expect(reason(verdict([.button], "en")) == "2")
        #expect(reason(verdict([.button], nil)) == "3")
        #expect(reason(verdict([.button], nil)) == "3")
        #expect(made == 3)
    }
}
