import MCAGCore

/// What TalkBack says for an operable Android stop whose own class carries no role, where the dump
/// holds the evidence of the role it announces.
///
/// The facts, from the public sources:
/// - TalkBack speaks a focused node as its own name, role and state followed, when the node has no
///   content description, by the name, role and state of each visible child that is not itself
///   accessibility-focusable, recursively (`TreeNodesDescription.treeNodesDescription` and
///   `RoleDescriptionExtractor.nodeRoleDescriptionText` in google/talkback; the 2022
///   `compositor.json`'s `description_for_tree_nodes` did the same). A child `Button` is heard as
///   "Button", a `RadioButton` as "Radio button", even when the child has no name of its own.
/// - Jetpack Compose gives a node's role to the node itself only when it has no children; otherwise it
///   adds a "fake" child that carries only the role (the class `android.widget.Button` for
///   `Role.Button`, the role description "Tab" on a plain `android.view.View` for `Role.Tab`), and a
///   merging parent with children gets no content description of its own
///   (`AndroidComposeViewAccessibilityDelegateCompat.populateAccessibilityNodeInfoProperties`).
/// - Compose reports `Selected` as the node's selected state only for `Role.Tab`; for any other role it
///   reports it as checkable and checked (same function, and `getInfoIsCheckable`).
/// - Compose names a scrolling node without collection info `ScrollView` / `HorizontalScrollView`
///   (older versions named every scrolling node so): a scrolling `android.view.View` is a lazy
///   list with collection info, which TalkBack takes for a list (`Role.getRole` in google/talkback).
/// - Material's `TabLayout` tabs (`TabLayout.TabView`) set the role description "Tab" and drop their
///   click while selected.
/// - Material's `NavigationBarItemView` (the item of `BottomNavigationView`, `NavigationBarView` and
///   `NavigationRailView`, whose children carry the ids `navigation_bar_item_*`) sets the role
///   description "Tab" on itself (`NavigationBarItemView.onInitializeAccessibilityNodeInfo`).
enum RoleNodeAnnouncement: Sendable, Hashable {
    /// TalkBack announces a role, for the reason given.
    case announced(Announced)
    /// TalkBack announces none although the control has one inside it: a content description
    /// (the control's own, or that of a node above the role node) hides the role node.
    case unannounced(roleNode: String, describedByItself: Bool, label: String)
    /// TalkBack announces no role for an ActionBar tab.
    case actionBarTab

    /// Why TalkBack announces a role.
    enum Announced: Sendable, Hashable {
        case materialNavigationItem(child: String)
        case materialTab
        case selectedComposeTab
        case composeRoleNodeOfOwnFrame
        case composeTabBesideSelected
        case composeLazyListItem
        /// The role node read with the stop, and the role TalkBack says.
        case mergedRoleNode(String, heard: String)
    }

    /// The finding's words: the pass's for `announced`, the violation's otherwise.
    var reason: String {
        switch self {
        case .announced(let announced): return announced.reason
        case .unannounced(let roleNode, let describedByItself, let label):
            let whose: String = describedByItself ? "its own content description" : "the content description of a node above the \(roleNode)"
            return "its role sits on a \(roleNode) inside it that takes no action, but TalkBack reads \(whose) (\"\(label)\") and not the nodes under it, so the user hears no role"
        case .actionBarTab:
            return "the action bar's tab sets only that class name and no role description (AppCompat's ScrollingTabContainerView.TabView), and TalkBack names no role for it on focus (its role names have no tab; the class only sets how a selection event is queued), so the user hears the tab's name and \"selected\" but not \"tab\""
        }
    }

    static func of(_ index: Int, in screen: ScreenContext) -> RoleNodeAnnouncement? {
        let tree = screen.tree
        // Chrome's web elements are read by TalkBack's web navigation, not by the tree description.
        guard !tree.ancestors(of: index).contains(where: { tree[$0].role == .webView }) else { return nil }
        if let className = tree[index].className, className.hasSuffix(actionBarTabSuffix) { return .actionBarTab }
        if let item = materialNavigationItem(index, tree) { return .announced(.materialNavigationItem(child: item)) }
        if isMaterialTab(index, tree) { return .announced(.materialTab) }
        if isInComposeHost(index, tree) {
            if let tab = composeTab(index, tree) { return .announced(tab) }
            if isComposeLazyListItem(index, tree) { return .announced(.composeLazyListItem) }
        }
        return mergedRoleNode(index, in: screen)
    }

    static let actionBarTabSuffix = "ActionBar$Tab"

    // MARK: Material's navigation bar items

    static let navigationItemIDPrefix = "navigation_bar_item_"

    /// The id of a child or grandchild that only Material's NavigationBarItemView layouts hold.
    private static func materialNavigationItem(_ index: Int, _ tree: ElementTree) -> String? {
        for descendant in tree.descendants(of: index) {
            guard let id = tree[descendant].identifier else { continue }
            let entry = id.split(separator: "/").last.map(String.init) ?? id
            if entry.hasPrefix(navigationItemIDPrefix) { return "#" + entry }
        }
        return nil
    }

    // MARK: Material's TabLayout

    static let linearLayoutClass = "android.widget.LinearLayout"

    /// TabLayout is a `HorizontalScrollView` holding one `LinearLayout` (its indicator strip) of
    /// `LinearLayout` TabViews; a TabView reports itself not clickable while selected
    /// (`TabLayout.TabView.onInitializeAccessibilityNodeInfo`), so the selected item is the one
    /// that is not clickable and every other item is.
    private static func isMaterialTab(_ index: Int, _ tree: ElementTree) -> Bool {
        guard tree[index].className == linearLayoutClass, let strip = tree.parent(of: index),
              tree[strip].className == linearLayoutClass, let scroller = tree.parent(of: strip),
              tree[scroller].className == "android.widget.HorizontalScrollView" else { return false }
        let items = tree.children(of: strip)
        guard items.count >= 2, items.allSatisfy({ tree[$0].className == linearLayoutClass }) else { return false }
        let selected = items.filter { tree[$0].isSelected == true }
        guard selected.count == 1, tree[selected[0]].isClickable != true else { return false }
        return items.allSatisfy { $0 == selected[0] || tree[$0].isClickable == true }
    }

    // MARK: Compose's Role.Tab

    /// Inside a `ComposeView`: the hierarchy Compose's accessibility delegate reports.
    static func isInComposeHost(_ index: Int, _ tree: ElementTree) -> Bool {
        tree.ancestors(of: index).contains { tree[$0].className?.hasSuffix("ComposeView") == true }
    }

    /// A Compose node that is selected and not checkable has `Role.Tab`; so does a same-class sibling
    /// of it, not checkable, that holds the fake node Compose adds for a role spoken as a role
    /// description (a blank, inert `android.view.View` as its last child). With no selected sibling
    /// (a Material 3 navigation bar on a screen that is none of its destinations), the fake node is
    /// the evidence when it has the node's own frame, as Compose gives it: a blank, inert `View`
    /// laid exactly over a clickable one is no drawing of the app's, and a role Compose speaks by its
    /// class (`Button`, `CheckBox`, `Switch`, `ImageView`) would have given the node that class.
    private static func composeTab(_ index: Int, _ tree: ElementTree) -> Announced? {
        let element = tree[index]
        guard element.isCheckable != true else { return nil }
        if element.isSelected == true { return .selectedComposeTab }
        guard let parent = tree.parent(of: index), hasFakeRoleDescriptionNode(index, tree) else { return nil }
        if let last = tree.children(of: index).last, tree[last].frame != nil, tree[last].frame == element.frame {
            return .composeRoleNodeOfOwnFrame
        }
        let selectedTab = tree.children(of: parent).first { sibling in
            sibling != index && tree[sibling].className == element.className
                && tree[sibling].isSelected == true && tree[sibling].isCheckable != true
        }
        guard selectedTab != nil else { return nil }
        return .composeTabBesideSelected
    }

    private static func hasFakeRoleDescriptionNode(_ index: Int, _ tree: ElementTree) -> Bool {
        guard let last = tree.children(of: index).last, tree.children(of: last).isEmpty else { return false }
        let node = tree[last]
        return node.className == UnrecordedRole.genericViewClass && isInert(node)
            && (node.label?.isEmpty ?? true) && (node.text?.isEmpty ?? true)
            && covers(node.frame, atLeast: 0.4, of: tree[index].frame)
    }

    // MARK: Compose's lazy lists

    /// A direct child of a scrolling `android.view.View`. Compose's delegate gives a vertically or
    /// horizontally scrolling node the class `ScrollView` / `HorizontalScrollView` unless it has
    /// collection info (LazyColumn, LazyRow and the lazy grids set it), and before that change gave
    /// it to every scrolling node; TalkBack takes a node with collection info and no list class for
    /// a list (`Role.getRole`: `ROLE_LIST`, or `ROLE_GRID` with rows and columns).
    private static func isComposeLazyListItem(_ index: Int, _ tree: ElementTree) -> Bool {
        guard tree[index].className == UnrecordedRole.genericViewClass, let parent = tree.parent(of: index) else { return false }
        return tree[parent].className == UnrecordedRole.genericViewClass && tree[parent].isScrollable == true
    }

    // MARK: A role node read with its stop

    /// The role node under the stop (a `Button` or `RadioButton` that takes no action), and whether
    /// TalkBack's tree description reaches it: every node from the stop down to it, the stop
    /// included, must lack a content description, since a content description ends the recursion.
    private static func mergedRoleNode(_ index: Int, in screen: ScreenContext) -> RoleNodeAnnouncement? {
        let tree = screen.tree
        guard let roleNode = roleNode(under: index, in: screen) else { return nil }
        let between: [Int] = Array(tree.ancestors(of: roleNode).prefix { $0 != index })
        // A focusable node between them is read on its own: TalkBack does not descend into it.
        guard !between.contains(where: { screen.screenReader[$0].focus.isStop }) else { return nil }
        let shown = tree[roleNode].className ?? tree[roleNode].role.rawValue
        if let described = ([index] + between.reversed()).first(where: { !(tree[$0].label?.isEmpty ?? true) }) {
            return .unannounced(roleNode: shown, describedByItself: described == index,
                                label: tree[described].label?.escapedForReport ?? "")
        }
        let heard = TalkBackRoleName.of(tree[roleNode].role) ?? tree[roleNode].role.rawValue
        return .announced(.mergedRoleNode(shown, heard: heard))
    }

    /// A descendant whose own role TalkBack names but which takes no action, is not a stop, and covers
    /// two fifths of the stop or more (Compose's 40 dp button inside its 48 dp touch area covers 69 %,
    /// a 24 dp icon in a 48 dp row 25 %): the node Compose and Flutter leave for the control's role.
    static func roleNode(under index: Int, in screen: ScreenContext) -> Int? {
        let tree = screen.tree
        let model = screen.screenReader
        let frame = tree[index].frame
        return tree.descendants(of: index).first { descendant in
            let node = tree[descendant]
            return TalkBackRoleName.of(node.role) != nil && !model[descendant].focus.isStop
                && isInert(node) && node.isFocusable != true && !node.isHiddenFromAssistiveTechnology
                && node.isVisible != false && covers(node.frame, atLeast: 0.4, of: frame)
        }
    }

    private static func isInert(_ node: Element) -> Bool {
        node.isClickable != true && node.isLongClickable != true && node.isFocusable != true
    }

    private static func covers(_ inner: Rect?, atLeast share: Double, of outer: Rect?) -> Bool {
        guard let inner, let outer, outer.width > 0, outer.height > 0 else { return false }
        let innerArea: Double = inner.width * inner.height
        let outerArea: Double = outer.width * outer.height
        return innerArea >= share * outerArea
    }
}

extension RoleNodeAnnouncement.Announced {
    /// The pass's words.
    var reason: String {
        switch self {
        case .materialNavigationItem(let child):
            return "a Material navigation bar item (its child \(child)): NavigationBarItemView gives TalkBack the role description \"Tab\""
        case .materialTab:
            return "a tab of a Material TabLayout (a LinearLayout row in a HorizontalScrollView whose selected item alone is not clickable): TabLayout's TabView gives TalkBack the role description \"Tab\""
        case .selectedComposeTab:
            return "a selected Compose node that is not checkable: Compose reports Selected as the selected state only for Role.Tab (any other role is reported checkable), and gives Role.Tab the role description \"Tab\""
        case .composeRoleNodeOfOwnFrame:
            return "its last child is a blank, inert android.view.View of its own frame: the node Compose adds for a role it speaks as a role description (Role.Tab: \"Tab\"), which TalkBack reads with it"
        case .composeTabBesideSelected:
            return "a Compose tab beside a selected one (Compose reports the selected state only for Role.Tab), with the node Compose adds for its role description \"Tab\" as its last child"
        case .composeLazyListItem:
            return "an item of a Compose lazy list: Compose names a scrolling node without collection info ScrollView (older versions named every scrolling node so), so this scrolling android.view.View has collection info, and TalkBack reads it as a list and the element as its item"
        case .mergedRoleNode(let shown, let heard):
            return "TalkBack reads the \(shown) inside it with it, as \"\(heard)\": the stop has no content description, so TalkBack appends the name, role and state of each child that is not focusable"
        }
    }
}

/// The role names TalkBack speaks for a class (`AccessibilityNodeFeedbackUtils.getNodeRoleName` in
/// google/talkback): only these roles are heard when the node is read as part of its parent.
enum TalkBackRoleName {
    static func of(_ role: Role) -> String? {
        switch role {
        case .button: "Button"
        case .checkbox: "Checkbox"
        case .radio: "Radio button"
        case .switch: "Switch"
        case .slider: "Seek control"
        case .textField, .secureTextField, .searchField: "Edit box"
        case .picker: "Drop down list"
        default: nil
        }
    }
}
