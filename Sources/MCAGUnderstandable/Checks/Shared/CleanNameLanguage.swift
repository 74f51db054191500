import MCAGCore

/// The language a screen is written in, worked out from its own text when
/// the dump states none (no app locale, no element language).
///
/// MCAG 3.2.4 asks that "Elements' type is not specified in their accessible
/// names" in whatever language the names are written; a dump without a
/// locale still says it plainly to anyone who reads it. The script tells
/// most languages apart (Hangul is Korean; kana is Japanese; Han without
/// kana is Chinese); in the Latin script the words of the screen's labels
/// do ("Settings", "your", "and" against "Configurações", "seu", "e").
/// Only a clear majority counts: a screen with too little text, or mixed
/// without a dominant language, stays unknown.
struct CleanNameLanguage: Equatable {
    /// The primary language subtag (`en`, `ko`), or nil when only the script
    /// is known (Cyrillic serves Russian, Ukrainian, Bulgarian…).
    let subtag: String?
    /// How it was found, for a finding's message: "Korean: 14 of 16 texts are in Hangul".
    let evidence: String

    /// The least texts with letters a screen must show before its language is inferred.
    static let minimumTexts = 2
    /// The share of the screen's texts the leading script must hold.
    static let scriptShare = 0.6
    /// The first texts looked at: a screen's language shows in its first few
    /// hundred labels, and a 100,000-row list holds no more evidence than them.
    static let textLimit = 400

    /// The language of `screen`'s text, or nil when it does not show one clearly.
    static func infer(_ screen: ScreenContext) -> CleanNameLanguage? {
        var texts: [String] = []
        let tree = screen.tree
        for index in tree.indices where texts.count < textLimit {
            for text in [tree[index].label, tree[index].text] {
                if let text, text.contains(where: \.isLetter) { texts.append(text) }
            }
        }
        return infer(texts: texts)
    }

    /// The language of `texts` (a screen's labels and texts), or nil.
    static func infer(texts: [String]) -> CleanNameLanguage? {
        var byScript: [Script: Int] = [:]
        var latinTexts: [String] = []
        for text in texts {
            guard let script = Script.dominant(in: text) else { continue }
            byScript[script, default: 0] += 1
            if script == .latin { latinTexts.append(text) }
        }
        // Japanese writes many labels in kanji alone ("設定"), which are Han: a
        // screen whose Han and kana texts include kana in one of five is Japanese.
        if let kana = byScript[.kana], let han = byScript[.han] {
            if 5 * kana >= kana + han {
                byScript[.kana] = kana + han
                byScript[.han] = nil
            } else {
                byScript[.han] = kana + han
                byScript[.kana] = nil
            }
        }
        let total = byScript.values.reduce(0, +)
        guard total >= minimumTexts,
              let (script, count) = byScript.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }),
              Double(count) >= scriptShare * Double(total) else { return nil }
        let share = "\(count) of \(total) texts are in \(script.name) script"
        if script == .latin { return latinLanguage(latinTexts, share: share) }
        guard let subtag = script.language else {
            return CleanNameLanguage(subtag: nil, evidence: share)
        }
        return CleanNameLanguage(subtag: subtag, evidence: "\(languageName(subtag)): \(share)")
    }

    /// The language of texts in the Latin script, told by the common words of
    /// each language found among theirs: at least three, and twice as many
    /// as the next language's.
    static func latinLanguage(_ texts: [String], share: String) -> CleanNameLanguage? {
        var hits: [String: [String]] = [:]
        for text in texts {
            for word in CleanNameWords.of(text) {
                for (language, words) in latinWords where words.contains(word) {
                    if !(hits[language]?.contains(word) ?? false) { hits[language, default: []].append(word) }
                }
            }
        }
        let ranked = hits.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }
        guard let first = ranked.first, first.value.count >= 3,
              first.value.count >= 2 * (ranked.dropFirst().first?.value.count ?? 0) else { return nil }
        let quoted = first.value.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
        return CleanNameLanguage(subtag: first.key,
                                 evidence: "\(languageName(first.key)): \(share), with \(first.value.count) \(languageName(first.key)) words (\(quoted))")
    }

    static func languageName(_ subtag: String) -> String {
        switch subtag {
        case "en": "English"
        case "pt": "Portuguese"
        case "es": "Spanish"
        case "fr": "French"
        case "de": "German"
        case "it": "Italian"
        case "tr": "Turkish"
        case "ko": "Korean"
        case "ja": "Japanese"
        case "zh": "Chinese"
        case "th": "Thai"
        case "el": "Greek"
        case "he": "Hebrew"
        default: subtag
        }
    }

    /// Common words of each Latin-script language: function words and the
    /// commonest interface words, chosen so that no word is shared by two of
    /// the lists ("no" is English and Spanish, "a" Portuguese, Spanish and
    /// Italian, so neither is listed).
    static let latinWords: [(String, Set<String>)] = [
        ("en", ["the", "and", "your", "you", "with", "for", "settings", "search", "home", "back", "next", "cancel",
                "more", "sign", "log", "login", "account", "password", "email", "share", "edit", "delete", "save",
                "done", "close", "profile", "notifications", "help", "about", "open", "new", "messages", "message",
                "send", "add", "view", "all", "of", "to", "is", "are", "this", "from", "forgot", "continue", "create",
                "show", "hide", "privacy", "terms", "menu", "friends", "chats", "photos", "videos", "like"]),
        ("pt", ["você", "seu", "sua", "não", "configurações", "pesquisar", "voltar", "mais", "conta", "senha",
                "compartilhar", "excluir", "salvar", "concluído", "fechar", "notificações", "ajuda", "novo", "nova",
                "mensagens", "mensagem", "adicionar", "em", "botão"]),
        ("es", ["el", "los", "las", "tus", "usted", "configuración", "atrás", "siguiente", "más", "iniciar",
                "sesión", "cuenta", "contraseña", "compartir", "eliminar", "guardar", "listo", "cerrar", "ayuda",
                "acerca", "nuevo", "nueva", "mensajes", "agregar", "añadir", "y", "sí", "año", "hoy", "aquí", "ahora",
                "también", "están", "inicio", "mis", "sus", "qué", "cómo"]),
        ("fr", ["le", "les", "vous", "votre", "vos", "et", "paramètres", "rechercher", "retour", "suivant", "annuler",
                "connexion", "compte", "mot", "passe", "partager", "modifier", "supprimer", "enregistrer", "terminé",
                "fermer", "aide", "propos", "ouvrir", "nouveau", "nouvelle", "envoyer", "ajouter", "voir", "tous",
                "avec", "pour", "dans", "sur", "des", "du", "une"]),
        ("de", ["der", "die", "das", "und", "sie", "ihr", "ihre", "einstellungen", "suchen", "zurück", "weiter",
                "abbrechen", "mehr", "anmelden", "konto", "passwort", "teilen", "bearbeiten", "löschen", "speichern",
                "fertig", "schließen", "hilfe", "öffnen", "neu", "neue", "nachrichten", "senden", "hinzufügen",
                "anzeigen", "alle", "mit", "für", "von", "ist", "nicht", "ein", "eine"]),
        ("it", ["il", "gli", "tuo", "tua", "impostazioni", "indietro", "avanti", "annulla", "accedi", "condividi",
                "modifica", "elimina", "salva", "fatto", "chiudi", "profilo", "apri", "nuovo", "messaggi", "invia",
                "aggiungi", "tutti", "di", "per", "che"]),
        ("tr", ["ve", "bir", "bu", "için", "ile", "ayarlar", "geri", "ileri", "iptal", "daha", "giriş", "hesap",
                "şifre", "paylaş", "düzenle", "sil", "kaydet", "tamam", "kapat", "yardım", "yeni", "mesajlar",
                "gönder", "ekle", "tümü"]),
    ]

    /// The writing systems told apart; each text counts for the one most of its letters are in.
    enum Script: Int, CaseIterable {
        case latin, hangul, kana, han, cyrillic, arabic, thai, devanagari, hebrew, greek

        var name: String {
            switch self {
            case .latin: "Latin"
            case .hangul: "Hangul"
            case .kana: "kana (Japanese)"
            case .han: "Han"
            case .cyrillic: "Cyrillic"
            case .arabic: "Arabic"
            case .thai: "Thai"
            case .devanagari: "Devanagari"
            case .hebrew: "Hebrew"
            case .greek: "Greek"
            }
        }

        /// The one language the script names, if it names one.
        var language: String? {
            switch self {
            case .hangul: "ko"
            case .kana: "ja"
            case .han: "zh"
            case .thai: "th"
            case .greek: "el"
            case .hebrew: "he"
            case .latin, .cyrillic, .arabic, .devanagari: nil
            }
        }

        static func of(_ scalar: Unicode.Scalar) -> Script? {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: .latin
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: .hangul
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: .kana
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: .han
            case 0x400...0x52F: .cyrillic
            case 0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: .arabic
            case 0xE00...0xE7F: .thai
            case 0x900...0x97F: .devanagari
            case 0x590...0x5FF: .hebrew
            case 0x370...0x3FF: .greek
            default: nil
            }
        }

        /// The script most of the text's letters are in; a Japanese text, whose
        /// kanji are Han, counts as kana as soon as it holds kana at all.
        static func dominant(in text: String) -> Script? {
            var counts = [Int](repeating: 0, count: Script.allCases.count)
            for scalar in text.unicodeScalars {
                if let script = of(scalar) { counts[script.rawValue] += 1 }
            }
            if counts[Script.kana.rawValue] > 0, counts[Script.kana.rawValue] + counts[Script.han.rawValue]
                >= counts[Script.latin.rawValue] { return .kana }
            guard let best = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[best] > 0 else { return nil }
            return Script(rawValue: best)
        }
    }
}
