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
        screen.sharedFact(factKey(kinds)) { all(in: screen.tree, kinds: kinds) }
    }

    /// The shared fact's key: every field that tells kinds apart, roles sorted.
    /// `String(describing:)` of the array gave the same, through reflection, at
    /// a hundred times the cost, and in a set's arbitrary order.
    static func factKey(_ kinds: [NavigationComponentKind]) -> String {
        var key = "navigation-components"
        for kind in kinds {
            key += "\u{1F}" + kind.name + "\u{1E}" + kind.roles.map(\.rawValue).sorted().joined(separator: ",")
            key += "\u{1E}" + kind.classNameFragments.joined(separator: ",") + (kind.requiresSameItems ? "\u{1E}same" : "\u{1E}order")
        }
        return key
    }

    /// The outermost navigation components of a tree, in document order.
    static func all(in tree: ElementTree, kinds: [NavigationComponentKind]) -> [NavigationComponent] {
        var result: [NavigationComponent] = []
        var unnamedRank: [String: Int] = [:]
        var index = 0
        let kindRoles = kinds.map { FewRoles($0.roles) }
        // Every kind's roles together: most elements are no component, and one look-up turns them away.
        let anyKindRole = FewRoles(kinds.flatMap(\.roles))
        while index < tree.count {
            let element = tree[index]
            // A role says more than a class name: an iOS toolbar is a toolbar even though its class contains "Toolbar".
            // No kind's roles hold the element's when the first look-up fails, so the second asks class names only,
            // and only of an element that has one (searching the kinds copied each kind, for every element).
            let role = element.role
            guard let kind = (anyKindRole.contains(role) ? kindRoles.firstIndex(where: { $0.contains(role) }).map({ kinds[$0] }) : nil)
                ?? (element.className == nil ? nil : kinds.first(where: { $0.matchesClassName(of: element) })) else {
                index += 1
                continue
            }
            let key: String
            if let identifier = element.identifier, !identifier.isBlank {
                key = "\(kind.name) \"\(identifier)\""
            } else {
                // Unnamed components of different classes (bottom navigation, in-page tabs) are different components.
                let className = element.className.flatMap { $0.split(separator: ".").last.map(String.init) }
                let base = className.map { "\(kind.name) (\($0))" } ?? kind.name
                let rank = unnamedRank[base, default: 0] + 1
                unnamedRank[base] = rank
                key = rank == 1 ? base : "\(base) #\(rank)"
            }
            result.append(NavigationComponent(key: key, kind: kind, index: index))
            index = tree.descendants(of: index).upperBound
        }
        return result
    }
}
