import Foundation
import Testing
@testable import MCAGCore

/// Locations made by the audit work their path out when read; it must be the
/// path the tree gives, survive coding, and count in equality and hashing.
@Suite struct ElementPathsTests {
    static func context(seed: UInt64) -> ScreenContext {
        let screen = Screen(name: "wide", tree: SiblingGroupsTests.tree(seed: seed))
        return ScreenContext(snapshot: AppSnapshot(app: AppFacts(platform: .android), screens: [screen]), screenIndex: 0)
    }

    @Test(arguments: SiblingGroupsTests.seeds) func aLocationsPathIsTheTreesPath(seed: UInt64) {
        let context = Self.context(seed: seed)
        for index in context.tree.indices {
            #expect(context.location(of: index).path == context.tree.path(of: index), "element \(index)")
        }
    }

    @Test func aDeepElementsPathIsShortenedAsTheTreeShortensIt() {
        var tree = ElementTree()
        for _ in 0..<40 { tree.open(Element(role: .container)) }
        for _ in 0..<40 { tree.close() }
        let screen = Screen(name: "deep", tree: tree)
        let context = ScreenContext(snapshot: AppSnapshot(app: AppFacts(platform: .ios), screens: [screen]), screenIndex: 0)
        #expect(context.location(of: 39).path.hasPrefix("…/"))
        #expect(context.location(of: 39).path == tree.path(of: 39))
    }

    @Test func aLocationKeepsItsPathThroughCodingAndComparesByIt() throws {
        let context = Self.context(seed: 7)
        let location = context.location(of: 20)
        let decoded = try JSONDecoder().decode(ElementLocation.self, from: JSONEncoder().encode(location))
        #expect(decoded.path == location.path)
        #expect(decoded == location)
        #expect(decoded.hashValue == location.hashValue)
        var moved = location
        moved.path = "window/elsewhere"
        #expect(moved != location)
        #expect(moved.path == "window/elsewhere")
        #expect(location.path == context.tree.path(of: 20))
    }
}
