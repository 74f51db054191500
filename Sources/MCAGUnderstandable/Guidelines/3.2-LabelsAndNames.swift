public import MCAGCore

extension Understandable {
    /// Guideline 3.2, Labels and Names.
    public static var labelsAndNames: Guideline {
        Guideline("3.2", "Labels and Names", id: "MCAG:labels-and-names",
                  description: "This guideline deals with elements' identifying names and text alternatives in terms of content clarity and the validity of the technical implementation of the name or label.") {
            Criterion("MCAG:meaning-and-purpose", number: "3.2.1", "Meaning and Purpose") {
                Description("Names and labels of user interface elements, with an emphasis on interactive elements, should reflect their meaning and purpose independent of their visual context.")
                Requirement("Accessible name clearly conveys the purpose of elements in context", impact: .critical)
                Requirement("Accessible name clearly conveys the purpose of elements always", impact: .moderate)
                WCAG("2.4.4", "Link Purpose (In Context)", level: .a, url: "https://www.w3.org/TR/WCAG22/#link-purpose-in-context")
                WCAG("2.4.6", "Headings and Labels", level: .aa, url: "https://www.w3.org/TR/WCAG22/#headings-and-labels")
                WCAG("2.4.9", "Link Purpose (Link Only)", level: .aaa, url: "https://www.w3.org/TR/WCAG22/#link-purpose-link-only")
            }
            Criterion("MCAG:appropriate-text-alternatives", number: "3.2.2", "Appropriate Text Alternatives") {
                Description("The text alternatives of images and media elements should be descriptive, and their phrasing should be appropriate to the element's purpose as described in the W3C's Images Tutorial.")
                Requirement("Text alternatives of informative images represent each image's content.", impact: .serious)
                Requirement("Text alternatives of functional images describe the action or outcome triggered by interacting with the image", impact: .serious)
                Requirement("Text alternatives of complex images provide a concise yet comprehensive description of the crucial information within the image.", impact: .serious)
                Requirement("Decorative images are not announced by assistive technologies", impact: .moderate)
                Requirement("Text alternatives of images of text contain the text presented within the image.", impact: .serious)
                WCAG("1.1.1", "Non-text Content", level: .a, url: "https://www.w3.org/TR/WCAG22/#non-text-content")
            }
            Criterion("MCAG:consistent-labeling", number: "3.2.3", "Consistent Labeling") {
                Description("Interactive elements with exact functionality have the same accessible name.")
                Requirement("Elements with identical functionality on the same screen have the same accessible name.", impact: .serious)
                Requirement("Elements with identical functionality have the same accessible name on the entire app.", impact: .moderate)
                WCAG("3.2.4", "Consistent Identification", level: .aa, url: "https://www.w3.org/TR/WCAG22/#consistent-identification")
            }
            Criterion("MCAG:unique-labels", number: "3.2.4", "Unique Labels") {
                Description("Labels and accessible name of interactive elements should be unique identifiers.")
                Requirement("Interactive elements' labels and accessible names are unique., except when:", impact: .minor) {
                    Exception("elements-exact-functionality", "Elements have the exact functionality")
                }
                WCAG("3.2.4", "Consistent Identification", level: .aa, url: "https://www.w3.org/TR/WCAG22/#consistent-identification")
            }
            Criterion("MCAG:clean-names", number: "3.2.4", "Clean Names") {
                Description("Elements' accessible name do not contain state or value statements or a reference to the element's type or role.")
                Requirement("Interactive elements' accessible names do not contain state statements.", impact: .minor)
                Requirement("Interactive elements' accessible names do not contain value statements.", impact: .minor)
                Requirement("Elements' type is not specified in their accessible names.", impact: .minor)
                WCAG("3.2.4", "Consistent Identification", level: .aa, url: "https://www.w3.org/TR/WCAG22/#consistent-identification")
            }
        }
    }
}
