import MCAGRules
import MCAGSourceIndex

/// Where a finding's element is declared, in words for the text and Markdown reports:
/// `declared at app/src/main/res/layout/pay.xml:12` for a unique declaration, the candidates
/// with their confidence otherwise, and nothing when no source was given or nothing matched.
enum SourceNote {
    /// How many candidates a line names before it counts the rest.
    static let candidatesShown = 3

    /// `place` writes each `path:line` and `name` the identifier or text looked up (Markdown
    /// passes its code span for both, so nothing from a dump is read as Markdown).
    static func text(
        for finding: Finding, options: ReportOptions, place: (String) -> String = { $0 },
        name: (String) -> String = { "'\($0)'" }
    ) -> String? {
        guard let match = options.sourceIndex?.match(for: finding, screenNames: options.sourceScreenNames) else { return nil }
        return text(for: match, place: place, name: name)
    }

    static func text(
        for match: SourceMatch, place: (String) -> String = { $0 }, name: (String) -> String = { "'\($0)'" }
    ) -> String {
        if let unique = match.unique {
            let reason = match.screenNamesShared.map { shared in
                " (of \(match.fileCount) files, the one declaring \(shared) other id\(shared == 1 ? "" : "s") of the screen)"
            }
            return "declared at \(place(unique.location.description))" + (reason ?? "")
        }
        if match.isAmbiguous {
            return "source: \(name(match.query)) is in \(match.fileCount) files (ambiguous, not placed)"
        }
        let shown = match.candidates.prefix(candidatesShown).map { place($0.location.description) }
        let more = match.candidates.count > candidatesShown ? " and \(match.candidates.count - candidatesShown) more" : ""
        let confidence = match.confidence?.rawValue ?? ""
        let lead = match.candidates.count == 1 ? "declared at" : "declared at one of"
        return "\(lead) \(shown.joined(separator: ", "))\(more) (\(confidence))"
    }
}

extension SourceIndex {
    /// The match for a finding's element, told apart by the declared names of its screen's
    /// other identifiers; nil for a finding without an element or an element nothing matches.
    func match(for finding: Finding, screenNames: [String: Set<String>]) -> SourceMatch? {
        guard let element = finding.element else { return nil }
        return match(SourceQuery(location: element, screenNames: screenNames[element.screen] ?? []))
    }
}

extension SourceMatch {
    /// The confidence as the JSON and SARIF reports write it: `ambiguous` when no file was
    /// guessed, else the best candidate's.
    var reportedConfidence: String { isAmbiguous ? "ambiguous" : (confidence?.rawValue ?? "") }
}
