/// The text of `--help` for every command.
enum Help {
    static func text(for command: String) -> String? {
        switch command {
        case "audit": audit
        case "catalog": catalog
        case "explain": explain
        case "checklist": checklist
        case "review": review
        case "accuracy": AccuracyCommand.help
        case "conformance": conformance
        case "transcript": TranscriptCommand.help
        case "diff": DiffCommand.help
        case "capture": CaptureCommand.help
        default: nil
        }
    }

    static let overview = """
    mcag: audit mobile accessibility snapshots against the Mobile Content Accessibility Guidelines

    Usage: mcag <command> [options]

    Commands:
      audit FILE|DIR...        Audit snapshots or accessibility dumps; exit 1 on violations
      catalog                  Print every principle, guideline, criterion and test
      explain ID...            Explain a criterion: tests, impacts, exceptions, WCAG and 508 mappings
      checklist [FILE...]      The manual and assisted tests as a QA checklist
      review record|list       Record and list manual results (Compliant, Not Compliant, Does Not Apply)
      accuracy [DIR]           Precision and recall on the reviewed corpus of real screens
      conformance FILE|DIR...  An accessibility conformance report per standard (EN 301 549, WCAG 2.2)
      transcript FILE...       What TalkBack or VoiceOver says at each focus stop, as diffable text
      diff OLD NEW             What changed for a screen-reader user between two captures or transcripts
      capture android          Capture the screen on a device with adb: dump, PNG, capture sidecar
      help [COMMAND]           Show help for a command

    Options:
      --version                Print the version
      -h, --help               Show this help

    Exit codes: 0 success, 1 violations found, 2 usage or input error.

    Examples:
      mcag audit Screens/ --min-impact serious --format junit --output mcag.xml
      mcag explain 1.4.1
      mcag checklist --format csv > checklist.csv

    """

    static let audit = """
    Usage: mcag audit [options] FILE|DIR...

    Audits JSON snapshots, Appium XCUITest page sources and Android uiautomator
    dumps. A directory contributes every .json and .xml file in it (not its
    subfolders). All inputs are combined into one app snapshot, one screen per
    file, so app-wide rules (consistent navigation, unique titles) compare them.
    '-' reads one input from standard input; a named pipe is read once too.

    The text report lists what was audited and the density assumed, then the
    violations and the automated tests that could not decide, grouped by
    principle, criterion and test, then the manual tests one line per
    criterion, then the verdict.

    Options:
      --min-impact LEVEL     Fail on violations at or above LEVEL: minor, moderate,
                             serious, critical (default: minor, or the configuration's)
      --strict               Automated tests that could not decide fail too; with
                             --reviews, so does every test still unreviewed
      --dpi N                Android screen density in dots per inch, for pixel bounds;
                             without it the density is inferred from the screen and its
                             bars, and a size that hangs on the guess needs review
      --ppi N                iOS points per inch of the captured device (pixels per
                             inch / scale; iPhones measure 153-165); without it inferred
                             from the screen's size in points
      --app ID               The app under test (Android package, iOS bundle identifier);
                             default: on each screen, the app of the largest window
      --include-other-apps   Audit other apps' elements too (status and navigation
                             bars, keyboards); by default they are set aside and counted
      --screenshot FILE      The PNG captured with a single dump (default: the .png
                             beside each dump with the same base name); contrast is
                             then measured from its pixels
      --profile NAME         Thresholds for touch targets and contrast: mcag (7 mm,
                             default), wcag22 (24 pt/dp), apple-hig (44 pt), material
                             (48 dp); wins over the configuration's "profile"
                             (see Documentation/Profiles.md)
      --format FORMAT        text, json, junit, sarif, markdown, html, transcript (default: text)
      --output FILE          Write the report to FILE instead of standard output
                             ('-': standard output). No output may name an input
                             or another output; nothing is written on exit 2
      --show-manual          Text report: print every manual test with how to test it
      --include ID,...       Run only these criteria (IDs, slugs or printed numbers)
      --skip ID,...          Do not run these criteria
      --config FILE          House configuration: minimum impact, criteria, impact
                             overrides, disabled criteria, exception claims and
                             suppressions (see Documentation/Suppressions.md)
      --baseline FILE        Fail only on violations not in the baseline; the report
                             lists the known ones and those fixed since
      --write-baseline FILE  Record the violations that fail today as a baseline; the
                             run is then judged against it (or against --baseline)
      --reviews FILE         Merge manual results recorded with 'mcag review record'
                             and list the tests still unreviewed
      --time-checks          Time every check and print the slowest on standard error
      --quiet                Print nothing but errors (the report still goes to --output)
      -h, --help             Show this help

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

    """

    static let catalog = """
    Usage: mcag catalog [--format json|markdown|upstream] [--criterion ID] [--output FILE]

    Prints the whole MCAG catalog: principles, guidelines, criteria and their
    tests with impacts, exceptions, conditions, steps, notes and automation.

    Options:
      --format FORMAT   json, markdown (default), or upstream: the MCAG site's own
                        data format (GetEvinced/mcag src/app/data/mcag.json), to
                        propose a change upstream (see CONTRIBUTING.md)
      --criterion ID    With --format upstream: only this criterion
      --output FILE     Write to FILE instead of standard output
      -h, --help        Show this help

    Examples:
      mcag catalog --format json > criteria.json
      mcag catalog --format upstream --criterion MCAG:touch-target-size
      mcag catalog --format markdown --output Documentation/Criteria.md

    """

    static let explain = """
    Usage: mcag explain ID...

    Explains criteria: what each asks, its tests with impacts and exception
    keys, the WCAG 2.2 and Section 508 mappings, what is automated and how to
    test the rest by hand. ID is a criterion ID (MCAG:clean-names), its slug
    (clean-names), a printed number (3.2.4; a number MCAG prints twice shows
    both criteria) or a test ID (MCAG:clean-names#1).

    Examples:
      mcag explain 1.4.1
      mcag explain touch-target-size
      mcag explain 3.2.4

    """

    static let checklist = """
    Usage: mcag checklist [--format markdown|csv] [--dpi N] [--ppi N] [--output FILE] [FILE|DIR...]

    Lists the manual and assisted tests (those a person must judge or confirm)
    with how to test each. Given snapshot or dump files, lists them once per
    screen.

    Options:
      --format FORMAT   markdown or csv (default: markdown)
      --dpi N           Android screen density, as for audit
      --ppi N           iOS points per inch, as for audit
      --output FILE     Write to FILE instead of standard output
      -h, --help        Show this help

    Examples:
      mcag checklist > checklist.md
      mcag checklist --format csv Screens/ --output checklist.csv

    """

    static let review = """
    Usage: mcag review record --file FILE --requirement ID --result RESULT --tester NAME
                              [--screen NAME] [--note TEXT] [--date YYYY-MM-DD]
           mcag review list --file FILE

    Records manual results as the DHS Section 508 process does. RESULT is
    Compliant, Not Compliant or Does Not Apply (or C, NC, DNA). The file keeps
    every result ever recorded; the latest per test and screen counts.
    A result may move from Compliant to Not Compliant but never back, and
    Does Not Apply is refused for tests that always apply. The file is created
    when it does not exist. Merge it into an audit with 'mcag audit --reviews FILE'.

    Examples:
      mcag review record --file reviews.json --requirement MCAG:static-media-alternatives#1 \\
          --result Compliant --tester "A. Tester" --screen Login
      mcag review record --file reviews.json --requirement MCAG:synchronized-media-alternatives#1 --result DNA --tester QA \\
          --note "No video in the app"
      mcag review list --file reviews.json

    """
}
