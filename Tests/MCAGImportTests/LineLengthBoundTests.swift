import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// MCAG 3.3.5: "Text line lengths do not exceed 70 characters per row,
/// including spaces". Without a font size, a frame's width in dp still bounds
/// a line: at the smallest type size (11 sp) and 0.4 em a character.
struct LineLengthBoundTests {
    typealias Real = ScreenReaderModelRealDumpTests
    static let length = "MCAG:text-lines-length#2"

    @Test func aNarrowParagraphCannotHoldALongLine() throws {
        // Fluent Health's sign-up, 360 dpi: a 115-character TextView 566 px = 252 dp wide holds at
        // most 252 / (11 × 0.4) = 57 characters a line.
        let screen = try Real.audit(Fixtures.corpus("android", "fluent-health-signup.xml"), dpi: 360)
        let text = try screen.index("android.widget.TextView", 77, 902, 566, 98)
        let findings = screen.findings(Self.length, at: text)
        #expect(findings.map(\.kind) == [.pass])
        #expect(findings.first?.message.contains("at most 57 characters") == true)
    }

    @Test func aWiderParagraphStillNeedsItsFontSize() throws {
        // Aryaa's home, 420 dpi: 912 px = 347 dp could hold 78 characters at 11 sp, over 70.
        let screen = try Real.audit(Fixtures.corpus("android", "aryaa-home-compose.xml"), dpi: 420)
        let text = try screen.index("android.widget.TextView", 84, 368, 912, 126)
        let findings = screen.findings(Self.length, at: text)
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.missing.contains("textStyle.fontSize") == true)
        #expect(findings.first?.message.contains("up to 78 characters") == true)
    }
}
