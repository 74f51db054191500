#if canImport(XCTest) && os(iOS)
// Apple-only: XCUIApplication's audit exists in iOS UI tests alone, so this
// file is not compiled on Linux. Everything it decides is in AppleAuditIssue,
// which is compiled and tested everywhere; this is the call and the copy of
// each issue's fields.
public import XCTest

/// Runs Apple's accessibility audit on the app's current screen and records
/// one XCTest failure per issue, at the caller's line, each naming the MCAG
/// criterion it bears on.
///
/// ```swift
/// func testCheckoutScreen() throws {
///     let app = XCUIApplication()
///     app.launch()
///     XCTAssertAccessible(try Screen(capturing: app, name: "Checkout"))   // MCAG's checks
///     try XCTAssertAppleAudit(app)                                         // Apple's, mapped to MCAG
/// }
/// ```
///
/// Apple's issues are handled here (the audit itself does not fail the
/// test); `ignoring` returns true for an issue a team has decided to accept.
/// Requires iOS 17 (Xcode 15) or later.
@available(iOS 17.0, *)
@MainActor
public func XCTAssertAppleAudit(
    _ app: XCUIApplication, for types: XCUIAccessibilityAuditType = .all,
    ignoring: @escaping (XCUIAccessibilityAuditIssue) -> Bool = { _ in false },
    file: StaticString = #filePath, line: UInt = #line
) throws {
    try app.performAccessibilityAudit(for: types) { issue in
        if !ignoring(issue) {
            XCTFail(AppleAuditIssue(issue).message(catalog: Catalog.standard), file: file, line: line)
        }
        return true
    }
}

extension AppleAuditIssue {
    @available(iOS 17.0, *)
    @MainActor
    init(_ issue: XCUIAccessibilityAuditIssue) {
        let kinds: [(XCUIAccessibilityAuditType, Kind)] = [
            (.contrast, .contrast), (.elementDetection, .elementDetection), (.hitRegion, .hitRegion),
            (.sufficientElementDescription, .sufficientElementDescription), (.dynamicType, .dynamicType),
            (.textClipped, .textClipped), (.trait, .trait),
        ]
        let kind = kinds.first { $0.0 == issue.auditType }?.1
        var element: String?
        if let found = issue.element {
            element = "\(Screen.role(of: found.elementType)) label \"\(found.label)\"" + (found.identifier.isEmpty ? "" : " identifier \"\(found.identifier)\"")
        }
        self.init(kind: kind, auditType: kind?.rawValue ?? "raw value \(issue.auditType.rawValue)",
                  compactDescription: issue.compactDescription, detailedDescription: issue.detailedDescription,
                  element: element)
    }
}
#endif
