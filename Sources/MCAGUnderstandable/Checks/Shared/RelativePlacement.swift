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
    /// Every keyed element of a screen, in document order: the key and the element's index.
    struct ScreenKeys: Sendable {
        var keys: [ContentKey] = []
        var indices: [Int] = []
    }

    /// `keys(in:)` of a screen, worked out once for the navigation and help checks that both compare them.
    static func keys(of screen: ScreenContext) -> ScreenKeys {
        screen.shared(keysFact) { keys(in: screen.tree) }
    }

    private static let keysFact = SharedFact<ScreenKeys>("content keys")

    /// The content key of every element that has one, in document order.
    static func keys(in tree: ElementTree) -> ScreenKeys {
        var result = ScreenKeys()
        result.keys.reserveCapacity(tree.count)
        result.indices.reserveCapacity(tree.count)
        for index in tree.indices {
            let element = tree[index]
            if let identifier = element.identifier, !identifier.isBlank {
                result.keys.append(ContentKey(element.role, .identifier, identifier))
            } else if let name = element.accessibleName {
                result.keys.append(ContentKey(element.role, .name, name))
            } else {
                continue
            }
            result.indices.append(index)
        }
        return result
    }

    /// Adds a screen to the table: each key at its first position.
    static func add(_ screen: ScreenKeys, to table: inout PlacementTable<ContentKey>) {
        table.addScreen()
        for entry in screen.keys.indices { table.place(screen.keys[entry], at: screen.indices[entry], .keepFirst) }
    }

    /// The key of an element by role and identity (`id:help` or `name:Help`, as `RepeatedContent.key(of:in:)` gives it).
    static func contentKey(_ role: Role, _ identity: String) -> ContentKey { ContentKey(spelled: role.rawValue + "|" + identity) }

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

    /// The comparison over keys spelled as strings, each screen's keys with their positions.
    static func compare(
        _ subject: String, on screens: [Int], positions: [[String: Int]], names: [String], ignoring: Set<String> = []
    ) -> Comparison {
        var table = PlacementTable<SpelledKey>()
        for screen in positions {
            table.addScreen()
            for (key, position) in screen { table.place(SpelledKey(key), at: position, .keepFirst) }
        }
        return compare(SpelledKey(subject), on: screens, in: table, names: names, ignoring: Set(ignoring.map(SpelledKey.init)),
                       spelled: \.text)
    }

    /// A key spelled as a string.
    struct SpelledKey: PlacementKey, Hashable {
        let text: String
        let fingerprint: Int
        init(_ text: String) {
            self.text = text
            fingerprint = text.hashValue
        }

        var isPlain: Bool { false }
        func isSpelledAlike(_ other: SpelledKey) -> Bool { text.hasSameUTF8(as: other.text) }
    }

    /// Compares where `subject` is read among the keys every one of `screens` holds (`ignoring` some), screen by screen.
    static func compare<Key: PlacementKey & Hashable>(
        _ subject: Key, on screens: [Int], in table: PlacementTable<Key>, names: [String], ignoring: Set<Key> = [],
        spelled: (Key) -> String
    ) -> Comparison {
        // The keys every screen holds: those counted once on each of them, found among the first screen's.
        guard let first = screens.first else { return .nothingToCompare }
        let subjectNumber = table.number(of: subject)
        let ignored = Set(ignoring.compactMap(table.number(of:)))
        var counts = [Int](repeating: 0, count: table.keys.count)
        for screen in screens {
            for entry in table.entries(of: screen) { counts[table.number(ofEntry: entry)] += 1 }
        }
        var repeated: [Int] = [], firstEntries: [Int] = []
        for entry in table.entries(of: first) {
            let number = table.number(ofEntry: entry)
            if counts[number] == screens.count, number != subjectNumber, !ignored.contains(number) {
                repeated.append(number)
                firstEntries.append(entry)
            }
        }
        guard !repeated.isEmpty else { return .nothingToCompare }
        // A screen's group is the places in `repeated` of the keys read before the subject; every repeated key is on
        // every one of these screens, so its position in `positions` is this screen's once the screen is filled in.
        var positions = [Int](repeating: 0, count: table.keys.count)
        func fill(_ screen: Int) -> Int {
            var subjectPosition = 0
            for entry in table.entries(of: screen) {
                let number = table.number(ofEntry: entry)
                positions[number] = table.position(ofEntry: entry)
                if number == subjectNumber { subjectPosition = positions[number] }
            }
            return subjectPosition
        }
        var groups: [[Int]: [Int]] = [:]
        var groupOrder: [[Int]] = []
        for screen in screens {
            let subjectPosition = fill(screen)
            let before = repeated.indices.filter { positions[repeated[$0]] < subjectPosition }
            if groups[before] == nil { groupOrder.append(before) }
            groups[before, default: []].append(screen)
        }
        guard groupOrder.count > 1,
              let referenceGroup = groupOrder.max(by: { (groups[$0]?.count ?? 0) < (groups[$1]?.count ?? 0) })
        else { return .consistent }
        // Messages list keys by their spelling on the first screen, then by position: spelled only here, for the
        // few subjects that move.
        let spellings = firstEntries.map { spelled(table.key(ofEntry: $0)) }
        func describe(_ group: [Int]) -> String {
            _ = fill(groups[group]?.first ?? 0)
            let inGroup = Set(group)
            // Typed step by step: as one chain of closures over tuples, this took
            // the type checker 170 ms, over the build's budget of 100 ms.
            func ordered(_ places: [Int]) -> [String] {
                var pairs: [(spelling: String, position: Int)] = []
                pairs.reserveCapacity(places.count)
                for place in places { pairs.append((spelling: spellings[place], position: positions[repeated[place]])) }
                pairs.sort { (left: (spelling: String, position: Int), right: (spelling: String, position: Int)) -> Bool in
                    left.spelling < right.spelling
                }
                pairs.sort { (left: (spelling: String, position: Int), right: (spelling: String, position: Int)) -> Bool in
                    left.position < right.position
                }
                return pairs.map { (pair: (spelling: String, position: Int)) -> String in pair.spelling }
            }
            let before: [String] = ordered(group)
            let after: [String] = ordered(repeated.indices.filter { !inGroup.contains($0) })
            let beforeText: String = "after " + before.map(display).joined(separator: ", ")
            let afterText: String = "before " + after.map(display).joined(separator: ", ")
            if before.isEmpty { return afterText }
            return after.isEmpty ? beforeText : "\(beforeText) and \(afterText)"
        }
        func screensOf(_ group: [Int]) -> [String] { (groups[group] ?? []).map { names[$0] } }
        var deviations: [(place: String, screens: [String])] = []
        for group in groupOrder where group != referenceGroup { deviations.append((place: describe(group), screens: screensOf(group))) }
        return .inconsistent(reference: describe(referenceGroup), referenceScreens: screensOf(referenceGroup),
                             deviations: deviations)
    }
}
