import MCAGCore

extension CleanNameVocabulary {
    /// Spanish role and state words, as TalkBack speaks them in Spanish
    /// (google/talkback `compositor/src/main/res/values-es/strings.xml`:
    /// `value_button` "Botón", `value_checkbox` "Casilla de verificación",
    /// `value_radio_button` "Botón de selección", `value_switch` "Interruptor",
    /// `value_edit_box` "Cuadro de edición", `value_image` "Imagen",
    /// `value_spinner` "Lista desplegable", `value_seek_bar` "Control
    /// deslizante"; `value_selected` "seleccionado", `value_not_checked` "no
    /// seleccionado", `value_on` "activado", `value_off` "desactivado",
    /// `value_disabled` "inhabilitado"), with their feminine forms, which a
    /// name agreeing with a feminine noun takes ("Ubicación activada").
    ///
    /// "Activo" and "inactivo" are not TalkBack's words, but on a toggle they
    /// can only state its state: a filter chip described "Inactivo" (DawSync's
    /// Compose chips, whose checkbox role and selected state already say it)
    /// is announced as its state, with no name at all. Not "mostrado" and
    /// "oculta" (`value_expanded`, `value_collapsed`): "Oculta" also names an
    /// action's object ("Carpeta oculta"), and no reviewed name needed them.
    package static let spanish = CleanNameVocabulary(
        language: "es",
        roleTerms: [
            CleanNameTerm("botón", roles: [.button]),
            CleanNameTerm("boton", roles: [.button]),
            CleanNameTerm("casilla de verificación", roles: [.checkbox]),
            CleanNameTerm("botón de selección", roles: [.radio]),
            CleanNameTerm("interruptor", roles: [.switch]),
            CleanNameTerm("imagen", roles: [.image]),
            CleanNameTerm("icono", roles: [.image, .button, .link]),
            CleanNameTerm("ícono", roles: [.image, .button, .link]),
            CleanNameTerm("enlace", roles: [.link]),
            CleanNameTerm("vínculo", roles: [.link]),
            CleanNameTerm("pestaña", roles: [.tab, .button], exceptBeforeNumber: true),
            CleanNameTerm("cuadro de edición", roles: [.textField, .secureTextField, .searchField]),
            CleanNameTerm("campo de texto", roles: [.textField, .secureTextField, .searchField]),
            CleanNameTerm("lista desplegable", roles: [.picker]),
            CleanNameTerm("control deslizante", roles: [.slider]),
        ],
        stateTerms: [
            "seleccionado", "seleccionada", "no seleccionado", "no seleccionada",
            "activado", "activada", "desactivado", "desactivada", "inhabilitado", "inhabilitada",
        ].map { CleanNameTerm($0, atEdgeOnly: true) }
            + ["activo", "activa", "inactivo", "inactiva"].map { CleanNameTerm($0, roles: Role.stateful, atEdgeOnly: true) })
}
