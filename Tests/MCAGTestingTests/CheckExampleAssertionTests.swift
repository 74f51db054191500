import Foundation
import MCAGTesting
import Testing

/// A check whose failing example is declared wrongly, and which lacks a
/// passing one: the runner must report both.
struct MislabelledCheck: ElementCheck {
    var name: String { "sample-mislabelled" }
    var examples: [CheckExample] {
        [.fails("Tall, declared as failing", Node(Element(role: .button, frame: Rect(x: 0, y: 0, width: 50, height: 50))))]
    }

    func evaluate(_ element: ElementContext) -> Finding? { TapHeightCheck().evaluate(element) }
}

@Suite struct CheckExampleAssertionTests {
    static let mislabelled = HouseRules(namespace: "SAMPLE") {
        Criterion("SAMPLE:mislabelled", number: "S-2", "Mislabelled") {
            Requirement("Controls are at least 44 points tall", impact: .serious) { MislabelledCheck() }
        }
    }

    @Test func aHouseWhoseExamplesHoldRecordsNothing() throws {
        expectCheckExamples(Sample.house)
        let runs = try Sample.house.checkExampleRuns()
        #expect(runs.count == 2)
        #expect(runs.allSatisfy { $0.passed })
    }

    @Test func aWrongExampleAndAMissingOneAreRecordedAtTheCallersLine() {
        let log = IssueLog()
        var line = 0
        withKnownIssue {
            line = #line + 1
            expectCheckExamples(Self.mislabelled)
        } matching: { issue in
            log.append(issue)
            return true
        }
        let texts = log.issues.map { $0.comments.map(\.rawValue).joined() }
        #expect(texts.count == 2)
        #expect(log.issues.allSatisfy { $0.sourceLocation?.line == line })
        #expect(texts.contains { $0.contains("SAMPLE:mislabelled#1 sample-mislabelled fails") && $0.contains("expected violation, got pass") })
        #expect(texts.contains { $0.hasSuffix("sample-mislabelled has no passes example") })
    }

    @Test func theStandardCatalogsExamplesRunThroughThePublicRunner() throws {
        let runs = try Catalog.standard.checkExampleRuns()
        #expect(runs.count > 100)
        #expect(runs.filter { !$0.passed }.map(\.description) == [])
    }
}
