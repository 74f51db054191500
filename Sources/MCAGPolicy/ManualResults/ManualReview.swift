public import Foundation

/// A manual result, as the DHS Section 508 process records them.
package enum ReviewVerdict: String, Sendable, Hashable, Codable, CaseIterable {
    case compliant = "Compliant"
    case notCompliant = "Not Compliant"
    case doesNotApply = "Does Not Apply"

    /// Parses `Compliant`, `Not Compliant`, `Does Not Apply` or the DHS
    /// abbreviations `C`, `NC`, `DNA`, ignoring case, spaces and dashes.
    package init?(text: String) {
        let key = text.lowercased().filter { $0.isLetter }
        switch key {
        case "compliant", "c": self = .compliant
        case "notcompliant", "nc": self = .notCompliant
        case "doesnotapply", "dna": self = .doesNotApply
        default: return nil
        }
    }
}

/// One recorded manual result for a requirement, optionally on one screen.
public struct ReviewRecord: Sendable, Hashable, Codable {
    /// The requirement ID, such as `MCAG:meaningful-images#1`.
    package var requirement: String
    /// The screen the result covers; nil for the whole app.
    package var screen: String?
    /// Compliant, Not Compliant or Does Not Apply.
    package var result: ReviewVerdict
    /// What the tester saw.
    package var note: String?
    /// Who tested.
    package var tester: String
    /// The day of the test, `YYYY-MM-DD`.
    package var date: String

    /// A result; the rules are checked when it is recorded in a ``ReviewLog``.
    package init(requirement: String, screen: String? = nil, result: ReviewVerdict, note: String? = nil, tester: String, date: String) {
        self.requirement = requirement
        self.screen = screen
        self.result = result
        self.note = note
        self.tester = tester
        self.date = date
    }

    /// What a record replaces: the same requirement on the same screen.
    package var key: ReviewKey { ReviewKey(requirement: requirement, screen: screen) }
}

/// The requirement and screen a manual result is about.
package struct ReviewKey: Sendable, Hashable {
    package var requirement: String
    package var screen: String?
}

/// Why a manual result was refused or a review file could not be read.
public enum ReviewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The review file could not be read.
    case unreadable(file: String, reason: String)
    /// The file's format version is not one this code reads.
    case unsupportedVersion(Int)
    /// A record names a requirement the catalog does not hold.
    case unknownRequirement(String, position: Int)
    /// A record would turn a Not Compliant result back to Compliant.
    case cannotLeaveNotCompliant(ReviewRecord, previous: ReviewRecord, position: Int)
    /// Does Not Apply is not an acceptable result for the requirement.
    case doesNotApplyRefused(ReviewRecord, section508: [String], position: Int)
    /// A record's date is not a real day written `yyyy-MM-dd`.
    case invalidDate(String, position: Int)
    /// A record names no tester.
    case missingTester(position: Int)

    /// The refusal in words, naming the record and what to do.
    public var description: String {
        switch self {
        case let .unreadable(file, reason):
            "\(file): not a review file: \(reason)"
        case let .unsupportedVersion(version):
            "review file version \(version) is not supported; this mcag reads version \(ReviewLog.currentVersion)"
        case let .unknownRequirement(id, position):
            "record \(position): unknown requirement '\(id)'; requirement IDs look like MCAG:clean-names#1 (see `mcag explain`)"
        case let .cannotLeaveNotCompliant(record, previous, position):
            "record \(position): \(record.requirement)\(record.screen.map { " on \($0)" } ?? "") was recorded Not Compliant "
                + "by \(previous.tester) on \(previous.date); a result may move from Compliant to Not Compliant but never back, "
                + "so '\(record.result.rawValue)' is refused. Fix the app and audit a new build into a new review file."
        case let .doesNotApplyRefused(record, tests, position):
            "record \(position): Does Not Apply is not an acceptable result for \(record.requirement): "
                + "the DHS Section 508 test\(tests.count == 1 ? "" : "s") \(tests.joined(separator: ", ")) always apply"
        case let .invalidDate(date, position) where ReviewLog.isDay(date):
            "record \(position): date '\(date)' is outside the days a review may carry, "
                + "\(ReviewLog.earliestDay) to tomorrow (\(ReviewLog.plausibleDays(now: Date()).upperBound)); give the day of the test"
        case let .invalidDate(date, position):
            "record \(position): date '\(date)' is not a real day written YYYY-MM-DD"
        case let .missingTester(position):
            "record \(position): name the tester (a name of only white space, controls or invisible characters "
                + "such as U+200B is no name)"
        }
    }
}

/// A review file: every manual result ever recorded, oldest first. Nothing
/// is overwritten, so the file is its own history; the latest record for a
/// requirement and screen is the current result.
public struct ReviewLog: Sendable, Codable, Equatable {
    /// The version of the review file format this code reads and writes.
    package static let currentVersion = 1

    /// The format version of the file (`currentVersion`).
    package var reviewVersion: Int
    /// Every result ever recorded, oldest first.
    package var records: [ReviewRecord] {
        get { storedRecords }
        set {
            storedRecords = newValue
            latest = Self.latest(of: newValue)
        }
    }

    private var storedRecords: [ReviewRecord]
    /// The current result per key, kept up to date on every append so that
    /// loading n records costs O(n), not O(n²) (rebuilding it per record took
    /// 56 s for 16,000 records).
    private var latest: [ReviewKey: ReviewRecord]

    private enum CodingKeys: String, CodingKey {
        case reviewVersion, records
    }

    /// A log holding `records`, unchecked; use `record(_:catalog:)` to add results under the rules.
    package init(records: [ReviewRecord] = []) {
        self.reviewVersion = Self.currentVersion
        self.storedRecords = records
        self.latest = Self.latest(of: records)
    }

    /// Reads a review file's version and records, unchecked; ``load(_:file:catalog:)`` checks them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        reviewVersion = try container.decode(Int.self, forKey: .reviewVersion)
        storedRecords = try container.decode([ReviewRecord].self, forKey: .records)
        latest = Self.latest(of: storedRecords)
    }

    /// Writes the version and every record.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reviewVersion, forKey: .reviewVersion)
        try container.encode(storedRecords, forKey: .records)
    }

    /// Logs are equal when they hold the same version and records.
    public static func == (left: ReviewLog, right: ReviewLog) -> Bool {
        left.reviewVersion == right.reviewVersion && left.storedRecords == right.storedRecords
    }

    private static func latest(of records: [ReviewRecord]) -> [ReviewKey: ReviewRecord] {
        var latest: [ReviewKey: ReviewRecord] = [:]
        for record in records { latest[record.key] = record }
        return latest
    }

    /// Reads and checks a review file: unknown and repeated keys are refused
    /// (naming the nearest known key), dates must be real days, and every record
    /// must obey the rules against the records before it, so hand edits cannot
    /// sneak a Not Compliant result back to Compliant.
    public static func load(_ data: Data, file: String, catalog: Catalog) throws(ReviewError) -> ReviewLog {
        do throws(JSONShapeError) { try shape.check(data) } catch {
            throw .unreadable(file: file, reason: error.message)
        }
        let decoded: ReviewLog
        do {
            decoded = try JSONDecoder().decode(ReviewLog.self, from: data)
        } catch let error as DecodingError {
            throw .unreadable(file: file, reason: describe(error))
        } catch {
            throw .unreadable(file: file, reason: String(describing: error))
        }
        if decoded.reviewVersion != currentVersion { throw .unsupportedVersion(decoded.reviewVersion) }
        var replay = ReviewLog()
        let days = plausibleDays(now: Date())
        for record in decoded.records { try replay.record(record, catalog: catalog, days: days) }
        return replay
    }

    /// The file's JSON text, pretty-printed with sorted keys.
    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The current result per requirement and screen.
    package var current: [ReviewKey: ReviewRecord] { latest }

    /// Appends a result after checking the DHS rules.
    package mutating func record(_ record: ReviewRecord, catalog: Catalog) throws(ReviewError) {
        try self.record(record, catalog: catalog, days: Self.plausibleDays(now: Date()))
    }

    /// `record(_:catalog:)` with the days a date may fall on worked out once per file.
    mutating func record(_ record: ReviewRecord, catalog: Catalog, days: ClosedRange<String>) throws(ReviewError) {
        let position = storedRecords.count + 1
        guard let requirement = catalog.requirement(id: record.requirement),
              let criterion = catalog.criterion(id: String(requirement.id.prefix { $0 != "#" }))
        else { throw .unknownRequirement(record.requirement, position: position) }
        if record.tester.hasNoVisibleCharacter { throw .missingTester(position: position) }
        if !Self.isDay(record.date) || !days.contains(record.date) {
            throw .invalidDate(record.date, position: position)
        }
        if let previous = latest[record.key], previous.result == .notCompliant, record.result != .notCompliant {
            throw .cannotLeaveNotCompliant(record, previous: previous, position: position)
        }
        let binding = criterion.section508.filter(\.alwaysApplies)
        if record.result == .doesNotApply, !binding.isEmpty {
            throw .doesNotApplyRefused(record, section508: binding.map(\.testID), position: position)
        }
        storedRecords.append(record)
        latest[record.key] = record
    }
}
