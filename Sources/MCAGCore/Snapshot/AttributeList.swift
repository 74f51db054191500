/// An element's platform attributes that have no field of their own, held
/// compactly: keys and values alternate in one array, sorted by key.
///
/// A uiautomator2 node keeps about ten such attributes (`index`,
/// `drawing-order`, `live-region`, …). As a `[String: String]` each element
/// paid for a hash table of sixteen buckets, built by hashing every key; a
/// 100 MB dump held 150,000 of them. The list costs one array of the pairs,
/// is looked up by binary search, and reads as a dictionary through
/// ``Element/attributes``; it encodes as that dictionary, so snapshots and
/// reports are unchanged.
struct AttributeList: Sendable, Hashable, Codable {
    /// Key, value, key, value…, keys ascending and distinct.
    private var pairs: [String]

    /// The attributes of `dictionary`.
    init(_ dictionary: [String: String]) {
        self.init(unsorted: dictionary.map { ($0.key, $0.value) })
    }

    /// The attributes of `unsorted`, whose keys are distinct.
    init(unsorted: [(key: String, value: String)]) {
        let sorted = unsorted.sorted { $0.key < $1.key }
        var pairs: [String] = []
        pairs.reserveCapacity(sorted.count * 2)
        for (key, value) in sorted {
            pairs.append(key)
            pairs.append(value)
        }
        self.pairs = pairs
    }

    var isEmpty: Bool { pairs.isEmpty }

    /// The attributes as a dictionary.
    var dictionary: [String: String] {
        var dictionary: [String: String] = [:]
        dictionary.reserveCapacity(pairs.count / 2)
        for position in stride(from: 0, to: pairs.count, by: 2) { dictionary[pairs[position]] = pairs[position + 1] }
        return dictionary
    }

    /// The value of `key`, found by binary search.
    func value(of key: String) -> String? {
        var low = 0, high = pairs.count / 2
        while low < high {
            let middle = (low + high) / 2
            let candidate = pairs[middle * 2]
            if candidate == key { return pairs[middle * 2 + 1] }
            if candidate < key { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([String: String].self))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dictionary)
    }
}
