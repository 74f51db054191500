package import MCAGCore

/// 3.1.1 test 1: the screen has a title that screen readers announce.
///
/// A recorded, non-blank ``Screen/title`` passes and a recorded blank one
/// fails. A missing title (nil) means the importer could not read it, so the
/// check looks for a title the tree shows (a named navigation bar, or a
/// heading) or that the platform announces (an Android pane title), and otherwise asks for review rather than guessing.
package struct ScreenTitlePresenceCheck: ScreenCheck {
    package init() {}

    package var name: String { "screen-title-present" }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        switch ScreenTitleSource(of: screen.screen) {
        case let .recorded(title):
            return [.screen(.pass, screen, Result.recorded(title: title))]
        case let .paneTitle(title):
            return [.screen(.pass, screen, Result.paneTitle(title: title))]
        case let .navigationBar(title):
            return [.screen(.pass, screen, Result.navigationBar(title: title))]
        case let .toolbar(title):
            return [.screen(.pass, screen, Result.toolbar(title: title))]
        case let .heading(title):
            return [.screen(.pass, screen, Result.heading(title: title))]
        case .blank:
            return [.screen(.violation, screen, Result.blank, fix: Result.fix)]
        case .unknown:
            return [.screen(.needsReview, screen, Result.unknown, missing: ["title"])]
        }
    }

    package var examples: [CheckExample] {
        [
            .passes("A screen with a recorded title",
                    screen: Screen(name: "Settings", title: "Settings", Node(Element(role: .button, label: "Wi-Fi")))),
            .passes("No recorded title, but a navigation bar that carries one",
                    screen: Screen(name: "Inbox", Node(Element(role: .navigationBar, label: "Inbox")))),
            .needsReview("A SwiftUI navigation bar named only after its hosting type, which VoiceOver does not read",
                         screen: Screen(name: "Timeline", Node(Element(role: .navigationBar, identifier: "_TtGC7SwiftUI32NavigationStackHosting")) {
                             Node(Element(role: .button, label: "Trending"))
                         })),
            .passes("No recorded title, but an Android pane title that TalkBack announces",
                    screen: Screen(name: "Inbox", Node(Element.paneWithTitle("Inbox")) { Node(Element(role: .button, label: "Compose")) })),
            .needsReview("A blank pane title announces nothing, and nothing else names the screen",
                         screen: Screen(name: "Feed", Node(Element.paneWithTitle(" ")) { Node(Element(role: .button, label: "Like")) })),
            .needsReview("The only pane title is on a hidden pane, such as a closed drawer",
                         screen: Screen(name: "Home", Node(Element(role: .group)) {
                             Node(Element.paneWithTitle("Navigation drawer", isVisible: false))
                             Node(Element(role: .button, label: "Menu"))
                         })),
            .passes("No recorded title, but the first TextView of an AppCompat Toolbar (reported as a ViewGroup with the ID toolbar)",
                    screen: Screen(name: "Chart", Node(Element(role: .container, className: "android.view.ViewGroup", identifier: "com.app:id/toolbar")) {
                        Node(Element(role: .button, className: "android.widget.ImageButton", label: "Navigate up"))
                        Node(Element(role: .text, className: "android.widget.TextView", text: "Top songs"))
                    })),
            .passes("No recorded title, but a view in the action bar's title slot (miui:id/action_bar_title)",
                    screen: Screen(name: "Network", Node(Element(role: .container, className: "android.widget.FrameLayout")) {
                        Node(Element(role: .text, className: "android.widget.TextView", identifier: "miui:id/action_bar_title", text: "Network type"))
                    })),
            .needsReview("A toolbar with only buttons shows no title",
                         screen: Screen(name: "Nearby", Node(Element(role: .container, className: "android.view.ViewGroup", identifier: "com.app:id/toolbar")) {
                             Node(Element(role: .button, className: "android.widget.Button", label: "Search"))
                         })),
            .fails("A screen whose recorded title is blank",
                   screen: Screen(name: "Checkout", title: "  ", Node(Element(role: .button, label: "Pay")))),
            .needsReview("No title recorded and nothing in the tree names the screen",
                         screen: Screen(name: "Feed", Node(Element(role: .button, label: "Like")))),
        ]
    }
}

extension Element {
    /// A container whose Android pane title is `title`, for the examples.
    static func paneWithTitle(_ title: String, isVisible: Bool? = nil) -> Element {
        var semantics = PlatformSemantics()
        semantics.paneTitle = title
        var element = Element(role: .group, isVisible: isVisible)
        element.semantics = semantics
        return element
    }
}
