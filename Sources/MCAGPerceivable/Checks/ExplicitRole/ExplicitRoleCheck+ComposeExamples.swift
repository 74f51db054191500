import MCAGCore

extension ExplicitRoleCheck {
    /// Compose's navigation items with no selected sibling: the fake role node decides.
    static var composeRoleNodeExamples: [CheckExample] {
        // A Material 3 navigation item as Compose reports it: clickable, its label, its icon, and last
        // the blank node Compose adds for Role.Tab's role description, over the whole item or not.
        let item: (String, Double, Rect) -> Node = { label, x, fakeNode in
            Node(Element(role: .container, className: "android.view.View", frame: Rect(x: x, y: 1647, width: 162, height: 210),
                         isFocusable: true, isClickable: true)) {
                Node(Element(role: .text, className: "android.widget.TextView", text: label,
                             frame: Rect(x: x + 35, y: 1772, width: 91, height: 43)))
                Node(Element(role: .container, className: "android.view.View", frame: Rect(x: x + 49, y: 1689, width: 63, height: 63)))
                Node(Element(role: .container, className: "android.view.View", frame: fakeNode))
            }
        }
        let host: ([Node]) -> AppSnapshot = { items in
            AppSnapshot(app: AppFacts(platform: .android), Screen(
                Node(Element(role: .container, className: "androidx.compose.ui.platform.ComposeView",
                             frame: Rect(x: 0, y: 0, width: 1080, height: 1920)), children: items)))
        }
        return [
            .passes("On Android, Compose navigation items, none selected, each ending with the blank node of its own frame that Compose adds for Role.Tab",
                    app: host([item("Home", 0, Rect(x: 0, y: 1647, width: 162, height: 210)),
                               item("Water", 183, Rect(x: 183, y: 1647, width: 162, height: 210))])),
            .fails("On Android, the same items whose last blank node covers half of each: no selected tab and no fake node of the item's frame",
                   app: host([item("Home", 0, Rect(x: 0, y: 1647, width: 162, height: 105)).flagged(),
                              item("Water", 183, Rect(x: 183, y: 1647, width: 162, height: 105)).flagged()])),
            .needsReview("On Android, a checkable Compose View with no children: Role.Switch's role description \"Switch\" is not in the dump",
                         app: host([Node(Element(role: .container, className: "android.view.View",
                                                 frame: Rect(x: 907, y: 1609, width: 107, height: 99),
                                                 isFocusable: true, isClickable: true, isCheckable: true, isChecked: true)).flagged()])),
        ]
    }
}
