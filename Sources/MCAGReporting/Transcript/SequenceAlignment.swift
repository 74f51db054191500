/// The longest common subsequence of two sequences of keys, by Myers's
/// O((n + m) · d) algorithm ("An O(ND) Difference Algorithm and Its
/// Variations", 1986), where d is the number of insertions and deletions.
///
/// A common prefix and suffix are matched first (the usual case: a screen
/// changed in one place). When d grows past ``editBudget`` the alignment
/// falls back to a linear, hashing-based one that matches each new key to the
/// next unused old occurrence after the previous match, so a diff of two
/// unrelated large screens stays fast.
enum SequenceAlignment {
    /// Most insertions plus deletions Myers's search explores.
    static let editBudget = 1_000

    /// Matched pairs (old index, new index), both increasing.
    static func matches(_ old: [Int], _ new: [Int]) -> [(old: Int, new: Int)] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let middle = myers(oldMiddle, newMiddle) ?? greedy(oldMiddle, newMiddle)
        var pairs: [(old: Int, new: Int)] = (0..<prefix).map { ($0, $0) }
        pairs += middle.map { ($0.old + prefix, $0.new + prefix) }
        pairs += (0..<suffix).map { (old.count - suffix + $0, new.count - suffix + $0) }
        return pairs
    }

    /// Myers's greedy forward search with its trace; nil past the budget.
    static func myers(_ old: [Int], _ new: [Int]) -> [(old: Int, new: Int)]? {
        let n = old.count, m = new.count
        let limit = min(n + m, editBudget)
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(frontier)
            for k in stride(from: -d, through: d, by: 2) {
                let down = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                var x = down ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, old[x] == new[y] { x += 1; y += 1 }
                frontier[offset + k] = x
                if x >= n, y >= m { return backtrack(trace, n: n, m: m, offset: offset, old: old, new: new) }
            }
        }
        return nil
    }

    private static func backtrack(_ trace: [[Int]], n: Int, m: Int, offset: Int, old: [Int], new: [Int]) -> [(old: Int, new: Int)] {
        var pairs: [(old: Int, new: Int)] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let frontier = trace[d]
            let k = x - y
            let down = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : frontier[offset + previousK]
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY { x -= 1; y -= 1; pairs.append((x, y)) }
            if d > 0 { x = previousX; y = previousY }
        }
        return pairs.reversed()
    }

    /// Linear fallback: each new key takes the next unused old occurrence
    /// after the previous match.
    static func greedy(_ old: [Int], _ new: [Int]) -> [(old: Int, new: Int)] {
        var positions: [Int: [Int]] = [:]
        for (index, key) in old.enumerated() { positions[key, default: []].append(index) }
        var cursor: [Int: Int] = [:]
        var pairs: [(old: Int, new: Int)] = []
        var last = -1
        for (index, key) in new.enumerated() {
            guard let list = positions[key] else { continue }
            var next = cursor[key, default: 0]
            while next < list.count, list[next] <= last { next += 1 }
            cursor[key] = next
            guard next < list.count else { continue }
            pairs.append((list[next], index))
            last = list[next]
            cursor[key] = next + 1
        }
        return pairs
    }
}
