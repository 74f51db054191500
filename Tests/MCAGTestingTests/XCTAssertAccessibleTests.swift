import XCTest
import MCAGTesting

/// XCTest itself is the subject here, so this suite is an XCTestCase: it
/// intercepts the failures the helper records and checks where they land.
final class XCTAssertAccessibleTests: XCTestCase {
    private var recorded: [(message: String, file: String, line: Int)] = []
    private var intercepting = false

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard intercepting else { return super.record(issue) }
        recorded.append((issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "",
                         issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard intercepting else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append((description, filePath, lineNumber))
    }
    #endif

    func testHouseExamplesDecidedOtherwiseFailAtTheCallersLine() {
        intercepting = true
        let line = #line + 1
        XCTAssertCheckExamples(CheckExampleAssertionTests.mislabelled)
        XCTAssertCheckExamples(Sample.house)
        intercepting = false
        XCTAssertEqual(recorded.count, 2)
        XCTAssertTrue(recorded.allSatisfy { $0.line == line })
        XCTAssertTrue(recorded[0].message.contains("expected violation, got pass"))
    }

    func testRecordsOneFailurePerViolationAtTheCallersLine() {
        intercepting = true
        let line = #line + 1
        XCTAssertAccessible(Sample.twoShortButtons, options: Sample.options)
        intercepting = false
        XCTAssertEqual(recorded.count, 2)
        XCTAssertEqual(recorded.map(\.line), [line, line])
        XCTAssertTrue(recorded.allSatisfy { $0.file.hasSuffix("XCTAssertAccessibleTests.swift") })
        XCTAssertTrue(recorded[0].message.contains("Accessibility issue 1 of 2: SAMPLE:tap-height S-1 Tap Height"))
        XCTAssertTrue(recorded[1].message.contains("Measured: 30pt (needs >= 44pt)"))
    }

    func testRecordsNothingWhenTheAuditPasses() {
        intercepting = true
        let verdict = XCTAssertAccessible(Sample.tallButton, options: Sample.options)
        intercepting = false
        XCTAssertTrue(recorded.isEmpty)
        XCTAssertEqual(verdict?.passed, true)
    }
}
