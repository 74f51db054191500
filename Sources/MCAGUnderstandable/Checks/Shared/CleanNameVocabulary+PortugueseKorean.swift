import MCAGCore

extension CleanNameVocabulary {
    /// Portuguese role words: the type words TalkBack and VoiceOver speak in
    /// Portuguese ("botão", "link", "caixa de seleção", "imagem", "guia"),
    /// which apps sometimes write into the name themselves (WhatsApp pt-BR:
    /// "Câmera, botão. Toque duas vezes…", so TalkBack says "botão" twice).
    /// Only role words: state and value words are left to a house rule.
    package static let portuguese = CleanNameVocabulary(
        language: "pt",
        roleTerms: [
            CleanNameTerm("botão", roles: [.button]),
            CleanNameTerm("botao", roles: [.button]),
            CleanNameTerm("caixa de seleção", roles: [.checkbox]),
            CleanNameTerm("imagem", roles: [.image]),
            CleanNameTerm("ícone", roles: [.image, .button, .link]),
            CleanNameTerm("guia", roles: [.tab]),
            CleanNameTerm("aba", roles: [.tab]),
            CleanNameTerm("campo de texto", roles: [.textField, .secureTextField, .searchField]),
        ])

    /// Korean role words: "버튼" (button), "탭" (tab), "링크" (link),
    /// "체크박스" (checkbox), "이미지" (image), "아이콘" (icon), as TalkBack and
    /// VoiceOver speak them in Korean. "탭" also means "tap", but only as a
    /// word of its own ("친구 탭", KakaoTalk's Friends tab) is it matched;
    /// "탭하세요" ("tap it") is another word. A tab written as a plain
    /// clickable layout is announced as a button, so "탭" counts there too:
    /// the type is written into the name instead of the role. State words
    /// as TalkBack speaks them ("선택됨", selected), at the name's edges.
    package static let korean = CleanNameVocabulary(
        language: "ko",
        roleTerms: [
            CleanNameTerm("버튼", roles: [.button]),
            CleanNameTerm("탭", roles: [.tab, .button]),
            CleanNameTerm("링크", roles: [.link]),
            CleanNameTerm("체크박스", roles: [.checkbox]),
            CleanNameTerm("이미지", roles: [.image]),
            CleanNameTerm("아이콘", roles: [.image, .button, .link]),
        ],
        // The states TalkBack speaks in Korean (google/talkback `values-ko/strings_compositor.xml`:
        // `value_selected` "선택됨", `value_not_checked` "선택 안됨", `value_on` "켜짐", `value_off` "꺼짐",
        // `value_expanded` "펼쳐짐", `value_collapsed` "접힘"): past forms that state, never ask for, an action.
        stateTerms: ["선택됨", "선택 안됨", "켜짐", "꺼짐", "펼쳐짐", "접힘"].map { CleanNameTerm($0, atEdgeOnly: true) })
}
