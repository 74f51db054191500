import MCAGCore

extension ContentGroupingCheck {
    /// An iOS table or collection cell that holds only text, read as several stops: the row is one
    /// item of its list (a Health record's "步数", "2,438 步" and "今天 上午10:05"; a world clock's city,
    /// offset and time), and MCAG 3.1.4 asks that its parts not be announced separately. UIKit's own
    /// cells are one accessibility element that reads their texts together; a cell XCUITest reports
    /// `accessible="false"` whose texts are stops of their own was left apart by the app. A cell with
    /// a control inside (a button, a switch, a link, a field) is left alone: its parts may be meant to
    /// be reached one by one. Reported on the first text, once per cell.
    func splitCells(in screen: ScreenContext, into findings: inout [Finding]) -> Int {
        guard screen.app.platform == .ios else { return 0 }
        let tree = screen.tree, model = screen.screenReader
        var seen = 0
        for cell in tree.indices where tree[cell].role == .cell && tree[cell].isAccessibilityElement == false {
            var texts: [Int] = []
            var holdsControl = false
            for inner in tree.descendants(of: cell) {
                let element = tree[inner]
                if element.isInteractive || model[inner].role.isInteractive || element.hasTrait("Button")
                    || element.hasTrait("Link") { holdsControl = true; break }
                if element.role == .text, element.isVisible != false, AssistiveFocus(model[inner]).isStop,
                   !(model[inner].name?.isBlank ?? true) { texts.append(inner) }
            }
            guard !holdsControl, texts.count >= 2 else { continue }
            seen += 1
            let firstNames: [String] = texts.prefix(3).compactMap { model[$0].name }
            findings.append(.violation(
                screen.element(texts[0]), Result.rowSplit(count: texts.count, firstNames: firstNames), fix: Result.fix))
        }
        return seen
    }
}
