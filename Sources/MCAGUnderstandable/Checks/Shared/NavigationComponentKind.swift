package import MCAGCore

/// A kind of app-level navigation component that 3.4.3 compares across
/// screens: how to recognise it and how strictly to compare it.
///
/// Extend ``standard`` with a house kind (a side drawer, a custom bottom
/// bar) by role or by class-name fragment:
///
/// ```swift
/// ConsistentNavigationOrderCheck(order: .programmatic, kinds: NavigationComponentKind.standard + [
///     NavigationComponentKind(name: "drawer", classNameFragments: ["NavigationView"], requiresSameItems: true),
/// ])
/// ```
package struct NavigationComponentKind: Sendable, Hashable {
    /// The name messages use: `tab bar`.
    package var name: String
    /// Roles that make an element this kind of component.
    package var roles: Set<Role>
    /// Fragments of a platform class name that make an element this kind,
    /// compared without regard to case.
    package var classNameFragments: [String]
    /// True when every screen must offer the same items (a tab bar); false
    /// when screens may add or drop items and only the order of the items
    /// they share is compared (a navigation bar whose back button and
    /// actions depend on the screen).
    package var requiresSameItems: Bool

    /// A kind recognised by role or by class-name fragment.
    package init(name: String, roles: Set<Role> = [], classNameFragments: [String] = [], requiresSameItems: Bool) {
        self.name = name
        self.roles = roles
        self.classNameFragments = classNameFragments
        self.requiresSameItems = requiresSameItems
    }

    /// Bottom tab bars and Android bottom navigation or tab layouts: the same items on every screen.
    package static let tabBar = NavigationComponentKind(
        name: "tab bar", roles: [.tabBar],
        classNameFragments: ["BottomNavigationView", "NavigationBarView", "TabLayout", "TabBar"], requiresSameItems: true)
    /// Top bars: screen actions may differ, shared items keep their order.
    package static let navigationBar = NavigationComponentKind(
        name: "navigation bar", roles: [.navigationBar], classNameFragments: ["Toolbar", "ActionBar"], requiresSameItems: false)
    /// Toolbars: screen actions may differ, shared items keep their order.
    package static let toolbar = NavigationComponentKind(
        name: "toolbar", roles: [.toolbar], classNameFragments: [], requiresSameItems: false)

    /// Tab bars, navigation bars and toolbars.
    package static let standard: [NavigationComponentKind] = [.tabBar, .navigationBar, .toolbar]

    /// Whether the element is a component of this kind.
    package func matches(_ element: Element) -> Bool {
        roles.contains(element.role) || matchesClassName(of: element)
    }

    /// Whether the element's class name holds one of the fragments (what
    /// ``matches(_:)`` asks when the role does not decide).
    func matchesClassName(of element: Element) -> Bool {
        guard let className = element.className, !classNameFragments.isEmpty else { return false }
        return classNameFragments.contains { className.containsFragment($0, ignoringASCIICase: true) }
    }
}
