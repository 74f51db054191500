import Foundation

/// The upstream MCAG data (`Resources/upstream-criteria.json`, a copy of
/// shared/mcag/criteria.json), decoded once for every catalog test.
struct UpstreamCriterion: Decodable {
    struct Test: Decodable {
        struct Range: Decodable {
            var min: String
            var max: String
        }

        var index: Int
        var text: String
        var impact: Range
        var exceptions: [String]
        var conditions: [String]
        var steps: [String]
        var requirements: [String]
        var notes: String
    }

    struct Principle: Decodable {
        var number: String
        var title: String
    }

    struct Guideline: Decodable {
        var id: String
        var title: String
    }

    struct WCAGEntry: Decodable {
        var sc: String
        var title: String
        var level: String
    }

    var id: String
    var number: String
    var title: String
    var description: String
    var principle: Principle
    var guideline: Guideline
    var tests: [Test]
    var wcag: [WCAGEntry]

    static let all: [UpstreamCriterion] = {
        guard let url = Bundle.module.url(forResource: "upstream-criteria", withExtension: "json", subdirectory: "Resources"),
              let data = try? Data(contentsOf: url),
              let decoded = try? JSONDecoder().decode([UpstreamCriterion].self, from: data)
        else { return [] }
        return decoded
    }()

    static func inPrinciple(_ number: String) -> [UpstreamCriterion] {
        all.filter { $0.guideline.id.hasPrefix(number + ".") }
    }
}
