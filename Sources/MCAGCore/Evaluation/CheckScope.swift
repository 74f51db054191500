/// A check with the protocol it adopts worked out once, when its
/// requirement's checks are set (``Requirement/checks``).
///
/// Casting an existential to a protocol searches the runtime's conformance
/// records; done for every check on every screen, the casts alone cost about
/// 2 % of an audit of 100 screens, and even once per audit they cost as much
/// as auditing a thousand elements.
enum CheckScope: Sendable {
    case element(any ElementCheck)
    case screen(any ScreenCheck)
    case app(any AppCheck)
    /// A check that adopts none of the three protocols; the audit reports it.
    case unknown

    init(_ check: any Check) {
        switch check {
        case let check as any ElementCheck: self = .element(check)
        case let check as any ScreenCheck: self = .screen(check)
        case let check as any AppCheck: self = .app(check)
        default: self = .unknown
        }
    }
}
