import MCAGCore

extension CleanNameVocabulary {
    /// English role, state and value words.
    ///
    /// Terms are tied to the roles on which they are redundant, which keeps
    /// ordinary names quiet: "Copy link" on a button, "Turn on Wi-Fi", "Delete
    /// selected".
    package static let english = CleanNameVocabulary(
        language: "en",
        roleTerms: [
            CleanNameTerm("button", roles: [.button]),
            CleanNameTerm("btn", roles: [.button]),
            CleanNameTerm("link", roles: [.link]),
            CleanNameTerm("hyperlink", roles: [.link]),
            CleanNameTerm("checkbox", roles: [.checkbox]),
            CleanNameTerm("check box", roles: [.checkbox]),
            CleanNameTerm("tick box", roles: [.checkbox]),
            CleanNameTerm("radio button", roles: [.radio]),
            CleanNameTerm("switch", roles: [.switch]),
            CleanNameTerm("toggle", roles: [.switch]),
            // A tab drawn as a plain clickable layout is announced as a button, and its author
            // writes the type into the name instead ("Tab: Rewards", "Home tab. Shows your feed"),
            // as KakaoTalk's "친구 탭" does in Korean. Not a position ("Tab 1 of 3", Flutter's),
            // nor the object of the button's action ("New tab", "Close tab: Rewards").
            CleanNameTerm("tab", roles: [.tab, .button], exceptBeforeNumber: true, exceptAfter: [
                "new", "close", "open", "reopen", "add", "switch", "all", "next", "previous", "pin", "unpin", "duplicate",
                "this", "current", "other", "incognito", "private", "browser", "move", "share", "manage", "select",
            ]),
            CleanNameTerm("slider", roles: [.slider]),
            CleanNameTerm("stepper", roles: [.stepper]),
            CleanNameTerm("text field", roles: [.textField, .secureTextField, .searchField]),
            CleanNameTerm("textfield", roles: [.textField, .secureTextField, .searchField]),
            CleanNameTerm("text box", roles: [.textField, .secureTextField, .searchField]),
            CleanNameTerm("textbox", roles: [.textField, .secureTextField, .searchField]),
            CleanNameTerm("input field", roles: [.textField, .secureTextField, .searchField]),
            CleanNameTerm("edit box", roles: [.textField, .secureTextField, .searchField]),
            CleanNameTerm("search field", roles: [.searchField]),
            CleanNameTerm("search box", roles: [.searchField]),
            CleanNameTerm("image", roles: [.image]),
            // Not "picture": "Ana's profile picture" names what the image shows, as reviewed on WhatsApp's chat list.
            CleanNameTerm("graphic", roles: [.image]),
            CleanNameTerm("icon", roles: [.image, .button, .link]),
            CleanNameTerm("heading", roles: [.heading]),
            CleanNameTerm("menu item", roles: [.menuItem]),
            CleanNameTerm("drop-down", roles: [.picker]),
            CleanNameTerm("dropdown", roles: [.picker]),
            CleanNameTerm("combo box", roles: [.picker]),
            CleanNameTerm("picker", roles: [.picker]),
            CleanNameTerm("progress bar", roles: [.progressIndicator]),
            CleanNameTerm("segmented control", roles: [.segmentedControl]),
            CleanNameTerm("tab bar", roles: [.tabBar]),
            CleanNameTerm("toolbar", roles: [.toolbar]),
        ],
        stateTerms: [
            CleanNameTerm("selected", roles: Role.stateful),
            CleanNameTerm("not selected", roles: Role.stateful),
            CleanNameTerm("unselected", roles: Role.stateful),
            CleanNameTerm("deselected", roles: Role.stateful),
            CleanNameTerm("checked", roles: [.checkbox, .radio, .switch]),
            CleanNameTerm("unchecked", roles: [.checkbox, .radio, .switch]),
            CleanNameTerm("not checked", roles: [.checkbox, .radio, .switch]),
            CleanNameTerm("ticked", roles: [.checkbox, .radio, .switch]),
            CleanNameTerm("unticked", roles: [.checkbox, .radio, .switch]),
            CleanNameTerm("on", roles: [.switch, .checkbox], atEdgeOnly: true),
            CleanNameTerm("off", roles: [.switch, .checkbox], atEdgeOnly: true),
            CleanNameTerm("enabled"),
            CleanNameTerm("disabled"),
            CleanNameTerm("dimmed"),
            CleanNameTerm("expanded"),
            CleanNameTerm("collapsed"),
            CleanNameTerm("pressed", roles: [.button, .switch]),
            // A negated participle states the state of a toggling button ("Not Favorited" on
            // Swapcard's favourite, "Not Starred" on Pocket Casts' star): the platform's selected
            // state says it. Only negated: "Favorites" and "Starred" also name lists and tabs.
            CleanNameTerm("not favorited", roles: [.button, .switch, .checkbox]),
            CleanNameTerm("not favourited", roles: [.button, .switch, .checkbox]),
            CleanNameTerm("not starred", roles: [.button, .switch, .checkbox]),
            CleanNameTerm("unstarred", roles: [.button, .switch, .checkbox]),
            CleanNameTerm("not bookmarked", roles: [.button, .switch, .checkbox]),
            CleanNameTerm("not liked", roles: [.button, .switch, .checkbox]),
            CleanNameTerm("visited", roles: [.link]),
            CleanNameTerm("unvisited", roles: [.link]),
        ],
        valueTerms: [
            CleanNameTerm("value", roles: Role.valued),
            CleanNameTerm("current value", roles: Role.valued),
            CleanNameTerm("percent", roles: Role.valued),
            CleanNameTerm("per cent", roles: Role.valued),
        ])
}
