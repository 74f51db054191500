import Testing
@testable import MCAGCore

/// Roles compare and hash by a small code when ``Role`` names them and by
/// their string otherwise; either way equal strings must be equal roles.
@Suite struct RoleCodeTests {
    static let named: [Role] = [
        .application, .window, .button, .link, .image, .text, .heading, .textField, .secureTextField,
        .searchField, .switch, .checkbox, .radio, .slider, .stepper, .picker, .progressIndicator, .tab, .tabBar,
        .segmentedControl, .navigationBar, .toolbar, .menu, .menuItem, .list, .cell, .scrollView, .webView,
        .video, .audio, .mediaPlayer, .alert, .toast, .keyboard, .statusBar, .group, .container, .unknown,
    ]

    @Test func everyNamedRoleHasItsOwnCode() {
        let codes = Self.named.map { Role.code(of: $0.rawValue) }
        #expect(!codes.contains(Role.otherCode))
        #expect(Set(codes).count == Self.named.count)
        #expect(Role.code(of: "Button") == Role.otherCode)
    }

    @Test func theInteractiveBitsAreTheInteractiveSet() {
        #expect(Role.interactiveSet.bits == RoleSet(Role.interactive).bits)
        for role in Self.named { #expect(role.isInteractive == Role.interactive.contains(role), "\(role)") }
    }

    @Test func rolesMadeFromStringsEqualTheNamedOnes() {
        for role in Self.named {
            let made = Role(rawValue: String(role.rawValue))
            #expect(made == role)
            #expect(made.hashValue == role.hashValue)
        }
        #expect(Role("widget") == Role("widget"))
        #expect(Role("widget") != Role("gadget"))
        #expect(Role("widget") != .button)
        #expect(Role("buttonx") != .button)
    }

    @Test func changingTheStringChangesTheCode() {
        var role = Role("widget")
        role.rawValue = "button"
        #expect(role == .button)
        #expect(role.hashValue == Role.button.hashValue)
        #expect(role.isInteractive)
        role.rawValue = "widget"
        #expect(role == Role("widget"))
        #expect(!role.isInteractive)
    }

    @Test func interactiveIsTheSetsMembership() {
        for role in Self.named + [Role("widget"), Role("")] {
            #expect(role.isInteractive == Role.interactive.contains(role))
        }
    }

    @Test func roleSetsHoldOnlyNamedRoles() {
        var set = RoleSet([.button, .tab])
        #expect(set.contains(.button))
        #expect(!set.contains(.link))
        let tookWidget = set.insert(Role("widget"))
        #expect(!tookWidget)
        #expect(!set.contains(Role("widget")))
        let tookLink = set.insert(.link)
        #expect(tookLink)
        #expect(set.contains(.link))
        #expect(set.intersects(RoleSet([.link])))
        #expect(!set.intersects(RoleSet([.image])))
    }
}
