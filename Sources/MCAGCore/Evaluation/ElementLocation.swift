/// An element's address in a report: screen, tree path, identifier, label,
/// role and frame.
///
/// The fields live in one shared, copy-on-write box: every check that finds
/// something about an element on a screen reuses the same location, and a
/// ``Finding`` copies a reference instead of nine fields.
public struct ElementLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    struct Fields: Sendable, Hashable, Codable {
        var screen: String
        var index: Int
        var path: String
        var identifier: String?
        var label: String?
        var role: Role
        var className: String?
        var frame: Rect?
        var frameInMillimetres: Rect?
        /// The screen's position in the audited snapshot: with `index`, the
        /// element's identity even when two screens share a name.
        var screenIndex: Int?
    }

    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(_ fields: Fields) { box = Box(fields) }

    private var fields: Fields {
        get { box.fields }
        set { box = Box(newValue) }
    }

    /// The name of the screen the element is on.
    public var screen: String {
        get { fields.screen }
        set { fields.screen = newValue }
    }
    /// The position in the audited snapshot of the element's screen; nil for a
    /// location read back from a report. Two captures of one screen (light
    /// and dark, two text sizes) share ``screen`` but not this.
    public var screenIndex: Int? {
        get { fields.screenIndex }
        set { fields.screenIndex = newValue }
    }
    /// The element's position in its screen's tree, in document order.
    public var index: Int {
        get { fields.index }
        set { fields.index = newValue }
    }
    /// A path a developer can search for: `window/list/cell[2]/button[id=play]`.
    public var path: String {
        get { fields.path }
        set { fields.path = newValue }
    }
    /// The accessibility identifier or resource ID.
    public var identifier: String? {
        get { fields.identifier }
        set { fields.identifier = newValue }
    }
    /// What a screen reader announces as the element's name.
    public var label: String? {
        get { fields.label }
        set { fields.label = newValue }
    }
    /// The element's role.
    public var role: Role {
        get { fields.role }
        set { fields.role = newValue }
    }
    /// The platform class, where known.
    public var className: String? {
        get { fields.className }
        set { fields.className = newValue }
    }
    /// The frame in the screen's unit (points, dp or pixels).
    public var frame: Rect? {
        get { fields.frame }
        set { fields.frame = newValue }
    }
    /// The frame in millimetres, when the screen's density is known.
    public var frameInMillimetres: Rect? {
        get { fields.frameInMillimetres }
        set { fields.frameInMillimetres = newValue }
    }

    public init(from decoder: any Decoder) throws { box = Box(try Fields(from: decoder)) }
    public func encode(to encoder: any Encoder) throws { try fields.encode(to: encoder) }
    public static func == (lhs: ElementLocation, rhs: ElementLocation) -> Bool { lhs.box === rhs.box || lhs.fields == rhs.fields }
    public func hash(into hasher: inout Hasher) { fields.hash(into: &hasher) }

    public var description: String {
        var parts = ["\(role)"]
        if let identifier, !identifier.isEmpty { parts.append("id \"\(identifier)\"") }
        if let label { parts.append("label \"\(label)\"") }
        if let frame { parts.append("at \(frame)") }
        return parts.joined(separator: ", ") + " [\(path)] on \(screen)"
    }
}
