/// Dense group numbers for the keys met among one parent's children: a
/// linear search while there are few keys (most parents hold a handful of
/// children), a hash table once there are many, so a parent with 10,000
/// distinct children stays linear too. Hashing every element with its
/// parent, as the sibling passes did, was a tenth of building a large
/// screen's screen-reader model.
struct SiblingGroups<Key: Hashable> {
    private var keys: [Key] = []
    private var table: [Key: Int]?
    /// Past this many keys, look-ups hash.
    private static var linearLimit: Int { 16 }

    var count: Int { keys.count }

    /// Forgets every key, keeping the storage, for the next parent.
    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        table = nil
    }

    /// The group of `key`, a new one (numbered `count`) the first time it is met.
    mutating func group(of key: Key) -> Int {
        if let found = existingGroup(of: key) { return found }
        keys.append(key)
        if table != nil {
            table?[key] = keys.count - 1
        } else if keys.count > Self.linearLimit {
            var built: [Key: Int] = [:]
            built.reserveCapacity(keys.count * 2)
            for (group, known) in keys.enumerated() { built[known] = group }
            table = built
        }
        return keys.count - 1
    }

    /// The group of `key`, or nil when it has not been met.
    func existingGroup(of key: Key) -> Int? {
        if let table { return table[key] }
        for group in keys.indices where keys[group] == key { return group }
        return nil
    }
}

extension ElementTree {
    /// Calls `body` with each direct child of `parent`, in order, without
    /// building the array ``children(of:)`` returns.
    func forEachChild(of parent: Int, _ body: (Int) -> Void) {
        let end = descendants(of: parent).upperBound
        var child = parent + 1
        while child < end {
            body(child)
            child = descendants(of: child).upperBound
        }
    }
}
