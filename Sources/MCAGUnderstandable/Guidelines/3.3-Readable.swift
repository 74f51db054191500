public import MCAGCore

extension Understandable {
    /// Guideline 3.3, Readable.
    public static var readable: Guideline {
        Guideline("3.3", "Readable", id: "MCAG:readable") {
            Description("This guideline deals with text readability and reading efficiency in terms of text layout and adaptivity.")
            textSpacingCriterion
            scaledTextLegibilityCriterion
            fontVariantsOnTextBlocksCriterion
            textBlocksLignmentCriterion
            textLinesLengthCriterion
        }
    }

    /// Criterion 3.3.1, Text Spacing.
    private static var textSpacingCriterion: Criterion {
        Criterion("MCAG:text-spacing", number: "3.3.1", "Text Spacing") {
            Description("Blocks of text (three lines or more in a body text font size) have sufficient spacing between lines, words, and characters.")
            Requirement("Spaces between lines in text blocks are at least 0.9 times the font size and no more than 1.7 times the font size.", impact: .minor ... .serious) {
                HowToTest("Find every block of three or more lines in the body font. Measure the distance from one baseline to the next (or read the line height from the layout inspector) and divide it by the font size: the result must lie between 0.9 and 1.7. Repeat at the largest text size, where fixed line heights often make lines collide.")
            }
            Requirement("Spaces between paragraphs (on subsequent paragraphs) should be at least two tines of the line spacing", impact: .minor ... .serious) {
                Note("\"tines\" is MCAG's typo for \"times\"; the text is kept as published.")
                HowToTest("In text with several paragraphs, compare the gap between the last line of one paragraph and the first line of the next with the gap between two lines inside a paragraph. The paragraph gap must be at least twice the line gap.")
            }
            Requirement("Font’s default inter-word spacing should not be changed.", impact: .minor ... .serious) {
                HowToTest("Inspect the text attributes of each text block (iOS attributed string or Android TextView properties) for custom word spacing, and compare the rendering with the same font set in a plain label. The spaces between words must be the font's own.")
            }
            Requirement("Font’s default inter-letter spacing should not be changed.", impact: .minor ... .serious) {
                HowToTest("Inspect each text block for kerning or tracking (iOS `kern`/`tracking`, Android `letterSpacing`). Any value other than the font's default fails, whether it squeezes or spreads the letters.")
            }
            WCAG.textSpacing
            Reference(.appleHumanInterfaceGuidelines, "Apple User Interface Guidelines, Typography, iOS, iPadOS larger accessibility type sizes", url: "https://developer.apple.com/design/human-interface-guidelines/typography#iOS-iPadOS-larger-accessibility-type-sizes")
            Reference(.materialDesign, "Ensuring readability", url: "https://m3.material.io/styles/typography/applying-type#f1f55a3a-323f-4eec-ba0d-a3808c943f7d")
        }
    }

    /// Criterion 3.3.2, Scaled Text Legibility.
    private static var scaledTextLegibilityCriterion: Criterion {
        Criterion("MCAG:scaled-text-legibility", number: "3.3.2", "Scaled Text Legibility") {
            Description("When text is scaled to the maximum size allowed by the operating system, it is not clipped, obscured, overlapped, or covered by other texts or elements.")
            Requirement("Text lines do not exceed the viewport width, causing a two-dimensional scroll.", impact: .moderate ... .serious) {
                HowToTest("Set the largest text size the system offers (iOS: Settings > Accessibility > Display & Text Size > Larger Text, with larger accessibility sizes on; Android: Settings > Display > Font size), restart the app and visit every screen. Text must wrap inside the screen: no line may run past the edge, be clipped or need horizontal scrolling to read, and no text may overlap or be covered by other elements.")
            }
            Requirement("Spaces between paragraphs (on subsequent paragraphs) should be at least two tines of the line spacing", impact: .minor) {
                Note("MCAG repeats 3.3.1's second test here word for word, typo included; it is kept so that the catalog matches the published draft. Test it at the largest text size.")
                HowToTest("At the largest system text size, compare the gap between paragraphs with the gap between lines inside a paragraph: the paragraph gap must still be at least twice the line gap after scaling.")
            }
            WCAG.resizeText
            Reference(.appleHumanInterfaceGuidelines, "Text display", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
            Reference(.androidAccessibilityPrinciples, "Text Scaling", url: "https://support.google.com/accessibility/android/answer/12159181")
            Section508.zoomedTextNotEnlarged
        }
    }

    /// Criterion 3.3.3, Font Variants on Text Blocks.
    private static var fontVariantsOnTextBlocksCriterion: Criterion {
        Criterion("MCAG:font-variants-on-text-blocks", number: "3.3.3", "Font Variants on Text Blocks") {
            Description("Text blocks are not entirely written with font variants that may affect the ease of legibility.")
            Requirement("Text blocks are not entirely written with capital letters.", impact: .minor) {
                HowToTest("Find every text block (three or more full lines in the body font). Check that none is set entirely in capitals, whether typed that way or turned into capitals by a text transform (Android `textAllCaps`, iOS `uppercased()`). Short labels and headings are not text blocks.")
                AllCapsTextBlockCheck()
            }
            Requirement("Text blocks are not entirely written with “italic” font weight.", impact: .minor) {
                HowToTest("Find every text block and check that it is not set entirely in italic or oblique type. Italic for a few emphasised words inside a block is fine.")
                ItalicTextBlockCheck()
            }
            Requirement("Text blocks are not entirely written with “light(er)” or “thin(er)” font weight.", impact: .minor) {
                HowToTest("Find every text block and read its font weight in the layout inspector: Ultralight, Thin and Light (weights 100 to 300) fail; Regular (400) or heavier passes. Check again with Bold Text turned on, which should make the text heavier.")
                ThinWeightTextBlockCheck()
            }
            Reference(.appleHumanInterfaceGuidelines, "Text display, Prefer regular or heavy font weights in your app", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
            Reference(.appleHumanInterfaceGuidelines, "Text display, Avoid using italics or all caps for long passages of text", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
        }
    }

    /// Criterion 3.3.4, Text Blocks Alignment.
    private static var textBlocksLignmentCriterion: Criterion {
        Criterion("MCAG:text-blocks-lignment", number: "3.3.4", "Text Blocks Alignment") {
            Description("Text blocks are not set to have a “full justify” alignment.")
            Requirement("The inter-word spacings within text blocks are even and consistent.", impact: .minor) {
                HowToTest("Find every text block and check its alignment: it must be aligned to the reading edge (left in left-to-right languages, right in right-to-left ones), never fully justified (iOS `NSTextAlignment.justified`, Android `justificationMode` inter-word). Look for \"rivers\" of white space between words, which justification creates.")
                JustifiedTextBlockCheck()
            }
            Reference(.appleHumanInterfaceGuidelines, "Text display, Avoid full text justification", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
        }
    }

    /// Criterion 3.3.5, Text Lines Length.
    private static var textLinesLengthCriterion: Criterion {
        Criterion("MCAG:text-lines-length", number: "3.3.5", "Text Lines Length") {
            Description("Text rows are adaptive to the viewport's width and have a legible length.")
            Requirement("The length of text lines does not exceed the width of the screen borders.", impact: .serious) {
                HowToTest("On every screen, in portrait and landscape and at the largest text size, check that each line of text ends inside the screen: none is cut off at the edge or needs horizontal scrolling to be read.")
                TextWiderThanScreenCheck()
            }
            Requirement("Text line lengths do not exceed 70 characters per row, including spaces.", impact: .minor) {
                Note("For Chinese, Japanese and Korean text this project applies 40 characters, the figure WCAG 1.4.8 gives for those scripts, because their full-width characters make character counts incomparable with Latin text.")
                HowToTest("On a tablet or in landscape, where lines are longest, count the characters (spaces included) of the longest line of each paragraph. No line may exceed 70 characters; constrain the width of the text container if one does.")
                TextLineLengthCheck()
            }
            Reference(.appleHumanInterfaceGuidelines, "Text display, Avoid full text justification", url: "https://developer.apple.com/design/human-interface-guidelines/accessibility#Text-display")
            Reference(.other, "Funka Mobile guidelines", url: "https://www.funka.com/contentassets/9131835638b640cf96baf2ef62a2fba4/guidelines_for_the_development_of_accessible_mobile_interfaces.pdf")
        }
    }
}
