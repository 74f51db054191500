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
            let isBar = element.role == .navigationBar
            let inBar = insideNavigationBar.visit(index, in: tree, matches: isBar)
            if isBar, let name = element.accessibleName ?? element.identifier.flatMap({ $0.isBlank ? nil : $0 }) {
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
        case let .recorded(text), let .paneTitle(text), let .navigationBar(text), let .heading(text): text
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
