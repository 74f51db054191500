import MCAGCore

/// Where a repeated element sits among the other content its screens
/// repeat: the comparison behind 3.4.3's programmatic position and 3.4.4's
/// help position.
///
/// Every screen is indexed once: the first position in document order of
/// each element's *content key* (role and identifier, else role and name,
/// so that a title "Home" and a tab "Home" differ). For a subject shown on
/// several screens, the repeated content is every key found on all of them;
/// the set of repeated keys read before the subject is hashed per screen.
enum RelativePlacement {
    /// ``positions(in:)`` of a screen, worked out once for the navigation and help checks that both compare them.
    static func positions(of screen: ScreenContext) -> [String: Int] {
        screen.sharedFact("relative-placement.positions") { positions(in: screen.tree) }
    }

    /// The first position of every content key on one screen.
    static func positions(in tree: ElementTree) -> [String: Int] {
        var first: [String: Int] = [:]
        first.reserveCapacity(tree.count)
        for index in tree.indices {
            let element = tree[index]
            // The key as `contentKey(role, "id:" + identifier)` (or `"name:" + name`) spells it, built in one string.
            let key: String
            if let identifier = element.identifier, !identifier.isBlank {
                key = joined(element.role.rawValue, "|id:", identifier)
            } else if let name = element.accessibleName {
                key = joined(element.role.rawValue, "|name:", name)
            } else {
                continue
            }
            // One look-up: the default is stored only when the key is new, so the first index stays.
            keepFirst(&first[key, default: index])
        }
        return first
    }

    private static func keepFirst(_ index: inout Int) {}

    private static func joined(_ first: String, _ second: String, _ third: String) -> String {
        var text = ""
        text.reserveCapacity(first.utf8.count + second.utf8.count + third.utf8.count)
        text += first
        text += second
        text += third
        return text
    }

    /// Role and identity, as `button|id:help`.
    static func contentKey(_ role: Role, _ identity: String) -> String { role.rawValue + "|" + identity }

    /// A content key as messages show it.
    static func display(_ key: String) -> String {
        guard let bar = key.firstIndex(of: "|") else { return RepeatedContent.display(key) }
        return RepeatedContent.display(String(key[key.index(after: bar)...]))
    }

    /// The result of comparing one subject's place across its screens.
    enum Comparison {
        /// Nothing else repeats on those screens.
        case nothingToCompare
        case consistent
        /// The place most screens share, and every other place with its screens.
        case inconsistent(reference: String, referenceScreens: [String], deviations: [(place: String, screens: [String])])
    }

    static func compare(
        _ subject: String, on screens: [Int], positions: [[String: Int]], names: [String], ignoring: Set<String> = []
    ) -> Comparison {
        // The keys every screen holds: the first screen's, kept while each other screen has them too.
        // Counting every key of every screen hashed every element of the app once per subject.
        guard let first = screens.first else { return .nothingToCompare }
        var repeated = Set<String>()
        for key in positions[first].keys where key != subject && !ignoring.contains(key)
            && screens.dropFirst().allSatisfy({ positions[$0][key] != nil }) {
            repeated.insert(key)
        }
        guard !repeated.isEmpty else { return .nothingToCompare }
        // Sorted once; a screen's group is the positions, in this order, of the keys read before the subject,
        // so that grouping hashes a few integers per key rather than every key's string.
        let sortedRepeated = repeated.sorted()
        var groups: [[Int]: [Int]] = [:]
        var groupOrder: [[Int]] = []
        for screen in screens {
            let position = positions[screen]
            let subjectPosition = position[subject] ?? 0
            let before = sortedRepeated.indices.filter { (position[sortedRepeated[$0]] ?? 0) < subjectPosition }
            if groups[before] == nil { groupOrder.append(before) }
            groups[before, default: []].append(screen)
        }
        guard groupOrder.count > 1,
              let referenceGroup = groupOrder.max(by: { (groups[$0]?.count ?? 0) < (groups[$1]?.count ?? 0) })
        else { return .consistent }
        func keys(_ group: [Int]) -> [String] { group.map { sortedRepeated[$0] } }
        func describe(_ group: [Int]) -> String {
            let before = keys(group)
            let position = positions[groups[group]?.first ?? 0]
            let ordered = { (keys: [String]) in keys.sorted { (position[$0] ?? 0) < (position[$1] ?? 0) } }
            let after = ordered(repeated.subtracting(before).sorted())
            let beforeText = "after " + ordered(before).map(display).joined(separator: ", ")
            let afterText = "before " + after.map(display).joined(separator: ", ")
            if before.isEmpty { return afterText }
            return after.isEmpty ? beforeText : "\(beforeText) and \(afterText)"
        }
        let screensOf = { (group: [Int]) in (groups[group] ?? []).map { names[$0] } }
        return .inconsistent(
            reference: describe(referenceGroup), referenceScreens: screensOf(referenceGroup),
            deviations: groupOrder.filter { $0 != referenceGroup }.map { (describe($0), screensOf($0)) })
    }
}
