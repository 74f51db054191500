/// An element's address in a report: screen, tree path, identifier, label,
/// role and frame, read and written as properties of the location
/// (`location.screen`, `location.frame`).
///
/// The fields live in one shared, copy-on-write box: every check that finds
/// something about an element on a screen reuses the same location, and a
/// ``Finding`` copies a reference instead of nine fields. Its properties are
/// those of ``Fields``, reached through the one dynamic member subscript.
@dynamicMemberLookup
public struct ElementLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The fields of an ``ElementLocation``.
    public struct Fields: Sendable, Hashable, Codable {
        /// The name of the screen the element is on.
        public var screen: String
        /// The element's position in its screen's tree, in document order.
        public var index: Int
        /// A path a developer can search for: `window/list/cell[2]/button[id=play]`.
        public var path: String
        /// The accessibility identifier or resource ID.
        public var identifier: String?
        /// What a screen reader announces as the element's name.
        public var label: String?
        /// The element's role.
        public var role: Role
        /// The platform class, where known.
        public var className: String?
        /// The frame in the screen's unit (points, dp or pixels).
        public var frame: Rect?
        /// The frame in millimetres, when the screen's density is known.
        public var frameInMillimetres: Rect?
        /// The position in the audited snapshot of the element's screen; nil
        /// for a location read back from a report. Two captures of one screen
        /// (light and dark, two text sizes) share ``screen`` but not this:
        /// with ``index``, the element's identity even when two screens share a name.
        public var screenIndex: Int?
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

    /// A field of the location, read from the shared box; writing one gives
    /// this location a box of its own.
    public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
        get { box.fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    public init(from decoder: any Decoder) throws { box = Box(try Fields(from: decoder)) }
    public func encode(to encoder: any Encoder) throws { try fields.encode(to: encoder) }
    public static func == (lhs: ElementLocation, rhs: ElementLocation) -> Bool { lhs.box === rhs.box || lhs.fields == rhs.fields }
    public func hash(into hasher: inout Hasher) { fields.hash(into: &hasher) }

    public var description: String { described(path: box.fields.path) }

    /// Role, identifier, label, frame, `path` and the screen: the one
    /// wording of a location, which the text report gives a shortened path.
    package func described(path: String) -> String {
        let fields = box.fields
        var parts = ["\(fields.role)"]
        if let identifier = fields.identifier, !identifier.isEmpty { parts.append("id \"\(identifier)\"") }
        if let label = fields.label { parts.append("label \"\(label)\"") }
        if let frame = fields.frame { parts.append("at \(frame)") }
        return parts.joined(separator: ", ") + " [\(path)] on \(fields.screen)"
    }
}
