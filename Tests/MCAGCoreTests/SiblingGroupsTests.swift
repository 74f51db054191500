import Testing
@testable import MCAGCore

/// The sibling passes (path positions, sibling extents, covered siblings)
/// group each parent's children linearly while there are few keys and by
/// hashing past sixteen; both must give what a plain hash of every element
/// with its parent gives. Wide parents with many roles, classes and frames
/// exercise both modes.
@Suite struct SiblingGroupsTests {
    /// A deterministic tree: parents of 1 to 60 children, roles (named and
    /// custom), classes and frames from small pools so that siblings share some.
    static func tree(seed: UInt64) -> ElementTree {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let roles: [Role] = [.button, .cell, .image, .text, .container, .list, .link, .checkbox,
                             Role("customKnob"), Role("customDial"), .unknown]
        var tree = ElementTree()
        tree.open(Element(role: .window, frame: Rect(x: 0, y: 0, width: 1080, height: 2400)))
        for _ in 0..<12 {
            tree.open(Element(role: .list, frame: Rect(x: 0, y: 0, width: 1080, height: 2400)))
            for _ in 0..<(1 + next(60)) {
                var element = Element(role: roles[next(roles.count)],
                                      frame: next(7) == 0 ? nil : Rect(x: 0, y: Double(next(5) * 10), width: Double(10 + next(25)), height: 48))
                element.className = next(9) == 0 ? nil : "Class\(next(24))"
                element.isVisible = [true, false, nil][next(3)]
                tree.append(element)
            }
            tree.close()
        }
        tree.close()
        return tree
    }

    static let seeds: [UInt64] = [1, 2, 3, 42, 2026]

    @Test(arguments: seeds) func pathStepsMatchTheWalkOverSiblings(seed: UInt64) {
        let tree = Self.tree(seed: seed)
        let steps = tree.pathSteps()
        for index in tree.indices {
            #expect(tree.path(of: index, steps: steps) == tree.path(of: index), "element \(index)")
        }
    }

    @Test(arguments: seeds) func siblingExtentsMatchAHashOfEveryElement(seed: UInt64) {
        struct Key: Hashable { var parent: Int; var className: String? }
        let tree = Self.tree(seed: seed)
        var largest: [Key: Size] = [:]
        for index in tree.indices {
            guard let parent = tree.parent(of: index), let frame = tree[index].frame else { continue }
            let key = Key(parent: parent, className: tree[index].className)
            let known = largest[key] ?? Size(width: 0, height: 0)
            largest[key] = Size(width: max(known.width, frame.width), height: max(known.height, frame.height))
        }
        let extents = SiblingExtents(tree)
        var wideGroups = 0
        for index in tree.indices {
            let expected = tree.parent(of: index).map { largest[Key(parent: $0, className: tree[index].className)] ?? Size(width: 0, height: 0) }
                ?? Size(width: 0, height: 0)
            #expect(extents.largest(of: index) == expected, "element \(index)")
        }
        for parent in tree.indices where Set(tree.children(of: parent).map { tree[$0].className }).count > 16 { wideGroups += 1 }
        #expect(wideGroups > 0, "no parent has enough classes to reach the hashed mode")
    }

    @Test(arguments: seeds) func coveredSiblingsMatchAHashOfEveryElement(seed: UInt64) {
        struct Key: Hashable { var parent: Int; var frame: Rect }
        let tree = Self.tree(seed: seed)
        var shown: Set<Key> = []
        for index in tree.indices where tree[index].isVisible == true {
            guard let parent = tree.parent(of: index), let frame = tree[index].frame else { continue }
            shown.insert(Key(parent: parent, frame: frame))
        }
        let covers = SiblingCovers(tree)
        var coveredCount = 0
        for index in tree.indices {
            var expected = false
            if tree[index].isVisible == false, let parent = tree.parent(of: index), let frame = tree[index].frame, !frame.isEmpty {
                expected = shown.contains(Key(parent: parent, frame: frame))
            }
            if expected { coveredCount += 1 }
            #expect(covers.isCovered(index) == expected, "element \(index)")
        }
        #expect(coveredCount > 0)
    }
}
