/// Why a suppression was refused. Every case names the suppression by its
/// position in the list and its requirement.
public struct SuppressionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which suppression: `suppressions[2] (MCAG:touch-target-size#1)`.
    public var place: String
    /// What is wrong with it.
    public var message: String

    package init(place: String, message: String) {
        self.place = place
        self.message = message
    }

    /// The place and the message.
    public var description: String { "\(place): \(message)" }
}

extension Suppression {
    /// Checks the suppression against the catalog: the requirement exists,
    /// the cited exception is declared, a house reason is given, the target
    /// is unambiguous and the expiry date reads `yyyy-MM-dd`.
    func validate(in catalog: Catalog, place: String) throws(SuppressionError) {
        func fail(_ message: String) -> SuppressionError { SuppressionError(place: place, message: message) }
        guard let declared = catalog.requirement(id: requirement) else {
            throw fail("unknown requirement '\(requirement)'; requirement IDs read '<criterion id>#<n>'")
        }
        if let exception, declared.exception(exception) == nil {
            let keys = declared.exceptions.map(\.key)
            throw fail("requirement \(requirement) declares no exception '\(exception)'"
                + (keys.isEmpty ? "; it declares none, so give a house reason instead" : "; it declares: \(keys.joined(separator: ", "))"))
        }
        if exception == nil, reason?.hasNoVisibleCharacter ?? true {
            let given = reason.map { $0.isEmpty ? " (the reason is empty)" : " (the reason holds no visible character)" } ?? ""
            throw fail("cite an exception the requirement declares or give a house reason\(given)")
        }
        if identifier != nil, fingerprint != nil {
            throw fail("name the element by identifier or by fingerprint, not both")
        }
        if expires != nil, endOfValidity() == nil {
            throw fail("expiry date '\(expires ?? "")' is not a date written yyyy-MM-dd")
        }
    }
}
