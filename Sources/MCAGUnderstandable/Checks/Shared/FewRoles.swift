import MCAGCore

/// A few roles, looked up without hashing: the roles an element is
/// announced with (built for every element by three clean-name checks), or
/// a navigation component kind's roles (asked of every element). The roles
/// ``Role`` names are one bit each, so building the set, looking a role up
/// and comparing two sets hash nothing (a `Set<Role>` hashed each role to
/// insert it and again per look-up); any other role is kept in a short list
/// and compared by string.
struct FewRoles: Equatable, ExpressibleByArrayLiteral {
    private var named = RoleSet()
    private var others: [Role] = []

    init() {}

    init(_ roles: some Sequence<Role>) {
        for role in roles { insert(role) }
    }

    init(arrayLiteral roles: Role...) { self.init(roles) }

    mutating func insert(_ role: Role) {
        if named.insert(role) { return }
        if !others.contains(role) { others.append(role) }
    }

    func contains(_ role: Role) -> Bool { named.contains(role) || others.contains(role) }

    /// Equal when they hold the same named roles and the same other roles in
    /// the same order: equal sets hold the same roles (what the clean-name
    /// checks' reuse of a verdict needs); the same roles met in another
    /// order only count as different.
    static func == (lhs: FewRoles, rhs: FewRoles) -> Bool {
        lhs.named == rhs.named && (lhs.others.isEmpty && rhs.others.isEmpty || lhs.others == rhs.others)
    }

    /// Whether `roles` and these share a role.
    func intersects(_ roles: Set<Role>) -> Bool { roles.contains(where: contains) }

    /// Whether `other` and these share a role.
    func intersects(_ other: FewRoles) -> Bool {
        named.intersects(other.named) || other.others.contains(where: contains)
    }
}
