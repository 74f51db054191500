import Foundation
import Testing
@testable import MCAGCore

/// Counts, across threads, how often something happened.
private final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func add(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
    func count(_ name: String) -> Int { lock.withLock { counts[name, default: 0] } }
}

/// An app check that sums the screens' element counts from a shared fact,
/// made in `prepare` and read again in `evaluate`.
private struct ElementSumCheck: AppCheck {
    let tally: Tally
    var name: String { "test-element-sum" }
    var examples: [CheckExample] { [] }

    static let elementCount = SharedFact<Int>("element count")

    func count(on screen: ScreenContext) -> Int {
        screen.shared(Self.elementCount) {
            tally.add("made")
            return screen.tree.count
        }
    }

    func prepare(_ screen: ScreenContext) {
        tally.add("prepared")
        _ = count(on: screen)
    }

    func evaluate(_ app: AppContext) -> [Finding] {
        tally.add("evaluated")
        let sum = app.screens.reduce(0) { $0 + count(on: $1) }
        return [.app(.pass, "\(sum) elements")]
    }
}

/// `AppCheck.prepare(_:)`: called once per screen while the screen's checks
/// run, and what it makes is what `evaluate(_:)` reads, in every way of
/// running an audit.
@Suite struct AppCheckPrepareTests {
    fileprivate func catalog(_ check: ElementSumCheck) throws -> Catalog {
        try Catalog([Principle("9", "Test", id: "T:p") {
            Guideline("9.1", "G", id: "T:g") {
                Criterion("T:sum", number: "9.1.1", "Sum") {
                    Requirement("Screens are counted", impact: .minor ... .serious) { check }
                }
            }
        }])
    }

    /// Three screens of 1, 2 and 3 elements.
    let snapshot = AppSnapshot(screens: (1...3).map { count in
        Screen(name: "S\(count)", Node(Element(role: .window), children: (1..<count).map { _ in Node(Element(role: .text)) }))
    })

    func check(_ run: (Audit) async throws -> AuditReport) async throws {
        let tally = Tally()
        let report = try await run(Audit(catalog: catalog(ElementSumCheck(tally: tally))))
        #expect(report.results.first?.findings.map(\.message) == ["6 elements"])
        #expect(tally.count("prepared") == 3)
        #expect(tally.count("evaluated") == 1)
        // Each screen's fact is made once, by whichever asked first, and read by the other.
        #expect(tally.count("made") == 3)
    }

    @Test func serialAuditPreparesEachScreenOnce() async throws {
        try await check { audit in try audit.run(snapshot) }
    }

    @Test(arguments: [false, true])
    func concurrentAuditPreparesEachScreenOnce(splittingScreens: Bool) async throws {
        try await check { audit in try await audit.runConcurrently(snapshot, splittingScreens: splittingScreens) }
    }

    @Test func theDefaultPreparesNothing() throws {
        struct Silent: AppCheck {
            var name: String { "test-silent" }
            var examples: [CheckExample] { [] }
            func evaluate(_ app: AppContext) -> [Finding] { [] }
        }
        let screen = AppContext(snapshot: snapshot, profile: .mcag).screens[0]
        Silent().prepare(screen)
        #expect(screen.storage.sharedFacts.withLock { $0.isEmpty })
    }
}
