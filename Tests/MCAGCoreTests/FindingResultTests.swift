import Foundation
import Testing
import MCAGCore

/// How often any `CountedResult` wrote its sentence. (A lock, not `Atomic`:
/// the package's Apple platforms predate the Synchronization module.)
private final class SentenceCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
private let sentencesWritten = SentenceCount()

/// A result that counts each time its sentence is written.
private enum CountedResult: FindingResult {
    case named(String)
    case unnamed

    var message: String {
        sentencesWritten.add()
        return switch self {
        case .named(let name): "The button is named '\(name)'"
        case .unnamed: "The button has no name"
        }
    }
}

/// Reports every button: a pass when it has a label, else a violation.
private struct CountedNameCheck: ElementCheck {
    var name: String { "test-counted-name" }
    var examples: [CheckExample] { [] }

    func evaluate(_ element: ElementContext) -> Finding? {
        guard element.element.role == .button else { return nil }
        guard let label = element.element.label else {
            return .violation(element, CountedResult.unnamed, fix: "Give the button a label")
        }
        return .pass(element, CountedResult.named(label))
    }
}

@Suite(.serialized) struct FindingResultTests {
    static func audit() throws -> AuditReport {
        let catalog = try Catalog([Principle("9", "Test", id: "T:p") {
            Guideline("9.1", "G", id: "T:g") {
                Criterion("T:names", number: "9.1.1", "Names") {
                    Requirement("Buttons have names", impact: .serious) { CountedNameCheck() }
                }
            }
        }])
        let buttons = (0..<50).map { Node(Element(role: .button, label: $0 == 7 ? nil : "Item \($0)")) }
        return try Audit(catalog: catalog).run(AppSnapshot(Screen(name: "Home", Node(Element(role: .window), children: buttons))))
    }

    @Test func anAuditWritesNoSentenceUntilAViewAsksForOne() throws {
        let before = sentencesWritten.value
        let report = try Self.audit()
        let findings = try #require(report.results.first).findings
        #expect(findings.count == 50)
        #expect(sentencesWritten.value == before, "the audit itself wrote sentences")
        let violation = try #require(findings.first { $0.kind == .violation })
        #expect(violation.message == "The button has no name")
        #expect(sentencesWritten.value == before + 1)
    }

    @Test func aResultKeepsItsCodeAndArguments() throws {
        let findings = try #require(try Self.audit().results.first).findings
        let pass = try #require(findings.first { $0.kind == .pass })
        #expect(pass.result.code == "named")
        #expect(pass.result as? CountedResult == .named("Item 0"))
        #expect(try #require(findings.first { $0.kind == .violation }).result.code == "unnamed")
    }

    @Test func aSentenceGivenAsTextIsAWrittenResult() {
        let finding = Finding(kind: .pass, message: "Named")
        #expect(finding.result.code == "message")
        #expect(finding.message == "Named")
    }

    @Test func aFindingReadBackFromJSONEqualsTheFindingWritten() throws {
        let written = try #require(try Self.audit().results.first).findings
        let read = try JSONDecoder().decode([Finding].self, from: JSONEncoder().encode(written))
        #expect(read == written, "findings are compared by what they say, whichever type wrote the sentence")
        #expect(read.map(\.result.code).allSatisfy { $0 == "message" })
        #expect(read.map(\.message) == written.map(\.message))
    }

    @Test func findingsThatSayDifferentThingsDiffer() {
        let named = Finding(kind: .pass, result: CountedResult.named("OK"))
        #expect(named != Finding(kind: .pass, result: CountedResult.named("Cancel")))
        #expect(named == Finding(kind: .pass, message: "The button is named 'OK'"))
    }
}
