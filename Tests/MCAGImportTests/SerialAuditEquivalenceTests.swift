import MCAGCore
import Testing
@testable import MCAGUnderstandable

/// The look-ups the serial-audit work put in place of scans (help terms by
/// first word, clean-name terms by first word, the keys every screen shares)
/// must answer as the scans did; each is run against the scan it replaced.
@Suite struct SerialAuditEquivalenceTests {
    static let names = [
        "Contact us", "contactUs", "helpDesk", "LiveChat", "live chat now", "customer-care", "Customer Service center",
        "FAQs", "faq", "help centre", "chat bot", "Hilfe", "Çhat", "Toggle 3", "Item 12 of the list, with some words",
        "Play button", "button", "Selected tab Home", "checkbox Remember me", "Logo image", "Volume 50 percent",
        "btn-login", "icon search", "Back", "", "  ", "Home tab", "추천 버튼", "推荐按钮", "aide en ligne", "帮助中心",
    ]

    /// The sliding-window match `HelpVocabulary.matches` used before it looked terms up by first word.
    static func slidingMatch(_ vocabulary: HelpVocabulary, _ text: String) -> Bool {
        let words = HelpVocabulary.words(text)
        let terms = vocabulary.terms.map(HelpVocabulary.words).filter { !$0.isEmpty }
        return terms.contains { term in
            term.count <= words.count
                && (0...(words.count - term.count)).contains { words[$0..<($0 + term.count)].elementsEqual(term) }
        }
    }

    @Test func helpTermsMatchAsTheSlidingWindowDid() {
        let vocabularies = [HelpVocabulary.standard, HelpVocabulary(["Hilfe", "aide en ligne", "帮助", "chat"]),
                            HelpVocabulary.standard.removing(["help"]).adding(["service"])]
        for vocabulary in vocabularies {
            for name in Self.names + Self.names.map({ $0.uppercased() }) {
                #expect(vocabulary.matches(name) == Self.slidingMatch(vocabulary, name), "\(name.debugDescription)")
            }
        }
    }

    @Test func cleanNameTermsAreFoundAsTheLinearScanFoundThem() {
        let roleSets: [FewRoles] = [[.button], [.image], [.checkbox, .button], [.tab], [.slider], [.text], [.switch, .link]]
        for vocabulary in CleanNameVocabulary.builtIn {
            for kind in [CleanNameScan.Kind.role, .state, .value] {
                let terms = CleanNameScan.terms(of: vocabulary, kind: kind).map(CleanNameScan.PreparedTerm.init)
                let prepared = CleanNameScan.PreparedVocabulary(language: vocabulary.language, terms: terms)
                for name in Self.names {
                    for words in [CleanNameWords.of(name), CleanNameWords.joiningHyphenatedWords(of: name)] {
                        for roles in roleSets {
                            let expected = CleanNameScan.firstTerm(inWords: words, terms: terms, roles: roles)?.phrase
                            #expect(prepared.firstTerm(inWords: words, roles: roles)?.phrase == expected,
                                    "\(vocabulary.language) \(kind) \(name.debugDescription)")
                        }
                    }
                }
            }
        }
    }

    @Test func sharedKeysAreThoseEveryScreenHolds() {
        // Four screens: "tabs" is the subject; "title" is on all, "search" on three, "row N" on one each.
        let positions: [[String: Int]] = (0..<4).map { screen in
            var keys = ["tabs": 9 - screen, "title": 1, "row \(screen)": 3]
            if screen != 2 { keys["search"] = 2 + screen }
            if screen == 3 { keys["title"] = 12 }
            return keys
        }
        let names = ["A", "B", "C", "D"]
        guard case let .inconsistent(reference, referenceScreens, deviations) =
            RelativePlacement.compare("tabs", on: [0, 1, 2, 3], positions: positions, names: names) else {
            Issue.record("the subject moves past the title on D, so the placement is inconsistent")
            return
        }
        #expect(reference == "after title")
        #expect(referenceScreens == ["A", "B", "C"])
        #expect(deviations.map(\.screens) == [["D"]])
        // Ignoring the only key every screen holds leaves nothing to compare.
        guard case .nothingToCompare = RelativePlacement.compare("tabs", on: [0, 1, 2, 3], positions: positions,
                                                                 names: names, ignoring: ["title"]) else {
            Issue.record("with the title ignored, no key is on every screen")
            return
        }
        guard case .nothingToCompare = RelativePlacement.compare("tabs", on: [], positions: positions, names: names) else {
            Issue.record("no screens, nothing to compare")
            return
        }
    }
}
