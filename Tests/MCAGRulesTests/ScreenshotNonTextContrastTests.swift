import Testing
import MCAGRules

/// 1.4.2 measured from screenshot pixels with known colours.
@Suite struct ScreenshotNonTextContrastTests {
    typealias RGB = SyntheticScreenshot.RGB
    static let white: RGB = (255, 255, 255)
    static let iconFrame = Rect(x: 100, y: 100, width: 48, height: 48)

    func findings(_ canvas: SyntheticScreenshot, _ element: Element, scope: NonTextContrastCheck.Scope) throws -> [Finding] {
        var screen = Screen(viewport: Size(width: 300, height: 300), unit: .pixels, density: .androidPixels(dpi: 420),
                            tree: ElementTree(roots: [Node(Element(role: .container), children: [Node(element)])]))
        screen.screenshot = try canvas.screenshot()
        return NonTextContrastCheck(scope).evaluate(AppContext(snapshot: AppSnapshot(screens: [screen])).screens[0])
    }

    func icon(_ ink: RGB) -> SyntheticScreenshot {
        var canvas = SyntheticScreenshot(width: 300, height: 300, fill: Self.white)
        canvas.text(x: 104, y: 110, width: 40, glyphHeight: 28, ink: ink, on: Self.white, stem: 5, pitch: 13)
        return canvas
    }

    @Test func paleIconFailsAndGreyIconPasses() throws {
        let image = Element(role: .image, label: "Warning", frame: Self.iconFrame)
        let pale = try findings(icon((0xD0, 0xD0, 0xD0)), image, scope: .graphics)
        #expect(pale.count == 1 && pale.first?.kind == .violation, "\(pale.map(\.message))")
        #expect(pale.first?.message.contains("#D0D0D0 on #FFFFFF") == true)
        let grey = try findings(icon((0x66, 0x66, 0x66)), image, scope: .graphics)
        #expect(grey.count == 1 && grey.first?.kind == .pass, "\(grey.map(\.message))")
    }

    @Test func filledButtonPassesOnItsFillAgainstTheSurroundings() throws {
        var canvas = SyntheticScreenshot(width: 300, height: 300, fill: Self.white)
        canvas.fill(x: 100, y: 100, width: 120, height: 48, (0x00, 0x66, 0xCC))
        let button = Element(role: .button, label: "Pay", frame: Rect(x: 100, y: 100, width: 120, height: 48))
        let result = try findings(canvas, button, scope: .controls)
        #expect(result.first?.kind == .pass && result.first?.message.contains("fill #0066CC against #FFFFFF") == true,
                "\(result.map(\.message))")
    }

    @Test func photographNeedsReview() throws {
        var canvas = SyntheticScreenshot(width: 300, height: 300, fill: Self.white)
        canvas.noise(x: 100, y: 100, width: 48, height: 48)
        let image = Element(role: .image, label: "Portrait", frame: Self.iconFrame)
        let result = try findings(canvas, image, scope: .graphics)
        // Noise against white may still pass on the fill; it must never be a violation.
        #expect(result.count == 1 && result.first?.kind != .violation, "\(result.map(\.message))")
    }

    @Test func invisibleControlOnItsBackgroundNeedsReviewNotAViolation() throws {
        // One colour everywhere inside and around: the frame may be wrong, so a person looks.
        var canvas = SyntheticScreenshot(width: 300, height: 300, fill: Self.white)
        canvas.fill(x: 0, y: 0, width: 10, height: 10, (0, 0, 0))
        let button = Element(role: .button, label: "Pay", frame: Rect(x: 100, y: 100, width: 120, height: 48))
        let result = try findings(canvas, button, scope: .controls)
        #expect(result.first?.kind == .needsReview, "\(result.map(\.message))")
    }
}
