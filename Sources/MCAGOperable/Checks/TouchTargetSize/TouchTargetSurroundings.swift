import MCAGCore

/// What encloses each element, for the size check: the system's status bar,
/// web content, a link around a link, and the navigation bar or toolbar
/// whose slots take an item's touches (`TouchTargetBarItem`). Computed in one forward pass over
/// the tree (a parent always precedes its children), so it stays linear.
///
/// - **iOS status bar.** The status bar (`XCUIElementTypeStatusBar`) is drawn
///   by the system, not the app, even when XCUITest lists it inside the app's
///   window: its items (the clock, "Return to MobiumApp") are unmodified
///   system controls whose hit area iOS sets (Apple HIG, "Status bars": the
///   status bar "displays information about the device's current state", and
///   the app cannot add items to it).
/// - **A link inside a link of web content.** HTML does not let an `a`
///   element hold interactive content (HTML Living Standard, "The a element":
///   "there must be no interactive content descendant"), so a link that
///   WebKit reports inside another link is part of that anchor's content
///   (WebKit gives the link trait to everything an anchor holds: its title
///   text, its image). A tap anywhere on the anchor follows it: the anchor is
///   the target and is measured, its inner pieces are not targets of their own.
/// - **A browser's own controls.** Outside its web view, Safari's address
///   field, reload button and toolbar are the user agent's, sized by Apple and
///   not by the page's author: WCAG 2.2 SC 2.5.8 exempts exactly these ("User
///   agent control: the size of the target is determined by the user agent and
///   is not modified by the author"), MCAG's `unmodified-system-control`.
struct TouchTargetSurroundings {
    /// Safari's identifiers as XCUITest names the application (bundle or name).
    static let browsers: Set<String> = ["com.apple.mobilesafari", "Safari"]

    private static let statusBar = RoleSet([Role.statusBar])
    private static let webView = RoleSet([Role.webView])
    /// Both, with the bars' roles (`TouchTargetBarItem.barRoles`).
    private static let enclosingRoles = RoleSet([Role.statusBar, .webView, .navigationBar, .toolbar])

    /// Whether each element lies inside a status bar.
    private(set) var insideStatusBar: [Bool]
    /// The outermost enclosing link inside web content, for each element.
    private(set) var enclosingWebLink: [Int?]
    /// Whether each element lies inside a web view.
    private(set) var insideWebView: [Bool]
    /// The frame of the nearest navigation bar or toolbar around each
    /// element; empty unless asked for (bars are measured on iOS screens, in points).
    private(set) var enclosingBar: [Rect?] = []

    init(_ tree: ElementTree, bars: Bool) {
        insideStatusBar = Array(repeating: false, count: tree.count)
        enclosingWebLink = Array(repeating: nil, count: tree.count)
        insideWebView = Array(repeating: false, count: tree.count)
        if bars { enclosingBar = Array(repeating: nil, count: tree.count) }
        // Read once, outside the loop: a static read in it was a one-time-initializer call per element.
        let statusBar = Self.statusBar, webView = Self.webView, barRoles = TouchTargetBarItem.barRoles
        let enclosing = Self.enclosingRoles
        for index in tree.indices {
            guard let parent = tree.parent(of: index) else { continue }
            let role = tree[parent].role
            // Most parents are none of these roles: one look-up rules them out, and the
            // child inherits its parent's surroundings.
            let isEnclosing = enclosing.contains(role)
            insideStatusBar[index] = insideStatusBar[parent] || (isEnclosing && statusBar.contains(role))
            insideWebView[index] = insideWebView[parent] || (isEnclosing && webView.contains(role))
            if bars { enclosingBar[index] = isEnclosing && barRoles.contains(role) ? tree[parent].frame : enclosingBar[parent] }
            guard insideWebView[index] else { continue }
            enclosingWebLink[index] = enclosingWebLink[parent] ?? (Self.isLink(tree[parent]) ? parent : nil)
        }
    }

    /// A browser's own control: an element of Safari outside its web view.
    func isBrowserChrome(_ index: Int, tree: ElementTree) -> Bool {
        guard let app = tree[index].appIdentifier, Self.browsers.contains(app) else { return false }
        return !insideWebView[index] && tree[index].role != .webView
    }

    /// A link, or a piece of web content WebKit marks with the link trait.
    static func isLink(_ element: Element) -> Bool {
        element.role == .link || element.hasTrait("Link")
    }

    /// Whether the element is a piece of an enclosing web link that holds its
    /// frame: the link around it is the target a finger meets.
    func isPartOfWebLink(_ index: Int, tree: ElementTree) -> Bool {
        guard Self.isLink(tree[index]), let link = enclosingWebLink[index],
              let frame = tree[index].frame, let linkFrame = tree[link].frame else { return false }
        return linkFrame.contains(frame) && linkFrame.width * linkFrame.height > frame.width * frame.height
    }
}
