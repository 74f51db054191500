import MCAGCore

extension AdjustableTimeLimitCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case limitsUnknown
        case noLimits
        case notEnoughKnown(Limit)
        case canBeTurnedOff(Limit)
        case adjustable(Limit, multiple: Double)
        case extendable(Limit, warning: Double, multiple: Double)
        case warnsTooLate(Limit, warning: Double)
        case tooShortReach(Limit, reach: Double)
        case fixed(Limit)

        /// A time limit as the findings name it: "Time limit 'Session'", or by its place ("Time limit '#2'").
        struct Limit: Sendable, Hashable, CustomStringConvertible {
            var name: String?
            var position: Int

            var description: String { "Time limit '\(name ?? "#\(position + 1)")'" }
        }

        var message: String {
            switch self {
            case .limitsUnknown:
                "The app's time limits are unknown; leave a session idle and read the documentation, then state them once as timeLimits in an app-facts file, [] for none (Documentation/AppFacts.md)"
            case .noLimits: "The app imposes no time limits"
            case .notEnoughKnown(let limit):
                "\(limit): not enough is known to tell whether the user can turn it off, adjust it or extend it"
            case .canBeTurnedOff(let limit): "\(limit) can be turned off"
            case .adjustable(let limit, let multiple): "\(limit) can be set in advance to \(multiple.twoDecimals)× its default"
            case .extendable(let limit, let warning, let multiple):
                "\(limit) warns \(warning.twoDecimals) s ahead and extends to \(multiple.twoDecimals)× its default"
            case .warnsTooLate(let limit, let warning): "\(limit) warns only \(warning.twoDecimals) s before it ends"
            case .tooShortReach(let limit, let reach): "\(limit) can be lengthened only to \(reach.twoDecimals)× its default"
            case .fixed(let limit): "\(limit) cannot be turned off, adjusted or extended"
            }
        }

        static let fix = "Let the user turn the limit off, set it to at least ten times the default before it starts, or warn at least 20 seconds before it ends and offer extensions up to ten times the default with one tap."
    }
}
