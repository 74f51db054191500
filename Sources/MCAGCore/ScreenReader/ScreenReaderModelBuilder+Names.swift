extension ScreenReaderModelBuilder {
    /// The name the screen reader speaks for the element, and where it comes from.
    ///
    /// Android (ATF's `getSpeakableTextFromElementSubtree`): a content
    /// description, even one of white space only, replaces everything else,
    /// children included; otherwise the element's text is followed by the text
    /// of its descendants that are not focusable or clickable themselves,
    /// including those under containers that are not important for
    /// accessibility (their own description is not read, their children's is).
    /// A descendant's description of white space only hides its text too, and
    /// adds nothing.
    /// iOS and snapshots without a platform: the label, else the drawn text,
    /// else the text of descendants that are not controls of their own.
    /// Descendants are gathered only for elements a check may ask about
    /// (stops, wrappers and controls).
    func name(of index: Int) -> (String?, ScreenReaderElement.NameSource) {
        let element = tree[index]
        if platform == .android, let label = element.label, !label.isEmpty { return (label, .own) }
        if platform != .android, let label = element.label, !label.isBlank { return (label, .own) }
        let own = element.visibleText ?? ((element.role == .text || element.role == .heading) ? element.value : nil)
        let gathersContent = focus[index].isStop || focus[index] == .wrapper || element.isInteractive
        let gathered = gathersContent ? gatherText(below: index) : []
        if let own { return ([own] + gathered).joinedName }
        if !gathered.isEmpty { return (gathered.joinedName.0, .descendants) }
        if let label = element.label, !label.isEmpty { return (label, .own) }
        return (nil, .none)
    }

    /// Text of the descendants read with the element, in document order,
    /// visiting at most ``ScreenReaderModel/gatherBudget`` of them.
    func gatherText(below index: Int) -> [String] {
        var texts: [String] = []
        var current = index + 1
        let end = tree.descendants(of: index).upperBound
        var visited = 0
        while current < end, visited < ScreenReaderModel.gatherBudget {
            visited += 1
            let element = tree[current]
            if readsOnItsOwn(current) || visibility[current].isHidden {
                current = tree.descendants(of: current).upperBound
                continue
            }
            if isImportant(current), let label = element.label, !label.isBlank || hidesText(current) {
                if !label.isBlank { texts.append(label) }
                current = tree.descendants(of: current).upperBound
                continue
            }
            if isImportant(current), let text = element.visibleText { texts.append(text) }
            current += 1
        }
        return texts
    }

    /// On Android a content description of white space only (`" "`) still
    /// replaces the node's text and its children's (ATF
    /// `getSpeakableTextFromElementSubtree` tests it with `TextUtils.isEmpty`,
    /// which is false for `" "`), so TalkBack reads nothing of them: Zomato's
    /// "You saved ₹63 on this order" row, whose only text has `content-desc=" "`.
    private func hidesText(_ index: Int) -> Bool {
        platform == .android && !(tree[index].label?.isEmpty ?? true)
    }

    /// A descendant whose content is not part of its ancestor's name: on
    /// Android one that is focusable or clickable (ATF's
    /// `isFocusableOrClickableForAccessibility`); elsewhere a control.
    private func readsOnItsOwn(_ index: Int) -> Bool {
        if platform == .android {
            return isImportant(index) && tree[index].isVisible != false && isActionable(index)
        }
        return tree[index].isInteractive
    }
}

private extension Array where Element == String {
    var joinedName: (String?, ScreenReaderElement.NameSource) {
        (isEmpty ? nil : joined(separator: ", "), .own)
    }
}
