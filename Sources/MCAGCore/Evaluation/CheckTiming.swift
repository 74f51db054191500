import Foundation

/// How `--time-checks` measures a check: the one place the audit reads the
/// clock, for screen, element and app-wide checks alike.
enum CheckTiming {
    /// Runs `work` and, when timing is on (`timings` is not nil), adds its
    /// wall time in seconds to the check's total under `name`.
    static func measure<Result>(_ name: String, into timings: inout [String: Double]?, _ work: () -> Result) -> Result {
        guard timings != nil else { return work() }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = work()
        timings?[name, default: 0] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return result
    }
}
