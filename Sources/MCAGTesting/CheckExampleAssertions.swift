public import MCAGRules

/// The messages of every house example that a check decides otherwise
/// than declared, and of every check without a passing and a failing example.
func checkExampleFailures(_ house: HouseRules) -> [String] {
    do {
        let wrong = try house.checkExampleRuns().filter { !$0.passed }.map(\.description)
        return wrong + CheckExampleRun.checksMissingExamples(in: house.criteria)
    } catch {
        return ["the house examples could not run: \(error)"]
    }
}

#if canImport(Testing)
public import Testing

/// Runs every example of the house criteria's checks and records one issue
/// per example decided otherwise than declared, and per check without a
/// passing and a failing example: the generic test the standard catalog
/// has, in one line of a team's suite.
///
/// ```swift
/// @Test func houseRuleExamples() { expectCheckExamples(AcmeRules.house) }
/// ```
public func expectCheckExamples(_ house: HouseRules, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for message in checkExampleFailures(house) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
}
#endif

#if canImport(XCTest)
import XCTest

/// Runs every example of the house criteria's checks and records one
/// XCTest failure per example decided otherwise than declared, and per
/// check without a passing and a failing example.
///
/// ```swift
/// func testHouseRuleExamples() { XCTAssertCheckExamples(AcmeRules.house) }
/// ```
public func XCTAssertCheckExamples(_ house: HouseRules, file: StaticString = #filePath, line: UInt = #line) {
    for message in checkExampleFailures(house) { XCTFail(message, file: file, line: line) }
}
#endif
