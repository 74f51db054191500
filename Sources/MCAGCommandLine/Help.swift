/// The text of `--help` for every command.
enum Help {
    /// The page `mcag`, `mcag --help` and `mcag help` print: every command of the registry, one line each.
    static var overview: String {
        let rows = CommandRegistry.commands.map { ($0.synopsis, $0.summary) } + [("help [COMMAND]", "Show help for a command")]
        let commandLines = rows.map { "  " + $0.0 + String(repeating: " ", count: max(2, 25 - $0.0.count)) + $0.1 }
        return """
            mcag: audit mobile accessibility snapshots against the Mobile Content Accessibility Guidelines

            Usage: mcag <command> [options]

            Commands:
            \(commandLines.joined(separator: "\n"))

            Options:
              --version                Print the version
              -h, --help               Show this help

            Exit codes: 0 success, 1 violations found, 2 usage or input error.

            Examples:
              mcag audit Screens/ --min-impact serious --format junit --output mcag.xml
              mcag explain 1.4.1
              mcag checklist --format csv > checklist.csv

            """
    }

    static let audit = CommandSpec(
        name: "audit",
        usage: "Usage: mcag audit [options] FILE|DIR...",
        about: """
        Audits JSON snapshots, Appium XCUITest page sources and Android uiautomator
        dumps. A directory contributes every .json and .xml file in it (not its
        subfolders). All inputs are combined into one app snapshot, one screen per
        file, so app-wide rules (consistent navigation, unique titles) compare them.
        '-' reads one input from standard input; a named pipe is read once too.

        The text report lists what was audited and the density assumed, then the
        violations and the automated tests that could not decide, grouped by
        principle, criterion and test, then the manual tests one line per
        criterion, then the verdict.
        """,
        options: auditOptions,
        trailer: """
        Exit codes: 0 no failing violation, 1 failing violations (or an expired
        suppression), 2 usage or input error.

        Examples:
          mcag audit login.json
          mcag audit Dumps/ --dpi 420 --min-impact serious
          mcag audit Screens/ --config mcag.json --baseline mcag-baseline.json
          mcag audit Screens/ --write-baseline mcag-baseline.json
          mcag audit Screens/ --format sarif --output mcag.sarif
          mcag audit Screens/ --strict --reviews reviews.json --format html --output report.html
          mcag audit app.xml --include 1.4.1,MCAG:touch-target-size --time-checks
        """)

    static let catalog = CommandSpec(
        name: "catalog",
        usage: "Usage: mcag catalog [--format json|markdown|upstream] [--criterion ID] [--output FILE]",
        about: """
        Prints the whole MCAG catalog: principles, guidelines, criteria and their
        tests with impacts, exceptions, conditions, steps, notes and automation.
        """,
        options: [
            OptionSpec(.format, "FORMAT", "json, markdown (default), or upstream: the MCAG site's own",
                       "data format (GetEvinced/mcag src/app/data/mcag.json), to",
                       "propose a change upstream (see CONTRIBUTING.md)"),
            OptionSpec(.criterion, "ID", "With --format upstream: only this criterion"),
            OptionSpec(.output, "FILE", "Write to FILE instead of standard output"),
        ],
        trailer: """
        Examples:
          mcag catalog --format json > criteria.json
          mcag catalog --format upstream --criterion MCAG:touch-target-size
          mcag catalog --format markdown --output Documentation/Criteria.md
        """)

    static let explain = CommandSpec(
        name: "explain",
        usage: "Usage: mcag explain ID...",
        about: """
        Explains criteria: what each asks, its tests with impacts and exception
        keys, the WCAG 2.2 and Section 508 mappings, what is automated and how to
        test the rest by hand. ID is a criterion ID (MCAG:clean-names), its slug
        (clean-names), a printed number (3.2.4; a number MCAG prints twice shows
        both criteria) or a test ID (MCAG:clean-names#1).
        """,
        options: [],
        trailer: """
        Examples:
          mcag explain 1.4.1
          mcag explain touch-target-size
          mcag explain 3.2.4
        """)

    static let checklist = CommandSpec(
        name: "checklist",
        usage: "Usage: mcag checklist [--format markdown|csv] [--dpi N] [--ppi N] [--output FILE] [FILE|DIR...]",
        about: """
        Lists the manual and assisted tests (those a person must judge or confirm)
        with how to test each. Given snapshot or dump files, lists them once per
        screen.
        """,
        options: [
            OptionSpec(.format, "FORMAT", "markdown or csv (default: markdown)"),
            OptionSpec(.dpi, "N", "Android screen density, as for audit"),
            OptionSpec(.ppi, "N", "iOS points per inch, as for audit"),
            OptionSpec(.output, "FILE", "Write to FILE instead of standard output"),
        ],
        trailer: """
        Examples:
          mcag checklist > checklist.md
          mcag checklist --format csv Screens/ --output checklist.csv
        """)

    static let review = CommandSpec(
        name: "review",
        usage: """
        Usage: mcag review record --file FILE --requirement ID --result RESULT --tester NAME
                                  [--screen NAME] [--note TEXT] [--date YYYY-MM-DD]
               mcag review list --file FILE
        """,
        about: """
        Records manual results as the DHS Section 508 process does. RESULT is
        Compliant, Not Compliant or Does Not Apply (or C, NC, DNA). The file keeps
        every result ever recorded; the latest per test and screen counts.
        A result may move from Compliant to Not Compliant but never back, and
        Does Not Apply is refused for tests that always apply. The file is created
        when it does not exist. Merge it into an audit with 'mcag audit --reviews FILE'.
        """,
        options: [
            OptionSpec(.file, "FILE", "The review file, read and rewritten under a lock"),
            OptionSpec(.requirement, "ID", "The test: a requirement ID such as MCAG:clean-names#1"),
            OptionSpec(.result, "RESULT", "Compliant, Not Compliant, Does Not Apply (or C, NC, DNA)"),
            OptionSpec(.tester, "NAME", "Who tested"),
            OptionSpec(.screen, "NAME", "The screen tested (default: every screen)"),
            OptionSpec(.note, "TEXT", "What was found"),
            OptionSpec(.date, "YYYY-MM-DD", "The day of the test (default: today)"),
        ],
        trailer: """
        Examples:
          mcag review record --file reviews.json --requirement MCAG:static-media-alternatives#1 \\
              --result Compliant --tester "A. Tester" --screen Login
          mcag review record --file reviews.json --requirement MCAG:synchronized-media-alternatives#1 --result DNA --tester QA \\
              --note "No video in the app"
          mcag review list --file reviews.json
        """)
}
