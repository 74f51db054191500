import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Patterns of issue 11 that had only synthetic tests, each on a real dump
/// from a public project (provenance in `Tests/AccuracyCorpus/SOURCES.tsv`).
/// The expectations come from reading the XML as a TalkBack or VoiceOver
/// user meets it, never from the tool's output.
@Suite("Issue 11 patterns on real dumps")
struct IssuePatternRealDumpTests {
    typealias Audited = ScreenReaderModelRealDumpTests.Audited
    static let role = "MCAG:explicit-role#1"
    static let size = "MCAG:touch-target-size#1"
    static let name = "MCAG:interactive-elements-have-names#1"

    static func safeUMLogin() throws -> Audited {
        try ScreenReaderAccuracyFixTests.android("safeum-login.xml")
    }

    func kinds(_ screen: Audited, _ requirement: String, _ index: Int) -> [Finding.Kind] {
        screen.findings(requirement, at: index).map(\.kind)
    }

    @Test func textThatActsAsAControlInALoginFormHasNoRole() throws {
        // SafeUM's login form: <TextView text=" Need help? \u{A0} " clickable="true" focusable="true"
        // bounds="[264,1340][455,1383]">. TalkBack says "Need help?, double-tap to activate" and no role:
        // MCAG 1.1.2 asks every UI component that allows interaction for "an explicit role", and the
        // dump shows the class TalkBack reads, so the missing role is a violation.
        let login = try Self.safeUMLogin()
        let help = try login.index("android.widget.TextView", 264, 1340, 191, 43)
        #expect(kinds(login, Self.role, help) == [.violation])
        let message = try #require(login.findings(Self.role, at: help).first?.message)
        #expect(message.contains("double-tap to activate"))
        // 43 px is under 7 mm at every density a 720 px phone can have (4.55 mm at 240 dpi).
        #expect(kinds(login, Self.size, help) == [.violation])
    }

    @Test func aSignUpThatIsARealButtonIsNotTextActingAsAControl() throws {
        // The same screen's <Button text="SIGN UP \u{A0}" bounds="[80,1440][640,1528]">: TalkBack says "button".
        let login = try Self.safeUMLogin()
        let signUp = try login.index("android.widget.Button", 80, 1440, 560, 88)
        #expect(!kinds(login, Self.role, signUp).contains(.needsReview))
        #expect(!kinds(login, Self.role, signUp).contains(.violation))
        // The static "DON'T HAVE AN ACCOUNT YET?" above it is not clickable: no role is asked of it.
        let prompt = try login.index("android.widget.TextView", 0, 1390, 720, 43)
        #expect(login.findings(Self.role, at: prompt).allSatisfy { $0.kind != .needsReview && $0.kind != .violation })
    }

    static func zomatoCart() throws -> Audited {
        try ScreenReaderAccuracyFixTests.android("zomato-cart-summary.xml")
    }

    @Test func aWhiteSpaceDescriptionHidesTheOnlyTextOfARow() throws {
        // Zomato's cart: <ViewGroup clickable="true" focusable="true" bounds="[36,370][1308,525]"> holds
        // <TextView text="You saved ₹63 on this order" content-desc=" " bounds="[156,420][726,475]">.
        // TalkBack reads a non-empty description instead of the text (ATF tests it with TextUtils.isEmpty,
        // false for " "), so the row it lands on says nothing.
        let cart = try Self.zomatoCart()
        let row = try cart.index("android.view.ViewGroup", 36, 370, 1272, 155)
        let text = try cart.index("android.widget.TextView", 156, 420, 570, 55)
        let model = cart.screen.screenReader
        #expect(model[row].focus == .stop)
        #expect(model[text].focus == .mergedIntoAncestor)
        #expect(!(model[row].name ?? "").contains("You saved"))
        #expect(kinds(cart, Self.name, row) == [.violation])
    }

    @Test func aNullSplicedIntoAButtonsDescriptionIsShownAndNeedsReview() throws {
        // The same dump's menu bar under the cart sheet: <View content-desc="Your cart total is ₹1725 null.
        // Proceed" clickable="true" bounds="[0,2681][1344,2920]">. TalkBack reads "null" aloud; the bar is
        // still named by its purpose, so it needs review, with the token shown.
        let cart = try Self.zomatoCart()
        let bar = try cart.index("android.view.View", 0, 2681, 1344, 239)
        let name = try #require(cart.screen.screenReader[bar].name)
        #expect(NameDefect.of(name) == .splicedToken("null"))
        #expect(kinds(cart, Self.name, bar) == [.needsReview])
        let message = try #require(cart.findings(Self.name, at: bar).first?.message)
        #expect(message.contains("\"null\""))
    }

    static let cleanNames = "MCAG:clean-names#3"
    static let media = "MCAG:static-media-alternatives#1"

    static func mplHome() throws -> Audited {
        try ScreenReaderAccuracyFixTests.android("mpl-home-rn.xml")
    }

    @Test func aBareGenericWordAsTheWholeNameIsReported() throws {
        // MPL, a React Native app: <ImageView content-desc="image" bounds="[643,300][1032,527]">, a banner
        // beside the promotion. TalkBack says "image": the type, not what it shows. A description that names
        // only the medium is no text alternative (MCAG 1.2.1), and a decorative picture would have to be
        // hidden (test 2), so 1.2.1 fails either way.
        let home = try Self.mplHome()
        let banner = try home.index("android.widget.ImageView", 643, 300, 389, 227)
        #expect(kinds(home, Self.cleanNames, banner) == [.violation])
        #expect(kinds(home, Self.media, banner) == [.violation])
        // <ViewGroup content-desc="touch" clickable="true" bounds="[33,736][327,1072]">, a game tile whose
        // description replaces the game's name: "touch" is React Native's Touchable, a type word.
        let tile = try home.index("android.view.ViewGroup", 33, 736, 294, 336)
        #expect(kinds(home, Self.cleanNames, tile) == [.violation])
    }

    @Test func aNameJoinedFromChildrenThatAreNoNamesIsNoName() throws {
        // <ViewGroup clickable="true" bounds="[0,1565][1080,2210]"> holds two ImageViews described "image":
        // TalkBack reads the card as "image, image", and neither part says what the card is for (1.1.3).
        let home = try Self.mplHome()
        // The dump nests ViewGroups of this frame; the clickable one is the card.
        let card = try #require(home.screen.tree.indices.first {
            home.screen.tree[$0].frame == Rect(x: 0, y: 1565, width: 1080, height: 645) && home.screen.tree[$0].isClickable == true
        })
        let findings = home.findings("MCAG:interactive-elements-have-names#1", at: card)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.contains("made only of parts that are no names") == true)
    }

    @Test func aGenericLabelOverDifferentVisibleTextIsReported() throws {
        // <TextView text="Get up to ₹60,000!" content-desc="text" bounds="[96,300][619,360]">: TalkBack speaks the
        // description, "text", never the offer. Visible text that itself says "Image" would be content.
        let home = try Self.mplHome()
        let offer = try home.index("android.widget.TextView", 96, 300, 523, 60)
        #expect(kinds(home, Self.cleanNames, offer) == [.violation])
    }

    @Test func aFocusableWrapperNamedAsAButtonAroundTheClickableOneIsNotTheTouchable() throws {
        // <ViewGroup content-desc="primary-custom-button" focusable="true" clickable="false"
        // bounds="[96,408][322,495]"> holds <ViewGroup content-desc="button-container" clickable="true">:
        // the clickable one takes the taps, so the wrapper is neither a role-less button nor a target.
        let home = try Self.mplHome()
        let wrapper = try home.index("android.view.ViewGroup", 96, 408, 226, 87)
        let touchable = try home.index("android.view.ViewGroup", 96, 416, 226, 72)
        #expect(!kinds(home, Self.role, wrapper).contains(.violation))
        #expect(kinds(home, Self.size, wrapper).isEmpty)
        // 72 px is under 7 mm at every density a 1080 px phone can have (5.08 mm at 360 dpi).
        #expect(kinds(home, Self.size, touchable) == [.violation])
    }
}

/// A checkable node that is neither clickable nor focusable, on a real dump.
/// TalkBack's `AccessibilityNodeInfoUtils.isActionableForAccessibility` and
/// ATF's `isFocusableOrClickableForAccessibility` leave checkable out: such a
/// node takes no focus of its own and is read with its focusable ancestor.
@Suite("A checkable node inside the control that operates it, on a real dump")
struct CheckableInsideControlRealDumpTests {
    static let name = "MCAG:interactive-elements-have-names#1"

    @Test func aToggleDrawnInsideAFocusableItemIsReadThereAndNotJudgedUnnamed() throws {
        // SafeUM's settings tab: <FrameLayout clickable="true" focusable="true" bounds="[584,124][720,294]">
        // holds <ToggleButton text=" " checkable="true" checked="false" clickable="false" focusable="false"
        // bounds="[614,138][698,218]"> and <TextView text="Account ">. TalkBack lands on the FrameLayout only.
        let settings = try ScreenReaderAccuracyFixTests.android("safeum-settings.xml")
        let item = try settings.index("android.widget.FrameLayout", 584, 124, 136, 170)
        let toggle = try settings.index("android.widget.ToggleButton", 614, 138, 84, 80)
        let model = settings.screen.screenReader
        #expect(model[toggle].focus == .mergedIntoAncestor)
        #expect(model[toggle].focusOwner == item)
        #expect(model[item].focus == .stop)
        #expect(settings.findings(Self.name, at: toggle).isEmpty)
        #expect(settings.findings(Self.name, at: item).map(\.kind) == [.pass])
        // Its state is spoken on the item (ATF's ruleSwitch: a ToggleButton with blank text says "off").
        let speech = model.utterance(of: item, element: settings.screen.tree[item])
        #expect(speech.contains("Account"))
        #expect(speech.contains("off"))
    }

    @Test func aNamelessClickableImageBesideItIsStillAnUnnamedStop() throws {
        // The same screen's <ImageView NAF="true" clickable="true" focusable="false" bounds="[197,447][221,481]">
        // inside the clickable "online" row: clickable makes it a stop of its own, with nothing to speak.
        let settings = try ScreenReaderAccuracyFixTests.android("safeum-settings.xml")
        let image = try settings.index("android.widget.ImageView", 197, 447, 24, 34)
        #expect(settings.screen.screenReader[image].focus == .stop)
        #expect(settings.findings(Self.name, at: image).map(\.kind) == [.violation])
    }
}
