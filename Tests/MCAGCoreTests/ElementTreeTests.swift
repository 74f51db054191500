import Testing
import MCAGCore

@Suite struct ElementTreeTests {
    @Test func nestedNodesFlattenInDocumentOrder() {
        let tree = ElementTree(
            Node(Element(role: .window)) {
                Node(Element(role: .list)) {
                    Node(Element(role: .cell, label: "One"))
                    Node(Element(role: .cell, label: "Two"))
                }
                Node(Element(role: .button, identifier: "play"))
            })
        #expect(tree.count == 5)
        #expect(tree.children(of: 0) == [1, 4])
        #expect(tree.children(of: 1) == [2, 3])
        #expect(tree.parent(of: 3) == 1)
        #expect(tree.depth(of: 3) == 2)
        #expect(tree.ancestors(of: 3) == [1, 0])
        #expect(tree.descendants(of: 1) == 2..<4)
        #expect(tree.path(of: 3) == "window/list/cell[1]")
        #expect(tree.path(of: 4) == "window/button[id=play]")
        #expect(tree.roots == [0])
    }

    @Test func fiftyThousandDeepTreeBuildsWalksAndFreesWithoutRecursion() {
        var tree = ElementTree()
        for depth in 0..<50_000 { tree.open(Element(role: .container, identifier: depth == 49_999 ? "leaf" : nil)) }
        for _ in 0..<50_000 { tree.close() }
        #expect(tree.count == 50_000)
        #expect(tree.depth(of: 49_999) == 49_999)
        #expect(tree.ancestors(of: 49_999).count == 49_999)
        #expect(tree.descendants(of: 0).count == 49_999)
        #expect(tree.roots == [0])
    }

    @Test func severalRootsAreSeveralWindows() {
        let tree = ElementTree(Node(Element(role: .statusBar)), Node(Element(role: .window)))
        #expect(tree.roots == [0, 1])
        #expect(tree.parent(of: 1) == nil)
    }
}

@Suite struct ColorAndUnitTests {
    @Test func contrastRatiosFollowWCAG() {
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        #expect(abs(Color.contrastRatio(black, white) - 21) < 0.001)
        #expect(abs(Color.contrastRatio(white, white) - 1) < 0.001)
        // #767676 on white is the well-known 4.54:1 grey.
        let grey = Color(hex: "#767676")!
        #expect(abs(Color.contrastRatio(grey, white) - 4.54) < 0.01)
    }

    @Test func hexParsingRejectsJunk() {
        #expect(Color(hex: "#FFF")?.hex == "#FFFFFF")
        #expect(Color(hex: "#00000080")!.alpha > 0.5)
        #expect(Color(hex: "blue") == nil)
        #expect(Color(hex: "#12345") == nil)
    }

    @Test func translucentForegroundIsCompositedOverBackground() {
        let half = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        let mixed = half.composited(over: Color(red: 1, green: 1, blue: 1))
        #expect(abs(mixed.red - 0.5) < 0.001)
    }

    @Test func densitiesConvertToMillimetres() {
        // 160 dp make an inch, so 44 dp ≈ 6.99 mm and 7 mm ≈ 44.1 dp.
        #expect(abs(Density.androidDP.millimetres(44) - 6.985) < 0.001)
        #expect(abs(Density.androidDP.units(millimetres: 7) - 44.09) < 0.01)
        // 420 dpi: 1080 px is 65.3 mm.
        #expect(abs(Density.androidPixels(dpi: 420).millimetres(1080) - 65.31) < 0.01)
        // iPhone at 460 ppi and @3x: 44 pt = 132 px = 7.29 mm.
        #expect(abs(Density.iosPoints(ppi: 460, scale: 3).millimetres(44) - 7.29) < 0.01)
    }
}

@Suite struct ElementPathTests {
    @Test func stepsComputedOnceGiveTheSamePaths() {
        let tree = ElementTree(Node(Element(role: .window)) {
            Node(Element(role: .list)) {
                Node(Element(role: .cell))
                Node(Element(role: .button, identifier: "edit"))
                Node(Element(role: .cell))
                Node(Element(role: .cell))
            }
            Node(Element(role: .unknown, className: "com.app.Widget"))
        })
        let steps = tree.pathSteps()
        for index in tree.indices { #expect(tree.path(of: index, steps: steps) == tree.path(of: index)) }
        #expect(tree.path(of: 5, steps: steps) == "window/list/cell[2]")
        #expect(tree.path(of: 6) == "window/com.app.Widget")
    }

    @Test func deepPathsShowTheirLastSteps() {
        var tree = ElementTree()
        for _ in 0..<50_000 { tree.open(Element(role: .container)) }
        tree.append(Element(role: .button, identifier: "deep"))
        for _ in 0..<50_000 { tree.close() }
        let path = tree.path(of: 50_000, steps: tree.pathSteps())
        #expect(path.hasPrefix("…/container/"))
        #expect(path.hasSuffix("/button[id=deep]"))
        #expect(path.split(separator: "/").count == ElementTree.maximumPathSteps + 1)
        #expect(tree.path(of: 50_000) == path)
    }
}
