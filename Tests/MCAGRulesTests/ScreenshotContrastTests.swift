import Testing
import MCAGRules

/// Contrast measured from screenshot pixels with known colours.
@Suite struct ScreenshotContrastTests {
    typealias RGB = SyntheticScreenshot.RGB
    static let white: RGB = (255, 255, 255)
    static let black: RGB = (0, 0, 0)
    static let textFrame = Rect(x: 20, y: 20, width: 300, height: 60)

    /// An Android screen (pixel bounds, 420 dpi) of one text over a painted canvas.
    func screen(_ canvas: SyntheticScreenshot, _ elements: [Element]) throws -> ScreenContext {
        var screen = Screen(
            viewport: Size(width: Double(canvas.width), height: Double(canvas.height)), unit: .pixels,
            density: .androidPixels(dpi: 420),
            tree: ElementTree(roots: [Node(Element(role: .container), children: elements.map { Node($0) })]))
        screen.screenshot = try canvas.screenshot()
        return AppContext(snapshot: AppSnapshot(screens: [screen])).screens[0]
    }

    func text(_ words: String = "Terms apply", frame: Rect = textFrame, enabled: Bool? = nil) -> Element {
        Element(role: .text, text: words, frame: frame, isEnabled: enabled)
    }

    /// Findings of all three 1.4.1 tests on the screen's one text.
    func textFindings(_ context: ScreenContext) -> [Finding] {
        [TextContrastCheck.Kind.regularText, .largeText, .boldText].flatMap { TextContrastCheck($0).evaluate(context) }
    }

    func canvas(ink: RGB, paper: RGB = Self.white, glyphHeight: Int = 30) -> SyntheticScreenshot {
        var canvas = SyntheticScreenshot(width: 400, height: 300, fill: paper)
        canvas.text(x: 30, y: 35, width: 280, glyphHeight: glyphHeight, ink: ink, on: paper)
        return canvas
    }

    @Test func measuredRatiosMatchTheWCAGFormula() throws {
        let pairs: [(RGB, RGB)] = [
            ((0x76, 0x76, 0x76), Self.white), ((0xCC, 0xCC, 0xCC), Self.white), ((0x00, 0x66, 0xCC), Self.white),
            ((255, 255, 255), (0x12, 0x12, 0x12)), ((0xE5, 0x39, 0x35), (0xFA, 0xFA, 0xFA)), ((0x93, 0x93, 0x93), Self.black),
        ]
        for (ink, paper) in pairs {
            let context = try screen(canvas(ink: ink, paper: paper), [text()])
            let expected = Color.contrastRatio(SyntheticScreenshot.colour(ink), SyntheticScreenshot.colour(paper))
            let measured = try #require(textFindings(context).compactMap(\.measured).first, "\(ink) on \(paper)")
            #expect(abs(measured.value - expected) < 0.05, "\(ink) on \(paper): \(measured.value) vs \(expected)")
        }
    }

    @Test func paleSmallTextIsAViolationNamingBothColoursAndConfidence() throws {
        let findings = textFindings(try screen(canvas(ink: (0xCC, 0xCC, 0xCC)), [text()]))
        let violations = findings.filter { $0.kind == .violation }
        #expect(violations.count == 1)
        let message = try #require(violations.first?.message)
        #expect(message.contains("#CCCCCC on #FFFFFF"))
        #expect(message.contains("confidence high"))
        #expect(violations.first?.measured?.threshold == 4.5)
        let severity = try #require(violations.first?.severity)
        #expect(abs(severity - (4.5 - 1.61) / 3.5) < 0.02)
    }

    @Test func darkSmallTextPasses() throws {
        let findings = textFindings(try screen(canvas(ink: (0x33, 0x33, 0x33)), [text()]))
        #expect(findings.contains { $0.kind == .pass })
        #expect(!findings.contains { $0.kind == .violation || $0.kind == .needsReview })
    }

    @Test func greyBetweenThreeAndFourAndAHalfOfUnknownWeightNeedsReview() throws {
        // #939393 on white is 3.07:1: fails regular text, passes bold; no dump gives the weight.
        let findings = textFindings(try screen(canvas(ink: (0x93, 0x93, 0x93)), [text()]))
        #expect(!findings.contains { $0.kind == .violation })
        #expect(findings.contains { $0.kind == .needsReview && $0.message.contains("textStyle.weight") })
    }

    @Test func tallGlyphsCountAsLargeText() throws {
        // 60 px of ink at 2.625 px/dp is 22.9 dp: "Terms apply" spans ascender to descender, so 21.9–27.9 pt.
        let findings = textFindings(try screen(canvas(ink: (0x93, 0x93, 0x93), glyphHeight: 60), [text(frame: Rect(x: 20, y: 20, width: 300, height: 100))]))
        #expect(findings.contains { $0.kind == .pass && $0.message.contains("meets 3:1") })
        #expect(!findings.contains { $0.kind == .violation || $0.kind == .needsReview })
    }

    @Test func textOverAGradientOrAnImageNeedsReview() throws {
        var gradient = SyntheticScreenshot(width: 400, height: 300, fill: Self.white)
        gradient.gradient(x: 0, y: 0, width: 400, height: 300, from: (0x20, 0x40, 0x90), to: (0xF0, 0xC0, 0x40))
        gradient.text(x: 30, y: 35, width: 280, glyphHeight: 30, ink: Self.white, on: (0x80, 0x80, 0x80))
        var photo = SyntheticScreenshot(width: 400, height: 300, fill: Self.white)
        photo.noise(x: 0, y: 0, width: 400, height: 300)
        photo.text(x: 30, y: 35, width: 280, glyphHeight: 30, ink: Self.white, on: (0x80, 0x80, 0x80))
        for canvas in [gradient, photo] {
            let findings = textFindings(try screen(canvas, [text()]))
            #expect(!findings.isEmpty && findings.allSatisfy { $0.kind == .needsReview }, "\(findings.map(\.message))")
            #expect(findings.first?.message.contains("low confidence") == true)
        }
    }

    @Test func hairlineTextNeedsReview() throws {
        var canvas = SyntheticScreenshot(width: 400, height: 300, fill: Self.white)
        canvas.text(x: 30, y: 35, width: 280, glyphHeight: 30, ink: Self.black, on: Self.white, stem: 0, pitch: 12)
        let findings = textFindings(try screen(canvas, [text()]))
        #expect(findings.allSatisfy { $0.kind == .needsReview }, "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("anti-aliased") == true)
    }

    @Test func blackAndUniformCapturesAndElementsOutsideThemNeedReview() throws {
        let black = SyntheticScreenshot(width: 400, height: 300, fill: Self.black)
        let grey = SyntheticScreenshot(width: 400, height: 300, fill: (0x80, 0x80, 0x80))
        let blackFinding = try #require(textFindings(try screen(black, [text()])).first)
        #expect(blackFinding.kind == .needsReview && blackFinding.message.contains("secure window"))
        let greyFinding = try #require(textFindings(try screen(grey, [text()])).first)
        #expect(greyFinding.kind == .needsReview && greyFinding.message.contains("one colour"))
        let outside = text(frame: Rect(x: 300, y: 250, width: 300, height: 100))
        let outsideFinding = try #require(textFindings(try screen(canvas(ink: Self.black), [outside])).first)
        #expect(outsideFinding.kind == .needsReview && outsideFinding.message.contains("outside the screenshot"))
    }

    @Test func disabledTextFallsUnderItsException() throws {
        let findings = textFindings(try screen(canvas(ink: (0xCC, 0xCC, 0xCC)), [text(enabled: false)]))
        #expect(!findings.isEmpty && findings.allSatisfy { $0.kind == .notApplicable })
    }

    @Test func declaredColoursTakePrecedenceOverPixels() throws {
        var element = text()
        element.foregroundColor = Color(red: 0, green: 0, blue: 0)
        element.backgroundColor = Color(red: 1, green: 1, blue: 1)
        element.textStyle = TextStyle(fontSize: 14, weight: 400)
        let findings = textFindings(try screen(canvas(ink: (0xCC, 0xCC, 0xCC)), [element]))
        #expect(findings.contains { $0.kind == .pass && $0.message.contains("#000000 on #FFFFFF") })
        #expect(!findings.contains { $0.kind == .violation })
    }

    @Test func iOSPointsMapThroughTheScale() throws {
        // A 130 × 100 pt screen captured at 3 px per point; the text sits at pt (10, 10, 100, 20).
        var canvas = SyntheticScreenshot(width: 390, height: 300, fill: Self.white)
        canvas.text(x: 33, y: 36, width: 290, glyphHeight: 36, ink: (0xCC, 0xCC, 0xCC), on: Self.white)
        let scale = try Screenshot.scale(imageWidth: 390, imageHeight: 300, viewport: Size(width: 130, height: 100),
                                         unit: .points, source: "ios.png")
        #expect(scale == 3)
        var screen = Screen(viewport: Size(width: 130, height: 100), unit: .points,
                            tree: ElementTree(roots: [Node(text(frame: Rect(x: 10, y: 10, width: 100, height: 20)))]))
        screen.screenshot = try canvas.screenshot(pixelsPerUnit: scale)
        let context = AppContext(snapshot: AppSnapshot(screens: [screen])).screens[0]
        let violation = try #require(textFindings(context).first { $0.kind == .violation })
        #expect(violation.message.contains("#CCCCCC on #FFFFFF"))
    }

    @Test func aScreenshotThatDoesNotFitTheDumpIsAnError() {
        // Rotated: a portrait capture of a landscape dump.
        #expect(throws: ScreenshotError.self) {
            try Screenshot.scale(imageWidth: 1179, imageHeight: 2556, viewport: Size(width: 852, height: 393), unit: .points, source: "a.png")
        }
        // Android pixels of another width.
        #expect(throws: ScreenshotError.self) {
            try Screenshot.scale(imageWidth: 720, imageHeight: 1600, viewport: Size(width: 1080, height: 2400), unit: .pixels, source: "b.png")
        }
        // No viewport to map onto.
        #expect(throws: ScreenshotError.self) {
            try Screenshot.scale(imageWidth: 720, imageHeight: 1600, viewport: nil, unit: .pixels, source: "c.png")
        }
        // Bytes that do not hold the dimensions.
        #expect(throws: ScreenshotError.self) { try Screenshot(width: 10, height: 10, rgba: [0, 0, 0], pixelsPerUnit: 1) }
        // An Android window shorter than the capture (navigation bar) fits.
        #expect((try? Screenshot.scale(imageWidth: 1080, imageHeight: 2400, viewport: Size(width: 1080, height: 2254),
                                       unit: .pixels, source: "d.png")) == 1)
    }
}
