import MCAGCore

/// Snapshots that show what ``ConsistentNavigationOrderCheck`` decides.
enum NavigationOrderExamples {
    /// A tab bar whose tabs stand at the given x positions, in document order.
    static func screen(_ name: String, tabs: [(String, Double?)], extraButton: String? = nil) -> Screen {
        let items = tabs.map { label, x in
            Node(Element(role: .button, label: label, frame: x.map { Rect(x: $0, y: 800, width: 80, height: 49) }))
        }
        var roots = [Node(Element(role: .tabBar, identifier: "main-tabs", frame: Rect(x: 0, y: 795, width: 390, height: 49)),
                          children: items)]
        roots.insert(Node(Element(role: .navigationBar), children:
            [Node(Element(role: .text, label: name))] + (extraButton.map { [Node(Element(role: .button, label: $0, frame: Rect(x: 330, y: 50, width: 44, height: 44)))] } ?? [])),
            at: 0)
        return Screen(name: name, viewport: Size(width: 390, height: 844), tree: ElementTree(roots: roots))
    }

    static func examples(for order: ConsistentNavigationOrderCheck.Order) -> [CheckExample] {
        let standard: [(String, Double?)] = [("Home", 0), ("Search", 100), ("Profile", 200)]
        let consistent = AppSnapshot(screens: [
            screen("Home", tabs: standard), screen("Search", tabs: standard, extraButton: "Filter"),
            screen("Profile", tabs: standard, extraButton: "Edit"),
        ])
        var result: [CheckExample] = [
            .passes("The same tab bar on three screens; the navigation bar's screen actions vary", app: consistent),
            .needsReview("A tab bar on the only captured screen", app: AppSnapshot(screens: [screen("Home", tabs: standard)])),
            .fails("A tab bar missing its Profile tab on one screen", app: AppSnapshot(screens: [
                screen("Home", tabs: standard), screen("Search", tabs: standard),
                screen("Settings", tabs: [("Home", 0), ("Search", 100)]),
            ])),
        ]
        switch order {
        case .programmatic:
            result.append(.fails("Settings reads its tabs Search › Home › Profile", app: AppSnapshot(screens: [
                screen("Home", tabs: standard), screen("Search", tabs: standard),
                screen("Settings", tabs: [("Search", 100), ("Home", 0), ("Profile", 200)]),
            ])))
        case .visual:
            result.append(.fails("Settings draws Search first although it reads Home first", app: AppSnapshot(screens: [
                screen("Home", tabs: standard), screen("Search", tabs: standard),
                screen("Settings", tabs: [("Home", 100), ("Search", 0), ("Profile", 200)]),
            ])))
            result.append(.needsReview("Tabs without frames", app: AppSnapshot(screens: [
                screen("Home", tabs: [("Home", nil), ("Search", nil)]), screen("Search", tabs: [("Home", nil), ("Search", nil)]),
            ])))
        }
        return result
    }
}
