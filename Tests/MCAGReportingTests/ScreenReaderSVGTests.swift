import Foundation
import MCAGImport
import MCAGReporting
import MCAGRules
import Testing

/// The screen-reader view (`mcag transcript --format svg`): a known capture
/// with its screenshot and one without, read back as XML.
@Suite struct ScreenReaderSVGTests {
    static let corpus = CatalogExportTests.packageRoot.appendingPathComponent("Tests/ScreenshotCorpus")
    static let googleHome = corpus.appendingPathComponent("android/google-search-home.xml")
    static let sioeye = corpus.appendingPathComponent("ios/sioeye-discover.xml")
    static let motion = CatalogExportTests.packageRoot
        .appendingPathComponent("Tests/Fixtures/xcuitest-appium/mobiumdev__mobium__internal__uitree__testdata__ios26-settings-motion.xml")

    /// The first screen of `file`, audited, with its transcript and view, as the command makes them.
    static func view(of file: URL) throws -> (screen: Screen, transcript: Transcript, svg: String) {
        let snapshot = try SnapshotImporter.importFile(at: file)
        let report = try MCAG.evaluate(snapshot, AuditOptions()).report
        let scoped = AppScope().apply(to: snapshot).snapshot
        let transcript = try #require(TranscriptReport.transcripts(of: scoped, report: report).first)
        let screen = try #require(scoped.screens.first)
        return (screen, transcript, ScreenReaderSVG.render(transcript, screen: screen))
    }

    /// What the legend says at each stop: its consecutive spoken lines, joined.
    static func spokenByStop(_ outline: SVGOutline) -> [String] {
        var stops: [String] = []
        var previousWasSpoken = false
        for node in outline.nodes where node.within("srv-legend") && node.name == "text" {
            let isSpoken = node.classes == "srv-spoken"
            if isSpoken { if previousWasSpoken { stops[stops.count - 1] += " " + node.text } else { stops.append(node.text) } }
            previousWasSpoken = isSpoken
        }
        return stops
    }

    @Test func aCaptureWithItsScreenshotNumbersEveryStopInTranscriptOrder() throws {
        let (_, transcript, svg) = try Self.view(of: Self.googleHome)
        let outline = try SVGOutline(svg)
        #expect(transcript.stops.count == 5)
        let onPicture = outline.elements("g", class: "srv-badge").filter { $0.within("srv-markers") }
        let inLegend = outline.elements("g", class: "srv-badge").filter { $0.within("srv-legend") }
        #expect(onPicture.count == transcript.stops.count)
        #expect(inLegend.count == transcript.stops.count)
        let numbers = outline.nodes.filter { $0.name == "text" && $0.within("srv-markers") }.map(\.text)
        #expect(numbers == transcript.stops.map { String($0.position) })
        #expect(Self.spokenByStop(outline) == transcript.stops.map(\.spoken))
        #expect(Self.spokenByStop(outline).prefix(3) == ["\"Say \\\"Ok Google\\\"\", double-tap to activate", "\"Google Search\"",
                                                         "\"Voice Search\", button, double-tap to activate"])
        // The screenshot is embedded, at the screen's size in its own units (Android pixels).
        let image = try #require(outline.elements("image").first)
        #expect(image.attributes["xlink:href"]?.hasPrefix("data:image/png;base64,iVBORw0KGgo") == true)
        #expect(image.attributes["width"] == "1080")
        #expect(outline.elements("rect", class: "srv-canvas").isEmpty)
        #expect(!svg.contains("<script"))
    }

    @Test func violationsHaveADashedOutlineAndTheirRequirementInTheLegend() throws {
        let (_, transcript, svg) = try Self.view(of: Self.googleHome)
        let outline = try SVGOutline(svg)
        let flagged = transcript.stops.filter { !$0.violations.isEmpty }
        #expect(!flagged.isEmpty)
        let marked = outline.elements("g", class: "srv-violation").filter { $0.within("srv-outlines") }
        #expect(marked.count == flagged.count)
        let dashed = outline.elements("rect", class: "srv-line").filter { $0.attributes["stroke-dasharray"] != nil }
        #expect(dashed.count == flagged.count)
        let legend = outline.elements("text", class: "srv-violation-text").map(\.text)
        for requirement in flagged.flatMap(\.violations) { #expect(legend.contains("✗ " + requirement)) }
        #expect(legend.contains("✗ MCAG:explicit-role#1"))
    }

    @Test func withoutAScreenshotThePictureIsACanvasOfTheScreensSizeInPoints() throws {
        let (screen, transcript, svg) = try Self.view(of: Self.motion)
        #expect(screen.screenshot == nil)
        let outline = try SVGOutline(svg)
        #expect(outline.elements("image").isEmpty)
        let canvas = try #require(outline.elements("rect", class: "srv-canvas").first)
        let viewport = try #require(screen.viewport)
        #expect(canvas.attributes["width"] == viewport.width.twoDecimals && canvas.attributes["height"] == viewport.height.twoDecimals)
        #expect(outline.elements("g", class: "srv-badge").filter { $0.within("srv-markers") }.count == transcript.stops.count)
        #expect(Self.spokenByStop(outline).prefix(2) == ["\"Accessibility\", button", "\"Motion\", heading"])
        // The first stop's outline is the back button's frame, in points.
        let first = try #require(outline.elements("rect", class: "srv-line").first)
        #expect([first.attributes["x"], first.attributes["y"], first.attributes["width"], first.attributes["height"]] == ["16", "62", "44", "44"])
    }

    @Test func theIOSScreenshotIsScaledToPoints() throws {
        let (screen, transcript, svg) = try Self.view(of: Self.sioeye)
        let shot = try #require(screen.screenshot)
        let outline = try SVGOutline(svg)
        let image = try #require(outline.elements("image").first)
        #expect(image.attributes["width"] == (Double(shot.width) / shot.pixelsPerUnit).twoDecimals)
        #expect(outline.elements("g", class: "srv-badge").filter { $0.within("srv-markers") }.count
            == transcript.stops.filter { !$0.notes.contains("off screen") }.count)
    }

    @Test func theSameCaptureGivesTheSameBytes() throws {
        #expect(try Self.view(of: Self.googleHome).svg == Self.view(of: Self.googleHome).svg)
    }

    @Test func hostileTextIsEscapedAndTheDocumentStaysWellFormed() throws {
        let name = "<script>alert(\"x\")</script> & 'quoted' ]]> \u{1}"
        let element = Element(role: .button, label: name, identifier: "id\"><svg onload=1>",
                              frame: Rect(x: 10, y: 10, width: 100, height: 40), isFocusable: true)
        let screen = Screen(name: "Evil <screen> & co", viewport: Size(width: 390, height: 844), tree: ElementTree(.init(element)))
        let transcript = Transcript(screen: screen, app: AppFacts(platform: .ios))
        let svg = ScreenReaderSVG.render(transcript, screen: screen)
        #expect(!svg.contains("<script") && !svg.contains("<svg onload") && !svg.contains("Evil <screen>"))
        #expect(svg.contains("&lt;script&gt;alert(\\&quot;x\\&quot;)&lt;/script&gt; &amp; &apos;quoted&apos;"))
        let outline = try SVGOutline(svg)
        #expect(outline.elements("script").isEmpty)
        #expect(Self.spokenByStop(outline).joined().contains("<script>alert(\\\"x\\\")</script> & 'quoted'"))
        #expect(outline.elements("title").first?.text.contains("Evil <screen> & co") == true)
        #expect(outline.nodes.allSatisfy { node in node.attributes.keys.allSatisfy { !$0.hasPrefix("on") } })
    }

    @Test func numbersOfStopsSharingACornerDoNotOverlap() throws {
        // Twelve nested stops with one top-left corner: each number needs its own place, two digits included.
        var node = Node(Element(role: .button, label: "Stop 12", frame: Rect(x: 0, y: 0, width: 200, height: 60), isFocusable: true))
        for index in (1...11).reversed() {
            node = Node(Element(role: .button, label: "Stop \(index)", frame: Rect(x: 0, y: 0, width: 300 - Double(index), height: 80),
                                isFocusable: true), children: [node])
        }
        let screen = Screen(name: "Corner", viewport: Size(width: 390, height: 844), tree: ElementTree(node))
        let outline = try SVGOutline(ScreenReaderSVG.render(Transcript(screen: screen, app: AppFacts(platform: .android)), screen: screen))
        let badges = outline.elements("rect").filter { $0.within("srv-markers") }.map { node in
            Rect(x: Double(node.attributes["x"] ?? "") ?? -1, y: Double(node.attributes["y"] ?? "") ?? -1,
                 width: Double(node.attributes["width"] ?? "") ?? -1, height: Double(node.attributes["height"] ?? "") ?? -1)
        }
        #expect(badges.count == 12)
        for (offset, badge) in badges.enumerated() {
            #expect(badge.minX >= 0 && badge.maxX <= 390 && badge.minY >= 0)
            for other in badges[(offset + 1)...] {
                let overlaps = badge.minX < other.maxX && other.minX < badge.maxX && badge.minY < other.maxY && other.minY < badge.maxY
                #expect(!overlaps, "badges \(badge) and \(other) overlap")
            }
        }
        #expect(badges[11].width > badges[0].width, "a two-digit number gets a wider badge")
    }

    @Test func theLegendGrowsTheViewForManyStopsAndKeepsEveryLineInside() throws {
        let buttons = (1...60).map { index in
            Node(Element(role: .button, label: "A rather long name for button number \(index) that wraps onto a second line of the legend",
                         frame: Rect(x: 10, y: Double(index) * 12, width: 300, height: 10), isFocusable: true))
        }
        let screen = Screen(name: "Long", viewport: Size(width: 390, height: 844), tree: ElementTree(roots: buttons))
        let svg = ScreenReaderSVG.render(Transcript(screen: screen, app: AppFacts(platform: .android)), screen: screen)
        let outline = try SVGOutline(svg)
        let root = try #require(outline.elements("svg").first)
        let box = try #require(root.attributes["viewBox"]).split(separator: " ").compactMap { Double($0) }
        let lines = outline.elements("text").filter { $0.within("srv-legend") && !$0.within("srv-badge") }
        let lowest = lines.compactMap { Double($0.attributes["y"] ?? "") }.max() ?? 0
        #expect(box.count == 4 && box[3] > 844 && lowest < box[3])
        // Each line fits the legend's width at the generous estimate of 0.6 em a character.
        for line in lines {
            let x = try #require(Double(line.attributes["x"] ?? "")), size = try #require(Double(line.attributes["font-size"] ?? ""))
            #expect(x + Double(line.text.count) * size * 0.6 <= box[2] + 0.01, "\(line.text) runs past the legend")
        }
        #expect(Self.spokenByStop(outline).count == 60)
    }
}
