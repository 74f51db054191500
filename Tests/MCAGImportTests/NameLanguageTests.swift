import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport
@testable import MCAGOperable
@testable import MCAGUnderstandable

/// The language of a screen whose dump states none, read from its own text
/// (3.2.4 Clean Names), and 2.1.7's "starts with" in scripts without spaces.
/// No dump of the corpus carries a locale, so without the inference every
/// name the word scan found clean was left for review.
@Suite("Name languages inferred from the screen")
struct NameLanguageTests {
    static let roleWords = "MCAG:clean-names#3"

    @Test func theLanguageIsReadFromTheScript() throws {
        // Xiaohongshu's home feed: 48 of its 52 texts ("推荐", "直播", "已选定推荐") are in Han, none in kana.
        let feed = try ScreenReaderWindowEdgeTests.androidCorpus("xiaohongshu-home-zh.xml")
        #expect(feed.screen.app.locale == nil)
        let chinese = try #require(CleanNameLanguage.infer(feed.screen))
        #expect(chinese.subtag == "zh")
        #expect(chinese.evidence.hasPrefix("Chinese:") && chinese.evidence.contains("in Han script"))
        // Ozon Bank: Cyrillic serves several languages, so only the script is known.
        let bank = try ScreenReaderWindowEdgeTests.androidCorpus("ozon-bank-home-webview-ru.xml")
        let cyrillic = try #require(CleanNameLanguage.infer(bank.screen))
        #expect(cyrillic.subtag == nil && cyrillic.evidence.contains("Cyrillic"))
    }

    @Test func aLatinScreensLanguageIsReadFromItsWords() throws {
        // Facebook's Spanish login ("Iniciar sesión", "Contraseña") and Fluent Health's English sign-up.
        let spanish = try ScreenReaderWindowEdgeTests.androidCorpus("facebook-login-es.xml")
        #expect(CleanNameLanguage.infer(spanish.screen)?.subtag == "es")
        let english = try ScreenReaderWindowEdgeTests.androidCorpus("fluent-health-signup.xml")
        #expect(CleanNameLanguage.infer(english.screen)?.subtag == "en")
    }

    @Test func namesOnAnEnglishScreenWithoutALocaleAreJudged() throws {
        // Fluent Health's sign-up states no locale; its labels are English ("Create your account",
        // "Need help?"), so the word scan that finds no type word in them is a pass, not a review.
        let signup = try ScreenReaderWindowEdgeTests.androidCorpus("fluent-health-signup.xml")
        let findings = signup.report.results.filter { $0.requirementID == Self.roleWords }.flatMap(\.findings)
        #expect(!findings.contains { $0.kind == .needsReview && $0.missing.contains("language") })
        #expect(findings.contains { $0.kind == .pass })
    }

    @Test func aTypeWordSaysItsLanguageAndHowTheScreensIsKnown() throws {
        // Facebook's profile: <Button content-desc="Edit cover photo button">; no locale in the dump.
        let profile = try ScreenReaderModelRealDumpTests.fixture("uiautomator2-appium", "ErickPenafiel__facebook-app-testing__perfil_fb.xml")
        let violation = try #require(profile.violations(Self.roleWords).first { $0.message.contains("Edit cover photo button") })
        #expect(violation.message.contains("(\"button\", the English word for it)"))
        #expect(violation.message.contains("The dump states no locale; the screen's text is"))
    }

    @Test func aSpanishStateWordAsTheWholeNameOfAChipIsAStateStatement() throws {
        // DawSync's Compose print (desktop, no locale): eleven filter chips are
        // `Role = 'Checkbox'`, `Selected = 'false'`, `Text = '[Hoy]'` with `ContentDescription = '[Inactivo]'`,
        // so TalkBack speaks "Inactivo", the chip's state, as its whole name. The screen's texts are Spanish
        // ("Este año", "Hoy", "Mostrando todas las versiones") beside a few English descriptions ("Sessions").
        let sessions = try ScreenReaderModelRealDumpTests.fixture("compose-semantics", "oscardlfr__AndroidCommonDoc__sessions-empty.txt")
        #expect(CleanNameLanguage.infer(sessions.screen)?.subtag == "es")
        let states = sessions.violations("MCAG:clean-names#1")
        // Ten of them: the eleventh ("EP / LP", l=1077) lies beyond the 1024 px window, scrolled out of the row.
        #expect(states.count == 10)
        #expect(states.allSatisfy { $0.message.contains("Inactivo") })
        // "Solo últimas", the chip described "Mostrando todas las versiones", holds no state word of the list.
        #expect(!states.contains { $0.message.contains("Mostrando") })
    }

    @Test(arguments: [("Tab: Rewards", true), ("Home tab. Shows your feed", true), ("New tab", false),
                      ("Close tab: Rewards", false), ("Proxies\nTab 1 of 3", false), ("Discover, tab 1 of 5, selected", false)])
    func tabWrittenIntoAButtonsName(name: String, isTypeWord: Bool) {
        let terms = CleanNameVocabulary.english.roleTerms
        #expect((CleanNameScan.firstTerm(in: name, terms: terms, roles: [.button]) != nil) == isTypeWord)
    }

    @Test(arguments: [("设置", "设置快捷方式", true), ("设置", "快捷方式设置", false), ("Send", "Send, to Ana", true),
                      ("Send", "Sending", false), ("ตั้งค่า", "ตั้งค่าทางลัด", true), ("Wi-Fi", "wi fi 设置", true)])
    func startsWithComparesCharactersWhereWordsHaveNoSpaces(visible: String, name: String, starts: Bool) {
        #expect(SpokenText.startsWith(SpokenText.normalise(visible), SpokenText.normalise(name)) == starts)
    }
}
