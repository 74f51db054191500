package import MCAGCore

/// The check's examples: where a control's name comes from, what is no name, and fields.
extension InteractiveNameCheck {
    package var examples: [CheckExample] { Self.firstExamples + Self.notANameExamples }

    private static var firstExamples: [CheckExample] { nameSourceExamples + markedNamelessExamples }

    private static var nameSourceExamples: [CheckExample] {
        return [
            .passes("A labelled icon button", Node(Element(role: .button, label: "Play"))),
            .passes("A clickable row named by its text",
                    Node(Element(role: .cell, isClickable: true)) { Node(Element(role: .text, text: "Wi-Fi")) }),
            .passes("A clickable row named through a container hidden from assistive technology",
                    Node(Element(role: .cell, isClickable: true)) {
                        Node(Element(role: .container, isAccessibilityElement: false)) {
                            Node(Element(role: .text, label: "Ada Lovelace: first program published"))
                        }
                    }),
            .fails("A slider whose only name is its position, \"50%\"",
                   Node(Element(role: .slider, label: "50%")).flagged()),
            .passes("A slider named \"Bass\", its position in its value",
                    Node(Element(role: .slider, label: "Bass", value: "50%"))),
            .needsReview("A text field named only by its placeholder, on a platform the capture does not name",
                         Node(Element(role: .textField, hint: "Email address")).flagged()),
            .fails("On iOS, a text field whose accessibility label is empty and that shows only its placeholder",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(
                       Node(Element(role: .textField, label: "", hint: "Email address")).flagged()))),
            .fails("On iOS, a search field whose accessibility label is empty and that holds typed text",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(
                       Node(Element(role: .searchField, label: "", value: "Radiolab", hint: "Search episodes")).flagged()))),
            .passes("On iOS, a text field labelled \"Email address\" with a placeholder",
                    app: AppSnapshot(app: AppFacts(platform: .ios), Screen(
                        Node(Element(role: .textField, label: "Email address", hint: "you@example.com"))))),
            .needsReview("On Android, a View-based field showing only its typed text: a labelFor elsewhere, which the dump does not write, may name it",
                         app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                             Node(Element(role: .textField, className: "android.widget.EditText", text: "h", isFocusable: true)).flagged()))),
            .fails("On Android, a Jetpack Compose field showing only its typed text: Compose has no labelFor, so nothing names it",
                   app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                       Node(Element(role: .container, className: "androidx.compose.ui.platform.ComposeView")) {
                           Node(Element(role: .textField, className: "android.widget.EditText", text: "h", isFocusable: true)).flagged()
                       }))),
            .fails("An icon button with no name", Node(Element(role: .button, className: "android.widget.ImageButton")).flagged()),
            .fails("An icon button named only by an icon-font glyph", Node(Element(role: .button, label: "\u{E823}")).flagged()),
        ]
    }

    private static var markedNamelessExamples: [CheckExample] {
        return [
            .fails("A button named by its test ID \"button-container\"", Node(Element(role: .button, label: "button-container")).flagged()),
            .passes("A button named \"WebView\", two words that may be a product's name",
                    Node(Element(role: .button, label: "WebView"))),
            .fails("A control marked NAF by uiautomator",
                   Node(Element(role: .unknown, className: "android.view.View", isClickable: true,
                                attributes: ["NAF": "true"])).flagged()),
            .needsReview("An empty field that uiautomator marks NAF but whose hint TalkBack reads",
                         Node(Element(role: .textField, className: "android.widget.EditText", hint: "paste token", isClickable: true,
                                      attributes: ["NAF": "true"])).flagged()),
            .needsReview("An empty NAF field right below its visible label \"Email\", which a labelFor may tie to it",
                         app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                             Node(Element(role: .container, className: "android.view.ViewGroup", frame: Rect(x: 0, y: 0, width: 1080, height: 600))) {
                                 Node(Element(role: .text, text: "Email", frame: Rect(x: 42, y: 100, width: 996, height: 43)))
                                 Node(Element(role: .textField, className: "android.widget.EditText", hint: "", text: "",
                                              frame: Rect(x: 42, y: 153, width: 996, height: 117), isClickable: true,
                                              attributes: ["NAF": "true"])).flagged()
                             }))),
            .fails("An empty NAF field with no text before it: nothing visible could be its label",
                   app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                       Node(Element(role: .container, className: "android.view.ViewGroup", frame: Rect(x: 0, y: 0, width: 1080, height: 600))) {
                           Node(Element(role: .button, label: "Send", frame: Rect(x: 42, y: 20, width: 300, height: 117), isClickable: true))
                           Node(Element(role: .textField, className: "android.widget.EditText", hint: "", text: "",
                                        frame: Rect(x: 42, y: 153, width: 996, height: 117), isClickable: true,
                                        attributes: ["NAF": "true"])).flagged()
                       }))),
            .needsReview("A nameless, empty control covering the screen behind a sheet (its dismiss area)",
                         screen: Screen(viewport: Size(width: 1080, height: 2340), tree: ElementTree(
                            Node(Element(role: .unknown, className: "android.view.View", frame: Rect(x: 0, y: 75, width: 1080, height: 2130),
                                         isClickable: true)).flagged()))),
            .fails("A focusable, nameless backdrop whose top strip the sheet drawn after it leaves uncovered",
                   screen: Screen(viewport: Size(width: 1080, height: 2220), tree: ElementTree(
                       Node(Element(role: .container, className: "android.view.ViewGroup", frame: Rect(x: 0, y: 116, width: 1080, height: 1978))) {
                           Node(Element(role: .unknown, className: "android.widget.FrameLayout", frame: Rect(x: 0, y: 116, width: 1080, height: 1978),
                                        isFocusable: true, isClickable: true)).flagged()
                           Node(Element(role: .container, className: "android.widget.RelativeLayout",
                                        frame: Rect(x: 0, y: 529, width: 1080, height: 1565))) {
                               Node(Element(role: .text, label: "Sign up", text: "Sign up", frame: Rect(x: 79, y: 667, width: 922, height: 85)))
                           }
                       }))),
            .fails("Android: the selected, focusable current tab holding only an undescribed icon",
                   app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                       Node(Element(role: .container, className: "android.widget.LinearLayout", isFocusable: true,
                                    isClickable: false, isSelected: true)) {
                           Node(Element(role: .image, className: "android.widget.ImageView", isFocusable: false, isClickable: false))
                       }.flagged()))),

        ]
    }

    /// Names that are no name: a medium, a resource, a glyph beside a word (which names), "null", a nested button's text.
    private static var notANameExamples: [CheckExample] {
        [
            .fails("An icon button named only \"icon\"", Node(Element(role: .button, label: "icon")).flagged()),
            .fails("An image button named by its resource \"ic_launcher\"", Node(Element(role: .button, label: "ic_launcher")).flagged()),
            .fails("A back button named by the developer's key \"back_to_home\"", Node(Element(role: .button, label: "back_to_home")).flagged()),
            .fails("A button named only \"thumbnail\"", Node(Element(role: .button, label: "thumbnail")).flagged()),
            .passes("A camera's shutter named \"Photo\": it takes a photo", Node(Element(role: .button, label: "Photo"))),
            .passes("A button named \"\u{E8B8} Settings\": the icon-font glyph is silent, and the word names it",
                    Node(Element(role: .button, label: "\u{E8B8} Settings"))),
            .fails("A focusable container described \"null\"",
                   Node(Element(role: .container, label: "null", isAccessibilityElement: true, isFocusable: true)) {
                       Node(Element(role: .text, text: "Order #1234"))
                   }.flagged()),
            .fails("A close button named only by the symbol \"\u{2715}\", which TalkBack reads as \"multiplication x\"",
                   Node(Element(role: .button, label: "\u{2715}")).flagged()),
            .fails("A stepper's button named only \"+\"", Node(Element(role: .button, label: "+")).flagged()),
            .passes("A theme button named by the emoji \"\u{2600}\u{FE0F}\", which a screen reader speaks by its name, \"sun\"",
                    Node(Element(role: .button, label: "\u{2600}\u{FE0F}"))),
            .passes("A dialer's \"#\" key among its digit keys: it types what it is named",
                    screen: Screen(Node(Element(role: .container)) {
                        Node(Element(role: .button, label: "1"))
                        Node(Element(role: .button, label: "2"))
                        Node(Element(role: .button, label: "3"))
                        Node(Element(role: .button, label: "#"))
                    })),
            .fails("A row whose only text belongs to a nested button",
                   Node(Element(role: .cell, isClickable: true)) {
                       Node(Element(role: .button, label: "Delete"))
                   }.flagged()),
        ]
    }
}
