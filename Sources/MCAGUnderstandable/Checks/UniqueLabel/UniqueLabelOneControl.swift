import MCAGCore

/// Controls of one name that are one control, which MCAG's exception covers
/// (3.2.4 Unique Labels: "Interactive elements' labels and accessible names are
/// unique., except when: Elements have the exact functionality"):
///
/// - **One place.** Every member has the same frame and the same identifier
///   (or none): one view the toolkit lists again and again at one spot (SayHi's
///   ad badge, 37 `LinearLayout`s at `[20,1248][49,1272]`; the two copies of
///   SwiftUI's scroll indicator). A finger there meets one target, and nothing
///   tells one copy from another: they cannot do different things.
/// - **One web link.** Every member lies inside the same link of web content.
///   HTML does not let an `a` element hold interactive content (HTML Living
///   Standard, "The a element": "there must be no interactive content
///   descendant"), and WebKit gives the link trait to all an anchor holds, so
///   VoiceOver stops on a card's image and on its title as two links of one
///   anchor (Kiwix's article cards, both named after the article): both follow
///   the same URL.
enum UniqueLabelOneControl {
    /// Whether the members share one non-empty frame and one identifier.
    static func sharePlace(_ members: [Int], in tree: ElementTree) -> Bool {
        guard let first = members.first, let frame = tree[first].frame, !frame.isEmpty else { return false }
        let identifier = tree[first].identifier
        return members.dropFirst().allSatisfy { tree[$0].frame == frame && tree[$0].identifier == identifier }
    }

    /// Whether the members all lie inside one link of web content (`outermostWebLink`, per element).
    static func shareWebLink(_ members: [Int], outermostWebLink: [Int?]) -> Bool {
        guard let first = members.first, let link = outermostWebLink[first] else { return false }
        return members.dropFirst().allSatisfy { outermostWebLink[$0] == link }
    }

    /// For each element, the outermost link around it inside a web view, in one
    /// forward pass (a parent precedes its children), so the check stays linear.
    static func outermostWebLinks(in tree: ElementTree) -> [Int?] {
        var insideWebView = Array(repeating: false, count: tree.count)
        var link = [Int?](repeating: nil, count: tree.count)
        for index in tree.indices {
            guard let parent = tree.parent(of: index) else { continue }
            insideWebView[index] = insideWebView[parent] || tree[parent].role == .webView
            guard insideWebView[index] else { continue }
            let parentIsLink = tree[parent].role == .link || tree[parent].hasTrait("Link")
            link[index] = link[parent] ?? (parentIsLink ? parent : nil)
        }
        return link
    }
}
