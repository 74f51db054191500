import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules

/// What a seed file is, which decides what its mutants are fed to.
enum SeedKind: String, CaseIterable {
    /// An XML dump or JSON snapshot: imported, audited, rendered.
    case snapshot
    /// A house configuration: decoded, then used to audit the reference snapshot.
    case configuration
    /// A baseline: decoded, then the reference audit is judged against it.
    case baseline
    /// A review file: loaded under the DHS rules, then merged into the reference report.
    case reviews
    /// A capture sidecar: decoded, applied to the reference snapshot, which is then audited and rendered.
    case capture
    /// A screen-reader transcript (`mcag transcript`): parsed, compared with the reference app's
    /// transcripts as `mcag diff` compares them, and the comparison rendered.
    case transcript
}

/// Feeds one mutated input to the readers and, when they accept it, to the
/// audit and to one report renderer (each format in turn), so that values a
/// reader lets through meet every later stage.
struct FuzzTargets {
    /// The snapshot policy files are applied to (the example shop app).
    let reference: AppSnapshot
    let audit = Audit(catalog: .standard)
    private var nextFormat = 0
    /// Inputs on which the byte reader and XMLParser disagree (see ``SnapshotImporter/xmlReadersDisagree(on:options:)``).
    var disagreements: [String] = []

    init(reference: AppSnapshot) { self.reference = reference }

    /// Where an input stopped: nil when every stage accepted it, else the first refusal.
    mutating func run(_ input: Data, as kind: SeedKind, file: URL) -> String? {
        do {
            switch kind {
            case .snapshot: try snapshot(file)
            case .configuration: try configuration(input)
            case .baseline: try baseline(input)
            case .reviews: try reviews(input)
            case .capture: try capture(input)
            case .transcript: try transcript(input)
            }
            return nil
        } catch {
            return "\(kind.rawValue): \(error)"
        }
    }

    private mutating func snapshot(_ file: URL) throws {
        if let difference = SnapshotImporter.xmlReadersDisagree(on: file) { disagreements.append(difference) }
        let snapshot = try SnapshotImporter.importFile(at: file)
        try render(try audit.run(snapshot))
    }

    private mutating func capture(_ input: Data) throws {
        let sidecar = try CaptureSidecar.decode(input, file: "fuzz")
        try render(try audit.run(sidecar.applied(to: reference)))
    }

    private func transcript(_ input: Data) throws {
        let screens = try Transcript.parse(String(decoding: input, as: UTF8.self))
        let audited = try audit.run(reference)
        let old = TranscriptReport.transcripts(of: reference, report: audited)
        _ = TranscriptDiff.render(TranscriptDiff.screens(old: old, new: screens))
        _ = TranscriptDiff.render(TranscriptDiff.screens(old: screens, new: screens))
    }

    private mutating func configuration(_ input: Data) throws {
        let configuration = try HouseConfiguration.decode(input, source: "fuzz")
        try evaluate(AuditOptions(configuration: configuration))
    }

    private mutating func baseline(_ input: Data) throws {
        var options = AuditOptions()
        options.baseline = try Baseline.decode(input, source: "fuzz")
        try evaluate(options)
    }

    private mutating func reviews(_ input: Data) throws {
        let log = try ReviewLog.load(input, file: "fuzz", catalog: .standard)
        let policy = AuditPolicy(catalog: .standard, strict: true, manualResults: log)
        render(try policy.judge(try audit.run(reference)))
    }

    private mutating func evaluate(_ options: AuditOptions) throws {
        render(try MCAG.evaluate(reference, options))
    }

    /// `report` judged with the default policy, then rendered.
    private mutating func render(_ report: AuditReport) throws {
        render(try AuditPolicy(catalog: .standard).judge(report))
    }

    private mutating func render(_ verdict: AuditVerdict) {
        let format = ReportFormat.allCases[nextFormat % ReportFormat.allCases.count]
        nextFormat += 1
        _ = ReportRenderer.render(verdict, catalog: .standard, format: format, options: ReportOptions())
    }
}
