import MCAGCore

/// Where a screen's title comes from: the captured title, or, when the
/// importer could not read one, a title the tree itself shows.
enum ScreenTitleSource: Sendable, Equatable {
    /// The importer recorded this title.
    case recorded(String)
    /// The importer recorded a title that is empty or blank.
    case blank
    /// No title was recorded, but a pane in the tree carries this title
    /// (Android `getPaneTitle`), which TalkBack announces when the pane appears.
    case paneTitle(String)
    /// No title was recorded, but a navigation bar carries this title.
    case navigationBar(String)
    /// No title was recorded, but an Android toolbar or action bar shows this
    /// title: the text of a TextView child of the bar, or of a view whose
    /// resource ID is the platform's or the app's title slot.
    case toolbar(String)
    /// No title was recorded, but this heading names the screen.
    case heading(String)
    /// Nothing tells what the title is.
    case unknown

    init(of screen: Screen, acceptsHeading: Bool = true) {
        if let title = screen.title {
            self = title.isBlank ? .blank : .recorded(title)
            return
        }
        if let paneTitle = Self.firstPaneTitle(in: screen.tree) {
            self = .paneTitle(paneTitle)
            return
        }
        let tree = screen.tree
        var insideNavigationBar = SubtreeCover()
        var firstHeading: String?
        for index in tree.indices {
            let element = tree[index]
            if let title = Self.toolbarTitle(at: index, in: tree) {
                self = .toolbar(title)
                return
            }
            let isBar = element.role == .navigationBar
            let inBar = insideNavigationBar.visit(index, in: tree, matches: isBar)
            if isBar, let name = element.accessibleName ?? element.identifier.flatMap({ Self.isSpokenTitle($0) ? $0 : nil }) {
                self = .navigationBar(name)
                return
            }
            if inBar, element.role == .text || Self.isHeading(element), let name = element.accessibleName {
                self = .navigationBar(name)
                return
            }
            if firstHeading == nil, Self.isHeading(element), let name = element.accessibleName {
                firstHeading = name
            }
        }
        if acceptsHeading, let firstHeading {
            self = .heading(firstHeading)
        } else {
            self = .unknown
        }
    }

    /// The title text, when one is known.
    var text: String? {
        switch self {
        case let .recorded(text), let .paneTitle(text), let .navigationBar(text), let .toolbar(text), let .heading(text): text
        case .blank, .unknown: nil
        }
    }

    /// The first non-blank pane title in reading order, on a pane that is
    /// shown. A blank one (some apps set a space) is announced as nothing,
    /// and a hidden pane (a closed drawer keeps its title) is not announced.
    static func firstPaneTitle(in tree: ElementTree) -> String? {
        for index in tree.indices {
            let element = tree[index]
            guard element.isVisible != false, element.isOnScreen != false else { continue }
            if let title = element.semantics?.paneTitle, !title.isBlank {
                return title
            }
        }
        return nil
    }

    /// What the check looks for when nothing was recorded, for the review
    /// message: the places a dump can hold a screen's title.
    static let placesLookedFor = "an Android pane title (`pane-title`), a Toolbar or ActionBar title (a TextView child of the bar, or a view whose resource ID ends `action_bar_title` or `toolbar_title`), a named navigation bar (iOS `NavigationBar`), or a heading (`heading=\"true\"`, the Header trait)"

    /// Whether a navigation bar's identifier can be its title. UIKit names
    /// the bar after its navigation item's title ("Settings"), but SwiftUI
    /// and custom hosting controllers leave the type's name
    /// ("_TtGC7SwiftUI32NavigationStackHosting"), which VoiceOver never reads.
    static func isSpokenTitle(_ identifier: String) -> Bool {
        guard !identifier.isBlank else { return false }
        if identifier.hasPrefix("_Tt") { return false }
        let isOneWord = !identifier.contains { $0.isWhitespace }
        return !(isOneWord && ["Controller", "HostingView", "Hosting"].contains { identifier.hasSuffix($0) })
    }

    /// The title an Android app bar shows at `index`, if the element is one:
    /// a view whose resource ID's entry ends `action_bar_title` (the
    /// framework's and AppCompat's `action_bar_title`, MIUI's, Instagram's)
    /// or `toolbar_title`, or the first TextView child of a toolbar or action
    /// bar. Toolbars are found by class (`…Toolbar`, `…ActionBarView`) or,
    /// since an AppCompat or Material Toolbar reports itself to accessibility
    /// as `android.view.ViewGroup`, by a resource ID whose entry is `toolbar`
    /// or ends `_toolbar`. A bar that is hidden or off screen shows nothing.
    static func toolbarTitle(at index: Int, in tree: ElementTree) -> String? {
        let element = tree[index]
        guard let text = element.text, !text.isBlank, element.isVisible != false, element.isOnScreen != false
        else { return nil }
        if let id = element.identifier, let entry = resourceEntry(id),
           entry.hasSuffix("action_bar_title") || entry.hasSuffix("toolbar_title") {
            return text
        }
        guard element.className?.hasSuffix("TextView") == true, let parent = tree.parent(of: index),
              isAppBar(tree[parent]), tree[parent].isVisible != false, tree[parent].isOnScreen != false
        else { return nil }
        // Only the bar's first TextView child is its title (the second is the subtitle).
        let firstText = tree.children(of: parent).first { tree[$0].className?.hasSuffix("TextView") == true }
        return firstText == index ? text : nil
    }

    /// A toolbar or action bar, by class or by resource ID (see ``toolbarTitle(at:in:)``).
    static func isAppBar(_ element: Element) -> Bool {
        if let name = element.className,
           name.hasSuffix("Toolbar") || name.hasSuffix("ActionBarView") || name.hasSuffix("ActionBarContainer") {
            return true
        }
        guard let id = element.identifier, let entry = resourceEntry(id) else { return false }
        return entry == "toolbar" || entry.hasSuffix("_toolbar")
    }

    /// The entry name of an Android resource ID, `toolbar` in `com.app:id/toolbar`; nil for other identifiers.
    static func resourceEntry(_ identifier: String) -> Substring? {
        guard let range = identifier.range(of: ":id/") else { return nil }
        return identifier[range.upperBound...]
    }

    static func isHeading(_ element: Element) -> Bool {
        element.role == .heading || element.headingLevel != nil || element.hasTrait("header") || element.hasTrait("heading")
    }
}

/// The form in which two names or titles sound the same to a listener:
/// trimmed, inner white space collapsed to one space, lower-cased.
enum SpokenNameKey {
    static func of(_ text: String) -> String {
        ASCIIWords.foldedWords(text) ?? text.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }
}
