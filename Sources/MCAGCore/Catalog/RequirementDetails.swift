/// A situation in which a requirement does not apply ("except when …").
///
/// The `key` is a short kebab-case name, unique within its requirement, by
/// which an element or a house configuration claims the exception.
public struct Exception: Sendable, Hashable, Codable {
    /// The short kebab-case name by which the exception is claimed.
    public var key: String
    /// The situation in which the requirement does not apply, in the catalog's words.
    public var text: String

    /// Creates an exception with its claim key and its text.
    public init(_ key: String, _ text: String) {
        self.key = key
        self.text = text
    }
}

/// One of several alternatives of which at least one must hold
/// (MCAG: "at least one of the following is true").
public struct Condition: Sendable, Hashable, Codable {
    /// The alternative's wording.
    public var text: String
    /// Creates an alternative from its wording.
    public init(_ text: String) { self.text = text }
}

/// A step of the procedure a requirement prescribes (4.1.4 Locked Orientation).
public struct Step: Sendable, Hashable, Codable {
    /// The step's wording.
    public var text: String
    /// Creates a step from its wording.
    public init(_ text: String) { self.text = text }
}

/// A further demand that the requirement makes, all of which must hold
/// (4.1.3 Reduced Motion Support).
public struct Requires: Sendable, Hashable, Codable {
    /// The demand's wording.
    public var text: String
    /// Creates a further demand from its wording.
    public init(_ text: String) { self.text = text }
}

/// An editorial note on a requirement, from MCAG or from this project.
public struct Note: Sendable, Hashable, Codable {
    /// The note's wording.
    public var text: String
    /// True for MCAG's own note on the test (the upstream data's
    /// `impactNotes`); nil for this project's notes, which upstream never printed.
    public var isUpstream: Bool?
    /// Creates one of this project's notes.
    public init(_ text: String) { self.text = text }
    /// MCAG's own note on the test, as the upstream data prints it
    /// (`impactNotes`): `mcag catalog --format upstream` writes it back.
    public init(upstream text: String) {
        self.text = text
        self.isUpstream = true
    }
}

/// How a person verifies the requirement by hand, for the manual checklist.
public struct HowToTest: Sendable, Hashable, Codable {
    /// The manual procedure's wording.
    public var text: String
    /// Creates a manual procedure from its wording.
    public init(_ text: String) { self.text = text }
}
