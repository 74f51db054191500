import MCAGCore

/// One navigation component found on one screen.
struct NavigationComponent {
    /// The key that matches it across screens: kind and identifier, or kind,
    /// class and rank among the unnamed components of that kind and class
    /// (`tab bar (TabLayout) #2`).
    var key: String
    var kind: NavigationComponentKind
    var index: Int

    /// The components `all(in:kinds:)` finds in a screen's tree, found once per screen
    /// and set of kinds and shared by the three navigation checks that read it.
    static func all(in screen: ScreenContext, kinds: [NavigationComponentKind]) -> [NavigationComponent] {
        screen.shared(fact, for: factKey(kinds)) { all(in: screen.tree, kinds: kinds) }
    }

    private static let fact = SharedFact<[NavigationComponent]>("navigation components")

    /// The shared fact's parameter: every field that tells kinds apart, roles sorted.
    /// `String(describing:)` of the array gave the same, through reflection, at
    /// a hundred times the cost, and in a set's arbitrary order.
    static func factKey(_ kinds: [NavigationComponentKind]) -> String {
        var key = "navigation-components"
        for kind in kinds {
            let roles: String = kind.roles.map(\.rawValue).sorted().joined(separator: ",")
            let fragments: String = kind.classNameFragments.joined(separator: ",")
            let sameness: String = kind.requiresSameItems ? "same" : "order"
            key += "\u{1F}\(kind.name)\u{1E}\(roles)\u{1E}\(fragments)\u{1E}\(sameness)"
        }
        return key
    }

    /// The outermost navigation components of a tree, in document order.
    static func all(in tree: ElementTree, kinds: [NavigationComponentKind]) -> [NavigationComponent] {
        var result: [NavigationComponent] = []
        var unnamedRank: [String: Int] = [:]
        var index = 0
        let matcher = KindMatcher(kinds)
        while index < tree.count {
            let element = tree[index]
            guard let kind = matcher.kind(of: element) else {
                index += 1
                continue
            }
            let key = componentKey(of: element, kind: kind, unnamedRank: &unnamedRank)
            result.append(NavigationComponent(key: key, kind: kind, index: index))
            index = tree.descendants(of: index).upperBound
        }
        return result
    }

    /// The component's name across screens: its kind and identifier, else its kind, class and rank among the unnamed.
    private static func componentKey(
        of element: Element, kind: NavigationComponentKind, unnamedRank: inout [String: Int]
    ) -> String {
        if let identifier = element.identifier, !identifier.isBlank {
            return "\(kind.name) \"\(identifier)\""
        }
        // Unnamed components of different classes (bottom navigation, in-page tabs) are different components.
        let className: String? = element.className.flatMap { $0.split(separator: ".").last.map(String.init) }
        let base: String = className.map { "\(kind.name) (\($0))" } ?? kind.name
        let rank: Int = unnamedRank[base, default: 0] + 1
        unnamedRank[base] = rank
        return rank == 1 ? base : "\(base) #\(rank)"
    }

    /// Which kind an element is, if any.
    private struct KindMatcher {
        let kinds: [NavigationComponentKind]
        let kindRoles: [FewRoles]
        /// Every kind's roles together: most elements are no component, and one look-up turns them away.
        let anyKindRole: FewRoles

        init(_ kinds: [NavigationComponentKind]) {
            self.kinds = kinds
            kindRoles = kinds.map { FewRoles($0.roles) }
            anyKindRole = FewRoles(kinds.flatMap(\.roles))
        }

        /// A role says more than a class name: an iOS toolbar is a toolbar even though its class contains "Toolbar".
        /// No kind's roles hold the element's when the first look-up fails, so the second asks class names only,
        /// and only of an element that has one (searching the kinds copied each kind, for every element).
        func kind(of element: Element) -> NavigationComponentKind? {
            let role = element.role
            if anyKindRole.contains(role), let position = kindRoles.firstIndex(where: { $0.contains(role) }) {
                return kinds[position]
            }
            guard element.className != nil else { return nil }
            return kinds.first(where: { $0.matchesClassName(of: element) })
        }
    }
}
