import Testing
@testable import MCAGCore
@testable import MCAGPerceivable

/// 1.1.4's two-state roles are a bit literal by role code as well.
@Suite struct TwoStateRoleBitsTests {
    @Test func theTwoStateRolesAreSwitchCheckboxAndRadio() {
        let named: [Role] = [.switch, .checkbox, .radio]
        #expect(PerceivableStateCheck.twoStateRoles == RoleSet(named))
        for role in RoleCodeSample.all { #expect(PerceivableStateCheck.twoStateRoles.contains(role) == named.contains(role), "\(role)") }
    }
}
