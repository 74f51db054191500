import Foundation
import Testing
@testable import MCAGPerceivable

/// The decorative-image check trims and lower-cases every image's label by
/// bytes when it is ASCII; that must give Foundation's answer exactly.
@Suite struct PlaceholderLabelTests {
    /// Seeded labels from pieces a label can hold at its ends and inside:
    /// every ASCII white-space byte, other control bytes, letters of both
    /// cases, digits, punctuation, and a few characters beyond ASCII.
    static let labels: [String] = {
        let pieces = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{1C}", "\u{1F}", "\u{7F}", "\0", "a", "Z",
                      "Icon", "IMG_", "7", "-", ".PNG", "_", "\u{A0}", "\u{85}", "\u{2028}", "é", "推"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<3_000).map { _ in (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined() }
    }()

    @Test func trimmingByBytesAgreesWithFoundation() {
        for label in Self.labels {
            let expected = label.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            #expect(PlaceholderLabel.trimmedLowercased(label) == expected, "\(label.unicodeScalars.map(\.value))")
        }
    }

    @Test func placeholderLabelsAreStillFound() {
        #expect(PlaceholderLabel.matches("  Image\n"))
        #expect(PlaceholderLabel.matches("\tic_launcher"))
        #expect(PlaceholderLabel.matches("ICON-23"))
        #expect(PlaceholderLabel.matches("photo.JPG "))
        #expect(!PlaceholderLabel.matches("Profile photo of Ana"))
        #expect(!PlaceholderLabel.matches(" \t\r\n"))
    }
}
