package import MCAGCore

/// 1.1.2 Explicit Role, test 1: an element a person can tap must expose a
/// role that says it is operable.
///
/// Reads `isClickable`, `isLongClickable`, `role`, `className`, `traits`,
/// `isAccessibilityElement` and the screen's ``ScreenReaderModel``:
/// - a wrapper TalkBack passes over (its children are the stops) and a
///   control read as part of another stop are not applicable;
/// - an operable layout directly in a list is a list row, which TalkBack
///   announces as a list item, and passes; so does a clickable image on
///   Android, which TalkBack announces as a button;
/// - items the model recognises as tabs but whose class is not a tab: a
///   focusable, selectable item that is not clickable fails (the user hears
///   "selected" but neither "tab" nor that it can be activated); a clickable
///   one is *needs review*;
/// - an operable element whose role is unknown, a layout container, a group,
///   plain text or an image fails. MCAG 1.1.2: "Each UI component that allows
///   user interaction ... must have an explicit role defined" (Evinced's
///   validation *interactable-role*). TalkBack's "double-tap to activate"
///   says that something acts, not whether it is a button, a link, a tab or
///   a switch, and a user who moves by control type never reaches it
///   (Moderate); VoiceOver gives no cue at all without a trait (Serious for
///   nameless roles). Where the role sits on a node TalkBack reads with the
///   stop (a role node without a content description above it, Compose's
///   `Role.Tab`, Material's navigation items: `RoleNodeAnnouncement`) it
///   passes, and fails when a content description hides that node. Only where
///   the dump cannot show the role TalkBack announces (`UnrecordedRole`: a role
///   description) is it *needs review*;
/// - a plain text that reads like a control ("Sign up", "Resend code") is
///   *needs review* (assisted): a dump cannot show whether tapping it acts.
package struct ExplicitRoleCheck: ElementCheck {
    package init() {}

    package var name: String { "explicit-role" }

    static let rolesThatHideOperability = RoleSet([Role.unknown, .container, .group, .text, .image])
    static let operableTraits = ["button", "link", "adjustable", "keyboardkey", "searchfield", "tab", "togglebutton"]

    package func evaluate(_ context: ElementContext) -> Finding? {
        let element = context.element
        // The model held and its element's fields read in place: through `context.reader`,
        // or passed as an argument, the whole element was copied (its names and lists retained).
        let model = context.screen.screenReader
        guard !element.isHiddenFromAssistiveTechnology,
              model[context.index].focus != .wrapper, model[context.index].focus != .mergedIntoAncestor else { return nil }
        guard element.isClickable == true || element.isLongClickable == true || element.role.isInteractive
                || model[context.index].role.isInteractive
        else { return Self.focusableNamedButton(element, model[context.index].focus, context) ?? ActionLikeText.review(context) }
        if element.role.isInteractive {
            return .pass(context, Result.operableRole(element.role))
        }
        if Self.operableTraits.contains(where: element.hasTrait) {
            return .pass(context, Result.operableTrait(traits: element.traits))
        }
        let announced = model[context.index].role
        if announced == .tab { return Self.unexposedTab(element, context) }
        if announced.isInteractive {
            return .pass(context, Result.announcedRole(announced))
        }
        if announced == .cell, element.role != .cell {
            return .pass(context, Result.listItem)
        }
        if Self.fillsAListRow(context) {
            return .pass(context, Result.fillsListRow)
        }
        if Self.isLayerBehindTheWindow(context) {
            return .needsReview(
                context, Result.layerBehindWindow,
                missing: ["whether TalkBack stops on a clickable layer behind the window's controls"])
        }
        guard Self.rolesThatHideOperability.contains(element.role) else {
            // Roles such as cell, tab bar or menu carry meaning of their own.
            return .pass(context, Result.ownRole(element.role))
        }
        return Self.missingRole(element, context)
    }

    static func missingRole(_ element: Element, _ context: ElementContext) -> Finding {
        let suggested = suggestedRole(for: element)
        let silent = element.role == .unknown || element.role == .container || element.role == .group
        let shown: Exposed = element.role == .unknown ? (element.className.map(Exposed.named) ?? .noRole) : .role(element.role)
        let platform = context.screen.app.platform
        if platform == .android {
            if let decided = announcedRole(shown, suggested, context) { return decided }
            if let unrecorded = UnrecordedRole.of(context.index, in: context.screen) {
                return .needsReview(context, Result.unrecorded(shown, unrecorded), missing: [unrecorded.missing])
            }
            return .violation(context, Result.noRoleOnAndroid(shown), severity: 0, fix: Result.fix(exposing: suggested))
        }
        return .violation(context, Result.noRole(shown, platform), severity: silent ? 1 : 0, fix: Result.fix(exposing: suggested))
    }

    /// Where the dump shows the role TalkBack announces although the class has none
    /// (`RoleNodeAnnouncement`): a pass, or a violation when a content description hides it.
    static func announcedRole(_ shown: Exposed, _ suggested: Role, _ context: ElementContext) -> Finding? {
        guard context.screen.app.platform == .android else { return nil }
        guard let announcement = RoleNodeAnnouncement.of(context.index, in: context.screen) else { return nil }
        switch announcement {
        case .announced(let announced):
            return .pass(context, Result.roleNodeAnnounced(announced))
        case .unannounced:
            return .violation(context, Result.roleNodeUnheard(shown, announcement), severity: 0,
                              fix: Result.roleNodeFix(exposing: suggested))
        case .actionBarTab:
            return .violation(context, Result.roleNodeUnheard(shown, announcement), severity: 0, fix: Result.actionBarTabFix)
        }
    }

    /// An Android stop that is focusable but not clickable, with no role,
    /// whose own name calls it a button ("loginBtn"): React Native's
    /// Touchables handle taps in JavaScript and, without `accessibilityRole`,
    /// expose a plain focusable ViewGroup. TalkBack says "double-tap to
    /// activate" only for clickable nodes, so the user hears the name alone.
    /// The app's own word "button" is the evidence that it acts, unless it
    /// holds a clickable element, which is then the Touchable.
    static func focusableNamedButton(_ element: Element, _ focus: ScreenReaderElement.Focus,
                                     _ context: ElementContext) -> Finding? {
        guard context.screen.app.platform == .android, focus.isStop, element.isFocusable == true,
              rolesThatHideOperability.contains(element.role), let label = element.label,
              let word = buttonWord(in: label),
              !DeveloperButtonName.wrapsAClickable(context.index, in: context.screen) else { return nil }
        return .violation(context, Result.focusableNamedButton(label: label, word: word), severity: 1, fix: Result.buttonRoleFix)
    }

    /// The word of a developer's name that says "button": `loginBtn`,
    /// `submit_button`, `LoginButton` (camel case, `_`, `-` and `.` split words).
    static func buttonWord(in name: String) -> String? {
        DeveloperButtonName.buttonWord(in: name)
    }

    /// A tab that is not clickable gets no "double-tap to activate" either: nothing says it can be
    /// chosen. A clickable one is announced as activatable but not as a tab, which MCAG 1.1.2 asks
    /// for, unless its tab bar is one whose items announce "tab" themselves (Material's navigation
    /// bar items give it as their role description) or the dump cannot show the role.
    static func unexposedTab(_ element: Element, _ context: ElementContext) -> Finding {
        let exposed = Exposed.named(element.className ?? element.role.rawValue)
        if let decided = announcedRole(exposed, .tab, context) { return decided }
        if element.isClickable == true || element.isLongClickable == true {
            if let bar = announcingTabBar(of: context) {
                return .pass(context, Result.tabOfAnnouncingBar(bar))
            }
            if let unrecorded = UnrecordedRole.of(context.index, in: context.screen) {
                return .needsReview(context, Result.unrecordedTab(exposed, unrecorded), missing: [unrecorded.missing])
            }
            return .violation(context, Result.clickableTabWithoutRole(exposed), severity: 0, fix: Result.tabFix)
        }
        return .violation(context, Result.unclickableTabWithoutRole(exposed), severity: 0, fix: Result.tabFix)
    }

    /// An element with the frame of an ancestor chain that ends in a row of a list: the clickable
    /// layout RecyclerView's item wrapper holds, announced with the row as a list item.
    static func fillsAListRow(_ context: ElementContext) -> Bool {
        let tree = context.tree
        guard let frame = tree[context.index].frame else { return false }
        var current = context.index
        while let parent = tree.parent(of: current), tree[parent].frame == frame {
            if let grandparent = tree.parent(of: parent), tree[grandparent].role == .list { return true }
            if context.screen.screenReader[parent].role == .cell { return true }
            current = parent
        }
        if let parent = tree.parent(of: context.index), tree[parent].role == .list {
            return context.screen.screenReader[context.index].role == .cell
        }
        return false
    }

    /// A clickable element covering nine tenths of its window or more with nothing to speak (a
    /// scrim behind a sheet, a tap-outside catcher): whether TalkBack stops on it, and what it
    /// says if it does, the dump cannot show. A layer the screen-reader model hears with a name
    /// (texts of its own that no other control holds, or a description such as Flutter's
    /// "Dismiss" barrier) is a stop like any other: TalkBack focuses an actionable node with
    /// something to speak (`AccessibilityNodeInfoUtils.shouldFocusNode`), so its role is judged.
    static func isLayerBehindTheWindow(_ context: ElementContext) -> Bool {
        let tree = context.tree
        guard let frame = tree[context.index].frame, frame.width > 0, frame.height > 0 else { return false }
        let window: Rect = tree.ancestors(of: context.index).last.flatMap { tree[$0].frame } ?? frame
        var area: Double = window.width * window.height
        if let viewport = context.screen.screen.viewport {
            let screenArea: Double = viewport.width * viewport.height
            area = max(area, screenArea)
        }
        let own: Double = frame.width * frame.height
        guard area > 0, own >= 0.9 * area else { return false }
        return context.screen.screenReader[context.index].name?.isBlank ?? true
    }

    /// Tab bars whose items announce "tab" whatever class the dump gives them: Material's
    /// `NavigationBarItemView` sets the role description "Tab", TabLayout's tabs are TabViews.
    static let announcingTabBarClasses = ["BottomNavigationView", "NavigationBarView", "NavigationRailView", "TabLayout"]

    static func announcingTabBar(of context: ElementContext) -> String? {
        let tree = context.tree
        for ancestor in tree.ancestors(of: context.index).prefix(2) {
            guard tree[ancestor].role == .tabBar, let className = tree[ancestor].className else { continue }
            let simple = className.split(separator: ".").last.map(String.init) ?? className
            if announcingTabBarClasses.contains(where: simple.hasSuffix) { return simple }
        }
        return nil
    }

    /// The role the element's class suggests; a button when nothing else does.
    static func suggestedRole(for element: Element) -> Role {
        // A byte search that ignores ASCII case: Foundation's `contains` goes through NSString.
        let name = element.className ?? ""
        func has(_ fragment: String) -> Bool { name.containsFragment(fragment, ignoringASCIICase: true) }
        if has("switch") || has("toggle") { return .switch }
        if has("checkbox") { return .checkbox }
        if has("radio") { return .radio }
        if has("seekbar") || has("slider") { return .slider }
        if has("edittext") || has("textfield") { return .textField }
        return .button
    }

    static func platformAdvice(for role: Role) -> String {
        switch role {
        case .switch: "use UISwitch / Toggle (iOS) or Switch / Modifier.toggleable(role = Role.Switch) (Android)"
        case .checkbox: "use a CheckBox or Modifier.toggleable(role = Role.Checkbox) (Android); on iOS add the button trait and report the state as value"
        case .radio: "use a RadioButton or Modifier.selectable(role = Role.RadioButton) (Android); on iOS add the button trait and the selected trait"
        case .slider: "use UISlider or the .adjustable trait (iOS), a SeekBar or Slider (Android)"
        case .textField: "use a UITextField/TextField (iOS) or EditText/TextField (Android)"
        case .link: "add the .link trait (iOS) or Role.Link semantics / a URLSpan (Android)"
        default: "add the .button trait (iOS: accessibilityTraits.insert(.button) or .accessibilityAddTraits(.isButton)) or set the Button class or Role.Button semantics (Android)"
        }
    }

    package var examples: [CheckExample] { Self.firstExamples + Self.androidExamples + Self.composeRoleNodeExamples }

    private static var firstExamples: [CheckExample] {
        [
            .passes("A clickable Android button", Node(Element(role: .button, label: "Send", isClickable: true))),
            .passes("A clickable cell keeps its cell role", Node(Element(role: .cell, label: "Inbox", isClickable: true))),
            .passes("A custom view with the button trait",
                    Node(Element(role: .unknown, traits: ["Button"], label: "Menu", isClickable: true))),
            .fails("A clickable layout with no role",
                   Node(Element(role: .container, className: "android.widget.LinearLayout", isClickable: true)) {
                       Node(Element(role: .text, text: "Settings"))
                   }.flagged()),
            .fails("A tappable plain text", Node(Element(role: .text, text: "Forgot password?", isClickable: true)).flagged()),
            .passes("A clickable row of a list is a list item",
                    Node(Element(role: .list)) {
                        Node(Element(role: .container, className: "android.widget.LinearLayout", isClickable: true)) {
                            Node(Element(role: .text, text: "Inbox"))
                        }
                    }),
            .fails("A React Native touchable: focusable, not clickable, no role, named \"loginBtn\"",
                   app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                       Node(Element(role: .container, className: "android.view.ViewGroup", label: "loginBtn",
                                    isFocusable: true, isClickable: false)) {
                           Node(Element(role: .text, className: "android.widget.TextView", text: "Login"))
                       }.flagged()))),
            .passes("A focusable wrapper named \"primary-custom-button\" around the clickable Touchable",
                    app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                        Node(Element(role: .container, className: "android.view.ViewGroup", label: "primary-custom-button",
                                     isFocusable: true, isClickable: false)) {
                            Node(Element(role: .button, className: "android.widget.Button", label: "Know More",
                                         isFocusable: true, isClickable: true))
                        }))),

        ]
    }

    /// Android stops: the class decides, unless the dump cannot show the role (UnrecordedRole).
    private static var androidExamples: [CheckExample] {
        [
            .fails("On Android, a clickable LinearLayout row outside a list: TalkBack says only \"double-tap to activate\"",
                   app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                       Node(Element(role: .container, className: "android.widget.LinearLayout", isFocusable: true, isClickable: true)) {
                           Node(Element(role: .text, className: "android.widget.TextView", text: "Country"))
                       }.flagged()))),
            .fails("On Android, a clickable TextView drawn as a bottom-bar item, none selected",
                   app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                       Node(Element(role: .container, className: "android.widget.LinearLayout")) {
                           Node(Element(role: .text, className: "android.widget.TextView", text: "Home", isClickable: true)).flagged()
                           Node(Element(role: .text, className: "android.widget.TextView", text: "History", isClickable: true)).flagged()
                       }))),
            .needsReview("On Android, a clickable generic View inside a web view: Chrome gives its role as a role description",
                         app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                             Node(Element(role: .webView, className: "android.webkit.WebView")) {
                                 Node(Element(role: .container, className: "android.view.View", label: "Pricing", isClickable: true)).flagged()
                             }))),
            .needsReview("On Android, a row of clickable Views with one selected: a Compose or React Native tab row",
                         app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                             Node(Element(role: .container, className: "android.view.View")) {
                                 Node(Element(role: .container, className: "android.view.View", label: "Home", isClickable: true, isSelected: true)).flagged()
                                 Node(Element(role: .container, className: "android.view.View", label: "Search", isClickable: true)).flagged()
                             }))),
            .passes("On Android, a clickable View over the inert Button node Compose adds for Role.Button: TalkBack reads \"Button\" with it",
                    app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                        Node(Element(role: .container, className: "android.view.View", frame: Rect(x: 0, y: 0, width: 144, height: 144),
                                     isFocusable: true, isClickable: true)) {
                            Node(Element(role: .text, className: "android.widget.TextView", text: "Save",
                                         frame: Rect(x: 30, y: 50, width: 84, height: 44)))
                            Node(Element(role: .button, className: "android.widget.Button", frame: Rect(x: 12, y: 12, width: 120, height: 120),
                                         isFocusable: false, isClickable: false))
                        }))),
            .fails("On Android, the same View with a content description: TalkBack reads it alone, without the Button node's role",
                   app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                       Node(Element(role: .container, className: "android.view.View", label: "Save",
                                    frame: Rect(x: 0, y: 0, width: 144, height: 144), isFocusable: true, isClickable: true)) {
                           Node(Element(role: .button, className: "android.widget.Button", frame: Rect(x: 12, y: 12, width: 120, height: 120),
                                        isFocusable: false, isClickable: false))
                       }.flagged()))),
            .passes("On Android, an item of Material's BottomNavigationView announces \"tab\" by its role description",
                    app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                        Node(Element(role: .tabBar, className: "com.google.android.material.bottomnavigation.BottomNavigationView")) {
                            Node(Element(role: .container, className: "android.widget.FrameLayout", label: "Alerts", isClickable: true))
                        }))),
            .needsReview("A plain text that reads like a link",
                         Node(Element(role: .text, text: "Resend code", isAccessibilityElement: true)).flagged()),
        ]
    }
}
