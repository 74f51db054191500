import Testing
@testable import MCAGCore
@testable import MCAGOperable

/// The 2.1.7 tests' role sets are bit literals by role code (so that they
/// are constants outside MCAGCore); each must be the set of the roles it names.
@Suite struct LabelInNameRoleBitsTests {
    @Test func theLabelledRolesAreTheRolesThatDrawTheirTextAsTheirLabel() {
        let named: [Role] = [.tab, .button, .link, .menuItem, .checkbox, .radio, .switch]
        #expect(HiddenVisibleLabel.labelledRoles == RoleSet(named))
        for role in RoleCodeSample.all { #expect(HiddenVisibleLabel.labelledRoles.contains(role) == named.contains(role), "\(role)") }
    }

    @Test func theTextEntryRolesAreTheFields() {
        let named: [Role] = [.textField, .searchField, .secureTextField]
        #expect(SpokenText.textEntry == RoleSet(named))
        for role in RoleCodeSample.all { #expect(SpokenText.textEntry.contains(role) == named.contains(role), "\(role)") }
    }
}

/// Every role ``Role`` names, and one it does not.
enum RoleCodeSample {
    static let all: [Role] = [
        .application, .window, .button, .link, .image, .text, .heading, .textField, .secureTextField,
        .searchField, .switch, .checkbox, .radio, .slider, .stepper, .picker, .progressIndicator, .tab, .tabBar,
        .segmentedControl, .navigationBar, .toolbar, .menu, .menuItem, .list, .cell, .scrollView, .webView,
        .video, .audio, .mediaPlayer, .alert, .toast, .keyboard, .statusBar, .group, .container, .unknown, Role("widget"),
    ]
}
