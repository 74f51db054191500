/// Exception claims of a snapshot and a configuration, validated against the
/// requirements they name and indexed for the engine.
///
/// A claim on an element is keyed by the element's identity in the snapshot,
/// its screen's position and its own position in that screen's tree, not by
/// the screen's name: two captures of one screen (light and dark) share the
/// name, and a claim on one must not cover the other.
struct ClaimIndex: Sendable {
    private struct Key: Hashable {
        var screenIndex: Int
        var elementIndex: Int
        var requirement: String
    }

    private var elementClaims: [Key: ExceptionClaim] = [:]
    private var identifierClaims: [String: [String: ExceptionClaim]] = [:]  // requirement → identifier → claim
    private var requirementClaims: [String: ExceptionClaim] = [:]
    private var exceptionTexts: [String: [String: String]] = [:]
    /// Requirements with any claim: the others keep their findings as they are, uncopied.
    private var claimedRequirements: Set<String> = []

    init(snapshot: AppSnapshot, catalog: Catalog, configured: [ConfiguredExceptionClaim]) throws(AuditError) {
        try self.init(snapshot: snapshot, lookUp: { catalog.requirement(id: $0) }, configured: configured)
    }

    init(snapshot: AppSnapshot, requirements: [String: Requirement], configured: [ConfiguredExceptionClaim]) throws(AuditError) {
        try self.init(snapshot: snapshot, lookUp: { requirements[$0] }, configured: configured)
    }

    private init(
        snapshot: AppSnapshot, lookUp: (String) -> Requirement?, configured: [ConfiguredExceptionClaim]
    ) throws(AuditError) {
        func validate(_ claim: ExceptionClaim, at place: String) throws(AuditError) {
            guard let requirement = lookUp(claim.requirement) else {
                throw .unknownRequirement(claim.requirement, claimedAt: place)
            }
            guard let exception = requirement.exception(claim.exception) else {
                throw .undeclaredException(requirement: claim.requirement, exception: claim.exception,
                                           declared: requirement.exceptions.map(\.key), claimedAt: place)
            }
            exceptionTexts[claim.requirement, default: [:]][claim.exception] = exception.text
        }
        for (screenIndex, screen) in snapshot.screens.enumerated() {
            for index in screen.tree.indices {
                guard let claims = screen.tree[index].exceptionClaims else { continue }
                for claim in claims {
                    try validate(claim, at: "\(screen.displayName): \(screen.tree.path(of: index))")
                    elementClaims[Key(screenIndex: screenIndex, elementIndex: index, requirement: claim.requirement)] = claim
                    claimedRequirements.insert(claim.requirement)
                }
            }
        }
        for entry in configured {
            try validate(entry.claim, at: "configuration")
            if let identifier = entry.elementIdentifier {
                identifierClaims[entry.claim.requirement, default: [:]][identifier] = entry.claim
                claimedRequirements.insert(entry.claim.requirement)
            } else {
                requirementClaims[entry.claim.requirement] = entry.claim
                claimedRequirements.insert(entry.claim.requirement)
            }
        }
    }

    /// Sets aside the violations and needs-review findings that a valid claim covers.
    func apply(to findings: [Finding], requirement: Requirement) -> (kept: [Finding], applied: [AppliedException]) {
        guard claimedRequirements.contains(requirement.id) else { return (findings, []) }
        var kept: [Finding] = []
        var applied: [String: AppliedException] = [:]
        var order: [String] = []
        for finding in findings {
            guard finding.kind == .violation || finding.kind == .needsReview,
                  let claim = claim(for: finding, requirement: requirement.id)
            else {
                kept.append(finding)
                continue
            }
            let key = "\(finding.element?.screenIndex ?? -1)|\(finding.element?.index ?? -1)|\(claim.exception)"
            if applied[key] == nil {
                order.append(key)
                applied[key] = AppliedException(
                    claim: claim, exceptionText: exceptionTexts[claim.requirement]?[claim.exception] ?? "",
                    element: finding.element, setAside: [])
            }
            applied[key]?.setAside.append(finding)
        }
        return (kept, order.compactMap { applied[$0] })
    }

    private func claim(for finding: Finding, requirement: String) -> ExceptionClaim? {
        if let element = finding.element {
            if let screenIndex = element.screenIndex,
               let claim = elementClaims[Key(screenIndex: screenIndex, elementIndex: element.index, requirement: requirement)] {
                return claim
            }
            if let identifier = element.identifier, let claim = identifierClaims[requirement]?[identifier] {
                return claim
            }
        }
        return requirementClaims[requirement]
    }
}
