/// How the corpus is imported: with each screen's true density, or with
/// none, so that the tool must infer it (issue 11: the same touch-target
/// verdicts either way).
package enum AccuracyDensityMode: String, Sendable, Hashable, CaseIterable {
    /// Each screen's stated density (`unknown` screens get none).
    case trueDensity = "true"
    /// No density for any screen.
    case noDensity = "none"
}
