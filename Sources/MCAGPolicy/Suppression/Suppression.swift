import Foundation

/// A decision to accept a violation (or a needs-review finding) of one
/// requirement, for one element or for the whole requirement, that stays
/// visible: it cites an exception the requirement declares or a house
/// reason, may name an owner and a ticket, and may expire.
///
/// ```swift
/// Suppression("MCAG:touch-target-size#1", identifier: "legal-link",
///             exception: "inline-in-text", reason: "Inline link in the terms paragraph",
///             owner: "web-team", ticket: "A11Y-42", expires: "2027-06-30")
/// ```
///
/// Unlike an exception claim, a suppression does not change the engine's
/// report: it is applied afterwards, and every audit lists the suppressions
/// it used and those that matched nothing.
public struct Suppression: Sendable, Hashable, Codable {
    /// The requirement ID, such as `MCAG:touch-target-size#1`.
    public var requirement: String
    /// Only elements with this identifier; nil with ``fingerprint`` nil for every element.
    public var identifier: String?
    /// Only the element with this fingerprint (a baseline entry's fingerprint after `requirement @ `).
    public var fingerprint: String?
    /// Only findings on this screen.
    public var screen: String?
    /// The key of an exception the requirement declares; nil for a house reason.
    public var exception: String?
    /// Why: required when no exception is cited, a note otherwise.
    public var reason: String?
    /// Who answers for the suppression, for people reading it.
    public var owner: String?
    /// The ticket that tracks the fix, for people reading it.
    public var ticket: String?
    /// The last day the suppression holds, `yyyy-MM-dd` (UTC). After it the audit fails.
    public var expires: String?

    /// Suppresses `requirement`'s findings on the elements named by `identifier` or `fingerprint` (every element when both are nil), citing `exception` or giving `reason`.
    public init(
        _ requirement: String, identifier: String? = nil, fingerprint: String? = nil, screen: String? = nil,
        exception: String? = nil, reason: String? = nil, owner: String? = nil, ticket: String? = nil,
        expires: String? = nil
    ) {
        self.requirement = requirement
        self.identifier = identifier
        self.fingerprint = fingerprint
        self.screen = screen
        self.exception = exception
        self.reason = reason
        self.owner = owner
        self.ticket = ticket
        self.expires = expires
    }

    /// A short description for reports: requirement, target and justification.
    package var summary: String {
        var target = "every element"
        if let identifier { target = "id \"\(identifier)\"" }
        if let fingerprint { target = "element \(fingerprint)" }
        if let screen { target += " on \(screen)" }
        var why = exception.map { "exception '\($0)'" } ?? "house reason"
        if let reason, !reason.isBlank { why += ": \(reason)" }
        var extras: [String] = []
        if let owner { extras.append("owner \(owner)") }
        if let ticket { extras.append("ticket \(ticket)") }
        if let expires { extras.append("expires \(expires)") }
        let tail = extras.isEmpty ? "" : " (\(extras.joined(separator: ", ")))"
        return "\(requirement) for \(target), \(why)\(tail)"
    }

    func matches(_ item: ReportedFinding) -> Bool {
        guard item.result.requirementID == requirement else { return false }
        if let screen, item.finding.screen != screen { return false }
        if let identifier, item.finding.element?.identifier != identifier { return false }
        if let fingerprint {
            guard let element = item.finding.element, Fingerprint.of(element) == fingerprint else { return false }
        }
        return true
    }

    /// The expiry date as the start of the day after it, in UTC.
    func endOfValidity() -> Date? {
        guard let expires else { return nil }
        let parts = expires.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, expires.count == 10 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        guard components.isValidDate(in: calendar), let day = calendar.date(from: components) else { return nil }
        return calendar.date(byAdding: .day, value: 1, to: day)
    }
}

/// A suppression the audit used, with the findings it set aside.
public struct SuppressionUse: Sendable {
    /// The suppression.
    public var suppression: Suppression
    /// The findings it set aside.
    public var findings: [ReportedFinding]
}
