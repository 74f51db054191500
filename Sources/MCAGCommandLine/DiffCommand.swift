import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules

/// `mcag diff OLD NEW`: what changed for a screen-reader user between two
/// captures, or two transcripts, of the same screens.
enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        usage: "Usage: mcag diff OLD NEW [--output FILE] [--app ID] [--include-other-apps]",
        about: """
        Compares two captures (dumps or snapshots) or two transcripts ('mcag transcript') of the
        same screen, and lists what changed for a screen-reader user: focus stops added, lost and
        moved, names, roles and spoken words changed. With two captures (or two transcripts from
        'mcag audit --format transcript') it also lists new and fixed violations. Stops are matched
        by identifier, else by role and name.
        """,
        options: [OptionSpec(.output, "FILE", "Write the differences to FILE instead of standard output")]
            + OptionSpec.captureScope(app: "The app under test; other apps' windows are set aside",
                                      dpi: "Android screen density, as for 'mcag audit'",
                                      ppi: "iOS points per inch, as for 'mcag audit'"),
        trailer: """
        Exit status: 0 no change, 1 changes, 2 usage or input error.

        Example:
          mcag diff Transcripts/login.transcript.txt Screens/login.xml
        """)

    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, spec)
        if arguments.flag(.help) { Console.out(spec.help); return .success }
        guard arguments.positionals.count == 2 else {
            throw UsageError("give exactly two inputs, OLD and NEW (captures or transcripts); got \(arguments.positionals.count)",
                             command: "diff")
        }
        let importOptions = try SnapshotInputs.importOptions(arguments, command: "diff")
        let scope = AppScope(appUnderTest: arguments.value(.app), includesOtherApps: arguments.flag(.includeOtherApps))
        let old = try transcripts(arguments.positionals[0], importOptions, scope, rules)
        let new = try transcripts(arguments.positionals[1], importOptions, scope, rules)
        let diffs = TranscriptDiff.screens(old: old, new: new)
        try Console.write(TranscriptDiff.render(diffs), to: arguments.value(.output))
        return diffs.allSatisfy(\.isEmpty) ? .success : .violations
    }

    /// A transcript file read back, or a capture transcribed with its audit's violations.
    static func transcripts(_ path: String, _ options: ImportOptions, _ scope: AppScope, _ rules: CommandRules) throws(UsageError) -> [Transcript] {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: path) else {
            throw UsageError("'\(path)' does not exist; give two captures (.xml, .json) or two transcripts", command: "diff")
        }
        if let text = try? String(contentsOf: url, encoding: .utf8), Transcript.looksLikeTranscript(text) {
            do throws(TranscriptParseError) {
                return try Transcript.parse(text)
            } catch {
                throw UsageError("cannot read transcript '\(path)', \(error.description)", command: "diff")
            }
        }
        let snapshot = try SnapshotInputs.load([url], options: options, showProgress: false, command: "diff")
        return try AuditedTranscripts.of(snapshot, path: path, scope: scope, rules: rules, command: "diff").transcripts
    }
}
