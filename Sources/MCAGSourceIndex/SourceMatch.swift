/// What the index says about one element: its candidates, most confident first, or that the
/// identifier is too common to place.
package struct SourceMatch: Sendable, Hashable {
    /// The identifier, label or text that was looked up.
    package var query: String
    /// The places, most confident first, then by path and line. Empty when ``isAmbiguous``.
    package var candidates: [SourceCandidate]
    /// How many files hold the name; above the limit the match is ambiguous and no file is guessed.
    package var fileCount: Int
    /// Set when more files than ``SourceScanLimits/maximumCandidateFiles`` hold the name.
    package var isAmbiguous: Bool
    /// Set when several files declared the identifier and one was chosen because it declares
    /// more of the screen's other identifiers than any other: how many it declares.
    package var screenNamesShared: Int?

    package init(
        query: String, candidates: [SourceCandidate], fileCount: Int, isAmbiguous: Bool, screenNamesShared: Int? = nil
    ) {
        self.query = query
        self.candidates = candidates
        self.fileCount = fileCount
        self.isAmbiguous = isAmbiguous
        self.screenNamesShared = screenNamesShared
    }

    /// The one declaration when the match is unique.
    package var unique: SourceCandidate? {
        guard candidates.count == 1, candidates[0].confidence == .uniqueDeclaration else { return nil }
        return candidates[0]
    }

    /// The confidence of the best candidate, or nil when ambiguous.
    package var confidence: MatchConfidence? { candidates.first?.confidence }
}
