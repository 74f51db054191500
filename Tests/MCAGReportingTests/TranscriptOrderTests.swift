@testable import MCAGReporting
import MCAGRules
import Testing

/// The swipe order of each platform and the alignment a diff is built on.
@Suite struct TranscriptOrderTests {
    static func button(_ name: String, x: Double, y: Double) -> Node {
        .init(Element(role: .button, label: name, frame: Rect(x: x, y: y, width: 40, height: 30), isAccessibilityElement: true,
                      isFocusable: true, isClickable: true))
    }

    /// Document order lists C (lowest) first; VoiceOver reads rows: A and B
    /// start 4 pt apart (one row, left to right), C 40 pt lower.
    static let screen = Screen(name: "Rows", viewport: Size(width: 390, height: 844), tree: ElementTree(
        .init(Element(role: .container, frame: Rect(x: 0, y: 0, width: 390, height: 844))) {
            button("C", x: 10, y: 140)
            button("B", x: 200, y: 100)
            button("A", x: 10, y: 104)
        }))

    static func names(_ transcript: Transcript) -> [String] { transcript.stops.compactMap(\.name) }

    @Test func voiceOverReadsRowsTopToBottomThenLeftToRight() {
        #expect(Self.names(Transcript(screen: Self.screen, app: AppFacts(platform: .ios))) == ["A", "B", "C"])
        var rightToLeft = Self.screen
        rightToLeft.layoutDirection = .rightToLeft
        #expect(Self.names(Transcript(screen: rightToLeft, app: AppFacts(platform: .ios))) == ["B", "A", "C"])
    }

    @Test func rowsBreakAtTheTolerance() {
        let order = TraversalOrder.rows(tolerance: 8, rightToLeft: false)
        let tree = ElementTree(Self.button("right", x: 200, y: 100), Self.button("left", x: 10, y: 108))
        #expect(order.ordered([0, 1], in: tree) == [0, 1])
        let within = ElementTree(Self.button("right", x: 200, y: 100), Self.button("left", x: 10, y: 107.5))
        #expect(order.ordered([0, 1], in: within) == [1, 0])
    }

    @Test func anIPadUsesTheWiderTolerance() {
        var pad = Self.screen
        pad.viewport = Size(width: 820, height: 1180)
        #expect(TraversalOrder.of(platform: .ios, screen: pad) == .rows(tolerance: 13, rightToLeft: false))
        #expect(TraversalOrder.of(platform: .ios, screen: Self.screen) == .rows(tolerance: 8, rightToLeft: false))
    }

    @Test func talkBackKeepsDocumentOrder() {
        #expect(Self.names(Transcript(screen: Self.screen, app: AppFacts(platform: .android))) == ["C", "B", "A"])
    }

    /// Longest common subsequence length by the textbook quadratic table: the oracle.
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices { for j in b.indices {
            table[i + 1][j + 1] = a[i] == b[j] ? table[i][j] + 1 : max(table[i][j + 1], table[i + 1][j])
        } }
        return table[a.count][b.count]
    }

    static func isValidMatching(_ pairs: [(old: Int, new: Int)], _ a: [Int], _ b: [Int]) -> Bool {
        zip(pairs, pairs.dropFirst()).allSatisfy { $0.old < $1.old && $0.new < $1.new }
            && pairs.allSatisfy { a[$0.old] == b[$0.new] }
    }

    @Test func myersFindsALongestCommonSubsequence() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let a = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0...6, using: &generator) }
            let b = (0..<Int.random(in: 0...40, using: &generator)).map { _ in Int.random(in: 0...6, using: &generator) }
            let pairs = SequenceAlignment.matches(a, b)
            #expect(Self.isValidMatching(pairs, a, b), "\(a) \(b)")
            #expect(pairs.count == Self.lcsLength(a, b), "\(a) \(b)")
        }
    }

    @Test func pastTheBudgetTheGreedyMatchingIsStillValid() {
        let a = Array(0..<3_000), b = Array((0..<3_000).reversed()) + [1, 2, 3]
        #expect(SequenceAlignment.myers(a, b) == nil)
        let pairs = SequenceAlignment.matches(a, b)
        #expect(Self.isValidMatching(pairs, a, b) && !pairs.isEmpty)
    }
}
