import MCAGCore

/// Where an Android dump cannot show the role TalkBack announces.
///
/// TalkBack takes a role from the node's class, and also from its role
/// description, which neither `uiautomator dump` nor Appium's page source
/// records. Three toolkits announce standard roles that way by default:
/// - Chrome's accessibility tree for a web view writes `android.view.View`
///   for most web elements and names the role ("link", "tab") in the role
///   description;
/// - Material's `TabLayout`, Jetpack Compose's `Role.Tab` and React Native's
///   `accessibilityRole="tab"` give "Tab" as a role description on a plain class
///   (a `LinearLayout` or `android.view.View`); such items come as a row of
///   same-class siblings, exactly one of them selected (the selection is the
///   evidence of a tab row). Where the dump shows which toolkit it is (Compose's
///   selected state and role node, Material's navigation item ids and TabLayout),
///   `RoleNodeAnnouncement` decides first;
/// - a role node (a `Button` or `RadioButton` that is neither clickable nor
///   focusable) that `RoleNodeAnnouncement` could not follow: one whose role
///   TalkBack has no name for, or one behind a focusable node between the two;
/// - an item of a scrolling Flutter list (or a Compose one the dump shows no
///   `ComposeView` for): whether the list gives it collection-item info is not
///   in the dump (inside a `ComposeView`, `RoleNodeAnnouncement` reads the
///   list's class);
/// - a checkable Compose node of class `android.view.View` with no children, or only blank
///   `View`s (a Material 3 switch's track and thumb), in a virtual hierarchy: Compose gives `Role.Switch`
///   the role description "Switch" (`populateAccessibilityNodeInfoProperties`), and a toggleable node
///   with no role looks the same in a dump;
/// - a Jetpack Compose semantics print (an element with a `compose-node`
///   attribute and no class name) shows a `Role` only where the app set one,
///   and no class name at all: what TalkBack announces for a node without a
///   printed role is not in the print.
///
/// Everywhere else the class is the evidence, and MCAG 1.1.2 ("must have an
/// explicit role defined") decides: a missing role is a violation.
enum UnrecordedRole: Sendable, Hashable {
    case composePrint
    case webElement
    case composeSwitch
    case selectableRow
    case scrollingListItem
    /// A role node merged into the control, by its class (or role).
    case mergedRoleNode(String)

    /// What the dump lacks, for the needs-review finding.
    var missing: String {
        switch self {
        case .composePrint: return "the role TalkBack announces for this Compose node (the print has no class name/role)"
        case .webElement: return "the role Chrome announces for this web element (its role description: link, tab, menu item)"
        case .composeSwitch: return "the role description Compose gives Role.Switch (\"Switch\")"
        case .selectableRow:
            return "the role description of a selectable row item (Material's and Compose's \"Tab\", React Native's accessibilityRole \"tab\")"
        case .scrollingListItem:
            return "whether the scrolling list gives this item collection-item info (a Compose LazyColumn does, a scrolling Column does not)"
        case .mergedRoleNode(let shown): return "whether TalkBack announces the role of the \(shown) merged into it"
        }
    }

    /// Why, in the finding's words.
    var reason: String {
        switch self {
        case .composePrint:
            return "the print has no class name/role: a Compose semantics print shows a Role only where the app set one, and what TalkBack announces without it is not in the print"
        case .webElement:
            return "a web element that Chrome exposes as android.view.View announces its role (link, tab) through a role description, which the dump does not record"
        case .composeSwitch:
            return "a checkable Compose node of class android.view.View with no content of its own: Compose announces Role.Switch by the role description \"Switch\" on such a node (a Checkbox or RadioButton would carry that class), and a toggleable node with no role looks the same; the dump does not record role descriptions"
        case .selectableRow:
            return "one of a row of same-class items, one of them selected: Material's tab and navigation items, Compose's Role.Tab and React Native's tabs announce \"tab\" through a role description, which the dump does not record"
        case .scrollingListItem:
            return "an item of a scrolling Compose or Flutter list, which TalkBack announces as a list item only when the list gives it collection-item info, which the dump does not record"
        case .mergedRoleNode(let shown):
            return "its role sits on a \(shown) inside it that is neither clickable nor focusable (the node Compose and Flutter leave for a role), and whether TalkBack reads that role with this control is not in the dump"
        }
    }

    static let genericViewClass = "android.view.View"
    /// The attribute the Compose print importer gives every node (`ComposeSemanticsMapper` in MCAGImport).
    static let composeNodeAttribute = "compose-node"

    static func of(_ index: Int, in screen: ScreenContext) -> UnrecordedRole? {
        let tree = screen.tree
        let element = tree[index]
        if element.className == nil, element.role == .unknown, element.attribute(composeNodeAttribute) != nil {
            return .composePrint
        }
        if element.className == genericViewClass,
           tree.ancestors(of: index).contains(where: { tree[$0].role == .webView }) {
            return .webElement
        }
        if element.className == genericViewClass, element.isCheckable == true, holdsOnlyBlankViews(index, tree),
           isInVirtualHierarchy(index, tree) {
            return .composeSwitch
        }
        if isInSelectableRow(index, tree) {
            return .selectableRow
        }
        if element.className == genericViewClass, let parent = tree.parent(of: index),
           tree[parent].className == genericViewClass, tree[parent].isScrollable == true {
            return .scrollingListItem
        }
        if let roleNode = mergedRoleNode(under: index, in: screen) {
            return .mergedRoleNode(tree[roleNode].className ?? tree[roleNode].role.rawValue)
        }
        return nil
    }

    /// Inside a `ComposeView`, or under a plain `android.view.View` that has children: a `View` is no
    /// `ViewGroup`, so children under one are virtual nodes (Compose's, Flutter's), whatever an
    /// obfuscated build calls the host view (Inkwell's `F0.u0`).
    static func isInVirtualHierarchy(_ index: Int, _ tree: ElementTree) -> Bool {
        RoleNodeAnnouncement.isInComposeHost(index, tree)
            || tree.ancestors(of: index).contains { tree[$0].className == genericViewClass }
    }

    /// No children, or only blank `android.view.View`s: no text, no description, not operable
    /// (Material 3's Compose `Switch` leaves its track and thumb as two such nodes, Haven's settings).
    static func holdsOnlyBlankViews(_ index: Int, _ tree: ElementTree) -> Bool {
        tree.descendants(of: index).allSatisfy { descendant in
            let node = tree[descendant]
            return node.className == genericViewClass && !node.isInteractive && node.isCheckable != true
                && (node.text ?? "").isEmpty && (node.label ?? "").isEmpty
        }
    }

    /// Two or more siblings of the element's class that are operable or selected, exactly one of
    /// them selected (Material's tabs stop being clickable while selected).
    private static func isInSelectableRow(_ index: Int, _ tree: ElementTree) -> Bool {
        guard let parent = tree.parent(of: index) else { return false }
        let className = tree[index].className
        var items = 0
        var selected = 0
        for child in tree.children(of: parent) where tree[child].className == className {
            let isSelected = tree[child].isSelected == true
            if isSelected || tree[child].isClickable == true || tree[child].isLongClickable == true { items += 1 }
            if isSelected { selected += 1 }
        }
        return items >= 2 && selected == 1
    }

    /// A descendant read as part of this stop whose own role is operable but which takes no
    /// action, and which covers much of the stop (two fifths of its area or more: Compose's 40 dp
    /// button inside its 48 dp touch area covers 69 %, a 24 dp icon in a 48 dp row 25 %): the node
    /// Compose and Flutter leave for the control's own role, not a control of its own.
    private static func mergedRoleNode(under index: Int, in screen: ScreenContext) -> Int? {
        let tree = screen.tree
        let model = screen.screenReader
        guard let frame = tree[index].frame, frame.width > 0, frame.height > 0 else { return nil }
        return tree.descendants(of: index).first { descendant in
            let node = tree[descendant]
            guard node.role.isInteractive, !model[descendant].focus.isStop,
                  node.isClickable != true, node.isLongClickable != true, node.isFocusable != true,
                  let inner = node.frame else { return false }
            return inner.width * inner.height >= 0.4 * frame.width * frame.height
        }
    }
}
