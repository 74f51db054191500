/// What the engine writes on every finding of one check: the check's name,
/// the threshold profile's name when the check reads thresholds, and a
/// violation's impact within its requirement's range.
///
/// Written as each finding is made, while the finding is still in the cache:
/// stamped when the report was assembled, after every screen, a large audit
/// read each of its hundreds of thousands of findings from memory a second
/// time.
struct FindingStamp: Sendable {
    let check: String
    let profile: String?
    let impactRange: ImpactRange

    init(_ check: any Check, of requirement: Requirement, profile: ThresholdProfile) {
        // Asked once per audit: some checks build their name, and every finding carries it.
        self.check = check.name
        self.profile = check.readsThresholds ? profile.name : nil
        impactRange = requirement.impact
    }

    /// Stamps `findings` from `start` on: the ones a check has just added.
    func apply(to findings: inout [Finding], from start: Int = 0) {
        for index in start..<findings.endIndex {
            findings[index].stamp(check: check, profile: profile, impactRange: impactRange)
        }
    }
}
