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
        package var index: Int
        /// A path a developer can search for: `window/list/cell[2]/button[id=play]`.
        public var path: String {
            get { lazyPath.map { $0.paths.path(of: $0.index) } ?? storedPath }
            set { storedPath = newValue; lazyPath = nil }
        }
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
        package var screenIndex: Int?
        /// Where the element starts in the file its screen was read from,
        /// when its importer recorded it. It is not part of the location's
        /// identity (equality, hashing, fingerprints) nor of its JSON: an
        /// element stays the same element when lines are added above it.
        package var sourcePosition: SourcePosition? = nil

        /// The path as given (read back from a report, or set).
        private var storedPath: String
        /// The path worked out when read, for a location the audit made: the
        /// screen's steps and the element's index at the time.
        private var lazyPath: (paths: ElementPaths, index: Int)?

        private enum CodingKeys: String, CodingKey {
            case screen, index, path, identifier, label, role, className, frame, frameInMillimetres, screenIndex
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(screen, forKey: .screen)
            try container.encode(index, forKey: .index)
            try container.encode(path, forKey: .path)
            try container.encodeIfPresent(identifier, forKey: .identifier)
            try container.encodeIfPresent(label, forKey: .label)
            try container.encode(role, forKey: .role)
            try container.encodeIfPresent(className, forKey: .className)
            try container.encodeIfPresent(frame, forKey: .frame)
            try container.encodeIfPresent(frameInMillimetres, forKey: .frameInMillimetres)
            try container.encodeIfPresent(screenIndex, forKey: .screenIndex)
        }

        public static func == (lhs: Fields, rhs: Fields) -> Bool {
            lhs.screen == rhs.screen && lhs.index == rhs.index && lhs.identifier == rhs.identifier
                && lhs.label == rhs.label && lhs.role == rhs.role && lhs.className == rhs.className
                && lhs.frame == rhs.frame && lhs.frameInMillimetres == rhs.frameInMillimetres
                && lhs.screenIndex == rhs.screenIndex && lhs.path == rhs.path
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(screen)
            hasher.combine(index)
            hasher.combine(path)
            hasher.combine(identifier)
            hasher.combine(label)
            hasher.combine(role)
            hasher.combine(className)
            hasher.combine(frame)
            hasher.combine(frameInMillimetres)
            hasher.combine(screenIndex)
        }
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

    /// The screen's name, read from the box without a key path.
    var screenName: String { box.fields.screen }

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

// The initializers live in an extension so that the compiler writes the
// memberwise one too: it builds the fields in one step, where an initializer
// assigning field by field built them on the stack and copied them out.
extension ElementLocation.Fields {
    init(screen: String, index: Int, path: String, identifier: String?, label: String?, role: Role,
         className: String?, frame: Rect?, frameInMillimetres: Rect?, screenIndex: Int?) {
        self.init(screen: screen, index: index, identifier: identifier, label: label, role: role,
                  className: className, frame: frame, frameInMillimetres: frameInMillimetres,
                  screenIndex: screenIndex, storedPath: path, lazyPath: nil)
    }

    /// Fields whose path `paths` works out when it is read.
    static func lazy(screen: String, index: Int, paths: ElementPaths, identifier: String?, label: String?, role: Role,
                     className: String?, frame: Rect?, frameInMillimetres: Rect?, screenIndex: Int?,
                     sourcePosition: SourcePosition?) -> Self {
        Self(screen: screen, index: index, identifier: identifier, label: label, role: role,
               className: className, frame: frame, frameInMillimetres: frameInMillimetres,
               screenIndex: screenIndex, sourcePosition: sourcePosition, storedPath: "", lazyPath: (paths, index))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            screen: try container.decode(String.self, forKey: .screen), index: try container.decode(Int.self, forKey: .index),
            path: try container.decode(String.self, forKey: .path),
            identifier: try container.decodeIfPresent(String.self, forKey: .identifier),
            label: try container.decodeIfPresent(String.self, forKey: .label), role: try container.decode(Role.self, forKey: .role),
            className: try container.decodeIfPresent(String.self, forKey: .className),
            frame: try container.decodeIfPresent(Rect.self, forKey: .frame),
            frameInMillimetres: try container.decodeIfPresent(Rect.self, forKey: .frameInMillimetres),
            screenIndex: try container.decodeIfPresent(Int.self, forKey: .screenIndex))
    }
}
