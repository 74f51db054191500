import MCAGCore

/// One navigation component found on one screen.
struct NavigationComponent {
    /// The key that matches it across screens: kind and identifier, or kind
    /// and rank among the unnamed components of that kind (`tab bar #2`).
    var key: String
    var kind: NavigationComponentKind
    var index: Int

    /// The outermost navigation components of a tree, in document order.
    static func all(in tree: ElementTree, kinds: [NavigationComponentKind]) -> [NavigationComponent] {
        var result: [NavigationComponent] = []
        var unnamedRank: [String: Int] = [:]
        var index = 0
        while index < tree.count {
            guard let kind = kinds.first(where: { $0.matches(tree[index]) }) else {
                index += 1
                continue
            }
            let key: String
            if let identifier = tree[index].identifier, !identifier.isBlank {
                key = "\(kind.name) \"\(identifier)\""
            } else {
                let rank = unnamedRank[kind.name, default: 0] + 1
                unnamedRank[kind.name] = rank
                key = rank == 1 ? kind.name : "\(kind.name) #\(rank)"
            }
            result.append(NavigationComponent(key: key, kind: kind, index: index))
            index = tree.descendants(of: index).upperBound
        }
        return result
    }
}
