/// The name of every option of every command, spelled once: a command declares its options
/// (``OptionSpec``) and reads their values (``Arguments``) by these cases, so a misspelt option
/// is a compile error instead of a flag that silently reads as unset.
enum OptionName: String, Sendable, CaseIterable {
    case adbTimeLimit = "adb-time-limit"
    case app
    case baseline
    case check
    case config
    case criterion
    case dark
    case date
    case density
    case dpi
    case file
    case format
    case help
    case include
    case includeOtherApps = "include-other-apps"
    case interaction
    case largestFontScale = "largest-font-scale"
    case largestText = "largest-text"
    case minImpact = "min-impact"
    case name
    case note
    case output
    case ppi
    case product
    case profile
    case quiet
    case requirement
    case result
    case reviews
    case sarifReviews = "sarif-reviews"
    case screen
    case screenshot
    case serial
    case settle
    case showManual = "show-manual"
    case skip
    case source
    case standard
    case strict
    case supportedOrientations = "supported-orientations"
    case tester
    case timeChecks = "time-checks"
    case writeBaseline = "write-baseline"
    case writeScoreboard = "write-scoreboard"

    /// As the user types it: `--min-impact`.
    var flagText: String { "--" + rawValue }
}
