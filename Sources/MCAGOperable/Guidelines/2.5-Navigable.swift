public import MCAGCore

extension Operable {
    /// Guideline 2.5, Navigable.
    public static var navigable: Guideline {
        Guideline("2.5", "Navigable", id: "MCAG:navigable",
                  description: "This guideline addresses the ability of users to quickly and intuitively navigate to any control area and content in the user interface with any user agent or assistive technology supported by the device.") {
            Criterion("MCAG:bypass-blocks", number: "2.5.1", "Bypass Blocks") {
                Description("If any essential content or features are sequentially located after lengthy content lists, such as feeds, product catalogs, or search results, enable direct access for users to navigate to them quickly.")
                Requirement("Users can reach essential elements and content using the quick access features of screen readers' “Accessibility Navigation Menus” or similar technology.", impact: .serious)
                WCAG("2.4.1", "Bypass Blocks", level: .a, url: "https://www.w3.org/TR/WCAG22/#bypass-blocks")
            }
            Criterion("MCAG:navigation-traps", number: "2.5.2", "Navigation traps") {
                Description("Users can reach to and away from any UI element, control, or group using any user agent and input modality.")
                Requirement("Users can navigate sequentially through the screen without getting trapped in navigation loops or dead ends with any user agent and input modality.", impact: .critical)
                WCAG("2.1.2", "No Keyboard Trap", level: .a, url: "https://www.w3.org/TR/WCAG22/#no-keyboard-trap")
            }
            Criterion("MCAG:two-dimensional-scroll", number: "2.5.3", "Two-dimensional Scroll") {
                Description("Screens or components do not require two-dimensional scrolling unless it is essential for the content or functionality.")
                Requirement("Screens and components do not require two-dimensional scrolling, except when:", impact: .serious) {
                    Exception("two-dimensional-scrolling-essential", "Two-dimensional scrolling is essential for understanding the content or the application's functionality (e.g., maps, diagrams, large data tables, games)")
                }
                WCAG("1.4.10", "Reflow", level: .aa, url: "https://www.w3.org/TR/WCAG22/#reflow")
            }
        }
    }
}
