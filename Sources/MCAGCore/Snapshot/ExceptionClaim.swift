/// An element's claim that one of a requirement's declared exceptions
/// applies to it, with the reason a reviewer can check.
public struct ExceptionClaim: Sendable, Hashable, Codable {
    /// The requirement ID, such as `MCAG:text-color-contrast#1`.
    public var requirement: String
    /// The exception's key, as the requirement declares it (`logo-or-brand`).
    public var exception: String
    public var reason: String

    public init(requirement: String, exception: String, reason: String) {
        self.requirement = requirement
        self.exception = exception
        self.reason = reason
    }
}
