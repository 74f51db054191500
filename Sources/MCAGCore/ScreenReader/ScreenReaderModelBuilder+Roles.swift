extension ScreenReaderModelBuilder {
    /// The role the element plays for a screen-reader user:
    /// - an operable item inside a tab bar (within two levels) is a tab (its
    ///   icon and caption are read as part of it);
    /// - sibling items that take focus but are not clickable, of one class,
    ///   exactly one of them selected, are a row of tabs (Compose and custom
    ///   tab rows select on focus);
    /// - an operable layout (or, on Android, text) that is a direct child of a list is a list row (cell);
    /// - on Android a clickable image is a button: TalkBack announces an
    ///   ImageView that is clickable as "button" (TalkBack's `Role.getRole`,
    ///   `ROLE_IMAGE_BUTTON`).
    mutating func computeRoles() {
        roles = tree.elements.map(\.role)
        for index in tree.indices {
            guard !roles[index].isInteractive else { continue }
            if platform == .android, roles[index] == .image, tree[index].isClickable == true {
                roles[index] = .button
            } else if isInTabBar(index), isActionable(index) {
                roles[index] = .tab
            } else if isListRow(index) {
                roles[index] = .cell
            }
        }
        markSelectableTabRows()
    }

    private func isInTabBar(_ index: Int) -> Bool {
        guard let parent = tree.parent(of: index) else { return false }
        if tree[parent].role == .tabBar { return true }
        return tree.parent(of: parent).map { tree[$0].role == .tabBar } ?? false
    }

    /// A clickable text counts as well: a RecyclerView gives every item view its collection-item info,
    /// whatever the item's class (Wikipedia's namespace chips are TextViews straight in the list).
    private func isListRow(_ index: Int) -> Bool {
        let role = roles[index]
        guard role == .container || role == .unknown || role == .group || (platform == .android && role == .text),
              tree[index].isClickable == true || tree[index].isLongClickable == true,
              let parent = tree.parent(of: index) else { return false }
        return tree[parent].role == .list
    }

    /// One pass over each parent's children: every child is visited once.
    private mutating func markSelectableTabRows() {
        guard platform == .android else { return }
        for parent in tree.indices {
            let candidates = tree.children(of: parent).filter { child in
                let element = tree[child]
                return element.isFocusable == true && element.isClickable != true && !roles[child].isInteractive
            }
            guard candidates.count >= 2,
                  Set(candidates.map { tree[$0].className ?? "" }).count == 1,
                  candidates.filter({ tree[$0].isSelected == true }).count == 1
            else { continue }
            for child in candidates { roles[child] = .tab }
        }
    }
}
