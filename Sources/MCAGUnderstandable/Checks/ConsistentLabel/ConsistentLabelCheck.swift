package import MCAGCore

/// 3.2.3 test 2, assisted: an element that recurs across screens (same
/// developer identifier) has the same accessible name everywhere.
///
/// Names are hashed by identifier across screens, compared as they sound
/// (case and spacing ignored). An identifier used more than once on one
/// screen is a template (list rows), not one element, and is skipped there.
/// A control whose name follows its state ("Play"/"Pause") also differs on
/// purpose, so a person confirms each finding.
package struct ConsistentLabelCheck: AppCheck {
    package init() {}

    package var name: String { "recurring-element-named-consistently" }
    package var automation: Automation { .assisted }

    private struct Occurrence {
        /// The identifier as this element spells it: findings name it as its first counted occurrence does.
        var identifier: String
        var name: String
        var screenIndex: Int
        var index: Int
    }

    /// Every identifier across the app, by number. Each identifier is
    /// numbered once, so that an identified control costs one look-up by
    /// string, where it fed five dictionaries and sets keyed by strings.
    private struct Recurring {
        var numbers: [String: Int] = [:]
        /// By number: the first occurrence counted (nil until one is), and its spoken name.
        var first: [Occurrence?] = []
        var firstSpoken: [String] = []
        /// By number: the first screen key (screen name) counted, and whether another followed.
        var firstScreenKey: [Int] = []
        var onSeveralScreens: [Bool] = []
        /// By number, for the rare identifiers spoken in other ways: spoken name → first occurrence.
        var others: [Int: [String: Occurrence]] = [:]
        /// By number: the screen it was last seen on, and whether it was seen twice there.
        var lastScreen: [Int] = []
        var repeatedThere: [Bool] = []

        mutating func number(of identifier: String) -> Int {
            let number = Numbering.number(in: &numbers[identifier], next: first.count)
            if number == first.count {
                first.append(nil)
                firstSpoken.append("")
                firstScreenKey.append(-1)
                onSeveralScreens.append(false)
                lastScreen.append(-1)
                repeatedThere.append(false)
            }
            return number
        }

        /// Counts one control's occurrence on a screen, keeping the first occurrence of each spoken name.
        mutating func count(_ occurrence: Occurrence, as number: Int, onScreenKey screenKey: Int) {
            guard let known = first[number] else {
                first[number] = occurrence
                firstSpoken[number] = SpokenNameKey.of(occurrence.name)
                firstScreenKey[number] = screenKey
                return
            }
            if screenKey != firstScreenKey[number] { onSeveralScreens[number] = true }
            // The same bytes speak alike: most recurring controls keep their name and need no spoken key worked out.
            guard !occurrence.name.hasSameUTF8(as: known.name) else { return }
            let spoken = SpokenNameKey.of(occurrence.name)
            if spoken != firstSpoken[number], others[number]?[spoken] == nil { others[number, default: [:]][spoken] = occurrence }
        }
    }

    package func evaluate(_ app: AppContext) -> [Finding] {
        let (recurring, identified, screenKeyCount) = Self.recurringControls(in: app)
        guard identified > 0 else {
            return [.app(.needsReview, Result.noIdentifiers,
                         missing: ["identifier"])]
        }
        var shared = 0
        // Only identifiers with several spoken names make findings; they come in the identifiers' string order.
        var renamed: [(identifier: String, occurrences: [Occurrence])] = []
        for number in recurring.first.indices {
            guard let first = recurring.first[number], recurring.onSeveralScreens[number] else { continue }
            shared += 1
            if let others = recurring.others[number] { renamed.append((first.identifier, [first] + others.values)) }
        }
        var findings: [Finding] = []
        for (identifier, found) in renamed.sorted(by: { $0.identifier < $1.identifier }) {
            findings += Self.violations(identifier: identifier, found: found, in: app)
        }
        if findings.isEmpty {
            if shared == 0 {
                findings.append(.app(.needsReview, screenKeyCount > 1
                    ? Result.noneRecurs : Result.oneScreen))
            } else {
                findings.append(.app(.pass, Result.keepNames(count: shared)))
            }
        }
        return findings
    }

    /// Every named, identified control of the app's screens, numbered by identifier; how many there
    /// were; and how many distinct screen names the app has.
    private static func recurringControls(in app: AppContext) -> (Recurring, identified: Int, screenKeyCount: Int) {
        var recurring = Recurring()
        var identified = 0
        var screenKeys: [String: Int] = [:]
        for screen in app.screens {
            let screenKey: String = screen.screen.name ?? "#\(screen.screenIndex)"
            let screenKeyNumber: Int = screenKeys[screenKey, default: screenKeys.count]
            screenKeys[screenKey] = screenKeyNumber
            var onThisScreen: [(number: Int, occurrence: Occurrence)] = []
            let tree = screen.tree
            for index in tree.indices {
                guard tree[index].isInteractive, let identifier = tree[index].identifier, !identifier.isBlank,
                      let name = tree[index].accessibleName
                else { continue }
                identified += 1
                let number = recurring.number(of: identifier)
                // An identifier used twice on one screen is a template there (list rows), not one control.
                if recurring.lastScreen[number] == screen.screenIndex {
                    recurring.repeatedThere[number] = true
                    continue
                }
                recurring.lastScreen[number] = screen.screenIndex
                recurring.repeatedThere[number] = false
                onThisScreen.append((number, Occurrence(identifier: identifier, name: name, screenIndex: screen.screenIndex, index: index)))
            }
            for (number, occurrence) in onThisScreen where !recurring.repeatedThere[number] {
                recurring.count(occurrence, as: number, onScreenKey: screenKeyNumber)
            }
        }
        return (recurring, identified, screenKeys.count)
    }

    /// A violation on each occurrence of a control whose name departs from its first one's.
    private static func violations(identifier: String, found: [Occurrence], in app: AppContext) -> [Finding] {
        let occurrences: [Occurrence] = found.sorted { ($0.screenIndex, $0.index) < ($1.screenIndex, $1.index) }
        let names = occurrences.map { Result.Named(name: $0.name, screen: app.screens[$0.screenIndex].screen.displayName) }
        let fix = Result.fix(name: occurrences[0].name)
        return occurrences.dropFirst().map { (occurrence: Occurrence) -> Finding in
            .violation(
                app.screens[occurrence.screenIndex].element(occurrence.index),
                Result.namedDifferently(identifier: identifier, names: names),
                fix: fix)
        }
    }

    package var examples: [CheckExample] {
        // `differs` marks the back button whose name departs from the first screen's: the one flagged.
        func screen(_ name: String, back: String, differs: Bool = false) -> Screen {
            let button = Element(role: .button, label: back, identifier: "nav.back")
            return Screen(name: name, title: name, Node(differs ? button.flagged() : button))
        }
        return [
            .passes("The back button is named \"Back\" on both screens",
                    app: AppSnapshot(screen("Cart", back: "Back"), screen("Orders", back: "back"))),
            .fails("The back button is \"Back\" on one screen and \"Return\" on another",
                   app: AppSnapshot(screen("Cart", back: "Back"), screen("Orders", back: "Return", differs: true))),
            .needsReview("Controls without identifiers cannot be matched",
                         app: AppSnapshot(Screen(name: "Cart", Node(Element(role: .button, label: "Back"))),
                                          Screen(name: "Orders", Node(Element(role: .button, label: "Return"))))),
        ]
    }
}
