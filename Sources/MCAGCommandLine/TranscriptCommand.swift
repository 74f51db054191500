import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules

/// `mcag transcript FILE…`: what TalkBack or VoiceOver says at each focus
/// stop of each screen, as stable plain text (Documentation/Transcripts.md).
enum TranscriptCommand {
    static let spec = CommandSpec(
        name: "transcript",
        usage: "Usage: mcag transcript FILE|DIR... [--output FILE] [--app ID] [--include-other-apps]",
        about: """
        Writes, for each screen, the focus stops in the order TalkBack or VoiceOver swipes through
        them and what the screen reader says at each: the name in quotes, role, state, hint and
        action words, then [role, id, notes]. Plain text with no timestamps or paths, meant to be
        checked in and read in code review; compare two with 'mcag diff'.
        """,
        options: [OptionSpec(.output, "FILE", "Write the transcripts to FILE instead of standard output")]
            + OptionSpec.captureScope(app: "The app under test (package or bundle ID); other apps' windows are set aside",
                                      dpi: "As for 'mcag audit' (it does not change a transcript)",
                                      ppi: "As for 'mcag audit' (it does not change a transcript)"),
        trailer: """
        Exit status: 0 written, 2 usage or input error.

        Example:
          mcag transcript Screens/login.xml --output Transcripts/login.transcript.txt
        """)

    static func run(_ raw: [String]) throws(UsageError) -> ExitCode {
        let arguments = try Arguments(raw, spec)
        if arguments.flag(.help) { Console.out(spec.help); return .success }
        guard !arguments.positionals.isEmpty else {
            throw UsageError("give at least one dump or snapshot file (or folder) to transcribe", command: "transcript")
        }
        let importOptions = try SnapshotInputs.importOptions(arguments, command: "transcript")
        let files = try SnapshotInputs.expand(arguments.positionals, command: "transcript")
        let app = try CaptureInputs.appUnderTest(given: arguments.value(.app), files: files, command: "transcript")
        let scope = AppScope(appUnderTest: app, includesOtherApps: arguments.flag(.includeOtherApps))
        var transcripts: [Transcript] = []
        for file in files {
            // One file at a time, so that each screen keeps its own platform.
            let snapshot = try SnapshotInputs.load([file], options: importOptions, showProgress: false, command: "transcript")
            transcripts += Transcript.all(in: snapshot, scope: scope)
        }
        try Console.write(Transcript.render(transcripts), to: arguments.value(.output))
        return .success
    }
}
