/// A paragraph of prose that says what a principle, guideline or criterion
/// asks for. Several `Description`s in one block are paragraphs, in order.
public struct Description: Sendable, Hashable, Codable {
    /// The paragraph's prose.
    public var text: String
    /// Creates a paragraph from its prose.
    public init(_ text: String) { self.text = text }

    /// The paragraphs of a block joined as the catalog prints them.
    static func joined(_ paragraphs: [Description]) -> String {
        paragraphs.map(\.text).joined(separator: "\n\n")
    }
}
