/// What an element is, in MCAG's platform-neutral terms.
///
/// Importers map platform classes (`XCUIElementTypeButton`,
/// `android.widget.ImageButton`) to these roles. A type no mapping knows is
/// kept as ``unknown`` with its class name on the element, never dropped.
public struct Role: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The role's name, as snapshots and reports write it (`"button"`); a role no mapping knows keeps its own.
    public var rawValue: String {
        didSet { code = Role.code(of: rawValue) }
    }
    /// The position of a role this type names among their declarations
    /// (`Role.code(of:)`), or `Role.otherCode` for any other string. Checks compare, hash and
    /// look up roles by the hundred thousand; a small integer makes each a
    /// comparison or a bit test where the string had to be hashed.
    @usableFromInline var code: UInt8

    /// The role with this name: one of the named roles when it names one, any other string as it is.
    public init(rawValue: String) {
        self.rawValue = rawValue
        code = Role.code(of: rawValue)
    }
    /// The role with this name; the same as ``init(rawValue:)``.
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }

    /// A role this type names, with its code written out, so that the
    /// compiler lays the constant out in the binary: worked out at run time,
    /// every `Role.text` in a check was a call to a one-time initializer
    /// (750,000 calls in an audit of 10,000 elements). The tests compare each
    /// code with `Role.code(of:)`.
    private init(named rawValue: String, code: UInt8) {
        self.rawValue = rawValue
        self.code = code
    }
    /// The role a string literal names, so that `"button"` can stand where a role is expected.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
    /// The role's name.
    public var description: String { rawValue }

    /// Equal when the strings are: two named roles have equal codes exactly
    /// when their strings are equal, so their codes decide.
    public static func == (lhs: Role, rhs: Role) -> Bool {
        if lhs.code != Role.otherCode || rhs.code != Role.otherCode { return lhs.code == rhs.code }
        return lhs.rawValue == rhs.rawValue
    }

    /// Hashes the code of a named role (equal roles have equal codes) and the string of any other.
    public func hash(into hasher: inout Hasher) {
        if code != Role.otherCode { hasher.combine(code) } else { hasher.combine(rawValue) }
    }

    /// The role's bit in a ``RoleSet``, or nil for a role this type does not name.
    @inlinable var bit: UInt64? { code == Role.otherCode ? nil : 1 << UInt64(code) }

    /// The running app: the root of an iOS capture (`XCUIElementTypeApplication`).
    public static let application: Role = Role(named: "application", code: 0)
    /// A window: the app's or the system's top-level surface, which holds a screen's elements.
    public static let window: Role = Role(named: "window", code: 1)
    /// A control that does something when activated: a button, an icon button, a bar item.
    public static let button: Role = Role(named: "button", code: 2)
    /// A control that goes somewhere: a web link or a link in text.
    public static let link: Role = Role(named: "link", code: 3)
    /// A picture, icon or graphic; it needs a text alternative unless it is decorative.
    public static let image: Role = Role(named: "image", code: 4)
    /// Static text the user reads and does not operate.
    public static let text: Role = Role(named: "text", code: 5)
    /// Text that titles a section; screen readers let users move from heading to heading.
    public static let heading: Role = Role(named: "heading", code: 6)
    /// A single-line or multi-line field the user types into.
    public static let textField: Role = Role(named: "textField", code: 7)
    /// A field whose content is hidden as it is typed, such as a password field.
    public static let secureTextField: Role = Role(named: "secureTextField", code: 8)
    /// A field for a search query (iOS `XCUIElementTypeSearchField`, Android `SearchView`).
    public static let searchField: Role = Role(named: "searchField", code: 9)
    /// An on/off control (`UISwitch`, Android `Switch` and `SwitchCompat`).
    public static let `switch`: Role = Role(named: "switch", code: 10)
    /// A control checked or unchecked on its own (Android `CheckBox`).
    public static let checkbox: Role = Role(named: "checkbox", code: 11)
    /// One choice of a group of which only one is selected (Android `RadioButton`).
    public static let radio: Role = Role(named: "radio", code: 12)
    /// A control that sets a value in a range by dragging or by swiping up and down.
    public static let slider: Role = Role(named: "slider", code: 13)
    /// A pair of controls that raise and lower a value by steps (`UIStepper`).
    public static let stepper: Role = Role(named: "stepper", code: 14)
    /// A control that chooses one value of a list (a picker wheel or a spinner).
    public static let picker: Role = Role(named: "picker", code: 15)
    /// A bar or spinner that shows progress; it carries a value, and the user does not operate it.
    public static let progressIndicator: Role = Role(named: "progressIndicator", code: 16)
    /// One item of a tab bar or a tab row; selecting it shows its section.
    public static let tab: Role = Role(named: "tab", code: 17)
    /// The bar that holds a screen's tabs.
    public static let tabBar: Role = Role(named: "tabBar", code: 18)
    /// A row of segments of which one is selected (`UISegmentedControl`).
    public static let segmentedControl: Role = Role(named: "segmentedControl", code: 19)
    /// The bar at the top of a screen with its title and its navigation items.
    public static let navigationBar: Role = Role(named: "navigationBar", code: 20)
    /// A bar of controls, usually at the bottom of a screen.
    public static let toolbar: Role = Role(named: "toolbar", code: 21)
    /// A list of commands shown on demand (a popup or overflow menu).
    public static let menu: Role = Role(named: "menu", code: 22)
    /// One command of a menu.
    public static let menuItem: Role = Role(named: "menuItem", code: 23)
    /// A scrolling list or table of rows (`UITableView`, `RecyclerView`).
    public static let list: Role = Role(named: "list", code: 24)
    /// One row or item of a list, table or collection.
    public static let cell: Role = Role(named: "cell", code: 25)
    /// A container whose content scrolls.
    public static let scrollView: Role = Role(named: "scrollView", code: 26)
    /// A view that shows web content (`WKWebView`, Android `WebView`).
    public static let webView: Role = Role(named: "webView", code: 27)
    /// A video, with or without player controls.
    public static let video: Role = Role(named: "video", code: 28)
    /// An audio element.
    public static let audio: Role = Role(named: "audio", code: 29)
    /// A media player's control surface, which the user operates to play, pause or seek.
    public static let mediaPlayer: Role = Role(named: "mediaPlayer", code: 30)
    /// A dialog that interrupts the screen with a message and its actions.
    public static let alert: Role = Role(named: "alert", code: 31)
    /// A short message that shows for a while and goes away on its own (Android `Toast`, a snackbar).
    public static let toast: Role = Role(named: "toast", code: 32)
    /// The on-screen keyboard; what it covers is not on screen for the user.
    public static let keyboard: Role = Role(named: "keyboard", code: 33)
    /// The system's status bar (time, battery, signal), drawn over the top of the screen.
    public static let statusBar: Role = Role(named: "statusBar", code: 34)
    /// Elements grouped into one unit, with semantics of their own (a cell's content, a form section).
    public static let group: Role = Role(named: "group", code: 35)
    /// A layout container with no semantics of its own.
    public static let container: Role = Role(named: "container", code: 36)
    /// A platform type that no mapping knows; see ``Element/className``.
    public static let unknown: Role = Role(named: "unknown", code: 37)

    /// Roles a person operates: they need a name (1.1.3) and a touch target (2.1.1).
    package static let interactive: Set<Role> = [
        .button, .link, .textField, .secureTextField, .searchField, .switch, .checkbox, .radio, .slider,
        .stepper, .picker, .tab, .segmentedControl, .menuItem, .mediaPlayer,
    ]

    /// Roles that carry an on/off or selected state (1.1.4).
    package static let stateful: Set<Role> = [.switch, .checkbox, .radio, .tab, .segmentedControl]

    /// Roles that carry a value (1.1.5).
    package static let valued: Set<Role> = [
        .textField, .secureTextField, .searchField, .slider, .stepper, .picker, .progressIndicator,
    ]

    /// Whether the role is one a person operates (a button, link, text, secure or search field,
    /// switch, checkbox, radio button, slider, stepper, picker, tab, segmented
    /// control, menu item or media player).
    public var isInteractive: Bool { Role.interactiveSet.contains(self) }
    /// ``interactive`` as bits, by code, written out for the same reason as
    /// the named roles' codes (a test compares it with the set).
    static let interactiveSet = RoleSet(bits: 1 << 2 | 1 << 3 | 1 << 7 | 1 << 8 | 1 << 9 | 1 << 10 | 1 << 11
                                        | 1 << 12 | 1 << 13 | 1 << 14 | 1 << 15 | 1 << 17 | 1 << 19 | 1 << 23 | 1 << 30)

    /// Decodes a role from its name, a single string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the role as its name, a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
