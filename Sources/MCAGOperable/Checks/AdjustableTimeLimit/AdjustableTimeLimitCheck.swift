package import MCAGCore

/// 2.3.1 test 1: every time limit can be turned off, adjusted in advance to
/// at least ten times its default, or extended to at least ten times with a
/// warning at least 20 seconds before it runs out.
///
/// Essential limits (an auction) are the declared exception
/// 'essential-time-limit', claimed in configuration.
package struct AdjustableTimeLimitCheck: AppCheck {
    package var name: String { "adjustable-time-limit" }
    /// The multiple of the default time that adjusting or extending must reach.
    package static let requiredMultiple = 10.0
    /// Seconds of warning before an extendable limit runs out.
    package static let requiredWarning = 20.0

    package init() {}

    package func evaluate(_ app: AppContext) -> [Finding] {
        guard let limits = app.app.timeLimits else {
            return [.app(.needsReview, Result.limitsUnknown,
                         missing: ["timeLimits"])]
        }
        guard !limits.isEmpty else { return [.app(.notApplicable, Result.noLimits)] }
        return limits.enumerated().map { Self.finding(for: $0.element, at: $0.offset) }
    }

    static func finding(for limit: TimeLimit, at position: Int) -> Finding {
        let title = Result.Limit(name: limit.name, position: position)
        if let pass = passing(limit, title: title) { return pass }
        let missing: [String] = unknownFacts(of: limit)
        if !missing.isEmpty {
            return .app(.needsReview, Result.notEnoughKnown(title),
                        missing: missing.map { "timeLimits.\($0)" })
        }
        return violation(for: limit, title: title)
    }

    /// The pass of a limit the user can turn off, set in advance or extend far enough; nil for any other.
    static func passing(_ limit: TimeLimit, title: Result.Limit) -> Finding? {
        if limit.canBeTurnedOff == true { return .app(.pass, Result.canBeTurnedOff(title)) }
        if limit.canBeAdjusted == true, let multiple = limit.adjustableUpTo, multiple >= requiredMultiple {
            return .app(.pass, Result.adjustable(title, multiple: multiple),
                        measured: Measured(multiple, threshold: requiredMultiple, unit: "×"))
        }
        if limit.canBeExtended == true, let multiple = limit.extendableUpTo, multiple >= requiredMultiple,
           let warning = limit.warningDuration, warning >= requiredWarning {
            return .app(.pass, Result.extendable(title, warning: warning, multiple: multiple),
                        measured: Measured(warning, threshold: requiredWarning, unit: " s"))
        }
        return nil
    }

    /// The facts a verdict on a limit that did not pass still needs, by their key.
    static func unknownFacts(of limit: TimeLimit) -> [String] {
        var missing: [String] = []
        if limit.canBeTurnedOff == nil { missing.append("canBeTurnedOff") }
        if limit.canBeAdjusted == nil { missing.append("canBeAdjusted") }
        if limit.canBeAdjusted == true, limit.adjustableUpTo == nil { missing.append("adjustableUpTo") }
        if limit.canBeExtended == nil { missing.append("canBeExtended") }
        if limit.canBeExtended == true {
            if limit.extendableUpTo == nil { missing.append("extendableUpTo") }
            if limit.warningDuration == nil { missing.append("warningDuration") }
        }
        return missing
    }

    static func violation(for limit: TimeLimit, title: Result.Limit) -> Finding {
        let fix = Result.fix
        if limit.canBeExtended == true, let warning = limit.warningDuration, warning < requiredWarning {
            return .app(.violation, Result.warnsTooLate(title, warning: warning),
                        measured: Measured(warning, threshold: requiredWarning, unit: " s"), fix: fix)
        }
        let reach = [limit.canBeAdjusted == true ? limit.adjustableUpTo : nil,
                     limit.canBeExtended == true ? limit.extendableUpTo : nil].compactMap { $0 }.max()
        if let reach {
            return .app(.violation, Result.tooShortReach(title, reach: reach),
                        measured: Measured(reach, threshold: requiredMultiple, unit: "×"), fix: fix)
        }
        return .app(.violation, Result.fixed(title), fix: fix)
    }

    package var examples: [CheckExample] {
        func app(_ limit: TimeLimit) -> AppSnapshot { AppSnapshot(app: AppFacts(timeLimits: [limit]), screens: []) }
        return [
            .passes("A session limit the user can turn off", app: app(TimeLimit(name: "Session", duration: 300, canBeTurnedOff: true))),
            .passes("Extendable twentyfold after a 30 s warning", app: app(TimeLimit(
                name: "Session", duration: 300, warningDuration: 30, canBeTurnedOff: false, canBeAdjusted: false,
                canBeExtended: true, extendableUpTo: 20))),
            .fails("A warning 10 s before the end", app: app(TimeLimit(
                name: "Checkout", duration: 600, warningDuration: 10, canBeTurnedOff: false, canBeAdjusted: false,
                canBeExtended: true, extendableUpTo: 10))),
            .fails("A fixed limit", app: app(TimeLimit(
                name: "Code entry", duration: 60, canBeTurnedOff: false, canBeAdjusted: false, canBeExtended: false))),
            .needsReview("Extension factor unknown", app: app(TimeLimit(
                name: "Session", duration: 300, warningDuration: 30, canBeTurnedOff: false, canBeAdjusted: false,
                canBeExtended: true))),
            .needsReview("Time limits unknown", app: AppSnapshot(app: AppFacts(), screens: [])),
        ]
    }
}
