import MCAGCore
import Testing

/// The screen-reader model's rules on small trees, and its cost on deep ones.
@Suite("Screen-reader model")
struct ScreenReaderModelTests {
    static func model(_ platform: Platform?, _ roots: Node...) -> ScreenReaderModel {
        ScreenReaderModel(screen: Screen(tree: ElementTree(roots: roots)), platform: platform)
    }

    @Test func talkBackReadsTextThroughAContainerThatIsNotImportant() {
        let model = Self.model(.android, Node(Element(role: .container, className: "android.widget.FrameLayout", isClickable: true)) {
            Node(Element(role: .container, isAccessibilityElement: false)) {
                Node(Element(role: .text, label: "Ada: first program published", text: "Ada"))
            }
        })
        #expect(model[0].focus == .stop)
        #expect(model[0].name == "Ada: first program published")
        #expect(model[0].nameSource == .descendants)
        #expect(model[2].focus == .mergedIntoAncestor)
    }

    @Test func aContentDescriptionOfWhiteSpaceHidesTheText() {
        // TalkBack speaks a non-empty content description instead of the text, even " ".
        let model = Self.model(.android, Node(Element(role: .button, label: " ", text: "Send", isClickable: true)))
        #expect(model[0].name == " ")
        #expect(NameDefect.of(" ") == .blank)
    }

    @Test func aDescendantsWhiteSpaceDescriptionHidesItsTextOnAndroidOnly() {
        // ATF reads a descendant's non-empty description instead of its text and children, even " ".
        let row: (Platform) -> ScreenReaderModel = { platform in
            Self.model(platform, Node(Element(role: .container, isClickable: true)) {
                Node(Element(role: .text, label: " ", text: "You saved ₹63"))
                Node(Element(role: .text, text: "on this order"))
            })
        }
        #expect(row(.android)[0].name == "on this order")
        #expect(row(.ios)[0].name?.contains("You saved ₹63") == true)
    }

    @Test func aClickableLayoutOverAClickableChildIsAWrapper() {
        let model = Self.model(.android, Node(Element(role: .container, isClickable: true)) {
            Node(Element(role: .button, text: "Message", isClickable: true))
        })
        #expect(model[0].focus == .wrapper)
        #expect(model[1].focus == .stop)
    }

    @Test func voiceOverDoesNotDescendIntoAnAccessibilityElement() {
        let model = Self.model(.ios, Node(Element(role: .switch, label: "Reduce Motion", isAccessibilityElement: true)) {
            Node(Element(role: .switch, label: "Reduce Motion", isAccessibilityElement: true))
        })
        #expect(model[0].focus == .stop)
        #expect(model[1].focus == .mergedIntoAncestor)
    }

    @Test func aContainerReportedInvisibleOverVisibleChildrenIsNotHidden() {
        let screen = Screen(viewport: Size(width: 400, height: 800), tree: ElementTree(
            Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 400, height: 800), isVisible: false)) {
                Node(Element(role: .button, label: "Go", frame: Rect(x: 10, y: 10, width: 44, height: 44),
                             isAccessibilityElement: true, isVisible: true))
                Node(Element(role: .button, label: "Gone", frame: Rect(x: 10, y: 60, width: 44, height: 44),
                             isAccessibilityElement: true, isVisible: false))
            }))
        let model = ScreenReaderModel(screen: screen, platform: .ios)
        #expect(!model[0].visibility.isHidden)
        #expect(model[1].visibility == .visible)
        #expect(model[2].visibility == .hidden("is hidden"))
    }

    @Test func aFrameReachingPastTheScrollViewIsClipped() {
        let screen = Screen(viewport: Size(width: 400, height: 800), tree: ElementTree(
            Node(Element(role: .scrollView, frame: Rect(x: 0, y: 100, width: 400, height: 500))) {
                Node(Element(role: .cell, frame: Rect(x: 0, y: 560, width: 400, height: 80)))
                Node(Element(role: .cell, frame: Rect(x: 0, y: 200, width: 400, height: 80)))
            }))
        let model = ScreenReaderModel(screen: screen, platform: .ios)
        #expect(model[1].clipping == .init(container: 0, horizontally: false, vertically: true, extendsBeyondEdge: true))
        #expect(model[2].clipping == nil)
    }

    @Test(arguments: [Platform.android, .ios])
    func aHundredThousandDeepTreeCostsNoStack(platform: Platform) {
        var tree = ElementTree()
        tree.open(Element(role: .container, isClickable: true))
        for _ in 0..<100_000 { tree.open(Element(role: .container)) }
        tree.open(Element(role: .text, text: "deep"))
        let model = ScreenReaderModel(screen: Screen(tree: tree), platform: platform)
        #expect(model.count == 100_002)
        // Gathering a name visits a bounded number of descendants.
        #expect(model[0].name == nil)
        #expect(model[100_001].name == "deep")
    }

    @Test(arguments: [
        ("\u{E823}", NameDefect.privateUseGlyphs), ("\u{F0001} ", .privateUseGlyphs), (" \u{200B}", .blank),
        ("null", .placeholderToken("null")), ("Rating: null stars", .splicedToken("null")),
        ("ic_close", .resourceName), ("img_123.png", .resourceName), ("star-full", .resourceName),
        ("chevron_small_down", .resourceName), ("Image", .genericWord("Image")),
        ("icon", .genericWord("icon")),
        // Spliced tokens in ASCII (split on bytes) and beyond it (split on characters).
        ("Total: NaN", .splicedToken("NaN")), ("undefined\r\nitems", .splicedToken("undefined")),
        ("Café null", .splicedToken("null")), ("Preço: NaN €", .splicedToken("NaN")),
        // Children's descriptions joined by TalkBack, none of them a name.
        ("image, image", .noNameParts(["image", "image"])), ("icon, ic_home", .noNameParts(["icon", "ic_home"])),
    ])
    func namesThatAreNotNames(name: String, defect: NameDefect) {
        #expect(NameDefect.of(name) == defect)
        // The screen's remembered answer is the same, asked once or twice.
        let screen = ScreenContext(snapshot: AppSnapshot(Screen(Node(Element(role: .button, label: name)))), screenIndex: 0)
        #expect(screen.nameDefect(of: name) == defect)
        #expect(screen.nameDefect(of: name) == defect)
    }

    @Test(arguments: ["Settings", "Close", "Null Island tours", "Icon Pop Quiz", "iCloud", "\u{E823} Favourites",
                      "Wi-Fi", "E-mail", "e-mail", "example.com", "nullable", "NaNa", "Café nulle",
                      "Photo, 5 days ago", "icon, Home", "image,"])
    func namesThatAreNames(name: String) {
        #expect(NameDefect.of(name) == nil)
        let screen = ScreenContext(snapshot: AppSnapshot(Screen(Node(Element(role: .button, label: name)))), screenIndex: 0)
        #expect(screen.nameDefect(of: name) == nil)
        #expect(screen.nameDefect(of: name) == nil)
    }

    @Test func reportsShowInvisibleCharactersEscaped() {
        #expect("\u{E823}".escapedForReport == "U+E823")
        #expect(" ".escapedForReport == "U+0020")
        #expect("\u{E823}Settings".escapedForReport == "U+E823 Settings")
        #expect("Plain".escapedForReport == "Plain")
    }
}

@Suite("Screen-reader utterances")
struct ScreenReaderUtteranceTests {
    @Test func talkBackSaysStateNameRoleAndActivation() {
        let tree = ElementTree(Node(Element(role: .checkbox, text: "Remember me", isClickable: true, isCheckable: true, isChecked: true)))
        let model = ScreenReaderModel(screen: Screen(tree: tree), platform: .android)
        #expect(model.utterance(of: 0, element: tree[0]) == "checked, Remember me, checkbox, double-tap to activate")
    }

    @Test func talkBackReadsTheStateOfACheckableChildThatTakesNoFocusOnItsAncestor() {
        // TalkBack's isActionableForAccessibility leaves checkable out: the CheckBox drawn inside
        // the clickable row is read with it (ATF's getDescriptionForTreeStatus: "not checked").
        let tree = ElementTree(Node(Element(role: .container, className: "android.widget.LinearLayout", isClickable: true)) {
            Node(Element(role: .text, text: "Wi-Fi"))
            Node(Element(role: .checkbox, className: "android.widget.CheckBox", isCheckable: true, isChecked: false))
        })
        let model = ScreenReaderModel(screen: Screen(tree: tree), platform: .android)
        #expect(model[2].focus == .mergedIntoAncestor)
        #expect(model[2].focusOwner == 0)
        #expect(model.utterance(of: 0, element: tree[0]) == "Wi-Fi, not checked, double-tap to activate")
    }

    @Test func aCheckableNodeWithNoActionTextOrFocusableAncestorIsNoStop() {
        // ATF's shouldFocusView: not focusable, no text, no focusable ancestor.
        let tree = ElementTree(Node(Element(role: .container)) {
            Node(Element(role: .switch, className: "android.widget.Switch", isCheckable: true, isChecked: true))
        })
        let model = ScreenReaderModel(screen: Screen(tree: tree), platform: .android)
        #expect(model[1].focus == .skipped)
    }

    @Test func voiceOverSaysLabelValueSelectedAndTraits() {
        let tree = ElementTree(Node(Element(role: .tab, label: "Inbox", value: "3 unread", isAccessibilityElement: true,
                                            isSelected: true)))
        let model = ScreenReaderModel(screen: Screen(tree: tree), platform: .ios)
        #expect(model.utterance(of: 0, element: tree[0]) == "Inbox: 3 unread, selected, tab")
    }
}
