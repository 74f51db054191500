/// One issue of Apple's accessibility audit
/// (`XCUIApplication.performAccessibilityAudit`), read as the MCAG
/// requirement it bears on, so that it fails a UI test with the same kind of
/// message as MCAG's own findings.
///
/// The mapping is portable and tested on every platform; only the call into
/// XCUIAutomation (`XCTAssertAppleAudit`) is Apple-only.
struct AppleAuditIssue: Sendable, Equatable {
    /// The audit types Apple documents for iOS (`XCUIAccessibilityAuditType`), each
    /// with the MCAG requirement whose question it asks.
    enum Kind: String, CaseIterable, Sendable {
        case contrast, elementDetection, hitRegion, sufficientElementDescription, dynamicType, textClipped, trait

        /// The MCAG requirement the audit type tests, by ID in ``MCAGRules/standard``.
        var requirementID: String {
            switch self {
            // Apple: "contrast" finds text whose colour contrast with its background is too low.
            case .contrast: "MCAG:text-color-contrast#1"
            // An element that draws content but that accessibility cannot find: 1.1.1, the UI is exposed.
            case .elementDetection: "MCAG:accessibility-enabled#1"
            // The region that responds to touches is too small.
            case .hitRegion: "MCAG:touch-target-size#1"
            // An element whose label is missing or does not describe it.
            case .sufficientElementDescription: "MCAG:interactive-elements-have-names#1"
            // Text that does not grow with the user's Dynamic Type size.
            case .dynamicType: "MCAG:text-scaling#1"
            // Text cut off by its frame, which at larger sizes hides what it says.
            case .textClipped: "MCAG:scaled-text-legibility#1"
            // An element whose traits do not say what it is (a tappable element without the button trait).
            case .trait: "MCAG:explicit-role#1"
            }
        }

        /// What Apple's audit type checks, for the message: Apple's report does not say it.
        var question: String {
            switch self {
            case .contrast: "text contrast"
            case .elementDetection: "content accessibility cannot find"
            case .hitRegion: "the size of the touch region"
            case .sufficientElementDescription: "the element's description"
            case .dynamicType: "text that does not scale with Dynamic Type"
            case .textClipped: "clipped text"
            case .trait: "the element's traits"
            }
        }
    }

    /// The audit type, or nil for one this package does not map (a type Apple adds later).
    var kind: Kind?
    /// The name of the audit type as Apple's issue gives it.
    var auditType: String
    /// Apple's `compactDescription` and `detailedDescription`.
    var compactDescription: String
    var detailedDescription: String
    /// How a developer finds the element: its type, label and identifier, when the issue has one.
    var element: String?

    /// The failure message: the MCAG criterion first (number, title, requirement), then what Apple
    /// found and on which element, then how the two audits relate. Text from the app (labels,
    /// Apple's descriptions of them) shows its line breaks and control characters as U+ codes, as MCAG messages show names.
    func message(catalog: Catalog) -> String {
        var lines: [String] = []
        if let kind, let requirement = catalog.requirement(id: kind.requirementID),
           let criterion = catalog.criterion(id: String(kind.requirementID.prefix(while: { $0 != "#" }))) {
            lines.append("MCAG \(criterion.number) \(criterion.title) (\(requirement.id)), from Apple's accessibility audit of \(kind.question) (\(auditType)):")
        } else {
            lines.append("Apple's accessibility audit (\(auditType), an audit type MCAG Rules does not map to a criterion):")
        }
        lines.append(compactDescription.escapedForReport)
        if !detailedDescription.isEmpty, detailedDescription != compactDescription {
            lines.append(detailedDescription.escapedForReport)
        }
        if let element { lines.append("Element: \(element.escapedForReport)") }
        lines.append("Apple measures the running app; MCAG's own checks of the same screen (XCTAssertAccessible) measure the captured tree against MCAG's thresholds, so the two may differ.")
        return lines.joined(separator: "\n")
    }
}
