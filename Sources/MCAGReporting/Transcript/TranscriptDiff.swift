/// What changed for a screen-reader user between two transcripts of one
/// screen: stops added, lost and moved, names, roles and speech changed, and
/// (when both were made from an audit) violations that appeared or went away.
///
/// Stops are aligned by a longest common subsequence of their
/// ``TranscriptStop/identity`` (identifier, else role and name), computed by
/// ``SequenceAlignment`` in O((n + m) · d). A stop left over on both sides
/// with the same identity has moved; the rest were added or lost.
public struct TranscriptDiff: Sendable, Hashable {
    /// One change a screen-reader user would notice.
    public enum Change: Sendable, Hashable {
        /// A stop only the new screen has.
        case added(TranscriptStop)
        /// A stop only the old screen had.
        case lost(TranscriptStop)
        /// The same stop, reached at another point of the swipe order.
        case moved(from: TranscriptStop, to: TranscriptStop)
        /// The same stop (by identifier) with another spoken name.
        case renamed(from: TranscriptStop, to: TranscriptStop)
        /// The same stop with another role.
        case roleChanged(from: TranscriptStop, to: TranscriptStop)
        /// Same name and role, but other words are said (state, value, hint, action).
        case speechChanged(from: TranscriptStop, to: TranscriptStop)
    }

    /// The old transcript's screen name.
    public var oldScreen: String
    /// The new transcript's screen name.
    public var newScreen: String
    /// Stops before.
    package var oldStopCount: Int
    /// Stops after.
    package var newStopCount: Int
    /// Lost stops (in old order), added stops and moves (in new order), then
    /// name, role and speech changes in new order.
    public var changes: [Change]
    /// Violations the new capture has and the old did not; empty unless both were audited.
    package var newViolations: [TranscriptViolation]
    /// Violations the old capture had and the new does not; empty unless both were audited.
    package var fixedViolations: [TranscriptViolation]
    /// Whether violations were compared (both transcripts made from an audit).
    package var comparesViolations: Bool

    /// True when a screen-reader user would notice nothing.
    public var isEmpty: Bool { changes.isEmpty && newViolations.isEmpty && fixedViolations.isEmpty }

    /// The changes from `old` to `new`.
    public init(old: Transcript, new: Transcript) {
        oldScreen = old.screen
        newScreen = new.screen
        oldStopCount = old.stops.count
        newStopCount = new.stops.count
        changes = Self.stopChanges(old.stops, new.stops)
        comparesViolations = old.isAudited && new.isAudited
        if comparesViolations {
            newViolations = Self.subtracting(old.violations, from: new.violations)
            fixedViolations = Self.subtracting(new.violations, from: old.violations)
        } else {
            newViolations = []
            fixedViolations = []
        }
    }

    /// Diffs of two lists of screens: paired in order when both hold as many
    /// screens, else by name, the first screen of a name with the first of that
    /// name, the second with the second; a screen without a partner (a second
    /// screen of one name included) is compared with an empty one, so every
    /// stop shows as added or lost.
    package static func screens(old: [Transcript], new: [Transcript]) -> [TranscriptDiff] {
        pairs(old: old, new: new).map { pair in
            switch (pair.old.map { old[$0] }, pair.new.map { new[$0] }) {
            case let (old?, new?): TranscriptDiff(old: old, new: new)
            case let (old?, nil): TranscriptDiff(old: old, new: Transcript.empty(like: old))
            case let (nil, new?): TranscriptDiff(old: Transcript.empty(like: new), new: new)
            case (nil, nil): preconditionFailure("a pair holds at least one screen")
            }
        }
    }

    /// The positions of the screens ``screens(old:new:)`` compares: each old
    /// screen with its new one or nil, then the new screens no old one claimed.
    package static func pairs(old: [Transcript], new: [Transcript]) -> [(old: Int?, new: Int?)] {
        if old.count == new.count { return old.indices.map { ($0, $0) } }
        // Each name's new screens in order, taken one by one as old screens of that name claim them.
        var unclaimed: [String: ArraySlice<Int>] = [:]
        for (index, transcript) in new.enumerated() { unclaimed[transcript.screen, default: []].append(index) }
        var claimed = Set<Int>()
        var pairs: [(old: Int?, new: Int?)] = old.indices.map { index in
            guard let partner = unclaimed[old[index].screen]?.popFirst() else { return (index, nil) }
            claimed.insert(partner)
            return (index, partner)
        }
        pairs += new.indices.filter { !claimed.contains($0) }.map { (nil, $0) }
        return pairs
    }

    static func stopChanges(_ old: [TranscriptStop], _ new: [TranscriptStop]) -> [Change] {
        var keys: [String: Int] = [:]
        let intern = { (stop: TranscriptStop) -> Int in
            if let key = keys[stop.identity] { return key }
            keys[stop.identity] = keys.count
            return keys.count - 1
        }
        let oldKeys = old.map(intern)
        let pairs = SequenceAlignment.matches(oldKeys, new.map(intern))
        var matchedOld = Set<Int>(), matchedNew = Set<Int>()
        var changes: [Change] = []
        for pair in pairs {
            matchedOld.insert(pair.old)
            matchedNew.insert(pair.new)
            changes += compare(old[pair.old], new[pair.new])
        }
        var leftOver: [String: [Int]] = [:]
        for index in old.indices where !matchedOld.contains(index) { leftOver[old[index].identity, default: []].append(index) }
        var moved: [Change] = [], added: [Change] = []
        for index in new.indices where !matchedNew.contains(index) {
            let stop = new[index]
            if var candidates = leftOver[stop.identity], !candidates.isEmpty {
                let from = old[candidates.removeFirst()]
                leftOver[stop.identity] = candidates
                moved.append(.moved(from: from, to: stop))
                changes += compare(from, stop)
            } else {
                added.append(.added(stop))
            }
        }
        let lost: [Change] = leftOver.values.flatMap { $0 }.sorted().map { .lost(old[$0]) }
        return lost + added + moved + changes
    }

    private static func compare(_ old: TranscriptStop, _ new: TranscriptStop) -> [Change] {
        var changes: [Change] = []
        if old.name != new.name { changes.append(.renamed(from: old, to: new)) }
        if old.role != new.role { changes.append(.roleChanged(from: old, to: new)) }
        if changes.isEmpty, old.spoken != new.spoken { changes.append(.speechChanged(from: old, to: new)) }
        return changes
    }

    /// `minuend` without one occurrence of each element of `subtrahend` (multiset difference, by hashing).
    static func subtracting(_ subtrahend: [TranscriptViolation], from minuend: [TranscriptViolation]) -> [TranscriptViolation] {
        var counts: [TranscriptViolation: Int] = [:]
        for violation in subtrahend { counts[violation, default: 0] += 1 }
        return minuend.filter { violation in
            guard let count = counts[violation], count > 0 else { return true }
            counts[violation] = count - 1
            return false
        }
    }
}

extension Transcript {
    /// A transcript of the same screen with no stops.
    package static func empty(like other: Transcript) -> Transcript {
        var copy = Transcript(screen: other.screen, platform: other.platform, app: other.app, order: other.order, stops: [])
        copy.isAudited = other.isAudited
        return copy
    }
}
