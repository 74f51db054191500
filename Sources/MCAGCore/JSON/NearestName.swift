/// The known name closest to a misspelt one, for "did you mean" hints.
package enum NearestName {
    /// The candidate at the smallest edit distance from `name`, when that
    /// distance is small enough to be a typo (at most a third of the name,
    /// and at least 1); nil otherwise, so that an unrelated key gets no hint.
    /// The name itself is never suggested ("did you mean 'x'?" for `x`), nor a
    /// candidate that shares no character with it (`y` for `x`).
    package static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, name.count / 3 + 1)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased(), limit: limit)
            guard distance <= limit, distance < max(name.unicodeScalars.count, candidate.unicodeScalars.count) else { continue }
            if best == nil || distance < (best?.distance ?? .max) || (distance == best?.distance && candidate < (best?.name ?? "")) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The Levenshtein distance (insertions, deletions, substitutions and
    /// swaps of neighbours), stopping early once it exceeds `limit`.
    package static func editDistance(_ first: String, _ second: String, limit: Int = .max) -> Int {
        let a = Array(first.unicodeScalars), b = Array(second.unicodeScalars)
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](0...b.count), previous = before, current = before
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var cost = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { cost = min(cost, before[j - 2] + 1) }
                current[j] = cost
                rowMinimum = min(rowMinimum, cost)
            }
            if rowMinimum > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
