/// Exceptions a check found by itself (``Finding/covered(by:)``): validated
/// against the requirement's declarations and listed as applied, as claimed
/// exceptions are.
enum DetectedExceptions {
    /// Validates and records the exceptions in one check's findings.
    ///
    /// A covered violation or needs-review finding is set aside, as a claim
    /// would set it aside; a covered pass or not-applicable finding is the
    /// check's verdict on the element and stays. A key the check does not
    /// list in ``Check/detectedExceptions``, or that the requirement does not
    /// declare, turns the finding into a needs-review finding that names the
    /// key: never a silent pass.
    static func apply(
        to findings: inout [Finding], of check: any Check, requirement: Requirement, into applied: inout [AppliedException]
    ) {
        guard findings.contains(where: { $0.exception != nil }) else { return }
        var kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        for var finding in findings {
            guard let key = finding.exception else {
                kept.append(finding)
                continue
            }
            guard check.detectedExceptions.contains(key), let declared = requirement.exception(key.rawValue) else {
                finding.kind = .needsReview
                finding.exception = nil
                finding.message = "check '\(check.name)' reported exception '\(key)', which \(requirement.id) does not "
                    + "declare or the check does not list: \(finding.message)"
                kept.append(finding)
                continue
            }
            let setsAside = finding.kind == .violation || finding.kind == .needsReview
            applied.append(AppliedException(
                claim: ExceptionClaim(requirement: requirement.id, exception: key.rawValue, reason: finding.message),
                exceptionText: declared.text, element: finding.element, setAside: setsAside ? [finding] : [],
                detectedBy: check.name))
            if !setsAside { kept.append(finding) }
        }
        findings = kept
    }
}
