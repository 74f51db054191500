import MCAGCore

/// What matches an element across screens in `RelativePlacement`: its
/// role and its identifier or name (`button|id:help`, `text|name:Home`), or
/// a navigation component (`navigation|tab bar`).
///
/// The placement checks look up every keyed element of every screen. Spelled
/// as one string, each key cost an allocation and three appends, and every
/// look-up hashed the whole string again. The parts are kept apart instead,
/// hashed once when the key is made, so that a look-up hashes one integer.
/// Two keys are equal exactly when their spellings are.
struct ContentKey: Hashable, PlacementKey, Sendable {
    enum Kind: UInt8, Sendable {
        case identifier, name, bare

        /// What stands between the role and the text in the spelled key.
        var separator: String {
            switch self {
            case .identifier: "|id:"
            case .name: "|name:"
            case .bare: "|"
            }
        }
    }

    let role: Role
    let kind: Kind
    let text: String
    /// The parts' hash, made with the standard hasher so that texts equal as
    /// Swift compares them (canonically equivalent) hash alike.
    let fingerprint: Int
    /// Whether the role and text are ASCII: equal ASCII keys are spelled with the same bytes.
    let isPlain: Bool

    init(_ role: Role, _ kind: Kind, _ text: String) {
        // Parts that spell a key another way (a role with a bar in it, a bare text that opens with `id:`) are
        // read back from the spelling, so that equal spellings always have equal parts. No character
        // decomposes to a bar or to these ASCII prefixes, so comparing bytes finds every such spelling.
        let (roleHasBar, roleIsASCII) = ASCIIWords.withUTF8(role.rawValue) { ($0.contains(Self.bar), ASCIIWords.isASCII($0)) }
        if roleHasBar || (kind == .bare && (text.utf8.starts(with: "id:".utf8) || text.utf8.starts(with: "name:".utf8))) {
            self.init(spelled: role.rawValue + kind.separator + text)
        } else {
            self.init(parts: role, kind, text, roleIsASCII: roleIsASCII)
        }
    }

    /// The key a spelling names (`button|id:help`): the role up to the first bar, then the kind its prefix says.
    init(spelled spelling: String) {
        let utf8 = spelling.utf8
        let bar = utf8.firstIndex(of: Self.bar) ?? utf8.endIndex
        let rest = bar == utf8.endIndex ? Substring() : spelling[utf8.index(after: bar)...]
        let role = Role(rawValue: String(spelling[..<bar]))
        if rest.utf8.starts(with: "id:".utf8) {
            self.init(parts: role, .identifier, String(rest.utf8.dropFirst(3)) ?? "")
        } else if rest.utf8.starts(with: "name:".utf8) {
            self.init(parts: role, .name, String(rest.utf8.dropFirst(5)) ?? "")
        } else {
            self.init(parts: role, .bare, String(rest))
        }
    }

    private init(parts role: Role, _ kind: Kind, _ text: String, roleIsASCII: Bool? = nil) {
        self.role = role
        self.kind = kind
        self.text = text
        var hasher = Hasher()
        hasher.combine(role)
        hasher.combine(kind)
        hasher.combine(text)
        fingerprint = hasher.finalize()
        isPlain = ASCIIWords.withUTF8(text) { ASCIIWords.isASCII($0) } && (roleIsASCII ?? ASCIIWords.isASCII(role.rawValue))
    }

    private static let bar = UInt8(ascii: "|")

    /// The key of a navigation component: `navigation|` and its key.
    static func navigation(_ componentKey: String) -> ContentKey { ContentKey(navigationRole, .bare, componentKey) }
    private static let navigationRole = Role(rawValue: "navigation")

    /// The key as one string, as messages and the order of keys in them read it.
    var spelled: String { role.rawValue + kind.separator + text }

    static func == (lhs: ContentKey, rhs: ContentKey) -> Bool {
        lhs.fingerprint == rhs.fingerprint && lhs.role == rhs.role && lhs.kind == rhs.kind && lhs.text == rhs.text
    }

    func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

    func isSpelledAlike(_ other: ContentKey) -> Bool {
        (isPlain && other.isPlain) || spelled.hasSameUTF8(as: other.spelled)
    }
}
