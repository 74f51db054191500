import MCAGCore

/// Android view classes → MCAG roles, matched on the simple class name's
/// suffix so that subclasses (`AppCompatImageButton`, `MaterialSwitch`) map
/// like their base class (tabled in Documentation/Importers.md).
enum AndroidRoles {
    /// Checked in order: a longer, more specific suffix comes before any suffix it ends with.
    static let suffixes: [(suffix: String, role: Role)] = [
        ("TabLayout$TabView", .tab), ("TabView", .tab), ("BottomNavigationItemView", .tab),
        ("NavigationBarItemView", .tab), ("TabLayout", .tabBar), ("TabWidget", .tabBar),
        ("BottomNavigationView", .tabBar), ("NavigationBarView", .tabBar),
        ("ImageButton", .button), ("FloatingActionButton", .button), ("RadioButton", .radio),
        ("ToggleButton", .switch), ("CompoundButton", .checkbox), ("Chip", .button), ("Button", .button),
        ("SwitchCompat", .switch), ("SwitchMaterial", .switch), ("MaterialSwitch", .switch), ("Switch", .switch),
        ("CheckBox", .checkbox), ("CheckedTextView", .checkbox),
        ("SearchAutoComplete", .searchField), ("SearchView", .searchField),
        ("EditText", .textField), ("AutoCompleteTextView", .textField), ("TextInputLayout", .group),
        ("TextView", .text), ("ImageView", .image), ("LottieAnimationView", .image), ("QuickContactBadge", .image),
        ("SeekBar", .slider), ("RatingBar", .slider), ("Slider", .slider), ("ProgressBar", .progressIndicator),
        ("NumberPicker", .picker), ("DatePicker", .picker), ("TimePicker", .picker), ("Spinner", .picker),
        ("RecyclerView", .list), ("ListView", .list), ("GridView", .list), ("ExpandableListView", .list),
        ("HorizontalScrollView", .scrollView), ("NestedScrollView", .scrollView), ("ScrollView", .scrollView),
        ("ViewPager2", .scrollView), ("ViewPager", .scrollView),
        ("WebView", .webView), ("VideoView", .video), ("PlayerView", .mediaPlayer),
        ("Toolbar", .toolbar), ("ActionBarContainer", .navigationBar), ("ActionMenuView", .menu),
        ("Layout", .container), ("LayoutCompat", .container), ("ComposeView", .container), ("TabHost", .container), ("ViewGroup", .container), ("CardView", .container),
        ("ViewAnimator", .container), ("ViewSwitcher", .container), ("ViewFlipper", .container),
    ]

    /// Exact class names with roles a suffix would get wrong.
    static let exact: [String: Role] = [
        "android.view.View": .container, "android.view.ViewGroup": .container,
        "android.widget.FrameLayout": .container, "android.app.Dialog": .alert,
    ]

    /// The role for a class; `.unknown` for classes no entry knows (obfuscated `K0.P0`).
    static func role(className: String, isPassword: Bool, isEditable: Bool) -> Role {
        if let role = exact[className] { return role }
        let simple = AttributeValues.simpleClassName(className)
        for (suffix, role) in suffixes where simple.hasSuffix(suffix) {
            if role == .textField && isPassword { return .secureTextField }
            return role
        }
        return isPassword && isEditable ? .secureTextField : .unknown
    }
}
