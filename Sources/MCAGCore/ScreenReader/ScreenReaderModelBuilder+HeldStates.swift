extension ScreenReaderModelBuilder {
    /// Gives each stop the checked states of the checkable descendants read as
    /// part of it. ATF's `getSpeakableTextFromElementSubtree` reads a child
    /// that is not focusable or clickable inside its ancestor's text: a Switch
    /// or ToggleButton as its state ("on"/"off", `ruleSwitch`), another
    /// checkable node as "checked"/"not checked" (`getDescriptionForTreeStatus`).
    func holdFoldedStates(in result: inout [ScreenReaderElement]) {
        for index in tree.indices where focus[index] == .mergedIntoAncestor && focusOwner[index] >= 0 {
            guard let word = Self.stateWord(tree[index]) else { continue }
            result[focusOwner[index]].heldStates.append(word)
        }
    }

    static func stateWord(_ element: Element) -> String? {
        guard element.isCheckable == true, let checked = element.isChecked else { return nil }
        let isSwitch = element.role == .switch
            || element.className.map { $0.hasSuffix("Switch") || $0.hasSuffix("ToggleButton") } == true
        if isSwitch { return checked ? "on" : "off" }
        return checked ? "checked" : "not checked"
    }
}
