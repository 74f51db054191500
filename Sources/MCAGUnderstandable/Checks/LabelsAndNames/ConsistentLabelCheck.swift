public import MCAGCore

/// 3.2.3 test 2, assisted: an element that recurs across screens (same
/// developer identifier) has the same accessible name everywhere.
///
/// Names are hashed by identifier across screens, compared as they sound
/// (case and spacing ignored). An identifier used more than once on one
/// screen is a template (list rows), not one element, and is skipped there.
/// A control whose name follows its state ("Play"/"Pause") also differs on
/// purpose, so a person confirms each finding.
public struct ConsistentLabelCheck: AppCheck {
    public init() {}

    public var name: String { "recurring-element-named-consistently" }
    public var automation: Automation { .assisted }

    private struct Occurrence {
        var name: String
        var screen: ScreenContext
        var index: Int
    }

    public func evaluate(_ app: AppContext) -> [Finding] {
        var byIdentifier: [String: [String: Occurrence]] = [:]   // identifier → spoken name → first occurrence
        var screensByIdentifier: [String: Set<String>] = [:]
        var identified = 0
        var screenNames = Set<String>()
        for screen in app.screens {
            let screenKey = screen.screen.name ?? "#\(screen.screenIndex)"
            screenNames.insert(screenKey)
            var onThisScreen: [String: Occurrence] = [:]
            var repeated = Set<String>()
            for index in screen.tree.indices {
                let element = screen.tree[index]
                guard element.isInteractive, let identifier = element.identifier, !identifier.isBlank,
                      let name = element.accessibleName
                else { continue }
                identified += 1
                if onThisScreen[identifier] != nil { repeated.insert(identifier) }
                onThisScreen[identifier] = Occurrence(name: name, screen: screen, index: index)
            }
            for (identifier, occurrence) in onThisScreen where !repeated.contains(identifier) {
                let spoken = SpokenNameKey.of(occurrence.name)
                if byIdentifier[identifier]?[spoken] == nil { byIdentifier[identifier, default: [:]][spoken] = occurrence }
                screensByIdentifier[identifier, default: []].insert(screenKey)
            }
        }
        guard identified > 0 else {
            return [.app(.needsReview, "No named control carries an identifier, so recurring controls cannot be matched across screens.",
                         missing: ["identifier"])]
        }
        var findings: [Finding] = []
        var shared = 0
        for identifier in byIdentifier.keys.sorted() {
            guard let names = byIdentifier[identifier], (screensByIdentifier[identifier]?.count ?? 0) > 1 else { continue }
            shared += 1
            guard names.count > 1 else { continue }
            let occurrences = names.values.sorted { ($0.screen.screenIndex, $0.index) < ($1.screen.screenIndex, $1.index) }
            let listed = occurrences.map { "\"\($0.name)\" on \($0.screen.screen.displayName)" }.joined(separator: ", ")
            for occurrence in occurrences.dropFirst() {
                findings.append(.violation(
                    occurrence.screen.element(occurrence.index),
                    "The control \"\(identifier)\" is named differently on different screens: \(listed).",
                    fix: "Use one accessible name for the control wherever it appears, such as \"\(occurrences[0].name)\"; if the name follows a state, keep the name fixed and expose the state as a value or trait."))
            }
        }
        if findings.isEmpty {
            if shared == 0 {
                findings.append(.app(.needsReview, screenNames.count > 1
                    ? "No control appears on more than one captured screen, so consistency cannot be compared."
                    : "Only one screen was captured; comparing names needs the app's other screens."))
            } else {
                findings.append(.app(.pass, "The \(shared) controls that recur across screens keep their names."))
            }
        }
        return findings
    }

    public var examples: [CheckExample] {
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
