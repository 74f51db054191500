/// An element's claim that one of a requirement's declared exceptions
/// applies to it, with the reason a reviewer can check.
public struct ExceptionClaim: Sendable, Hashable, Codable {
    /// The requirement ID, such as `MCAG:text-color-contrast#1`.
    public var requirement: String
    /// The exception's key, as the requirement declares it (`logo-or-brand`).
    public var exception: String
    /// Why the exception applies, in words a reviewer can check against the screen.
    public var reason: String

    /// Creates a claim that the exception keyed `exception` of the requirement `requirement` applies,
    /// for the stated `reason`.
    public init(requirement: String, exception: String, reason: String) {
        self.requirement = requirement
        self.exception = exception
        self.reason = reason
    }
}
