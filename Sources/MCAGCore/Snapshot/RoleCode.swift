extension Role {
    /// The code of every string that no role of this type names.
    @usableFromInline static let otherCode = UInt8.max

    /// The code of `rawValue`: its position among the roles this type
    /// names, in the order they are declared, or ``otherCode``. Asked once
    /// per role made from a string (the named roles are made once each and copied).
    static func code(of rawValue: String) -> UInt8 {
        switch rawValue {
        case "application": 0
        case "window": 1
        case "button": 2
        case "link": 3
        case "image": 4
        case "text": 5
        case "heading": 6
        case "textField": 7
        case "secureTextField": 8
        case "searchField": 9
        case "switch": 10
        case "checkbox": 11
        case "radio": 12
        case "slider": 13
        case "stepper": 14
        case "picker": 15
        case "progressIndicator": 16
        case "tab": 17
        case "tabBar": 18
        case "segmentedControl": 19
        case "navigationBar": 20
        case "toolbar": 21
        case "menu": 22
        case "menuItem": 23
        case "list": 24
        case "cell": 25
        case "scrollView": 26
        case "webView": 27
        case "video": 28
        case "audio": 29
        case "mediaPlayer": 30
        case "alert": 31
        case "toast": 32
        case "keyboard": 33
        case "statusBar": 34
        case "group": 35
        case "container": 36
        case "unknown": 37
        default: otherCode
        }
    }
}

/// A set of the roles ``Role`` names, one bit each: a look-up is a bit
/// test where a `Set<Role>` hashes the role. Any other role is never a
/// member: ``insert(_:)`` says when it leaves one out.
package struct RoleSet: Sendable, Equatable, ExpressibleByArrayLiteral {
    @usableFromInline private(set) var bits: UInt64 = 0

    /// No role.
    @inlinable package init() {}

    /// The named roles listed; written as a computed `static var`, a list of
    /// named roles folds to one constant where a `static let` set was hashed
    /// behind a one-time initializer at every look-up.
    @inlinable package init(arrayLiteral roles: Role...) { self.init(roles) }

    /// The roles whose codes are the set bits of `bits`. Inlinable, so that a
    /// `static let` of bits in another module is a constant laid out in the
    /// binary: there, a list of named roles is built at run time, since each
    /// role is read through its one-time initializer.
    @inlinable package init(bits: UInt64) { self.bits = bits }

    /// The named roles among `roles`.
    @inlinable package init(_ roles: some Sequence<Role>) {
        for role in roles { insert(role) }
    }

    /// Adds `role` and returns true, or returns false when ``Role`` does not name it.
    @discardableResult
    @inlinable package mutating func insert(_ role: Role) -> Bool {
        guard let bit = role.bit else { return false }
        bits |= bit
        return true
    }

    @inlinable package func contains(_ role: Role) -> Bool { role.bit.map { bits & $0 != 0 } ?? false }

    /// Equal when they hold the same roles. Written out and inlinable: the
    /// synthesized one was called through the protocol's witness table from
    /// other modules.
    @inlinable package static func == (lhs: RoleSet, rhs: RoleSet) -> Bool { lhs.bits == rhs.bits }

    /// Whether the two sets share a role.
    @inlinable package func intersects(_ other: RoleSet) -> Bool { bits & other.bits != 0 }
}
