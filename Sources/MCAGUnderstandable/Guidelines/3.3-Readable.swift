public import MCAGCore

extension Understandable {
    /// Guideline 3.3, Readable.
    public static var readable: Guideline {
        Guideline("3.3", "Readable", id: "MCAG:readable",
                  description: "This guideline deals with text readability and reading efficiency in terms of text layout and adaptivity.") {
            Criterion("MCAG:text-spacing", number: "3.3.1", "Text Spacing") {
                Description("Blocks of text (three lines or more in a body text font size) have sufficient spacing between lines, words, and characters.")
                Requirement("Spaces between lines in text blocks are at least 0.9 times the font size and no more than 1.7 times the font size.", impact: .minor ... .serious)
                Requirement("Spaces between paragraphs (on subsequent paragraphs) should be at least two tines of the line spacing", impact: .minor ... .serious)
                Requirement("Font’s default inter-word spacing should not be changed.", impact: .minor ... .serious)
                Requirement("Font’s default inter-letter spacing should not be changed.", impact: .minor ... .serious)
                WCAG("1.4.12", "Text Spacing", level: .aa, url: "https://www.w3.org/TR/WCAG22/#text-spacing")
                Reference(.appleHumanInterfaceGuidelines, "Apple User Interface Guidelines, Typography, iOS, iPadOS larger accessibility type sizes", url: "https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-larger-accessibility-type-sizes")
                Reference(.materialDesign, "Ensuring readability", url: "https://m3.material.io/styles/typography/applying-type#f1f55a3a-323f-4eec-ba0d-a3808c943f7d")
            }
            Criterion("MCAG:scaled-text-legibility", number: "3.3.2", "Scaled Text Legibility") {
                Description("When text is scaled to the maximum size allowed by the operating system, it is not clipped, obscured, overlapped, or covered by other texts or elements.")
                Requirement("Text lines do not exceed the viewport width, causing a two-dimensional scroll.", impact: .moderate ... .serious)
                Requirement("Spaces between paragraphs (on subsequent paragraphs) should be at least two tines of the line spacing", impact: .minor)
                WCAG("1.4.4", "Resize Text", level: .aa, url: "https://www.w3.org/TR/WCAG22/#resize-text")
                Reference(.appleHumanInterfaceGuidelines, "Text display", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
                Reference(.androidAccessibilityPrinciples, "Text Scaling", url: "https://support.google.com/accessibility/android/answer/12159181")
            }
            Criterion("MCAG:font-variants-on-text-blocks", number: "3.3.3", "Font Variants on Text Blocks") {
                Description("Text blocks are not entirely written with font variants that may affect the ease of legibility.")
                Requirement("Text blocks are not entirely written with capital letters.", impact: .minor)
                Requirement("Text blocks are not entirely written with “italic” font weight.", impact: .minor)
                Requirement("Text blocks are not entirely written with “light(er)” or “thin(er)” font weight.", impact: .minor)
                Reference(.appleHumanInterfaceGuidelines, "Text display, Prefer regular or heavy font weights in your app", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
                Reference(.appleHumanInterfaceGuidelines, "Text display, Avoid using italics or all caps for long passages of text", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
            }
            Criterion("MCAG:text-blocks-lignment", number: "3.3.4", "Text Blocks Alignment") {
                Description("Text blocks are not set to have a “full justify” alignment.")
                Requirement("The inter-word spacings within text blocks are even and consistent.", impact: .minor)
                Reference(.appleHumanInterfaceGuidelines, "Text display, Avoid full text justification", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
            }
            Criterion("MCAG:text-lines-length", number: "3.3.5", "Text Lines Length") {
                Description("Text rows are adaptive to the viewport's width and have a legible length.")
                Requirement("The length of text lines does not exceed the width of the screen borders.", impact: .serious)
                Requirement("Text line lengths do not exceed 70 characters per row, including spaces.", impact: .minor)
                Reference(.appleHumanInterfaceGuidelines, "Text display, Avoid full text justification", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
                Reference(.other, "Funka Mobile guidelines", url: "https://www.funka.com/contentassets/9131835638b640cf96baf2ef62a2fba4/guidelines_for_the_development_of_accessible_mobile_interfaces.pdf")
            }
        }
    }
}
