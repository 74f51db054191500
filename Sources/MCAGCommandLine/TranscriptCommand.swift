import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules

/// `mcag transcript FILE…`: what TalkBack or VoiceOver says at each focus
/// stop of each screen, as stable plain text, or drawn over the screenshot
/// as SVG (Documentation/Transcripts.md).
enum TranscriptCommand {
    static let spec = CommandSpec(
        name: "transcript",
        usage: """
        Usage: mcag transcript FILE|DIR... [--output FILE] [--app ID] [--include-other-apps]
               mcag transcript FILE|DIR... --format svg [--output FILE|FOLDER] [--screenshot PNG]
        """,
        about: """
        Writes, for each screen, the focus stops in the order TalkBack or VoiceOver swipes through
        them and what the screen reader says at each: the name in quotes, role, state, hint and
        action words, then [role, id, notes]. Plain text with no timestamps or paths, meant to be
        checked in and read in code review; compare two with 'mcag diff'.
        With --format svg, each screen is audited and drawn as an SVG image: the screenshot (the
        PNG beside the dump, or --screenshot), or a plain canvas of the screen's size, with every
        focus stop outlined and numbered in transcript order, dashed where the audit found a
        violation, and a legend of what is said at each stop, its role and its violations.
        """,
        options: [
            OptionSpec(.format, "FORMAT", "text (default) or svg"),
            OptionSpec(.output, "FILE", "Write to FILE instead of standard output; for svg with several screens,",
                       "a FOLDER (created if missing) that gets one SCREEN.svg per screen"),
            OptionSpec(.screenshot, "PNG", "The screenshot of a single dump, for svg (default: the PNG beside it",
                       "with the dump's base name)"),
        ] + OptionSpec.captureScope(app: "The app under test (package or bundle ID); other apps' windows are set aside",
                                    dpi: "As for 'mcag audit' (it does not change a transcript)",
                                    ppi: "As for 'mcag audit' (it does not change a transcript)"),
        trailer: """
        Exit status: 0 written, 2 usage or input error.

        Examples:
          mcag transcript Screens/login.xml --output Transcripts/login.transcript.txt
          mcag transcript Screens/login.xml --format svg --output Transcripts/login.svg
          mcag transcript Screens/ --format svg --output Transcripts/views
        """)

    static func run(_ raw: [String], _ rules: CommandRules) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, spec)
        if arguments.flag(.help) { Console.out(spec.help); return .success }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("give at least one dump or snapshot file (or folder) to transcribe", command: "transcript")
        }
        let drawsSVG: Bool
        switch arguments.value(.format) ?? "text" {
        case "text": drawsSVG = false
        case "svg": drawsSVG = true
        case let other:
            throw UsageError("'--format \(other)' is not a transcript format; give text or svg", command: "transcript")
        }
        if !drawsSVG, arguments.value(.screenshot) != nil {
            throw UsageError("--screenshot is for --format svg: a text transcript does not read the screenshot", command: "transcript")
        }
        let importOptions = try SnapshotInputs.importOptions(arguments, command: "transcript")
        let files = try SnapshotInputs.expand(arguments.positionals, command: "transcript")
        if arguments.value(.screenshot) != nil, files.count != 1 {
            throw UsageError("--screenshot names the capture of one dump; \(files.count) inputs were given", command: "transcript")
        }
        let app = try CaptureInputs.appUnderTest(given: arguments.value(.app), files: files, command: "transcript")
        let scope = AppScope(appUnderTest: app, includesOtherApps: arguments.flag(.includeOtherApps))
        var transcripts: [Transcript] = []
        var views: [(screen: String, svg: String)] = []
        for file in files {
            // One file at a time, so that each screen keeps its own platform.
            let snapshot = try SnapshotInputs.load([file], options: importOptions, showProgress: false, command: "transcript")
            if drawsSVG {
                let audited = try AuditedTranscripts.of(snapshot, path: file.relativePath, scope: scope, rules: rules, command: "transcript")
                for (transcript, screen) in zip(audited.transcripts, audited.scoped.screens) {
                    views.append((transcript.screen, ScreenReaderSVG.render(transcript, screen: screen)))
                }
            } else {
                transcripts += Transcript.all(in: snapshot, scope: scope)
            }
        }
        if drawsSVG {
            try SVGViewFiles.write(views, to: arguments.value(.output), command: "transcript")
        } else {
            try Console.write(Transcript.render(transcripts), to: arguments.value(.output))
        }
        return .success
    }
}
