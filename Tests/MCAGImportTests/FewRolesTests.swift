import Testing
import MCAGCore
@testable import MCAGUnderstandable

/// `FewRoles` stands in for `Set<Role>` in the clean-name and navigation
/// checks; it must answer as the set does, roles no constant names included.
@Suite struct FewRolesTests {
    static let samples: [[Role]] = [
        [], [.button], [.button, .tab], [Role("widget")], [Role("widget"), .slider], [.image, Role("gadget"), .link],
    ]

    @Test func membershipAndIntersectionAsASet() {
        let probes: [Role] = [.button, .tab, .slider, .image, .link, .text, Role("widget"), Role("gadget"), Role("other")]
        for roles in Self.samples {
            let few = FewRoles(roles)
            for role in probes { #expect(few.contains(role) == Set(roles).contains(role)) }
            for other in Self.samples {
                let expected = !Set(roles).isDisjoint(with: Set(other))
                #expect(few.intersects(FewRoles(other)) == expected)
                #expect(few.intersects(Set(other)) == expected)
            }
        }
    }

    /// The clean-name checks reuse a name's verdict for equal roles: equal sets must hold the same roles.
    @Test func equalSetsHoldTheSameRoles() {
        for roles in Self.samples {
            for other in Self.samples where FewRoles(roles) == FewRoles(other) { #expect(Set(roles) == Set(other)) }
            #expect(FewRoles(roles) == FewRoles(roles))
        }
    }
}
