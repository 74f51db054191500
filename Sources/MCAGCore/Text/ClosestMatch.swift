/// "Did you mean": the known name closest to a mistyped one, by edit
/// distance (Levenshtein: insertions, deletions and substitutions), for
/// unknown options, commands and criterion references.
package enum ClosestMatch {
    /// The candidate nearest to `name`, ignoring case, when it is near
    /// enough to be a typo: at most 2 edits, or a third of the name's length
    /// for longer names. Nil when nothing is that close.
    package static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased())
        let allowed = max(2, typed.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The Levenshtein distance, with one row of memory.
    static func editDistance(_ first: [Character], _ second: [Character]) -> Int {
        guard !first.isEmpty else { return second.count }
        var row = Array(0...second.count)
        for (i, a) in first.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, b) in second.enumerated() {
                let substitution = diagonal + (a == b ? 0 : 1)
                diagonal = row[j + 1]
                row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
            }
        }
        return row[second.count]
    }

    /// " (did you mean 'x'?)" or nothing, to follow the unknown name in an error message.
    package static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
