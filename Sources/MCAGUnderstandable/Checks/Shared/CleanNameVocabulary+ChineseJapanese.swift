import MCAGCore

extension CleanNameVocabulary {
    /// Chinese state words: the states TalkBack speaks in Chinese
    /// (google/talkback `values-zh-rCN` and `values-zh-rTW`
    /// `strings_compositor.xml`: `value_selected` "已选中" / "已選取",
    /// `value_checked` "已勾選", `value_not_checked` "未选中" / "尚未勾選",
    /// `value_on` "已开启", `value_off` "已关闭", `value_disabled` "已停用",
    /// `value_expanded` "已展开" / "已展開", `value_collapsed` "已收起" /
    /// "已收合"), and the synonyms apps write for "selected" ("已选定",
    /// Xiaohongshu's current channel "已选定推荐"; "已选择"). Each begins
    /// with 已 ("already") or 未 / 尚未 ("not yet"), which mark a state and
    /// never an action ("开启" alone is "turn on", so it is not listed).
    /// Chinese has no spaces between words, so a term is matched at the
    /// start of the name's first word or the end of its last.
    package static let chinese = CleanNameVocabulary(
        language: "zh",
        stateTerms: [
            "已选中", "已选定", "已选择", "未选中", "已選取", "已選擇", "已勾选", "已勾選", "未勾选", "尚未勾選",
            "已开启", "已開啟", "已关闭", "已關閉", "已停用", "已展开", "已展開", "已收起", "已收合",
        ].map { CleanNameTerm($0, atEdgeOnly: true) })

    /// Japanese state words as TalkBack speaks them (google/talkback
    /// `values-ja/strings_compositor.xml`: `value_selected` "選択済み",
    /// `value_not_checked` "未選択", `value_expanded` "展開されています",
    /// `value_collapsed` "折りたたまれています"); its "ON" and "OFF" are the
    /// English words. Not "無効" (`value_disabled`), which also means
    /// "invalid" in an error message. Matched at the name's edges, as Chinese.
    ///
    /// VoiceOver speaks a Japanese switch's state as "オン" / "オフ" after
    /// its label ("ログイン許可, オン"), so a name that ends in either word
    /// spoken alone has the state written into it, and says it again, or
    /// wrongly, once the switch changes. They count only as words of their
    /// own ("オンライン", "online", is no state), and on any element:
    /// unlike English "on", neither is a preposition that ends an action's name.
    package static let japanese = CleanNameVocabulary(
        language: "ja",
        stateTerms: ["選択済み", "未選択", "展開されています", "折りたたまれています"].map { CleanNameTerm($0, atEdgeOnly: true) }
            + ["オン", "オフ"].map { CleanNameTerm($0, atEdgeOnly: true, matchesInsideWords: false) })
}
