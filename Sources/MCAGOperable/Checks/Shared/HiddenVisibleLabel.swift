import MCAGCore

/// The visible label of a control that shows it on a descendant and names
/// itself with a description instead.
///
/// A content description (Android) replaces everything TalkBack would have
/// gathered from the view's non-focusable descendants: ATF's
/// `ViewHierarchyElementUtils.getSpeakableTextForElement` returns the
/// description when it is set and the descendants' text only when it is
/// not. A tab described "附近" (nearby) that shows "厦门" (the chosen city,
/// Xiaohongshu) is therefore spoken "附近", and a Voice Access user who says
/// what they see ("厦门") does not reach it.
///
/// Judged only on controls whose class draws its text as its label by
/// design (a tab, a button, a link, a menu item, a check box, a radio button,
/// a switch: Material's and UIKit's components of those kinds render their
/// text as the label), and only when the description is itself a name (a
/// developer's identifier such as React Native's "touch" is the name checks'
/// concern). A clickable layout may show a value instead (a search bar
/// showing the current city), so it is not judged.
///
/// The texts counted are the static texts inside the control that show words:
/// shown (not hidden, with an area), holding letters, not starting with a
/// digit (a count such as "2.4M" or a badge "1") and not an icon-font glyph.
/// When there is one and the description hides it (it is not a stop of its
/// own), it is the visible label. With several (a card's category, name and
/// price), which of them is the label is a judgement: a name that holds one
/// of them passes, one that holds none is left for review. The walk stops at the stops inside the control, so each
/// view is visited by the walk of its nearest enclosing stop only, and a
/// screen is walked at most about twice (each of the two 2.1.7 tests walks).
enum HiddenVisibleLabel {
    /// What the descendants show.
    enum Shown {
        case one(String)
        case several([String])
    }

    /// Roles whose class draws its text as its label: tab, button, link,
    /// menu item, checkbox, radio and switch.
    static let labelledRoles = RoleSet([Role.tab, .button, .link, .menuItem, .checkbox, .radio, .switch])

    /// A control of a kind that draws its text as its label. The action
    /// bar's tab (`ActionBar.Tab`, which uiautomator reports as the class
    /// `…ActionBar$Tab` and our roles do not map) shows the text given by
    /// `Tab.setText` and speaks the one given by `Tab.setContentDescription`
    /// (developer.android.com/reference/android/app/ActionBar.Tab).
    static func isLabelledKind(_ context: ElementContext) -> Bool {
        // The model held and its element's role read in place: through `context.reader`, the whole element was copied.
        let model = context.screen.screenReader
        if labelledRoles.contains(context.element.role) || labelledRoles.contains(model[context.index].role) { return true }
        return context.element.className?.hasSuffix("ActionBar$Tab") ?? false
    }

    /// The visible texts of a described control, or nil when it has none to
    /// compare (it shows its own text, has no description or one that is no
    /// name, is not a labelled kind of control, or shows no words).
    static func shown(by context: ElementContext) -> Shown? {
        // A control with nothing inside shows no descendant's text: ruled out first, before its
        // label's defect is asked of the screen's shared table under its lock.
        guard !context.tree.descendants(of: context.index).isEmpty else { return nil }
        let element = context.element, model = context.screen.screenReader
        guard element.text?.isEmpty ?? true, isLabelledKind(context),
              let label = element.label, !label.isEmpty, context.screen.nameDefect(of: label) == nil,
              model[context.index].focus.isStop, model[context.index].nameSource == .own else { return nil }
        var texts = descendantTexts(of: context)
        // A switch's "On" / "开启" under its tile is its state, which the screen reader announces
        // from the checked state, not a label the name must hold.
        texts.removeAll { isStateText($0.text, of: element) }
        switch texts.count {
        case 0: return nil
        case 1: return texts[0].hidden ? .one(texts[0].text) : nil
        default: return .several(texts.map(\.text))
        }
    }

    /// The words a toggle shows for its state, in the languages of the corpus's captures.
    static let stateWords: Set<String> = [
        "on", "off", "开启", "关闭", "已开启", "已关闭", "开", "关", "開啟", "關閉", "オン", "オフ", "켜짐", "꺼짐",
        "вкл", "выкл", "включено", "выключено", "ein", "aus", "activé", "désactivé", "activado", "desactivado",
        "ligado", "desligado", "açık", "kapalı",
    ]

    /// Whether a toggle's text is its state ("On", "开启"), announced from the checked state.
    static func isStateText(_ text: String, of element: Element) -> Bool {
        guard element.isCheckable == true || element.role == .switch || element.role == .checkbox else { return false }
        return stateWords.contains(text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    }

    /// Words shown by static texts inside the control, and whether the
    /// control's description hides each (it is no stop of its own, so the
    /// screen reader says only the description over it). A text that is a
    /// stop of its own is counted but not hidden; the subtree of any other
    /// stop inside is skipped, as that stop speaks for it, which also keeps
    /// the walks of nested controls from visiting a view twice over.
    static func descendantTexts(of context: ElementContext) -> [(text: String, hidden: Bool)] {
        let tree = context.tree, model = context.screen.screenReader
        var texts: [(text: String, hidden: Bool)] = []
        var index = context.index + 1
        let end = tree.descendants(of: context.index).upperBound
        // Fields read in place: a copy of the screen-reader entry retained its four references.
        while index < end {
            let isStop = model[index].focus.isStop
            if tree[index].role == .text, let text = tree[index].text, isWords(text, context.screen),
               !model[index].visibility.isHidden, let frame = tree[index].frame, !frame.isEmpty {
                texts.append((text, !isStop))
            }
            index = isStop ? tree.descendants(of: index).upperBound : index + 1
        }
        return texts
    }

    /// A text with letters that is a name, not a glyph or a count.
    static func isWords(_ text: String, _ screen: ScreenContext) -> Bool {
        guard let first = text.first(where: { !$0.isWhitespace }), !first.isNumber else { return false }
        return text.contains(where: \.isLetter) && screen.nameDefect(of: text) == nil
    }
}

extension SpokenText {
    /// Whether `name` holds `visible` (both normalised). Scripts written
    /// without spaces between words (Chinese, Japanese, Thai) have no word
    /// boundaries to match on, so there the visible text is looked for as a
    /// run of characters: "推荐" is in "已选定推荐".
    static func holds(_ name: String, _ visible: String) -> Bool {
        if contains(name, wholeWords: visible) { return true }
        return visible.unicodeScalars.contains(where: \.isWrittenWithoutSpaces) && name.contains(visible)
    }
}
