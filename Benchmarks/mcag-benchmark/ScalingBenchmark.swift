import Foundation
import MCAGBenchmarkSupport
import MCAGRules

/// The cost-per-element goal, measured in paired rounds.
///
/// Timing each size in its own block of runs compares two stretches of time a
/// few seconds apart, and on a shared machine the load changes between them:
/// the same build gave ratios from 1.04 to 1.22 in one afternoon. Here every
/// round audits the small app as many times as it takes to cover the large
/// app's elements, then the large app once, so both sides of a round do the
/// same work back to back and meet the same neighbours. The goal is the median
/// of the rounds' ratios. Each side starts as the block runs do (the small
/// app's timed runs follow an untimed one, so they start warm; the large
/// app's follows the small ones), so pairing changes how noise falls, not
/// what is measured.
enum ScalingBenchmark {
    struct Result {
        var ratios: [Double]
        var median: Double { ImportComparison.median(ratios) }
    }

    static func measure(_ audit: Audit, small: AppSnapshot, large: AppSnapshot, rounds: Int) throws -> Result {
        let smallCount = Double(small.screens.reduce(0) { $0 + $1.tree.count })
        let largeCount = Double(large.screens.reduce(0) { $0 + $1.tree.count })
        let smallRuns = max(1, Int((largeCount / smallCount).rounded()))
        var ratios: [Double] = []
        for _ in 0..<rounds {
            // Untimed: the large app's audit has just pushed the small app out of the
            // caches, and the block runs of the table time it warm.
            _ = try audit.run(small)
            var smallSeconds = 0.0
            for _ in 0..<smallRuns { smallSeconds += try seconds { _ = try audit.run(small) } }
            let largeSeconds = try seconds { _ = try audit.run(large) }
            ratios.append((largeSeconds / largeCount) / (smallSeconds / (smallCount * Double(smallRuns))))
        }
        return Result(ratios: ratios)
    }
}
