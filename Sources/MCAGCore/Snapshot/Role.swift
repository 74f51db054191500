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
    @usableFromInline var code: UInt8

    public init(rawValue: String) {
        self.rawValue = rawValue
        code = Role.code(of: rawValue)
    }
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
    @inlinable var bit: UInt64? { code == Role.otherCode ? nil : 1 << UInt64(code) }

    public static let application: Role = Role(named: "application", code: 0)
    public static let window: Role = Role(named: "window", code: 1)
    public static let button: Role = Role(named: "button", code: 2)
    public static let link: Role = Role(named: "link", code: 3)
    public static let image: Role = Role(named: "image", code: 4)
    public static let text: Role = Role(named: "text", code: 5)
    public static let heading: Role = Role(named: "heading", code: 6)
    public static let textField: Role = Role(named: "textField", code: 7)
    public static let secureTextField: Role = Role(named: "secureTextField", code: 8)
    public static let searchField: Role = Role(named: "searchField", code: 9)
    public static let `switch`: Role = Role(named: "switch", code: 10)
    public static let checkbox: Role = Role(named: "checkbox", code: 11)
    public static let radio: Role = Role(named: "radio", code: 12)
    public static let slider: Role = Role(named: "slider", code: 13)
    public static let stepper: Role = Role(named: "stepper", code: 14)
    public static let picker: Role = Role(named: "picker", code: 15)
    public static let progressIndicator: Role = Role(named: "progressIndicator", code: 16)
    public static let tab: Role = Role(named: "tab", code: 17)
    public static let tabBar: Role = Role(named: "tabBar", code: 18)
    public static let segmentedControl: Role = Role(named: "segmentedControl", code: 19)
    public static let navigationBar: Role = Role(named: "navigationBar", code: 20)
    public static let toolbar: Role = Role(named: "toolbar", code: 21)
    public static let menu: Role = Role(named: "menu", code: 22)
    public static let menuItem: Role = Role(named: "menuItem", code: 23)
    public static let list: Role = Role(named: "list", code: 24)
    public static let cell: Role = Role(named: "cell", code: 25)
    public static let scrollView: Role = Role(named: "scrollView", code: 26)
    public static let webView: Role = Role(named: "webView", code: 27)
    public static let video: Role = Role(named: "video", code: 28)
    public static let audio: Role = Role(named: "audio", code: 29)
    public static let mediaPlayer: Role = Role(named: "mediaPlayer", code: 30)
    public static let alert: Role = Role(named: "alert", code: 31)
    public static let toast: Role = Role(named: "toast", code: 32)
    public static let keyboard: Role = Role(named: "keyboard", code: 33)
    public static let statusBar: Role = Role(named: "statusBar", code: 34)
    public static let group: Role = Role(named: "group", code: 35)
    /// A layout container with no semantics of its own.
    public static let container: Role = Role(named: "container", code: 36)
    /// A platform type that no mapping knows; see ``Element/className``.
    public static let unknown: Role = Role(named: "unknown", code: 37)

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
    /// ``interactive`` as bits, by code, written out for the same reason as
    /// the named roles' codes (a test compares it with the set).
    static let interactiveSet = RoleSet(bits: 1 << 2 | 1 << 3 | 1 << 7 | 1 << 8 | 1 << 9 | 1 << 10 | 1 << 11
                                        | 1 << 12 | 1 << 13 | 1 << 14 | 1 << 15 | 1 << 17 | 1 << 19 | 1 << 23 | 1 << 30)

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
