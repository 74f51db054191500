/// The key of an exception a requirement declares (`inline-in-text`), as a
/// check names it when it finds that an element is covered by the exception.
///
/// A check lists the keys it may report in ``Check/detectedExceptions``; the
/// catalog refuses a check whose requirement does not declare one of them,
/// and the engine reports each detected exception as applied, as it does a
/// claimed one (``AppliedException``).
public struct ExceptionKey: Sendable, Hashable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key as the requirement declares it, such as `inline-in-text`.
    public var rawValue: String

    /// Creates a key from its kebab-case text.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension Finding {
    /// This finding, marked as the check's judgement that the element (or
    /// screen, or app) is covered by the declared exception `key`. The finding
    /// keeps its kind (usually ``Kind/pass`` or ``Kind/notApplicable``); the
    /// engine validates `key` and lists the exception as applied.
    public func covered(by key: ExceptionKey) -> Finding {
        var finding = self
        finding.exception = key
        return finding
    }
}
