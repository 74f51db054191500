/// What a check found, as data: a result code and the values it measured or
/// read, with the sentence a report prints written from them only when a view
/// asks for it.
///
/// A check declares its results once, beside it, usually as an enum whose
/// cases are the codes and whose associated values are the arguments:
///
/// ```swift
/// enum Result: FindingResult {
///     case supported(listed: String)
///     case locked(family: String, listed: String)
///
///     var message: String {
///         switch self {
///         case .supported(let listed): "The app supports portrait and landscape (\(listed))"
///         case .locked(let family, let listed): "The app is locked to \(family) (\(listed))"
///         }
///     }
/// }
/// ```
///
/// and reports `.app(.pass, Result.supported(listed: listed))`. An audit of a
/// large app makes hundreds of thousands of passes; none of them writes a
/// sentence unless a report shows it. Google's Accessibility Test Framework
/// keeps a check's result data apart from the message it renders in the same
/// way, so that wording can change, or be translated, without touching the
/// checks' logic.
package protocol FindingResult: Sendable, Hashable {
    /// The result's code: stable while the check's logic is, and the same in
    /// every language. By default the name of the enum case.
    var code: String { get }
    /// The sentence a report prints for this result.
    var message: String { get }
}

extension FindingResult {
    /// The name of the enum case (`locked` for `.locked(family:listed:)`); a
    /// type that is not an enum should give its own.
    package var code: String {
        // An enum case with a payload reflects as one child labelled with the case's name; one without, as its name.
        Mirror(reflecting: self).children.first?.label ?? String(describing: self)
    }
}

/// A result given only as its sentence: what a house rule written with a
/// string reports, and what a report read back from JSON holds.
package struct WrittenResult: FindingResult {
    package var message: String
    package var code: String { "message" }

    /// Creates a result that says `message`.
    package init(_ message: String) { self.message = message }
}

/// A finding's result, compared by what it says: two findings that say the
/// same thing about the same element are the same finding, whichever type
/// wrote the sentence (a report read back from JSON holds every result as a
/// ``WrittenResult``).
///
/// A sentence given as text is held as text, so that the engine can share
/// equal sentences between findings without asking each result its type.
enum FindingWording: Sendable, Hashable, Codable {
    case written(String)
    case coded(any FindingResult)

    var result: any FindingResult {
        switch self {
        case .written(let text): WrittenResult(text)
        case .coded(let result): result
        }
    }

    var text: String {
        switch self {
        case .written(let text): text
        case .coded(let result): result.message
        }
    }

    static func == (lhs: FindingWording, rhs: FindingWording) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    // Coded as the sentence, as reports have always written a finding's message.
    init(from decoder: any Decoder) throws { self = .written(try decoder.singleValueContainer().decode(String.self)) }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
