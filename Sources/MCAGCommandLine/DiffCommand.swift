import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules

/// `mcag diff OLD NEW`: what changed for a screen-reader user between two
/// captures, or two transcripts, of the same screens.
enum DiffCommand {
    static let spec = CommandSpec(
        name: "diff",
        usage: """
        Usage: mcag diff OLD NEW [--output FILE] [--app ID] [--include-other-apps]
               mcag diff OLD NEW --format svg [--output FILE|FOLDER] [--screenshot PNG]
        """,
        about: """
        Compares two captures (dumps or snapshots) or two transcripts ('mcag transcript') of the
        same screen, and lists what changed for a screen-reader user: focus stops added, lost and
        moved, names, roles and spoken words changed. With two captures (or two transcripts from
        'mcag audit --format transcript') it also lists new and fixed violations. Stops are matched
        by identifier, else by role and name.
        With --format svg, NEW must be a capture: each of its screens is drawn as in 'mcag transcript
        --format svg', with the stops added or changed in amber and what changed beside them, the
        unchanged stops faint, and the stops lost and violations fixed listed under the legend.
        """,
        options: [
            OptionSpec(.format, "FORMAT", "text (default) or svg"),
            OptionSpec(.output, "FILE", "Write the differences to FILE instead of standard output; for svg with several",
                       "screens, a FOLDER (created if missing) that gets one SCREEN.svg per screen"),
            OptionSpec(.screenshot, "PNG", "The screenshot of NEW, for svg (default: the PNG beside it with its base name)"),
        ]
            + OptionSpec.captureScope(app: "The app under test; other apps' windows are set aside",
                                      dpi: "Android screen density, as for 'mcag audit'",
                                      ppi: "iOS points per inch, as for 'mcag audit'"),
        trailer: """
        Exit status: 0 no change, 1 changes, 2 usage or input error.

        Examples:
          mcag diff Transcripts/login.transcript.txt Screens/login.xml
          mcag diff Screens/before/login.xml Screens/login.xml --format svg --output login-changes.svg
        """)

    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, spec)
        if arguments.flag(.help) { Console.out(spec.help); return .success }
        guard arguments.positionals.count == 2 else {
            throw UsageError("give exactly two inputs, OLD and NEW (captures or transcripts); got \(arguments.positionals.count)",
                             command: "diff")
        }
        let drawsSVG: Bool
        switch arguments.value(.format) ?? "text" {
        case "text": drawsSVG = false
        case "svg": drawsSVG = true
        case let other: throw UsageError("'--format \(other)' is not a diff format; give text or svg", command: "diff")
        }
        if !drawsSVG, arguments.value(.screenshot) != nil {
            throw UsageError("--screenshot is for --format svg: a text diff does not read the screenshot", command: "diff")
        }
        let importOptions = try SnapshotInputs.importOptions(arguments, command: "diff")
        let scope = AppScope(appUnderTest: arguments.value(.app), includesOtherApps: arguments.flag(.includeOtherApps))
        // --screenshot is NEW's: the old capture is read with the PNG beside it, if any.
        var oldOptions = importOptions
        oldOptions.screenshot = nil
        let old = try transcripts(arguments.positionals[0], oldOptions, scope, rules)
        guard drawsSVG else {
            let new = try transcripts(arguments.positionals[1], importOptions, scope, rules)
            let diffs = TranscriptDiff.screens(old: old, new: new)
            try Console.write(TranscriptDiff.render(diffs), to: arguments.value(.output))
            return diffs.allSatisfy(\.isEmpty) ? .success : .violations
        }
        let new = try capture(arguments.positionals[1], importOptions, scope, rules)
        var views: [(screen: String, svg: String)] = []
        var changed = false
        for pair in TranscriptDiff.pairs(old: old, new: new.transcripts) {
            let oldSide = pair.old.map { old[$0] }
            guard let index = pair.new else {
                // A screen only the old side has: nothing to draw it on; the exit status still says so.
                changed = true
                Console.error("mcag diff: the old screen '\(oldSide?.screen ?? "")' has no counterpart in '\(arguments.positionals[1])'; it is not drawn")
                continue
            }
            let transcript = new.transcripts[index]
            let diff = TranscriptDiff(old: oldSide ?? Transcript.empty(like: transcript), new: transcript)
            changed = changed || !diff.isEmpty
            views.append((transcript.screen, ScreenReaderSVG.render(transcript, screen: new.screens[index], changes: diff)))
        }
        try SVGViewFiles.write(views, to: arguments.value(.output), command: "diff")
        return changed ? .violations : .success
    }

    /// The new side of an SVG diff: a capture, with the screens its transcripts were made from.
    static func capture(_ path: String, _ options: ImportOptions, _ scope: AppScope,
                        _ rules: CommandRules) throws(UsageError) -> (transcripts: [Transcript], screens: [Screen]) {
        guard FileManager.default.fileExists(atPath: path) else {
            throw UsageError("'\(path)' does not exist; give a capture (.xml, .json) as NEW", command: "diff")
        }
        if let text = try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8), Transcript.looksLikeTranscript(text) {
            throw UsageError("'\(path)' is a transcript, which holds no geometry to draw; for --format svg give a capture as NEW",
                             command: "diff")
        }
        let snapshot = try SnapshotInputs.load([URL(fileURLWithPath: path)], options: options, showProgress: false, command: "diff")
        let audited = try AuditedTranscripts.of(snapshot, path: path, scope: scope, rules: rules, command: "diff")
        return (audited.transcripts, audited.scoped.screens)
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
