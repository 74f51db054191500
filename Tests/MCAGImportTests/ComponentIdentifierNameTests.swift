import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// A name that is a developer's identifier for the component is no name
/// (``NameDefect/componentIdentifier``), measured on the real dumps where it
/// was found. Expectations come from reading the XML as TalkBack reads it.
@Suite("A developer's identifier read as a control's name")
struct ComponentIdentifierNameTests {
    static let names = "MCAG:interactive-elements-have-names#1"

    @Test func anAdSDKsViewClassAsTheOnlyNameIsAViolation() throws {
        // SayHi's nearby list: <FrameLayout clickable="true" bounds="[20,735][700,1215]"> holds
        // <FrameLayout content-desc="NativeVideoTsView" bounds="[20,735][700,1215]">, the ad SDK's view
        // class. TalkBack reads the child's description as the frame's name: "NativeVideoTsView".
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("sayhi-nearby-ar.xml"))
        let tree = screen.screen.tree
        let frame = try #require(tree.indices.first {
            tree[$0].className == "android.widget.FrameLayout" && tree[$0].isClickable == true
                && tree[$0].frame == Rect(x: 20, y: 735, width: 680, height: 480)
        })
        #expect(screen.screen.screenReader[frame].name == "NativeVideoTsView")
        #expect(screen.findings(Self.names, at: frame).map(\.kind) == [.violation])
    }

    @Test func aReactNativeTestIDOverTheVisibleTextIsAViolation() throws {
        // MPL's home: <ViewGroup content-desc="sectionHeader-touch" clickable="true" bounds="[832,628][1032,700]">
        // over the visible "View All": TalkBack says "sectionHeader-touch".
        let screen = try ScreenReaderModelRealDumpTests.audit(TouchTargetAccuracyFixTests.androidCorpus("mpl-home-rn.xml"))
        let viewAll = try screen.index("android.view.ViewGroup", 832, 628, 200, 72)
        #expect(screen.findings(Self.names, at: viewAll).map(\.kind) == [.violation])
    }

    @Test func aKebabCaseTestIDWithTheTypeInTheMiddleIsAViolation() throws {
        // Ozon Bank's home in a WebView: <Button text="transfer-button-shared" bounds="[460,576][666,672]">
        // beside "qr-code-button" and "replenish-button": web buttons whose only text is a test ID.
        // TalkBack reads "transfer-button-shared, button" on a Russian screen.
        let screen = try ScreenReaderModelRealDumpTests.audit(TouchTargetAccuracyFixTests.androidCorpus("ozon-bank-home-webview-ru.xml"))
        for x in [56.0, 258, 460] {
            let button = try screen.index("android.widget.Button", x, 576, x == 460 ? 206 : 204, 96)
            #expect(screen.findings(Self.names, at: button).map(\.kind) == [.violation])
        }
        // "badge icon за друга" is words for a user, however poor: a name.
        let badge = try screen.index("android.widget.Button", 544, 68, 64, 64)
        #expect(!screen.findings(Self.names, at: badge).map(\.kind).contains(.violation))
    }

    @Test func aTwoWordProductNameOnAFlutterButtonStaysAName() throws {
        // The Flutter url_launcher demo: <Button content-desc="WebView" bounds="[556,677][1038,814]">,
        // the button that opens the page in a web view. Two PascalCase words may be a product's name.
        let screen = try ScreenReaderModelRealDumpTests.audit(
            TouchTargetAccuracyFixTests.androidCorpus("flutter-url-launcher.xml"))
        let button = try screen.index("android.widget.Button", 556, 677, 482, 137)
        #expect(screen.findings(Self.names, at: button).map(\.kind) == [.pass])
    }

    @Test(arguments: ["button-container", "primary-custom-button", "sectionHeader-touch", "footerTabText",
                      "NativeVideoTsView", "icon, footerTabText", "icon-image, footerTabText",
                      // Ozon Bank's web view: the component type inside a kebab-case test ID.
                      "transfer-button-shared", "cart-icon-badge"])
    func identifiersAreNotNames(name: String) {
        #expect(NameDefect.of(name) == .componentIdentifier)
    }

    @Test(arguments: ["WebView", "TextNow", "YouTube", "Wi-Fi", "Check-in", "iView", "Play button", "Text",
                      "HOME-Cash Icon", "Home Header Container", "star-full", "menu_icon", "drop-shadow",
                      // Compounds that use a component word and are not test IDs.
                      "text-to-speech", "one-touch-login", "check-in-desk", "Sign-In-Button-Free", "up-to-date"])
    func namesAndOtherDefectsAreNotIdentifiers(name: String) {
        #expect(NameDefect.of(name) != .componentIdentifier)
    }
}
