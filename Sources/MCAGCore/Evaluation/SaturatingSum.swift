extension Sequence where Element == Int {
    /// The sum, held at `Int.max` (or `Int.min`) instead of trapping: counts
    /// read from files (baselines) can be anything a file can hold.
    package var saturatingSum: Int {
        reduce(0) { total, next in
            let (sum, overflow) = total.addingReportingOverflow(next)
            return overflow ? (next > 0 ? .max : .min) : sum
        }
    }
}
