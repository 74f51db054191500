import Foundation
import MCAGReporting
import MCAGRules

/// `mcag review record|list`: the manual results file of the DHS process.
enum ReviewCommand {
    static func run(_ raw: [String]) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(
            raw, command: "review",
            valueOptions: ["file", "requirement", "result", "tester", "screen", "note", "date"], flagOptions: [])
        if arguments.flag("help") { Console.out(Help.review); return .success }
        guard let action = arguments.positionals.first, arguments.positionals.count == 1 else {
            throw UsageError("say what to do: 'mcag review record …' or 'mcag review list …'", command: "review")
        }
        guard let file = arguments.value("file") else {
            throw UsageError("name the review file with --file FILE", command: "review")
        }
        let catalog = Catalog.standard
        var log = try load(file, catalog: catalog)
        switch action {
        case "record":
            let record = try record(from: arguments)
            do {
                try log.record(record, catalog: catalog)
            } catch {
                throw UsageError(error.description, command: "review")
            }
            do {
                try log.encoded().write(to: URL(fileURLWithPath: file), options: .atomic)
            } catch {
                throw UsageError("cannot write '\(file)': \(error.localizedDescription)")
            }
            Console.out("Recorded \(record.result.rawValue) for \(record.requirement)"
                + (record.screen.map { " on \($0)" } ?? "") + " in \(file) (\(log.records.count) records).\n")
        case "list":
            let current = log.current.values.sorted { ($0.requirement, $0.screen ?? "") < ($1.requirement, $1.screen ?? "") }
            for record in current {
                Console.out("\(record.requirement)\t\(record.screen ?? "-")\t\(record.result.rawValue)\t"
                    + "\(record.tester)\t\(record.date)\t\(record.note ?? "")\n")
            }
            Console.out("\(current.count) current results, \(log.records.count) records in history.\n")
        default:
            throw UsageError("unknown review action '\(action)'; use record or list", command: "review")
        }
        return .success
    }

    static func load(_ file: String, catalog: Catalog) throws(UsageError) -> ReviewLog {
        guard FileManager.default.fileExists(atPath: file) else { return ReviewLog() }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw UsageError("cannot read '\(file)': \(error.localizedDescription)")
        }
        do {
            return try ReviewLog.load(data, file: file, catalog: catalog)
        } catch {
            throw UsageError("\(file): \(error.description)")
        }
    }

    static func record(from arguments: Arguments) throws(UsageError) -> ReviewRecord {
        func required(_ name: String, _ hint: String) throws(UsageError) -> String {
            guard let value = arguments.value(name), !value.isBlank else {
                throw UsageError("give --\(name) \(hint)", command: "review")
            }
            return value
        }
        let requirement = try required("requirement", "ID, such as MCAG:static-media-alternatives#1")
        let resultText = try required("result", "Compliant, Not Compliant or Does Not Apply")
        guard let result = ReviewVerdict(text: resultText) else {
            throw UsageError("'--result \(resultText)' is not Compliant, Not Compliant or Does Not Apply (C, NC, DNA)",
                             command: "review")
        }
        let tester = try required("tester", "NAME (who tested)")
        return ReviewRecord(requirement: requirement, screen: arguments.value("screen"), result: result,
                            note: arguments.value("note"), tester: tester, date: arguments.value("date") ?? today())
    }

    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
