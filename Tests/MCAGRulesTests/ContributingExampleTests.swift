import Foundation
import Testing
import MCAGRules

/// CONTRIBUTING.md's worked example is this package's own code: its quotes
/// match ContributingExample.swift, and the check's examples hold.
@Suite struct ContributingExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The lines between `// contributing:<name>` and `// contributing:end`.
    static func region(_ name: String, of source: String) -> [String] {
        let lines = source.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "// contributing:\(name)"),
              let end = lines[start...].firstIndex(of: "// contributing:end") else { return [] }
        return Array(lines[(start + 1)..<end])
    }

    /// The fenced Swift block after `<!-- quoted: <name> -->`, without the indentation of its fence.
    static func quote(_ name: String, in markdown: String) -> [String] {
        let lines = markdown.components(separatedBy: "\n")
        guard let marker = lines.firstIndex(where: { $0.contains("<!-- quoted: \(name) ") }),
              let fence = lines[(marker + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```swift" }),
              let close = lines[(fence + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "```" })
        else { return [] }
        let indent = lines[fence].prefix { $0 == " " }.count
        return lines[(fence + 1)..<close].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }

    @Test(arguments: ["criterion", "check"])
    func contributingQuotesTheCompiledExample(_ name: String) throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        let source = try String(contentsOf: Self.root.appendingPathComponent("Tests/MCAGRulesTests/ContributingExample.swift"),
                                encoding: .utf8)
        let region = Self.region(name, of: source)
        #expect(!region.isEmpty, "ContributingExample.swift has no region '\(name)'")
        #expect(Self.quote(name, in: markdown) == region, "CONTRIBUTING.md's '\(name)' block differs from ContributingExample.swift")
    }

    @Test func theWorkedExampleDecidesItsExamplesAndFlagsTheMarkedElements() throws {
        let runs = try CheckExampleRun.all(in: [workedExampleCriterion])
        #expect(runs.count == 3)
        for run in runs { #expect(run.passed, "\(run)") }
        let requirement = try #require(workedExampleCriterion.requirements.first)
        for example in try #require(requirement.checks.first).examples {
            guard let kind = example.flaggedKind else { continue }
            let result = try Audit.evaluate(requirement, of: workedExampleCriterion, on: example.snapshot)
            #expect(result.elements(flagged: kind) == example.marked, "\(example.summary)")
        }
    }

    @Test func marksAreTakenOffBeforeTheCheckRunsAndAWrongMarkIsCaught() throws {
        let millimetres = Density(unitsPerMillimetre: 1)
        let small = MinimumTargetSizeCheck.button(side: 5), large = MinimumTargetSizeCheck.button(side: 10)
        // The mark sits on the 10 mm button, but the check flags the 5 mm one.
        let example = CheckExample.fails("A mark on the wrong button", screen: Screen(density: millimetres,
                                                                                      Node(small), Node(large).flagged()))
        #expect(example.marked == [ExampleElement(screen: 0, element: 1)])
        #expect(example.snapshot.screens[0].tree.elements.allSatisfy { $0.attributes == nil })
        let requirement = try #require(workedExampleCriterion.requirements.first)
        let result = try Audit.evaluate(requirement, of: workedExampleCriterion, on: example.snapshot)
        #expect(result.elements(flagged: .violation) == [ExampleElement(screen: 0, element: 0)])
        #expect(result.elements(flagged: .violation) != example.marked)
    }

    @Test func aHouseExampleRunFailsWhenTheCheckFlagsAnUnmarkedElement() throws {
        let criterion = Criterion("ACME:size", number: "H.1", "Size") {
            Requirement("Targets are 7 mm", impact: .serious) { WrongMarkCheck() }
        }
        let runs = try CheckExampleRun.all(in: [criterion])
        let failing = try #require(runs.first { $0.example.expectation == .fails })
        #expect(failing.actual == .violation && !failing.passed)
        #expect(failing.description.contains("flagged [screen 0 element 0], marked [screen 0 element 1]"))
    }
}

/// The worked example's check with an example that marks the wrong button.
struct WrongMarkCheck: ElementCheck {
    var name: String { "wrong-mark" }
    var examples: [CheckExample] {
        let millimetres = Density(unitsPerMillimetre: 1)
        return [
            .passes("A 10 mm button", screen: Screen(density: millimetres, Node(MinimumTargetSizeCheck.button(side: 10)))),
            .fails("A mark on the 10 mm button beside a 5 mm one",
                   screen: Screen(density: millimetres, Node(MinimumTargetSizeCheck.button(side: 5)),
                                  Node(MinimumTargetSizeCheck.button(side: 10)).flagged())),
        ]
    }
    func evaluate(_ element: ElementContext) -> Finding? { MinimumTargetSizeCheck().evaluate(element) }
}
