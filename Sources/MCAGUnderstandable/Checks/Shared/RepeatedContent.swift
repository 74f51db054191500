import MCAGCore

/// How the cross-screen checks of guideline 3.4 recognise the same element
/// on different screens, and the items of a navigation component.
enum RepeatedContent {
    /// How far below an unnamed control to look for a name; bounded so that
    /// naming stays linear in the size of the screen.
    static let nameSearchLimit = 16

    /// A key that is equal for the same element on two screens: the
    /// identifier, else the accessible name, else the name of a descendant
    /// close below (an Android tab whose text sits in a child).
    static func key(of index: Int, in tree: ElementTree) -> String? {
        let element = tree[index]
        if let identifier = element.identifier, !identifier.isBlank { return "id:" + identifier }
        if let name = name(of: index, in: tree) { return "name:" + name }
        return nil
    }

    /// The accessible name of the element or of a descendant close below.
    static func name(of index: Int, in tree: ElementTree) -> String? {
        if let name = tree[index].accessibleName { return name }
        for descendant in tree.descendants(of: index).prefix(nameSearchLimit) {
            if let name = tree[descendant].accessibleName { return name }
        }
        return nil
    }

    /// A key as messages show it, without its prefix.
    static func display(_ key: String) -> String {
        if key.hasPrefix("id:") { return String(key.dropFirst(3)) }
        if key.hasPrefix("name:") { return "\"" + key.dropFirst(5) + "\"" }
        return key
    }

    /// The items of a navigation component: the outermost operable elements
    /// below it, in document order. Each subtree is visited once.
    static func items(of component: Int, in tree: ElementTree) -> [Int] {
        var result: [Int] = []
        let range = tree.descendants(of: component)
        var index = range.lowerBound
        while index < range.upperBound {
            let element = tree[index]
            if element.isInteractive || element.role == .tab {
                result.append(index)
                index = tree.descendants(of: index).upperBound
            } else {
                index += 1
            }
        }
        return result
    }

    /// A screen's name in messages, made unique by its position when two
    /// captures share a name.
    static func screenNames(of app: AppContext) -> [String] {
        var seen: [String: Int] = [:]
        return app.screens.map { context in
            let name = context.screen.displayName
            seen[name, default: 0] += 1
            let count = seen[name] ?? 1
            return count == 1 ? name : "\(name) (capture \(count))"
        }
    }

    /// "A, B and C".
    static func list(_ names: [String]) -> String {
        guard names.count > 1, let last = names.last else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
