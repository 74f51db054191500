/// The findings of the app-wide checks, computed while the screens are
/// audited (``Audit/runConcurrently(_:)``) instead of after them, so that a
/// concurrent audit has no long single-threaded tail.
struct AppWideFindings: Sendable {
    /// A check's place in the plan: the selected requirement, then the check.
    struct Position: Hashable, Sendable {
        var requirement: Int
        var check: Int
    }

    /// Raw findings of each app check, as `AppCheck.evaluate` returned them.
    var findings: [Position: [Finding]] = [:]
    var timings: [String: Double]?

    /// Runs every selected app check on `plan`'s app. The checks read the
    /// screens' shared facts, which are built under locks, so running them
    /// beside the screen checks changes no answer.
    static func evaluate(_ plan: Audit.Plan, timesChecks: Bool) -> AppWideFindings {
        var result = AppWideFindings(timings: timesChecks ? [:] : nil)
        for position in plan.selected.indices {
            for (checkIndex, scope) in plan.scopes[position].enumerated() {
                guard case let .app(check) = scope else { continue }
                result.findings[Position(requirement: position, check: checkIndex)] =
                    CheckTiming.measure(check.name, into: &result.timings) { check.evaluate(plan.app) }
            }
        }
        return result
    }
}
