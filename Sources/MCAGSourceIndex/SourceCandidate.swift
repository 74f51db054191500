/// One place an element may be declared, with how it was found.
package struct SourceCandidate: Sendable, Hashable {
    package var location: SourceLocation
    package var kind: DeclarationKind
    package var confidence: MatchConfidence
    /// What matched: the identifier's name, or the string key (or text) for a text match.
    package var matched: String

    package init(location: SourceLocation, kind: DeclarationKind, confidence: MatchConfidence, matched: String) {
        self.location = location
        self.kind = kind
        self.confidence = confidence
        self.matched = matched
    }
}
