package import Foundation

/// When, where and for how long an audit ran, for the report formats whose
/// readers ask for it (JUnit's `timestamp`, `hostname` and `time`).
///
/// The other formats leave it out, so that two runs over the same inputs
/// write the same bytes.
package struct ReportRun: Sendable, Equatable {
    /// When the run started.
    package var started: Date
    /// The run's wall time in seconds, from reading the inputs to the end of the audit.
    package var seconds: Double
    /// The machine the run was on (`localhost` when it has no name).
    package var hostname: String

    package init(started: Date, seconds: Double, hostname: String) {
        self.started = started
        // A clock does not run backwards or for centuries; anything else is a caller's mistake, shown as 0.
        self.seconds = seconds.isFinite && seconds >= 0 && seconds < 1e9 ? seconds : 0
        self.hostname = hostname.isEmpty ? "localhost" : hostname
    }

    /// The current machine's run that started at `started` and ends now.
    ///
    /// `SOURCE_DATE_EPOCH` (reproducible-builds.org), when set to a number
    /// of seconds, replaces the start time, so that a build that fixes it
    /// gets the same timestamp on every run.
    package static func endingNow(startedAt started: Date, environment: [String: String] = ProcessInfo.processInfo.environment) -> ReportRun {
        let seconds = Date().timeIntervalSince(started)
        let fixed = environment["SOURCE_DATE_EPOCH"].flatMap(Int64.init).map { Date(timeIntervalSince1970: TimeInterval($0)) }
        return ReportRun(started: fixed ?? started, seconds: seconds, hostname: ProcessInfo.processInfo.hostName)
    }

    /// The start as JUnit writes it: ISO 8601 in UTC, to the second, with no zone designator
    /// (the Ant schema's pattern `YYYY-MM-DDTHH:MM:SS`).
    var junitTimestamp: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: started)
        func two(_ value: Int?) -> String { let value = value ?? 0; return value < 10 ? "0\(value)" : "\(value)" }
        let year = String(parts.year ?? 1970)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year
            + "-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second))"
    }

    /// The wall time as JUnit writes it: seconds with three decimals.
    var junitSeconds: String {
        let milliseconds = Int((seconds * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
