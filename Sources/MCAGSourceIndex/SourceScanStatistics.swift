/// What one scan read and what it set aside, so a skipped file is counted, never silent.
package struct SourceScanStatistics: Sendable, Hashable {
    /// Files read and scanned.
    package var scannedFiles = 0
    /// Files over ``SourceScanLimits/maximumFileBytes``.
    package var skippedLarge = 0
    /// Files with a scanned extension whose bytes are not text (a compiled binary XML, say).
    package var skippedBinary = 0
    /// Symbolic links whose target lies outside the root, or is a folder.
    package var skippedLinks = 0
    /// Files and folders that could not be read, with the first few paths.
    package var unreadable = 0
    package var unreadableExamples: [String] = []

    package init() {}

    mutating func add(_ other: SourceScanStatistics) {
        scannedFiles += other.scannedFiles
        skippedLarge += other.skippedLarge
        skippedBinary += other.skippedBinary
        skippedLinks += other.skippedLinks
        unreadable += other.unreadable
        unreadableExamples += other.unreadableExamples.prefix(max(0, 5 - unreadableExamples.count))
    }
}
