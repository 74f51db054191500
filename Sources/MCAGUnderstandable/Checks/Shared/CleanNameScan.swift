import MCAGCore

/// What the three clean-name checks share: picking the vocabulary for an
/// element's language, the roles an element is announced with, and
/// whole-word phrase matching.
struct CleanNameScan {
    enum Kind { case role, state, value }

    let vocabularies: [CleanNameVocabulary]
    /// Per kind, the roles some term concerns, or nil when a term concerns
    /// every role; worked out once, since every element asks. Kept in a
    /// field per kind: a dictionary keyed by kind cost a hashed look-up per element.
    private let concernedRoleTerms: FewRoles?, concernedStateTerms: FewRoles?, concernedValueTerms: FewRoles?
    /// Per kind, the vocabularies that have words of that kind, their terms'
    /// roles as ``FewRoles``; worked out once, since every element asks.
    private let roleVocabularies: [PreparedVocabulary], stateVocabularies: [PreparedVocabulary],
                valueVocabularies: [PreparedVocabulary]

    init(vocabularies: [CleanNameVocabulary]) {
        self.vocabularies = vocabularies
        func usable(_ kind: Kind) -> [PreparedVocabulary] {
            // A vocabulary without words of this kind (Korean has role words only) cannot judge it.
            vocabularies.filter { !Self.terms(of: $0, kind: kind).isEmpty }.map { vocabulary in
                PreparedVocabulary(language: vocabulary.language, terms: Self.terms(of: vocabulary, kind: kind).map(PreparedTerm.init))
            }
        }
        roleVocabularies = usable(.role)
        stateVocabularies = usable(.state)
        valueVocabularies = usable(.value)
        func concerned(_ kind: Kind) -> FewRoles? {
            var union: FewRoles? = FewRoles()
            for vocabulary in vocabularies {
                for term in Self.terms(of: vocabulary, kind: kind) {
                    guard let roles = term.roles else { union = nil; break }
                    for role in roles { union?.insert(role) }
                }
            }
            return union
        }
        concernedRoleTerms = concerned(.role)
        concernedStateTerms = concerned(.state)
        concernedValueTerms = concerned(.value)
    }

    private func concernedRoles(_ kind: Kind) -> FewRoles? {
        switch kind {
        case .role: concernedRoleTerms
        case .state: concernedStateTerms
        case .value: concernedValueTerms
        }
    }

    private func usableVocabularies(_ kind: Kind) -> [PreparedVocabulary] {
        switch kind {
        case .role: roleVocabularies
        case .state: stateVocabularies
        case .value: valueVocabularies
        }
    }

    /// The language subtag that applies to the element, if any is known:
    /// its own language's, else `appLanguage`, the subtag of the app's locale.
    static func language(of element: ElementContext, appLanguage: String?) -> String? {
        if let tag = element.element.language { return primarySubtag(of: tag) }
        return appLanguage
    }

    /// The first non-empty subtag of a language tag, in lower case: `en` of `en-US`.
    static func primarySubtag(of tag: String) -> String? {
        if let subtag = ASCIIWords.firstField(of: tag, separatedBy: 0x2D, 0x5F) { return subtag.isEmpty ? nil : subtag }
        // The first non-empty subtag, as `split(…).first` gives, without building the array of subtags.
        func isSeparator(_ character: Character) -> Bool { character == "-" || character == "_" }
        let subtag = tag.drop(while: isSeparator).prefix(while: { !isSeparator($0) })
        return subtag.isEmpty ? nil : subtag.lowercased()
    }

    /// The roles the element has or is announced with: its class's role,
    /// the role the screen reader conveys (TalkBack announces a clickable
    /// image as a button; the model's tabs and list rows), a button for an
    /// operable element of another role, and roles given as traits.
    static func announcedRoles(of context: ElementContext) -> FewRoles {
        var roles = announcedRoles(of: context.element)
        // The model held for the call and its element lent: through `context.reader`,
        // the whole element was copied to take its role, four retains and releases.
        let model = context.screen.screenReader
        roles.insert(model[context.index].role)
        return roles
    }

    /// The roles announced for an element judged without its screen.
    static func announcedRoles(of element: Element) -> FewRoles {
        var roles = FewRoles()
        roles.insert(element.role)
        if element.isInteractive, !element.role.isInteractive { roles.insert(.button) }
        // The traits read once: `hasTrait` fetched the list again for each of the seven.
        if let traits = element.traits, !traits.isEmpty {
            for (trait, role) in traitRoles where traits.contains(where: { $0.caseInsensitiveEquals(trait) }) {
                roles.insert(role)
            }
        }
        return roles
    }

    /// iOS traits that announce a role.
    static let traitRoles: [(String, Role)] = [
        ("button", .button), ("link", .link), ("image", .image), ("header", .heading), ("heading", .heading),
        ("adjustable", .slider), ("searchField", .searchField),
    ]

    /// Whether any term of `kind` can concern an element announced with `roles`.
    func concerns(_ roles: FewRoles, kind: Kind) -> Bool {
        guard let concerned = concernedRoles(kind) else { return true }
        return concerned.intersects(roles)
    }

    static func terms(of vocabulary: CleanNameVocabulary, kind: Kind) -> [CleanNameTerm] {
        switch kind {
        case .role: vocabulary.roleTerms
        case .state: vocabulary.stateTerms
        case .value: vocabulary.valueTerms
        }
    }

    /// The first term of `kind` found in `name` that is redundant on an
    /// element announced with `roles`.
    static func firstTerm(in name: String, terms: [CleanNameTerm], roles: FewRoles) -> CleanNameTerm? {
        firstTerm(inWords: CleanNameWords.of(name), terms: terms.map(PreparedTerm.init), roles: roles)
    }

    /// The first term of `kind` found in a name already split into `words`
    /// (see ``CleanNameWords``) that is redundant on an element announced with `roles`.
    static func firstTerm(inWords words: [String], terms: [PreparedTerm], roles: FewRoles) -> CleanNameTerm? {
        terms.first { matches($0, inWords: words, roles: roles) }?.term
    }

    /// Whether `prepared` is found in `words` and is redundant on an element announced with `roles`.
    static func matches(_ prepared: PreparedTerm, inWords words: [String], roles: FewRoles) -> Bool {
        guard prepared.roles.map({ roles.intersects($0) }) ?? true else { return false }
        let phrase = prepared.term.words
        if prepared.term.atEdgeOnly, let unspaced = prepared.unspacedWord {
            return words.first?.hasPrefix(unspaced) == true || words.last?.hasSuffix(unspaced) == true
        }
        guard !phrase.isEmpty, phrase.count <= words.count else { return false }
        let lastStart = words.count - phrase.count
        let exceptions = prepared.term.exceptBeforeNumber || !prepared.term.exceptAfter.isEmpty
        func matches(at start: Int) -> Bool {
            guard words[start..<(start + phrase.count)].elementsEqual(phrase) else { return false }
            guard exceptions else { return true }
            let end = start + phrase.count
            if prepared.term.exceptBeforeNumber, end < words.count, words[end].first?.isNumber == true { return false }
            return start == 0 || !prepared.term.exceptAfter.contains(words[start - 1])
        }
        return prepared.term.atEdgeOnly ? matches(at: 0) || matches(at: lastStart) : (0...lastStart).contains(where: matches)
    }

    /// The one word of a phrase written in a script without spaces, or nil.
    static func unspacedWord(of phrase: [String]) -> String? {
        guard phrase.count == 1, let word = phrase.first,
              word.unicodeScalars.contains(where: \.isWrittenWithoutSpaces) else { return nil }
        return word
    }

    /// Outcome of scanning one name for one kind of term.
    enum Result {
        /// A term, and the language of the vocabulary that holds it.
        case found(CleanNameTerm, language: String)
        case clean
        /// No vocabulary fits the element's language (or the language is unknown).
        case noVocabulary(language: String?)
    }

    /// Scans a name, split once into `words` by ``CleanNameWords``, for the
    /// terms of `kind` that are redundant on an element announced with `roles`
    /// (`announcedRoles(of:)`, which the caller has already worked out).
    func scan(_ words: [String], roles: FewRoles, of element: ElementContext, appLanguage: String?, kind: Kind) -> Result {
        scan(words, roles: roles, language: Self.language(of: element, appLanguage: appLanguage), kind: kind)
    }

    /// Scans a name split into `words` for the terms of `kind` in `language`
    /// (`language(of:appLanguage:)`, which the caller has already worked out;
    /// nil when it is unknown) that are redundant on an element announced with `roles`.
    func scan(_ words: [String], roles: FewRoles, language: String?, kind: Kind) -> Result {
        // The vocabularies of the element's language (every usable one when it is unknown),
        // walked in place: filtering them into an array cost an allocation per element.
        var triedAny = false
        for vocabulary in usableVocabularies(kind) where language.map({ vocabulary.language == $0 }) ?? true {
            triedAny = true
            if let term = vocabulary.firstTerm(inWords: words, roles: roles) { return .found(term, language: vocabulary.language) }
        }
        // Without a known language, no match in the tables tried proves nothing.
        if language == nil || !triedAny { return .noVocabulary(language: language) }
        return .clean
    }

    /// The verdict for a name no vocabulary could judge: `language` is the
    /// element's or app's stated language (nil when the dump states none),
    /// `screenLanguage` what the screen's own text shows (see `CleanNameLanguage`).
    /// A name scanned with every vocabulary and found clean is clean when the
    /// screen is written in a language one of them covers: its words were
    /// read in that language and none names a `kind` of thing the platform announces.
    func unjudged(language: String?, screenLanguage: CleanNameLanguage?, kind: Kind) -> ElementVerdict {
        if let language { return Self.unjudged(language: language) }
        guard let screenLanguage else {
            return .review(reason: CleanNameScanResult.languageUnknown, missing: ["language"])
        }
        if let subtag = screenLanguage.subtag, usableVocabularies(kind).contains(where: { $0.language == subtag }) { return .pass }
        return .review(reason: CleanNameScanResult.noVocabularyForInferred(evidence: screenLanguage.evidence), missing: [])
    }

    /// The review verdict for a name in a stated language no vocabulary covers.
    static func unjudged(language: String) -> ElementVerdict {
        .review(reason: CleanNameScanResult.noVocabulary(language: language), missing: [])
    }

    /// What is known of a screen's language: the subtag of the app's stated
    /// locale, else what its text shows, worked out once per screen.
    struct ScreenLanguage {
        let app: String?
        let inferred: CleanNameLanguage?

        /// How a violation's language is known, for its message: nil when
        /// the dump states it, else the inference's evidence (see ``CleanNameScanResult/note(_:)``).
        var inferredEvidence: String? {
            guard app == nil, let inferred else { return nil }
            return inferred.evidence
        }
    }

    /// Runs a per-element judgement over a screen, folding passes and reviews.
    /// Only names the user hears are judged: an element the screen reader
    /// skips, passes over or reads as part of another stop (a toolbar's
    /// container label, a nested duplicate) has no name of its own to clean.
    /// `judge` is given the element and the screen's language (the subtag of
    /// the app's locale, else the language its text shows), worked out once
    /// per screen: splitting and lower-casing the locale again for every
    /// element cost more than the look-ups it chose.
    static func evaluate(_ screen: ScreenContext, summary: (Int) -> any FindingResult,
                         judge: (ElementContext, _ language: ScreenLanguage) -> ElementVerdict?) -> [Finding] {
        var verdicts = ElementVerdicts()
        let app = screen.app.locale.flatMap(primarySubtag(of:))
        let language = ScreenLanguage(app: app, inferred: app == nil ? CleanNameLanguage.infer(screen) : nil)
        let model = screen.screenReader
        for index in screen.tree.indices {
            switch model[index].focus {
            case .skipped, .wrapper, .mergedIntoAncestor: continue
            case .stop, .presumedStop, .unknown: break
            }
            if let verdict = judge(screen.element(index), language) { verdicts.record(verdict, at: index, on: screen) }
        }
        return verdicts.findings(on: screen, passSummary: summary)
    }
}
