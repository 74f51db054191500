import Foundation
import MCAGReporting
import MCAGRules
import Testing

/// The HTML report's "On screen" section: outlines linked both ways with the cards.
@Suite struct HTMLScreenViewTests {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]

    func html(screenshots: [ReportScreenshot]) throws -> String {
        var options = ReportOptions()
        options.screenshots = screenshots
        return HTMLReport.render(try ReportFixture.report().judged(ReportFixture.catalog), catalog: ReportFixture.catalog, options: options)
    }

    @Test func outlinesEachFramedViolationAndLinksBothWays() throws {
        let shot = ReportScreenshot(screen: "Login <main>", png: png, pixelWidth: 100, pixelHeight: 200, pixelsPerUnit: 2)
        let page = try html(screenshots: [shot])
        #expect(page.contains("src=\"data:image/png;base64,\(Data(png).base64EncodedString())\""))
        // Only "very tiny" has a frame; "tiny help" has none and gets no outline.
        let marks = page.components(separatedBy: "class=\"mark\"").count - 1
        #expect(marks == 1)
        let number = try #require(page.firstMatch(of: #/data-impact="\w+" id="mark-(\d+)" href="#v(\d+)"/#))
        #expect(number.output.1 == number.output.2)
        #expect(page.contains("<li class=\"element\" id=\"v\(number.output.1)\"><a class=\"on-screen\" href=\"#mark-\(number.output.1)\""))
        #expect(page.contains("href=\"#mark-\(number.output.1)\""))
        // Frame (1, 2) at 2 px per unit on a 100 × 200 image.
        #expect(page.contains("left:2%;top:2%"))
        #expect(page.contains("Login &lt;main&gt;: 1 violation outlined"))
    }

    /// The first card a reader meets shows something to fix: a screen given first with nothing
    /// outlined comes after the screens with violations.
    @Test func screensWithViolationsComeFirst() throws {
        let clean = ReportScreenshot(screen: "Nothing here", png: png, pixelWidth: 100, pixelHeight: 200, pixelsPerUnit: 2)
        let shot = ReportScreenshot(screen: "Login <main>", png: png, pixelWidth: 100, pixelHeight: 200, pixelsPerUnit: 2)
        let page = try html(screenshots: [clean, shot])
        let failing = try #require(page.range(of: "Login &lt;main&gt;: 1 violation outlined"))
        let empty = try #require(page.range(of: "Nothing here: 0 violations outlined"))
        #expect(failing.lowerBound < empty.lowerBound)
    }

    /// A two-digit number stays on one line at the screen's edge ("1" over "1" reads as two marks).
    @Test func markNumbersDoNotWrap() throws {
        let page = try html(screenshots: [ReportScreenshot(screen: "Login <main>", png: png, pixelWidth: 100, pixelHeight: 200, pixelsPerUnit: 2)])
        let rule = try #require(page.firstMatch(of: #/\.mark span\{[^}]*\}/#))
        #expect(rule.output.contains("white-space:nowrap"))
    }

    @Test func withoutScreenshotsTheReportIsUnchanged() throws {
        let page = try html(screenshots: [])
        #expect(!page.contains("On screen</h2>"))
        #expect(!page.contains("class=\"mark\""))
        #expect(!page.contains("class=\"on-screen\""))
    }
}
