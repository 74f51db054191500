public import Foundation

/// Today's violations, recorded so that an audit fails only on new ones
/// while a team works the backlog down.
///
/// ```swift
/// let baseline = Baseline.record(report)
/// try baseline.save(to: url)
/// let comparison = try Baseline.load(from: url).compare(laterReport)
/// // comparison.new fail; comparison.known are tolerated; comparison.fixed can leave the file
/// ```
///
/// Findings are matched by fingerprint, never by frame or position, and
/// counted: two unnamed icons in the same toolbar are one entry with a
/// count of 2, so fixing one of them shows as fixed.
public struct Baseline: Sendable, Codable, Equatable {
    /// One recorded problem.
    public struct Entry: Sendable, Codable, Equatable {
        /// The finding's fingerprint: requirement, screen and element, never the frame.
        public var fingerprint: String
        /// The requirement ID, such as `MCAG:touch-target-size#1`.
        public var requirement: String
        /// How many findings shared the fingerprint when it was recorded.
        public var count: Int
        /// The first finding's message, for people reading the file.
        public var message: String

        package init(fingerprint: String, requirement: String, count: Int, message: String) {
            self.fingerprint = fingerprint
            self.requirement = requirement
            self.count = count
            self.message = message
        }
    }

    /// The file format version.
    public var version: Int
    /// The recorded problems, sorted by fingerprint.
    public var entries: [Entry]

    package init(entries: [Entry]) {
        self.version = 1
        self.entries = entries
    }

    /// Every violation of the report.
    public static func record(_ report: AuditReport) -> Baseline {
        record(ReportedFinding.violations(of: report))
    }

    /// What fails the verdict before any baseline: the findings left after
    /// suppressions and the minimum impact. When the verdict was judged
    /// against an older baseline, that baseline's entries for screens this
    /// audit did not cover (``BaselineComparison/notAudited``) are kept: a
    /// baseline rewritten from an audit of some screens still holds the others'.
    public static func record(_ verdict: AuditVerdict) -> Baseline {
        record(verdict.failingBeforeBaseline, keeping: verdict.baseline?.notAudited ?? [])
    }

    /// `findings` recorded, with `kept` (an older baseline's entries of screens
    /// the audit did not cover) added to them.
    static func record(_ findings: [ReportedFinding], keeping kept: [Entry]) -> Baseline {
        let recorded = record(findings)
        guard !kept.isEmpty else { return recorded }
        var entries: [String: Entry] = [:]
        for entry in recorded.entries + kept {
            if let existing = entries[entry.fingerprint] {
                entries[entry.fingerprint]?.count = [existing.count, entry.count].saturatingSum
            } else {
                entries[entry.fingerprint] = entry
            }
        }
        return Baseline(entries: entries.values.sorted { $0.fingerprint < $1.fingerprint })
    }

    /// The given findings, grouped by fingerprint, sorted for stable diffs.
    package static func record(_ findings: [ReportedFinding]) -> Baseline {
        var entries: [String: Entry] = [:]
        for item in findings {
            let key = item.fingerprint
            if entries[key] == nil {
                entries[key] = Entry(fingerprint: key, requirement: item.result.requirementID, count: 0, message: item.finding.message)
            }
            entries[key]?.count += 1
        }
        return Baseline(entries: entries.values.sorted { $0.fingerprint < $1.fingerprint })
    }

    /// Reads a baseline file; a file of another version, with an unknown or repeated key, or that cannot be read is a ``BaselineError`` naming the file.
    public static func load(from url: URL) throws(BaselineError) -> Baseline {
        let data: Data
        do { data = try RegularFileReading.contents(of: url.path) } catch {
            throw BaselineError(file: url.path, message: "cannot be read: \(error.reason)")
        }
        return try decode(data, source: url.path)
    }

    package static func decode(_ data: Data, source: String = "baseline") throws(BaselineError) -> Baseline {
        do throws(JSONShapeError) { try shape.check(data) } catch {
            throw BaselineError(file: source, message: error.message)
        }
        let baseline: Baseline
        do { baseline = try JSONDecoder().decode(Baseline.self, from: data) } catch let error as DecodingError {
            throw BaselineError(file: source, message: "is not a baseline file: \(ReviewLog.describe(error))")
        } catch {
            throw BaselineError(file: source, message: "is not a baseline file: \(error.localizedDescription)")
        }
        guard baseline.version == 1 else {
            throw BaselineError(file: source, message: "has version \(baseline.version); this release reads version 1")
        }
        if let (index, bad) = baseline.entries.enumerated().first(where: { !countRange.contains($0.element.count) }) {
            throw BaselineError(file: source, message:
                "entries[\(index)].count: entry '\(bad.fingerprint)' has count \(bad.count); counts run from 1 to \(countRange.upperBound)")
        }
        return baseline
    }

    /// The counts a file may hold: no screen set has a billion findings
    /// with one fingerprint, and sums of such counts stay far from `Int.max`.
    package static let countRange: ClosedRange<Int> = 1...1_000_000_000

    /// Every key a baseline file may hold; others, and repeated ones, are refused.
    package static let shape: JSONShape = .object([
        "version": .anything,
        "entries": .array(.object(["fingerprint": .anything, "requirement": .anything, "count": .anything, "message": .anything])),
    ])

    /// Pretty-printed, sorted JSON, so that the file diffs well in review.
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Writes the baseline as pretty-printed, sorted JSON, atomically.
    public func save(to url: URL) throws(BaselineError) {
        do { try encoded().write(to: url, options: .atomic) } catch {
            throw BaselineError(file: url.path, message: "cannot be written: \(error.localizedDescription)")
        }
    }

    /// Splits the report's violations into new and known, and lists the
    /// entries no longer found.
    public func compare(_ report: AuditReport) -> BaselineComparison {
        compare(ReportedFinding.violations(of: report))
    }

    package func compare(_ findings: [ReportedFinding]) -> BaselineComparison {
        compare(findings, auditedScreens: nil)
    }

    /// Splits the findings into new and known and lists the entries no longer
    /// found, among the entries of `auditedScreens` (screen display names) only:
    /// an entry of a screen the audit did not cover is neither found nor fixed,
    /// and goes to ``BaselineComparison/notAudited``, as do the app-wide
    /// entries (`… @ app :: …`) when any screen is missing. Nil compares every entry.
    package func compare(_ findings: [ReportedFinding], auditedScreens: Set<String>?) -> BaselineComparison {
        var comparison = BaselineComparison()
        let compared: [Entry]
        if let auditedScreens {
            (compared, comparison.notAudited) = Self.split(entries, auditedScreens: auditedScreens)
        } else {
            compared = entries
        }
        var remaining: [String: Int] = [:]
        // Counts come from a file: a sum past Int.max saturates rather than traps.
        for entry in compared { remaining[entry.fingerprint] = [remaining[entry.fingerprint] ?? 0, entry.count].saturatingSum }
        for item in findings {
            let key = item.fingerprint
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                comparison.known.append(item)
            } else {
                comparison.new.append(item)
            }
        }
        for var entry in compared {
            guard let left = remaining[entry.fingerprint], left > 0 else { continue }
            let fixed = min(left, entry.count)
            remaining[entry.fingerprint] = left - fixed
            entry.count = fixed
            comparison.fixed.append(entry)
        }
        return comparison
    }
}

extension Baseline {
    /// The entries of the audited screens, and the others (with the app-wide
    /// entries when some screen's entries are among them).
    static func split(_ entries: [Entry], auditedScreens: Set<String>) -> (compared: [Entry], notAudited: [Entry]) {
        var compared: [Entry] = [], notAudited: [Entry] = [], appWide: [Entry] = []
        for entry in entries {
            switch screen(of: entry, among: auditedScreens) {
            case .audited: compared.append(entry)
            case .other: notAudited.append(entry)
            case .appWide: appWide.append(entry)
            }
        }
        // An app-wide finding (screens compared with each other) needs every screen.
        if notAudited.isEmpty { compared += appWide } else { notAudited += appWide }
        return (compared, notAudited)
    }

    enum EntryScreen { case audited, other, appWide }

    /// Which screen an entry's fingerprint names: `requirement @ screen :: …`
    /// (``Fingerprint``). An entry of another shape is compared, as before.
    static func screen(of entry: Entry, among screens: Set<String>) -> EntryScreen {
        let prefix = entry.requirement + " @ "
        guard entry.fingerprint.hasPrefix(prefix) else { return .audited }
        let rest = entry.fingerprint.dropFirst(prefix.count)
        guard let separator = rest.range(of: " :: ") else { return .audited }
        let name = String(rest[..<separator.lowerBound])
        if screens.contains(name) { return .audited }
        // A screen name that itself holds " :: ".
        if screens.contains(where: { $0.contains(" :: ") && rest.hasPrefix($0 + " :: ") }) { return .audited }
        return name == "app" ? .appWide : .other
    }
}

/// A report set against a baseline.
public struct BaselineComparison: Sendable {
    /// Findings the baseline does not hold: these fail.
    public var new: [ReportedFinding] = []
    /// Findings the baseline holds: tolerated.
    public var known: [ReportedFinding] = []
    /// Baseline entries (with how many of their findings) no longer found:
    /// record the baseline again to shrink it.
    public var fixed: [Baseline.Entry] = []
    /// Baseline entries of screens the audit did not cover (and then the
    /// app-wide entries): neither found nor fixed. ``Baseline/record(_:)-(AuditVerdict)``
    /// keeps them when the baseline is recorded again.
    public var notAudited: [Baseline.Entry] = []
}

/// Why a baseline file could not be read or written.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The baseline file's path.
    public var file: String
    /// What is wrong with it.
    public var message: String
    package init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    /// The file and the message, as the command line prints them.
    public var description: String { "\(file) \(message)" }
}
