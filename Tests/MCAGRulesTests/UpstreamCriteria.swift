import Foundation
import MCAGRules

/// The upstream MCAG data (criteria.json), for comparing the catalog with it.
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

    struct Placement: Decodable {
        var id: String
    }

    var id: String
    var number: String
    var title: String
    var description: String
    var guideline: Placement
    var tests: [Test]

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
