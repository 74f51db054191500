import MCAGCore

/// XCUIElementType names and accessibility traits → MCAG roles
/// (tabled in Documentation/Importers.md).
enum XCUITestRoles {
    /// Keyed by the type without its `XCUIElementType` prefix.
    static let byType: [String: Role] = [
        "Application": .application, "Window": .window, "Button": .button, "Link": .link,
        "Image": .image, "Icon": .button, "StaticText": .text, "TextView": .text,
        "TextField": .textField, "SecureTextField": .secureTextField, "SearchField": .searchField,
        "Switch": .switch, "Toggle": .switch, "CheckBox": .checkbox, "RadioButton": .radio,
        "RadioGroup": .group, "Slider": .slider, "Stepper": .stepper, "Picker": .picker,
        "PickerWheel": .picker, "DatePicker": .picker, "ColorWell": .picker,
        "ProgressIndicator": .progressIndicator, "ActivityIndicator": .progressIndicator,
        "LevelIndicator": .progressIndicator, "Tab": .tab, "TabBar": .tabBar, "TabGroup": .tabBar,
        "SegmentedControl": .segmentedControl, "NavigationBar": .navigationBar, "Toolbar": .toolbar,
        "ToolbarButton": .button, "Menu": .menu, "MenuBar": .menu, "MenuItem": .menuItem,
        "MenuBarItem": .menuItem, "MenuButton": .button, "PopUpButton": .button, "PopUpMenu": .menu,
        "Table": .list, "CollectionView": .list, "Outline": .list, "Browser": .list, "Grid": .list,
        "Cell": .cell, "OutlineRow": .cell, "TableRow": .cell, "ScrollView": .scrollView,
        "WebView": .webView, "Alert": .alert, "Sheet": .alert, "Dialog": .alert,
        "Keyboard": .keyboard, "Key": .button, "StatusBar": .statusBar, "StatusItem": .button,
        "Group": .group, "Other": .container, "LayoutArea": .container, "LayoutItem": .container,
    ]

    /// Roles a trait can refine, because the type said little.
    static let refinable: Set<Role> = [.container, .unknown, .text, .image, .group]

    /// Traits that say more than a vague type, strongest first. `TextEntry` is
    /// the trait UIKit gives an editable text view (idb and AXe write it on a
    /// `TextArea`, which no XCUIElementType names): VoiceOver announces it as a
    /// text field.
    static let traitRoles: [(trait: String, role: Role)] = [
        ("TextEntry", .textField), ("Header", .heading), ("SearchField", .searchField), ("Link", .link), ("KeyboardKey", .button),
        ("ToggleButton", .switch), ("Adjustable", .slider), ("Button", .button), ("TabBar", .tabBar),
        ("Image", .image), ("StaticText", .text),
    ]

    static func role(type: String, traits: [String]) -> Role {
        let short = type.hasPrefix("XCUIElementType") ? String(type.dropFirst("XCUIElementType".count)) : type
        let base = byType[short] ?? .unknown
        guard refinable.contains(base) else { return base }
        for (trait, role) in traitRoles where traits.contains(trait) {
            // An image that is also a button is operated as a button; a bare Image trait refines only vaguer types.
            if role == .image && base != .container && base != .unknown { continue }
            if role == .text && base != .container && base != .unknown { continue }
            return role
        }
        return base
    }
}
