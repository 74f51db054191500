public import MCAGCore

/// 3.4.4, test 2: a help mechanism that appears on several screens keeps the
/// same place in the reading order relative to the other content those
/// screens repeat.
///
/// Help mechanisms are the operable elements whose identifier or name uses
/// the ``HelpVocabulary``; the same mechanism is matched across screens by
/// identifier, else by name. For each mechanism, the *repeated content* is
/// every other element (by identifier or name) present on all the screens
/// that show the mechanism; a dictionary counts it in one pass per screen.
/// The set of repeated elements read before the mechanism is hashed per
/// screen, and screens with different sets are named in the violation.
public struct ConsistentHelpPositionCheck: AppCheck {
    public var vocabulary: HelpVocabulary

    public init(vocabulary: HelpVocabulary = .standard) { self.vocabulary = vocabulary }

    public var name: String { "consistent-help-position" }

    public func evaluate(_ app: AppContext) -> [Finding] {
        let screenNames = RepeatedContent.screenNames(of: app)
        var positions: [[String: Int]] = []  // per screen: key → first position in document order
        var helpScreens: [String: [Int]] = [:]
        var helpOrder: [String] = []
        for context in app.screens {
            let tree = context.tree
            var firstPosition: [String: Int] = [:]
            for index in tree.indices {
                let element = tree[index]
                let own = element.identifier.flatMap { $0.isBlank ? nil : "id:" + $0 }
                    ?? element.accessibleName.map { "name:" + $0 }
                if let own, firstPosition[Self.contentKey(element.role, own)] == nil {
                    firstPosition[Self.contentKey(element.role, own)] = index
                }
            }
            for help in HelpMechanism.all(in: tree, vocabulary: vocabulary) {
                let key = Self.contentKey(tree[help.index].role, help.key)
                // A name found on a child is placed where the operable element is.
                if (firstPosition[key] ?? Int.max) > help.index { firstPosition[key] = help.index }
                if helpScreens[key]?.last != positions.count {
                    if helpScreens[key] == nil { helpOrder.append(key) }
                    helpScreens[key, default: []].append(positions.count)
                }
            }
            positions.append(firstPosition)
        }
        if app.screens.count < 2 {
            return helpOrder.isEmpty ? [] : [.app(.needsReview,
                "Only one screen was captured, so the place of its help mechanism cannot be compared; capture every screen that offers help.",
                missing: ["screens"])]
        }
        var findings: [Finding] = []
        for helpKey in helpOrder {
            guard let screens = helpScreens[helpKey], screens.count > 1 else { continue }
            findings.append(compare(helpKey, on: screens, positions: positions, names: screenNames))
        }
        return findings
    }

    func compare(_ helpKey: String, on screens: [Int], positions: [[String: Int]], names: [String]) -> Finding {
        var counts: [String: Int] = [:]
        for screen in screens {
            for key in positions[screen].keys where key != helpKey { counts[key, default: 0] += 1 }
        }
        let repeated = Set(counts.filter { $0.value == screens.count }.keys)
        let help = Self.display(helpKey)
        guard !repeated.isEmpty else {
            return .app(.pass, "No other content repeats on the screens that show the help mechanism \(help), so its place cannot differ.")
        }
        var groups: [[String]: [Int]] = [:]
        var groupOrder: [[String]] = []
        for screen in screens {
            let position = positions[screen]
            let helpPosition = position[helpKey] ?? 0
            let before = repeated.filter { (position[$0] ?? 0) < helpPosition }.sorted()
            if groups[before] == nil { groupOrder.append(before) }
            groups[before, default: []].append(screen)
        }
        guard groupOrder.count > 1,
              let reference = groupOrder.max(by: { (groups[$0]?.count ?? 0) < (groups[$1]?.count ?? 0) })
        else {
            return .app(.pass, "The help mechanism \(help) keeps its place among the repeated content on \(screens.count) screens.")
        }
        func describe(_ before: [String], on screen: Int) -> String {
            let position = positions[screen]
            let ordered = { (keys: [String]) in keys.sorted { (position[$0] ?? 0) < (position[$1] ?? 0) } }
            let after = ordered(repeated.subtracting(before).sorted())
            let beforeText = "after " + ordered(before).map(Self.display).joined(separator: ", ")
            let afterText = "before " + after.map(Self.display).joined(separator: ", ")
            if before.isEmpty { return afterText }
            return after.isEmpty ? beforeText : "\(beforeText) and \(afterText)"
        }
        let referenceScreens = groups[reference] ?? []
        let referenceText = describe(reference, on: referenceScreens.first ?? 0)
        let deviations = groupOrder.filter { $0 != reference }.map { before -> String in
            let group = groups[before] ?? []
            return "on \(RepeatedContent.list(group.map { names[$0] })) it comes \(describe(before, on: group.first ?? 0))"
        }
        return .app(
            .violation,
            "The help mechanism \(help) moves among the repeated content: "
                + "on \(RepeatedContent.list(referenceScreens.map { names[$0] })) it comes \(referenceText), but "
                + deviations.joined(separator: "; ") + ".",
            fix: "Place \(help) at the same point relative to the repeated content on every screen: \(referenceText), "
                + "as on \(RepeatedContent.list(referenceScreens.map { names[$0] })).")
    }

    /// Role and identity: a title "Home" and a tab "Home" are different content.
    static func contentKey(_ role: Role, _ identity: String) -> String { role.rawValue + "|" + identity }

    static func display(_ key: String) -> String {
        guard let bar = key.firstIndex(of: "|") else { return RepeatedContent.display(key) }
        return RepeatedContent.display(String(key[key.index(after: bar)...]))
    }

    public var examples: [CheckExample] { HelpExamples.positionExamples }
}
