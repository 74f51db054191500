package import Foundation
package import MCAGRules
import MCAGImport

/// The accuracy corpus: real screens, each with a person's review of what
/// the tool must and must not report (Documentation/Accuracy.md).
///
/// ```swift
/// let corpus = try AccuracyCorpus.load(directory: expectationsFolder)
/// let result = try corpus.run(.trueDensity)
/// print(result.overall.precision ?? 0)
/// ```
package struct AccuracyCorpus: Sendable {
    /// The reviewed screens, in file-name order.
    package var reviews: [AccuracyScreenReview]
    /// Where each review's dump was found.
    var dumpURLs: [URL]
    /// The catalog the expectations were checked against and the audit runs.
    package var catalog: Catalog

    /// Reads every `.tsv` file of `directory`. Dump paths are relative to
    /// the package root (the nearest folder above the expectation file that
    /// holds the dump), or absolute.
    package static func load(directory: URL, catalog: Catalog = .standard) throws(AccuracyCorpusError) -> AccuracyCorpus {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw AccuracyCorpusError(file: directory.path, message: "cannot read the folder: \(error.localizedDescription)")
        }
        let files = names.filter { $0.hasSuffix(".tsv") }.sorted()
        guard !files.isEmpty else {
            throw AccuracyCorpusError(file: directory.path, message: "holds no expectation files (*.tsv)")
        }
        var reviews: [AccuracyScreenReview] = []
        var urls: [URL] = []
        for name in files {
            let url = directory.appendingPathComponent(name)
            let text: String
            do {
                text = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw AccuracyCorpusError(file: url.path, message: "cannot read the file as UTF-8: \(error.localizedDescription)")
            }
            let review = try AccuracyExpectationParser.parse(text, file: url.relativePath, catalog: catalog)
            urls.append(try locateDump(review, from: directory))
            reviews.append(review)
        }
        return AccuracyCorpus(reviews: reviews, dumpURLs: urls, catalog: catalog)
    }

    /// The expectation lines of every screen.
    var expectationCount: Int { reviews.reduce(0) { $0 + $1.expectations.count } }

    /// Imports and audits every screen with the standard options (as
    /// `mcag audit` does) and matches the violations with the reviews.
    package func run(_ mode: AccuracyDensityMode) throws(AccuracyCorpusError) -> AccuracyResult {
        var items: [AccuracyItem] = []
        var loads: [AccuracyManualLoad] = []
        for (review, url) in zip(reviews, dumpURLs) {
            let audited = try audit(review, url: url, mode: mode)
            items += AccuracyMatcher(review: review, catalog: catalog).match(audited)
            loads.append(AccuracyManualLoad(audited.report))
        }
        return AccuracyResult(mode: mode, screens: reviews.count, expectations: expectationCount, items: items,
                              manualLoads: loads)
    }

    func audit(_ review: AccuracyScreenReview, url: URL, mode: AccuracyDensityMode) throws(AccuracyCorpusError) -> AccuracyMatcher.Audited {
        var options = ImportOptions()
        if mode == .trueDensity {
            switch review.density {
            case .androidDPI(let dpi): options.androidDPI = dpi
            case .ios(let scale, let ppi): options.iosPointsPerInch = ppi / scale
            case .unknown: break
            }
        }
        let snapshot: AppSnapshot
        do {
            snapshot = try SnapshotImporter.importFile(at: url, options: options)
        } catch {
            throw AccuracyCorpusError(file: review.file, message: "cannot import the dump: \(error.description)")
        }
        do {
            let verdict = try MCAG.evaluate(snapshot, AuditOptions(catalog: catalog))
            let pixels = snapshot.screens.first?.unit == .pixels
            return AccuracyMatcher.Audited(report: verdict.report, notation: pixels ? .corners : .originAndSize)
        } catch {
            throw AccuracyCorpusError(file: review.file, message: "the audit could not run: \(error)")
        }
    }

    static func locateDump(_ review: AccuracyScreenReview, from directory: URL) throws(AccuracyCorpusError) -> URL {
        if review.dump.hasPrefix("/") {
            guard FileManager.default.fileExists(atPath: review.dump) else {
                throw AccuracyCorpusError(file: review.file, message: "dump '\(review.dump)' does not exist")
            }
            return URL(fileURLWithPath: review.dump)
        }
        var folder = directory.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(review.dump)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        throw AccuracyCorpusError(file: review.file, message: "dump '\(review.dump)' is in no folder above the expectation file")
    }
}
