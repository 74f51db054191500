/// Where a value sits in a JSON document, as a chain from the value up to
/// the top, so that a path costs one small object per level and is spelt
/// out (`screens[0].elements[3].frame`) only for an error.
final class TapePath: Sendable {
    enum Step: Sendable {
        case key(String)
        case index(Int)
    }

    let parent: TapePath?
    let step: Step

    init(parent: TapePath?, step: Step) {
        self.parent = parent
        self.step = step
    }

    /// The key the value is under; nil for an array item.
    var key: String? {
        if case let .key(name) = step { return name }
        return nil
    }

    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var link: TapePath? = self
        while let current = link {
            switch current.step {
            case let .key(name): keys.append(TapeKey(stringValue: name))
            case let .index(position): keys.append(TapeKey(intValue: position))
            }
            link = current.parent
        }
        return keys.reversed()
    }

    /// `screens[0].elements[3].frame`; `$` for the top level.
    static func describe(_ path: TapePath?) -> String {
        guard let path else { return "$" }
        return SnapshotJSONErrors.path(path.codingPath)
    }

    /// The path, or "the top level".
    static func place(_ path: TapePath?) -> String { path == nil ? "the top level" : describe(path) }
}

/// A coding key of a path.
struct TapeKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}
