import MCAGCore

/// Snapshots that show what the consistent-help checks decide.
enum HelpExamples {
    /// A screen with a title, a help button before or after the tab bar, and the tab bar.
    static func screen(_ name: String, helpFirst: Bool, help: Element? = nil) -> Screen {
        let helpButton = Node(help ?? Element(role: .button, label: "Help", identifier: "help-button"))
        let tabs = Node(Element(role: .tabBar)) {
            Node(Element(role: .button, label: "Home"))
            Node(Element(role: .button, label: "Orders"))
        }
        let title = Node(Element(role: .heading, label: name))
        let roots = helpFirst ? [title, helpButton, tabs] : [title, tabs, helpButton]
        return Screen(name: name, tree: ElementTree(roots: roots))
    }

    static let positionExamples: [CheckExample] = [
        .passes("Help comes before the tab bar on every screen", app: AppSnapshot(screens: [
            screen("Home", helpFirst: true), screen("Orders", helpFirst: true), screen("Account", helpFirst: true),
        ])),
        .fails("Help moves after the tab bar on Account", app: AppSnapshot(screens: [
            screen("Home", helpFirst: true), screen("Orders", helpFirst: true), screen("Account", helpFirst: false),
        ])),
        .needsReview("Help on the only captured screen", app: AppSnapshot(screens: [screen("Home", helpFirst: true)])),
    ]

    static let nameExamples: [CheckExample] = [
        .passes("The help button is named Help everywhere", app: AppSnapshot(screens: [
            screen("Home", helpFirst: true), screen("Orders", helpFirst: true),
        ])),
        .fails("The same help button is called Support on Orders", app: AppSnapshot(screens: [
            screen("Home", helpFirst: true),
            screen("Orders", helpFirst: true, help: Element(role: .button, label: "Support", identifier: "help-button")),
        ])),
        .fails("Unidentified chat links named differently", app: AppSnapshot(screens: [
            screen("Home", helpFirst: true, help: Element(role: .link, label: "Chat with us")),
            screen("Orders", helpFirst: true, help: Element(role: .link, label: "Live chat")),
        ])),
        .needsReview("Two unidentified help links on one screen", app: AppSnapshot(screens: [
            Screen(name: "Home", tree: ElementTree(
                Node(Element(role: .link, label: "FAQ")), Node(Element(role: .link, label: "Contact us")))),
            screen("Orders", helpFirst: true),
        ])),
    ]
}
