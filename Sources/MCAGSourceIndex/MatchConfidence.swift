/// How sure a match is, most sure first.
package enum MatchConfidence: String, Sendable, Hashable, Comparable, CaseIterable {
    /// One declaration in the whole tree carries the element's identifier.
    case uniqueDeclaration = "unique-declaration"
    /// The identifier is declared (or, for an Android id, used in code) in a few places; the
    /// element is one of them.
    case oneOfSeveral = "one-of-several"
    /// Nothing declares the identifier; the element's label or text leads to a string resource
    /// and the places that use it, or to text written in place.
    case textOnly = "text-only"

    private var rank: Int {
        switch self {
        case .uniqueDeclaration: 0
        case .oneOfSeveral: 1
        case .textOnly: 2
        }
    }

    package static func < (lhs: MatchConfidence, rhs: MatchConfidence) -> Bool { lhs.rank < rhs.rank }
}
