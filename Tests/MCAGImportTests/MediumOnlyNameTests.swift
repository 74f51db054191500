import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// Names that are no names: a description that names only the kind of
/// medium (MCAG 1.2.1: "Static media that present essential content have a
/// text alternative"), on images and on controls (1.1.3).
@Suite("Names that name only the medium")
struct MediumOnlyNameTests {
    static let media = "MCAG:static-media-alternatives#1"

    @Test func aCardsImagesDescribedImageHaveNoAlternative() throws {
        // MPL's home (React Native): a clickable card <ViewGroup bounds="[0,1565][1080,2210]"> with no
        // description of its own holds two <ImageView content-desc="image">, which TalkBack reads as the
        // card's name, "image, image": nothing of what either picture shows.
        let home = try ScreenReaderWindowEdgeTests.androidCorpus("mpl-home-rn.xml")
        for x in [96.0, 533.0] {
            let picture = try home.index("android.widget.ImageView", x, 1649, x == 96 ? 324 : 451, 132)
            let finding = try #require(home.findings(Self.media, at: picture).first)
            #expect(finding.kind == .violation)
            #expect(finding.message.contains("names only the kind of medium (\"image\")"))
        }
        // The icon inside the menu <Button content-desc="touch">: the button's own description replaces
        // its children's, so the image's "image" is never spoken and 1.2.1 has nothing to judge in it.
        let icon = try home.index("android.widget.ImageView", 129, 150, 120, 120)
        #expect(!home.findings(Self.media, at: icon).contains { $0.kind == .violation })
    }

    @Test(arguments: [("image", false, "image"), ("Thumbnails", false, "thumbnails"), ("img_1", false, "img"),
                      ("ic_launcher", true, "ic"), ("banner_3.png", false, "banner"), ("Image Banner", false, "image"),
                      ("Photo preview thumbnail", false, "photo")])
    func namesOfTheMediumAlone(name: String, forControl: Bool, word: String) {
        #expect(NameDefect.mediumOnlyWord(name, forControl: forControl) == word)
    }

    @Test(arguments: [("Photo", true), ("Photos", true), ("ic_close", true), ("Profile photo of Ana", false),
                      ("Launcher", false), ("Play", true), ("Preview", false)])
    func namesThatSayMore(name: String, forControl: Bool) {
        #expect(NameDefect.mediumOnlyWord(name, forControl: forControl) == nil)
    }

    @Test func machineTextIsNoName() {
        #expect(NameDefect.of("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ") == .machineText)
        #expect(NameDefect.of("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk") == .machineText)
        #expect(NameDefect.of("Donaudampfschifffahrtsgesellschaftskapitänsmütze") == nil)
        #expect(NameDefect.of("null") == .placeholderToken("null"))
    }

    @Test(arguments: ["PA01100000001_02_WDCX", "SZDBK00000000_02_ZHCX", "PA0210000000_02_JFSC"])
    func internalCodesAreNoName(name: String) {
        #expect(NameDefect.of(name) == .internalCode)
    }

    @Test(arguments: ["SIGN_UP_NOW", "A7X-200", "F_1", "COVID-19", "_PA0110000_", "PA011__0000WX", "Pa01100000_02", "ROOM 305_1A"])
    func namesOrShortKeysAreNoInternalCode(name: String) {
        #expect(NameDefect.of(name) != .internalCode)
    }
}
