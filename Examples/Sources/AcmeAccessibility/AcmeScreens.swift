public import MCAGRules

/// Snapshots of ACME's screens, built in Swift. A suite can equally load
/// them from JSON files with `SnapshotImporter.importFile(at:)` from MCAGImport.
public enum AcmeScreens {
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)
    static let ink = Color(red: 0.1, green: 0.1, blue: 0.1)
    static let iPhone = Density.iosPoints(ppi: 460, scale: 3)

    /// A receipt that follows the rules.
    public static let receipt = Screen(
        name: "Receipt", title: "Your receipt", density: iPhone,
        Node(Element(role: .window, identifier: "receipt")) {
            Node(Element(role: .heading, label: "Thank you", text: "Thank you", frame: Rect(x: 16, y: 100, width: 343, height: 34),
                         headingLevel: 1, foregroundColor: ink, backgroundColor: white))
            Node(Element(role: .text, label: "Total €12", text: "Total €12", frame: Rect(x: 16, y: 150, width: 343, height: 22),
                         foregroundColor: BrandContrastCheck.brandRed, backgroundColor: white))
            Node(Element(role: .button, label: "Done", identifier: "done", text: "Done",
                         frame: Rect(x: 16, y: 700, width: 343, height: 50), isEnabled: true,
                         foregroundColor: white, backgroundColor: ink))
        })

    /// Checkout: the logo is brand red on black (a declared exception), and
    /// the sale badge is brand red on black too (a real violation).
    public static let checkout = Screen(
        name: "Checkout", title: "Checkout", density: iPhone,
        Node(Element(role: .window, identifier: "checkout")) {
            Node(Element(role: .image, label: "ACME", identifier: "logo", text: "ACME",
                         frame: Rect(x: 16, y: 50, width: 120, height: 40),
                         foregroundColor: BrandContrastCheck.brandRed, backgroundColor: black))
            Node(Element(role: .text, label: "Sale -20%", identifier: "sale-badge", text: "Sale -20%",
                         frame: Rect(x: 16, y: 120, width: 100, height: 24),
                         foregroundColor: BrandContrastCheck.brandRed, backgroundColor: black))
        })

    /// The legacy settings screen: two known problems recorded in a baseline.
    public static func settings(withNewBanner: Bool = false) -> Screen {
        Screen(
            name: "Settings", title: "Settings", density: iPhone,
            Node(Element(role: .window, identifier: "settings")) {
                Node(Element(role: .list)) {
                    Node(Element(role: .text, text: "Delete account", frame: Rect(x: 16, y: 100, width: 200, height: 22),
                                 foregroundColor: BrandContrastCheck.brandRed, backgroundColor: black))
                    Node(Element(role: .text, text: "Sign out", frame: Rect(x: 16, y: 140, width: 200, height: 22),
                                 foregroundColor: BrandContrastCheck.brandRed, backgroundColor: black))
                }
                if withNewBanner {
                    Node(Element(role: .text, identifier: "promo-banner", text: "New: dark mode",
                                 frame: Rect(x: 16, y: 20, width: 300, height: 22),
                                 foregroundColor: BrandContrastCheck.brandRed, backgroundColor: black))
                }
            })
    }
}
