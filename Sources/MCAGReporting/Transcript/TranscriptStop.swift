/// One focus stop of a transcript: where the screen reader lands, what it
/// says there, and what a reviewer needs to recognise the element.
///
/// Every text is already as a report shows it (``Swift/String/escapedForReport``),
/// so that a transcript read back from a file compares equal to one made
/// from the capture.
public struct TranscriptStop: Sendable, Hashable {
    /// 1-based position in swipe order.
    public var position: Int
    /// What the reader says, as the transcript line shows it: the pieces in
    /// spoken order, the name in quotes.
    public var spoken: String
    /// The spoken name; nil when the reader speaks none.
    public var name: String?
    /// The role the reader conveys (the model's effective role), as the
    /// snapshot model names it: `button`, `tab`, `text`.
    public var role: String
    /// The accessibility identifier or resource ID, when the element has one.
    public var identifier: String?
    /// Facts a listener does not hear but a reviewer needs: `presumed` (no
    /// flag says the element is a stop; it is a control), `hidden`,
    /// `off screen`, `actions …` (custom actions).
    public var notes: [String]
    /// The requirements this stop (or content read as part of it) violates,
    /// when the transcript was made from an audit.
    package var violations: [String]
    /// The element's index in its screen's tree; nil when read from a file.
    package var elementIndex: Int?

    /// A stop field by field (``Transcript/init(screen:app:)`` and ``Transcript/parse(_:)`` make them).
    package init(position: Int, spoken: String, name: String?, role: String, identifier: String? = nil,
                notes: [String] = [], violations: [String] = [], elementIndex: Int? = nil) {
        self.position = position
        self.spoken = spoken
        self.name = name
        self.role = role
        self.identifier = identifier
        self.notes = notes
        self.violations = violations
        self.elementIndex = elementIndex
    }

    /// What makes two captures' stops the same stop: the identifier, else
    /// the role and the name.
    package var identity: String {
        if let identifier, !identifier.isEmpty { return "id \(identifier)" }
        return "\(role) \"\(name ?? "")\""
    }

    /// How a diff names the stop: the name and role, and the identifier.
    package var label: String {
        let named = name.map { "\"\($0)\" \(role)" } ?? "unnamed \(role)"
        guard let identifier, !identifier.isEmpty else { return named }
        return "\(named) [id \(identifier)]"
    }
}
