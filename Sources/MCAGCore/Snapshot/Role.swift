/// What an element is, in MCAG's platform-neutral terms.
///
/// Importers map platform classes (`XCUIElementTypeButton`,
/// `android.widget.ImageButton`) to these roles. A type no mapping knows is
/// kept as ``unknown`` with its class name on the element, never dropped.
public struct Role: RawRepresentable, Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String {
        didSet { code = Role.code(of: rawValue) }
    }
    /// The position of a role this type names among their declarations
    /// (`Role.code(of:)`), or `Role.otherCode` for any other string. Checks compare, hash and
    /// look up roles by the hundred thousand; a small integer makes each a
    /// comparison or a bit test where the string had to be hashed.
    private var code: UInt8

    public init(rawValue: String) {
        self.rawValue = rawValue
        code = Role.code(of: rawValue)
    }
    public init(_ rawValue: String) { self.init(rawValue: rawValue) }
    public init(stringLiteral value: String) { self.init(rawValue: value) }
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
    var bit: UInt64? { code == Role.otherCode ? nil : 1 << UInt64(code) }

    public static let application: Role = "application"
    public static let window: Role = "window"
    public static let button: Role = "button"
    public static let link: Role = "link"
    public static let image: Role = "image"
    public static let text: Role = "text"
    public static let heading: Role = "heading"
    public static let textField: Role = "textField"
    public static let secureTextField: Role = "secureTextField"
    public static let searchField: Role = "searchField"
    public static let `switch`: Role = "switch"
    public static let checkbox: Role = "checkbox"
    public static let radio: Role = "radio"
    public static let slider: Role = "slider"
    public static let stepper: Role = "stepper"
    public static let picker: Role = "picker"
    public static let progressIndicator: Role = "progressIndicator"
    public static let tab: Role = "tab"
    public static let tabBar: Role = "tabBar"
    public static let segmentedControl: Role = "segmentedControl"
    public static let navigationBar: Role = "navigationBar"
    public static let toolbar: Role = "toolbar"
    public static let menu: Role = "menu"
    public static let menuItem: Role = "menuItem"
    public static let list: Role = "list"
    public static let cell: Role = "cell"
    public static let scrollView: Role = "scrollView"
    public static let webView: Role = "webView"
    public static let video: Role = "video"
    public static let audio: Role = "audio"
    public static let mediaPlayer: Role = "mediaPlayer"
    public static let alert: Role = "alert"
    public static let toast: Role = "toast"
    public static let keyboard: Role = "keyboard"
    public static let statusBar: Role = "statusBar"
    public static let group: Role = "group"
    /// A layout container with no semantics of its own.
    public static let container: Role = "container"
    /// A platform type that no mapping knows; see ``Element/className``.
    public static let unknown: Role = "unknown"

    /// Roles a person operates: they need a name (1.1.3) and a touch target (2.1.1).
    public static let interactive: Set<Role> = [
        .button, .link, .textField, .secureTextField, .searchField, .switch, .checkbox, .radio, .slider,
        .stepper, .picker, .tab, .segmentedControl, .menuItem, .mediaPlayer,
    ]

    /// Roles that carry an on/off or selected state (1.1.4).
    public static let stateful: Set<Role> = [.switch, .checkbox, .radio, .tab, .segmentedControl]

    /// Roles that carry a value (1.1.5).
    public static let valued: Set<Role> = [
        .textField, .secureTextField, .searchField, .slider, .stepper, .picker, .progressIndicator,
    ]

    public var isInteractive: Bool { Role.interactiveSet.contains(self) }
    private static let interactiveSet = RoleSet(interactive)

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
