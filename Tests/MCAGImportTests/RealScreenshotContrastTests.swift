import Foundation
import MCAGImport
import MCAGRules
import Testing

/// Text contrast on real dumps paired with their PNG screenshots
/// (Tests/ScreenshotCorpus, provenance in SOURCES.tsv), against the
/// independent measurement in reference.tsv (reference_contrast.py, Pillow).
///
/// The Android captures are lossless PNGs. The iOS capture (ios/, macaca
/// app-inspector over XCUITest) was saved as JPEG: its ringing around the
/// glyphs spreads each colour over many shades, so only its verdicts and
/// the ratio within a fifth are compared.
@Suite struct RealScreenshotContrastTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ScreenshotCorpus")

    static var dumps: [URL] { dumps(in: "android") }

    static func dumps(in platform: String) -> [URL] {
        let folder = corpus.appendingPathComponent(platform)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The reference ratio of each text, keyed by dump base name and `[x1,y1][x2,y2]`.
    static func reference() throws -> [String: Double] {
        let table = try String(contentsOf: corpus.appendingPathComponent("reference.tsv"), encoding: .utf8)
        var ratios: [String: Double] = [:]
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6, let ratio = Double(columns[5]) else { continue }
            ratios[columns[0].replacingOccurrences(of: ".xml", with: "") + " " + columns[1]] = ratio
        }
        return ratios
    }

    static func key(_ finding: Finding) -> String? {
        guard let location = finding.element, let frame = location.frame else { return nil }
        let edges = [frame.minX, frame.minY, frame.maxX, frame.maxY].map { String(Int(exactly: $0.rounded()) ?? 0) }
        return "\(location.screen) [\(edges[0]),\(edges[1])][\(edges[2]),\(edges[3])]"
    }

    /// Decided text verdicts on `dumps` against the reference: how many texts
    /// were decided and how many agree at the threshold MCAG applied. Every
    /// decided ratio must lie within `tolerance(reference)` of the reference.
    static func agreement(
        _ dumps: [URL], tolerance: (Double) -> Double
    ) throws -> (decided: Int, agreeing: Int) {
        let reference = try Self.reference()
        let snapshot = SnapshotImporter.combine(try dumps.map { try SnapshotImporter.importFile(at: $0) })
        #expect(snapshot.screens.allSatisfy { $0.screenshot != nil })
        let screens = AppContext(snapshot: snapshot).screens
        let kinds: [TextContrastCheck.Kind] = [.regularText, .largeText, .boldText]
        var agreement: [String: Bool] = [:]
        for finding in screens.flatMap({ screen in kinds.flatMap { TextContrastCheck($0).evaluate(screen) } }) {
            guard finding.kind == .pass || finding.kind == .violation, let measured = finding.measured,
                  let key = Self.key(finding) else { continue }
            let expected = try #require(reference[key], "no reference row for \(key)")
            let agrees = (expected >= measured.threshold) == (finding.kind == .pass)
            #expect(abs(expected - measured.value) < tolerance(expected), "\(key): \(measured.value) against the reference \(expected)")
            agreement[key] = (agreement[key] ?? true) && agrees
        }
        return (agreement.count, agreement.values.filter { $0 }.count)
    }

    @Test
    func decidedVerdictsAgreeWithTheReference() throws {
        let (decided, agreeing) = try Self.agreement(Self.dumps) { _ in 0.5 }
        #expect(decided >= 25, "only \(decided) texts decided")
        #expect(Double(agreeing) >= 0.95 * Double(decided), "\(agreeing) of \(decided) texts agree")
    }

    @Test
    func iosCaptureVerdictsAgreeWithTheReference() throws {
        // JPEG ringing: the reference's 98th-percentile colour is darker than the stroke MCAG picks.
        let (decided, agreeing) = try Self.agreement(Self.dumps(in: "ios")) { $0 * 0.2 }
        #expect(decided >= 5, "only \(decided) texts decided")
        #expect(Double(agreeing) >= 0.95 * Double(decided), "\(agreeing) of \(decided) texts agree")
    }

    @Test
    func textsTheReferenceMeasuresBelowThreeToOneAreNeverPassed() throws {
        // The reference's clear failures must not come out as passes, whatever the confidence.
        let reference = try Self.reference()
        let snapshot = SnapshotImporter.combine(try (Self.dumps + Self.dumps(in: "ios")).map { try SnapshotImporter.importFile(at: $0) })
        let screens = AppContext(snapshot: snapshot).screens
        let passes = screens.flatMap { TextContrastCheck(.regularText).evaluate($0) }.filter { $0.kind == .pass }
        for finding in passes {
            guard let key = Self.key(finding), let expected = reference[key] else { continue }
            #expect(expected >= 3, "\(key) passed but the reference measures \(expected):1")
        }
    }
}
