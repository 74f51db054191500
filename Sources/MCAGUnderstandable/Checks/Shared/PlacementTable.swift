/// The keys of every screen one placement check compares, each numbered
/// once for the whole app, with the first position each has on each screen.
///
/// `RelativePlacement` compares a subject's screens key by key. Asked of
/// each screen's dictionary, that hashed every repeated key once per screen
/// and subject; numbered once here, a key is hashed once per screen, and the
/// comparison counts and looks up numbers in arrays.
struct PlacementTable<Key: PlacementKey> {
    /// How a key placed again on the same screen changes its position.
    enum Rule {
        /// The first position stays.
        case keepFirst
        /// The new position replaces it.
        case replace
        /// The earlier of the two stays.
        case keepEarliest
    }

    /// The keys, by number.
    private(set) var keys: [Key] = []
    /// Their fingerprints, by number: a probe that meets another key rejects it without copying the key.
    private var fingerprints: [Int] = []
    /// Whether they are plain, by number: a plain key placed again needs no comparison of its bytes.
    private var plain: [Bool] = []
    /// An open-addressing index of `keys` (a key's number, or -1 for a free
    /// slot), probed from the key's fingerprint: a Swift dictionary would feed
    /// the fingerprint through a hasher again at every look-up.
    private var slots = [Int](repeating: -1, count: 64)
    /// Each key's latest entry, by number: it is on the screen being added when it is at or after `screenStarts.last`.
    private var latestEntry: [Int] = []
    /// Every screen's entries (a key's number and its position), one screen after another.
    private var entryNumbers: [Int] = []
    private var entryPositions: [Int] = []
    private var screenStarts: [Int] = []
    /// The entries whose key is spelled otherwise than the numbered key (equal, but
    /// canonically so): messages name a key as the screen spelled it.
    private var entrySpellings: [Int: Key] = [:]

    /// Starts the next screen: the keys placed from now on are its.
    mutating func addScreen() { screenStarts.append(entryNumbers.count) }

    /// Places `key` at `position` on the screen being added.
    mutating func place(_ key: Key, at position: Int, _ rule: Rule) {
        let number: Int
        switch find(key) {
        case .found(let known):
            number = known
        case .free(let slot):
            number = keys.count
            slots[slot] = number
            keys.append(key)
            fingerprints.append(key.fingerprint)
            plain.append(key.isPlain)
            latestEntry.append(-1)
            if keys.count * 2 > slots.count { grow() }
        }
        let entry = latestEntry[number]
        guard entry < (screenStarts.last ?? 0) else {
            // As in a dictionary, the key placed first on the screen stays; only its position may change.
            switch rule {
            case .keepFirst: break
            case .replace: entryPositions[entry] = position
            case .keepEarliest: entryPositions[entry] = min(entryPositions[entry], position)
            }
            return
        }
        if !(key.isPlain && plain[number]), !key.isSpelledAlike(keys[number]) { entrySpellings[entryNumbers.count] = key }
        latestEntry[number] = entryNumbers.count
        entryNumbers.append(number)
        entryPositions.append(position)
    }

    /// The number of a key placed on some screen.
    func number(of key: Key) -> Int? {
        if case .found(let number) = find(key) { return number }
        return nil
    }

    private enum Probe {
        case found(Int)
        case free(Int)
    }

    /// The key's number, or the free slot where it would go. Linear probing: at most half the slots are taken.
    private func find(_ key: Key) -> Probe {
        let mask = slots.count - 1
        var slot = key.fingerprint & mask
        while true {
            let number = slots[slot]
            if number < 0 { return .free(slot) }
            if fingerprints[number] == key.fingerprint, keys[number] == key { return .found(number) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, fingerprint) in fingerprints.enumerated() {
            var slot = fingerprint & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = number
        }
    }

    /// The entries of one screen, as indices into `entryNumbers` and `entryPositions`.
    func entries(of screen: Int) -> Range<Int> {
        screenStarts[screen]..<(screen + 1 < screenStarts.count ? screenStarts[screen + 1] : entryNumbers.count)
    }

    func number(ofEntry entry: Int) -> Int { entryNumbers[entry] }
    /// The key of an entry, spelled as its screen spelled it.
    func key(ofEntry entry: Int) -> Key { entrySpellings[entry] ?? keys[entryNumbers[entry]] }
    func position(ofEntry entry: Int) -> Int { entryPositions[entry] }
}

/// A key a `PlacementTable` numbers: equal keys have equal fingerprints,
/// worked out once when the key is made.
protocol PlacementKey: Equatable {
    var fingerprint: Int { get }
    /// Whether equal keys that are both plain (ASCII) are sure to be spelled with the same bytes.
    var isPlain: Bool { get }
    /// Whether this key, equal to `other`, is also spelled with the same bytes.
    func isSpelledAlike(_ other: Self) -> Bool
}
