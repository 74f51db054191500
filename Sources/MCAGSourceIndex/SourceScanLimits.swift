/// The bounds of one scan, so an index over a whole repository stays fast and never reads
/// generated or vendored trees.
package struct SourceScanLimits: Sendable, Hashable {
    /// Files larger than this are skipped (counted in ``SourceScanStatistics/skippedLarge``).
    package var maximumFileBytes: Int
    /// Folder names never entered: version control, build outputs, vendored dependencies.
    package var skippedFolders: Set<String>
    /// How many files may hold an identifier before it is called ambiguous instead of listed.
    package var maximumCandidateFiles: Int

    package init(
        maximumFileBytes: Int = 2 * 1024 * 1024,
        skippedFolders: Set<String> = SourceScanLimits.defaultSkippedFolders,
        maximumCandidateFiles: Int = 5
    ) {
        self.maximumFileBytes = maximumFileBytes
        self.skippedFolders = skippedFolders
        self.maximumCandidateFiles = maximumCandidateFiles
    }

    package static let defaultSkippedFolders: Set<String> = [
        ".git", ".hg", ".svn", "build", ".build", "node_modules", "Pods", "DerivedData", ".gradle", ".idea",
        "Carthage", ".dart_tool",
    ]
}
