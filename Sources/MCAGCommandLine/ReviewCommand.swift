#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import MCAGReporting
import MCAGRules

/// `mcag review record|list`: the manual results file of the DHS process.
enum ReviewCommand {
    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, Help.review)
        if arguments.flag(.help) { Console.out(Help.review.help); return .success }
        guard let action = arguments.positionals.first, arguments.positionals.count == 1 else {
            throw UsageError("say what to do: 'mcag review record …' or 'mcag review list …'", command: "review")
        }
        guard let file = arguments.value(.file), file != "-" else {
            throw UsageError("name the review file with --file FILE (a file: it is read and rewritten)", command: "review")
        }
        let catalog = rules.catalog
        switch action {
        case "record":
            try record(arguments, in: file, catalog: catalog)
        case "list":
            let log = try load(file, catalog: catalog)
            let current = log.current.values.sorted { ($0.requirement, $0.screen ?? "") < ($1.requirement, $1.screen ?? "") }
            for record in current { Console.out(row(record)) }
            Console.out("\(current.count) current results, \(log.records.count) records in history.\n")
        default:
            throw UsageError("unknown review action '\(action)'; use record or list", command: "review")
        }
        return .success
    }

    /// Appends one result under the file's lock: the file is read again once
    /// the lock is held, so results recorded meanwhile by other `mcag review
    /// record` runs are kept and checked against (Not Compliant never moves back).
    static func record(_ arguments: Arguments, in file: String, catalog: Catalog) throws(UsageError) {
        let record = try record(from: arguments)
        try SafeFileWriter.checkDestination(file, option: "--file", command: "review")
        let lock = try FileLock(path: file, option: "--file", command: "review")
        var log: ReviewLog
        // An empty file is one a concurrent first writer has just created (or one left
        // by a run that was killed): it holds no records yet.
        do throws(UsageError) {
            log = try load(file, catalog: catalog, emptyIsNew: true)
            do { try log.record(record, catalog: catalog) } catch { throw UsageError(error.description, command: "review") }
        } catch {
            // A refused result leaves no trace: not even an empty file the lock created.
            if POSIX.status(file)?.st_size == 0 { unlink(file) }
            throw error
        }
        try SafeFileWriter.write(log.encoded(), to: file, option: "--file", command: "review")
        lock.unlock()
        Console.out("Recorded \(record.result.rawValue) for \(listed(record.requirement))"
            + (record.screen.map { " on \(listed($0))" } ?? "") + " in \(file) (\(log.records.count) records).\n")
    }

    static func load(_ file: String, option: String = "--file", catalog: Catalog, emptyIsNew: Bool = false) throws(UsageError) -> ReviewLog {
        guard FileManager.default.fileExists(atPath: file) else { return ReviewLog() }
        let data = try InputFile.contents(file, option: option, expected: InputFile.reviews, command: nil)
        if emptyIsNew && data.isEmpty { return ReviewLog() }
        do {
            return try ReviewLog.load(data, file: file, catalog: catalog)
        } catch {
            // An unreadable file's message already leads with the file.
            if case .unreadable = error { throw UsageError(error.description) }
            throw UsageError("\(file): \(error.description)")
        }
    }

    static func record(from arguments: Arguments) throws(UsageError) -> ReviewRecord {
        func required(_ name: OptionName, _ hint: String) throws(UsageError) -> String {
            guard let value = arguments.value(name), !value.hasNoVisibleCharacter else {
                throw UsageError("give \(name.flagText) \(hint)", command: "review")
            }
            return value
        }
        let requirement = try required(.requirement, "ID, such as MCAG:static-media-alternatives#1")
        let resultText = try required(.result, "Compliant, Not Compliant or Does Not Apply")
        guard let result = ReviewVerdict(text: resultText) else {
            throw UsageError("'--result \(resultText)' is not Compliant, Not Compliant or Does Not Apply (C, NC, DNA)",
                             command: "review")
        }
        let tester = try required(.tester, "NAME (who tested)")
        return ReviewRecord(requirement: requirement, screen: arguments.value(.screen), result: result,
                            note: arguments.value(.note), tester: tester, date: arguments.value(.date) ?? today())
    }

    /// One line of `review list`, its fields separated by tabs. A file's text
    /// may hold a tab, a line feed or a terminal escape (a note pasted from a
    /// log): each is written as `\t`, `\n`, `\u{1B}`, so that every record
    /// stays one line of the listing and the terminal shows, not obeys, it.
    static func row(_ record: ReviewRecord) -> String {
        let fields: [String] = [record.requirement, record.screen ?? "-", record.result.rawValue, record.tester, record.date,
                                record.note ?? ""]
        return fields.map(listed).joined(separator: "\t") + "\n"
    }

    static func listed(_ text: String) -> String {
        var out = ""
        for character in text.escapingControlCharacters {
            switch character {
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{2028}", "\u{2029}": out += "\\u{\(String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true))}"
            default: out.append(character)
            }
        }
        return out
    }

    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
