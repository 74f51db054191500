public import MCAGCore

extension Operable {
    /// Guideline 2.5, Navigable.
    public static var navigable: Guideline {
        Guideline("2.5", "Navigable", id: "MCAG:navigable") {
            Description("This guideline addresses the ability of users to quickly and intuitively navigate to any control area and content in the user interface with any user agent or assistive technology supported by the device.")
            Criterion("MCAG:bypass-blocks", number: "2.5.1", "Bypass Blocks") {
                Description("If any essential content or features are sequentially located after lengthy content lists, such as feeds, product catalogs, or search results, enable direct access for users to navigate to them quickly.")
                Requirement("Users can reach essential elements and content using the quick access features of screen readers' “Accessibility Navigation Menus” or similar technology.", impact: .serious) {
                    HowToTest("On screens with long lists (feeds, catalogues, search results), find the content and controls placed after the list. With VoiceOver, use the rotor (Headings, Containers, Links, custom rotors) and with TalkBack the reading controls and headings navigation to jump past the list in a few gestures. With a hardware keyboard, check that a heading jump or a skip control reaches them without stepping through every item.")
                }
                WCAG.bypassBlocks
            }
            Criterion("MCAG:navigation-traps", number: "2.5.2", "Navigation traps") {
                Description("Users can reach to and away from any UI element, control, or group using any user agent and input modality.")
                Requirement("Users can navigate sequentially through the screen without getting trapped in navigation loops or dead ends with any user agent and input modality.", impact: .critical) {
                    HowToTest("On each screen, move forward and backward through every element with VoiceOver or TalkBack swipes, with a hardware keyboard (Tab, arrows, VO+arrows), and with Switch Control or Switch Access scanning. Focus must reach the last element and leave every group, list, web view, map and modal once it is dismissed. Note any loop that cycles among a few elements, any dead end, and how you escaped it, then continue.")
                }
                WCAG.noKeyboardTrap
                WCAG.focusOrder
                Section508.keyboardTrap
                Section508.gestureTrap
            }
            Criterion("MCAG:two-dimensional-scroll", number: "2.5.3", "Two-dimensional Scroll") {
                Description("Screens or components do not require two-dimensional scrolling unless it is essential for the content or functionality.")
                Requirement("Screens and components do not require two-dimensional scrolling, except when:", impact: .serious) {
                    Exception("essential-two-dimensional", "Two-dimensional scrolling is essential for understanding the content or the application's functionality (e.g., maps, diagrams, large data tables, games)")
                    HowToTest("On every screen, at default and at the largest text size, try to scroll both ways. Content that can be read only by scrolling both horizontally and vertically fails unless it is a map, diagram, large data table or game. With VoiceOver or TalkBack, check that the hidden part is reachable by swiping, and that three-finger scrolling moves along one axis at a time.")
                    Note("Seed 001 prints this test with two bullets from Accessible Authentication (recognising objects, identifying user-provided content) and a Serious to Critical range; the upstream data (criteria.json) gives the two-dimensional-scrolling exception and Serious, which this catalog follows.")
                    TwoDimensionalScrollCheck()
                }
                WCAG.reflow
            }
        }
    }
}
