/// Looking an element up: its identifier's declarations first, then (Android) its id's uses in
/// code, then its label or text through string resources. A name found in more files than the
/// limit is ambiguous: the answer says so and lists no file.
extension SourceIndex {
    /// The candidates for an element, most confident first; nil when nothing in the tree matches.
    package func match(_ query: SourceQuery) -> SourceMatch? {
        if let name = query.declaredName {
            if let found = declarations[name], !found.isEmpty {
                let all = match(name, found.map { ($0.location, $0.kind, name) }, several: .oneOfSeveral, single: .uniqueDeclaration)
                return chosenByScreen(all, name: name, screenNames: query.screenNames) ?? all
            }
            if let found = idReferences[name], !found.isEmpty {
                // A use in code is never the declaration itself, so even one use is "one of several".
                return match(name, found.map { ($0.location, $0.kind, name) }, several: .oneOfSeveral, single: .oneOfSeveral)
            }
        }
        for text in [query.label, query.text] {
            guard let text, !text.trimmingSpaces().isEmpty else { continue }
            if let found = textMatch(text) { return found }
        }
        return nil
    }

    /// Of several declarations, the one in the file that declares strictly more of the screen's
    /// other identifiers than every other candidate file (at least one), when that file holds
    /// only one of them: a list row's layout rather than the detail screen that reuses its ids.
    /// Nil when no file stands out.
    private func chosenByScreen(_ match: SourceMatch, name: String, screenNames: Set<String>) -> SourceMatch? {
        guard match.candidates.count > 1, !match.isAmbiguous else { return nil }
        let others = screenNames.subtracting([name])
        guard !others.isEmpty else { return nil }
        var scores: [String: Int] = [:]
        for candidate in match.candidates where scores[candidate.location.path] == nil {
            scores[candidate.location.path] = namesByFile[candidate.location.path, default: []].intersection(others).count
        }
        let ranked = scores.sorted { $0.value > $1.value }
        guard let best = ranked.first, best.value > 0, ranked.count < 2 || ranked[1].value < best.value else { return nil }
        let inBest = match.candidates.filter { $0.location.path == best.key }
        guard inBest.count == 1, var chosen = inBest.first else { return nil }
        chosen.confidence = .uniqueDeclaration
        return SourceMatch(query: match.query, candidates: [chosen], fileCount: match.fileCount, isAmbiguous: false,
                           screenNamesShared: best.value)
    }

    private func textMatch(_ text: String) -> SourceMatch? {
        let key = Self.folded(text)
        var places: [(SourceLocation, DeclarationKind, String)] = []
        for definition in definitionsByText[key] ?? [] {
            let keyUses = uses[definition.table]?[definition.key] ?? []
            if keyUses.isEmpty {
                places.append((definition.location, .stringDefinition, definition.key))
            } else {
                places += keyUses.map { ($0, .stringUse, definition.key) }
            }
        }
        places += (textSites[key] ?? []).map { ($0, .stringUse, text) }
        guard !places.isEmpty else { return nil }
        return match(text, places, several: .textOnly, single: .textOnly)
    }

    private func match(
        _ query: String, _ places: [(location: SourceLocation, kind: DeclarationKind, matched: String)],
        several: MatchConfidence, single: MatchConfidence
    ) -> SourceMatch {
        var seen: Set<SourceLocation> = []
        var distinct: [(location: SourceLocation, kind: DeclarationKind, matched: String)] = []
        for place in places.sorted(by: { $0.location < $1.location }) where seen.insert(place.location).inserted {
            distinct.append(place)
        }
        let files = Set(distinct.map(\.location.path)).count
        if files > limits.maximumCandidateFiles {
            return SourceMatch(query: query, candidates: [], fileCount: files, isAmbiguous: true)
        }
        let confidence = distinct.count == 1 ? single : several
        let candidates = distinct.map {
            SourceCandidate(location: $0.location, kind: $0.kind, confidence: confidence, matched: $0.matched)
        }
        return SourceMatch(query: query, candidates: candidates, fileCount: files, isAmbiguous: false)
    }
}
