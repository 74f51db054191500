/// Which XML dump format a document is, from its root element's name and,
/// under `<hierarchy>` (the root of both Android forms), its first child's.
/// The one place that decides: ``FormatSniffer/detect(_:)`` asks it of a
/// file's head and ``XMLDumpReader`` of the elements as they stream past.
enum DumpRoot {
    /// Whether the root only wraps the tree (`<hierarchy>`, `<AppiumAUT>`)
    /// rather than being its first element (`<XCUIElementTypeApplication>`).
    static func isWrapper(_ root: some StringProtocol) -> Bool {
        root == "hierarchy" || root == "AppiumAUT"
    }

    /// Whether the format waits for the root's first child: uiautomator
    /// writes `<node>` elements, Appium's UiAutomator2 the class names.
    static func needsFirstChild(_ root: some StringProtocol) -> Bool {
        root == "hierarchy"
    }

    /// The format, nil when `root` is no dump's root. A `<hierarchy>` with no
    /// child yet (or none at all) reads as uiautomator.
    ///
    /// macaca's app-inspector writes an iOS source in uiautomator's shape,
    /// `<hierarchy><node type="XCUIElementTypeApplication" …>`: the first
    /// node's `type` (`firstChildType`) tells it apart, and the XCUITest
    /// mapper reads every node's class from that attribute.
    static func format(root: some StringProtocol, firstChild: Substring?,
                       firstChildType: Substring? = nil) -> SnapshotFormat? {
        if root == "AppiumAUT" || root.hasPrefix("XCUIElementType") { return .xcuitest }
        guard needsFirstChild(root) else { return nil }
        guard let firstChild, firstChild != "node" else {
            return firstChildType?.hasPrefix("XCUIElementType") == true ? .xcuitest : .uiautomator
        }
        return .uiautomator2
    }
}
