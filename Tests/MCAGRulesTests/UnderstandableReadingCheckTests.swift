import Testing
import MCAGRules

/// Behaviour of the automated checks of guidelines 3.3 and 3.4 beyond their
/// own examples: what counts as a text block, where line lengths come from,
/// what messages name, how severity scales, and that deep trees do not
/// overflow the stack.
@Suite struct UnderstandableReadingCheckTests {
    static let paragraph = "Your order ships within two working days. We send a tracking link by email as soon as "
        + "the parcel leaves our warehouse, and you can change the delivery address until then."

    static func evaluate(_ number: String, _ index: Int, on snapshot: AppSnapshot) throws -> RequirementResult {
        let criterion = try #require(Catalog.standard.criteria(matching: number).first)
        let requirement = try #require(criterion.requirement(index))
        return try Audit.evaluate(requirement, of: criterion, on: snapshot)
    }

    static func screen(named name: String = "Screen", viewport: Size? = nil, unit: LengthUnit = .points,
                       density: Density? = nil, _ roots: Node...) -> AppSnapshot {
        AppSnapshot(screens: [Screen(name: name, viewport: viewport, unit: unit, density: density,
                                     tree: ElementTree(roots: roots))])
    }

    // MARK: Text blocks

    @Test func textBlocksFollowTheLineCountWhenKnownAndTheWordCountOtherwise() {
        let definition = TextBlockDefinition.mcag
        #expect(definition.blockText(of: Element(role: .text, text: Self.paragraph)) != nil)
        #expect(definition.blockText(of: Element(role: .text, text: Self.paragraph, textStyle: TextStyle(lineCount: 2))) == nil)
        #expect(definition.blockText(of: Element(role: .text, text: "Short", textStyle: TextStyle(lineCount: 3))) != nil)
        #expect(definition.blockText(of: Element(role: .text, text: "Ships in two days")) == nil)
        #expect(definition.blockText(of: Element(role: .button, text: Self.paragraph)) == nil)
        #expect(definition.blockText(of: Element(role: .text, label: Self.paragraph)) != nil)
    }

    @Test func capitalsTypedIntoTheTextFailEvenWithoutStyleData() throws {
        let result = try Self.evaluate("3.3.3", 1, on: Self.screen(Node(Element(role: .text, text: Self.paragraph.uppercased()))))
        #expect(result.outcome == .violation)
        #expect(result.violations.first?.message.contains("capital letters") == true)
        #expect(result.violations.first?.fix?.isEmpty == false)
    }

    @Test func caselessScriptsAreNotJudgedForCapitals() throws {
        let japanese = String(repeating: "ご注文は二営業日以内に発送されます。", count: 5)
        let result = try Self.evaluate("3.3.3", 1, on: Self.screen(Node(Element(role: .text, text: japanese))))
        #expect(result.outcome == .notApplicable)
    }

    @Test func missingStyleNamesTheMissingField() throws {
        let bare = Self.screen(Node(Element(role: .text, text: Self.paragraph)))
        for index in 1...3 {
            let result = try Self.evaluate("3.3.3", index, on: bare)
            #expect(result.outcome == .needsReview)
            #expect(result.findings.first?.missing == ["textStyle"], "3.3.3#\(index)")
        }
        let alignment = try Self.evaluate("3.3.4", 1, on: Self.screen(Node(Element(
            role: .text, text: Self.paragraph, textStyle: TextStyle(fontSize: 17)))))
        #expect(alignment.findings.first?.missing == ["textStyle.alignment"])
    }

    @Test func lightWeightIsMeasuredAgainstRegular() throws {
        let result = try Self.evaluate("3.3.3", 3, on: Self.screen(Node(Element(
            role: .text, text: Self.paragraph, textStyle: TextStyle(weight: 200)))))
        #expect(result.outcome == .violation)
        #expect(result.violations.first?.measured == Measured(200, threshold: 400, unit: "", comparison: .atLeast))
        #expect(result.worstImpact == .minor)
    }

    // MARK: Line length

    @Test func measuredLineLengthIsComparedWithSeventyCharacters() throws {
        func outcome(_ perLine: Int) throws -> Outcome {
            try Self.evaluate("3.3.5", 2, on: Self.screen(Node(Element(
                role: .text, text: Self.paragraph, textStyle: TextStyle(charactersPerLine: perLine))))).outcome
        }
        #expect(try outcome(70) == .pass)
        #expect(try outcome(71) == .violation)
    }

    @Test func chineseJapaneseAndKoreanTextUsesFortyCharacters() throws {
        let japanese = String(repeating: "ご注文は二営業日以内に発送されます。", count: 5)
        let result = try Self.evaluate("3.3.5", 2, on: Self.screen(Node(Element(
            role: .text, text: japanese, textStyle: TextStyle(charactersPerLine: 45)))))
        #expect(result.outcome == .violation)
        #expect(result.violations.first?.measured?.threshold == 40)
    }

    @Test func estimatedLineLengthsSayTheyAreEstimates() throws {
        let result = try Self.evaluate("3.3.5", 2, on: Self.screen(Node(Element(
            role: .text, text: Self.paragraph, frame: Rect(x: 0, y: 0, width: 1000, height: 40),
            textStyle: TextStyle(fontSize: 20)))))
        #expect(result.outcome == .violation)
        let finding = try #require(result.violations.first)
        #expect(finding.message.hasPrefix("Estimated"))
        #expect(finding.measured?.value == 100)
    }

    @Test func pixelFramesNeedTheDensityToEstimate() throws {
        let element = Element(role: .text, text: Self.paragraph, frame: Rect(x: 0, y: 0, width: 1080, height: 200),
                              textStyle: TextStyle(fontSize: 16))
        let unknown = try Self.evaluate("3.3.5", 2, on: Self.screen(unit: .pixels, Node(element)))
        #expect(unknown.outcome == .needsReview)
        #expect(unknown.findings.first?.missing == ["textStyle.charactersPerLine", "density"])
        // 1080 px at 420 dpi is about 411 dp: about 51 characters of 16 sp text.
        let known = try Self.evaluate("3.3.5", 2, on: Self.screen(
            unit: .pixels, density: .androidPixels(dpi: 420), Node(element)))
        #expect(known.outcome == .pass)
        #expect(known.findings.first?.measured?.value == 51)
    }

    @Test func textWiderThanTheViewportBreaksTheScreenBorders() throws {
        let wide = try Self.evaluate("3.3.5", 1, on: Self.screen(viewport: Size(width: 360, height: 640), Node(Element(
            role: .text, text: "Terms", frame: Rect(x: 0, y: 0, width: 720, height: 20)))))
        #expect(wide.outcome == .violation)
        #expect(wide.worstImpact == .serious)
    }

    // MARK: Consistent navigation

    static func tabScreen(_ name: String, _ tabs: [String]) -> Screen {
        Screen(name: name, tree: ElementTree(
            Node(Element(role: .tabBar), children: tabs.map { Node(Element(role: .tab, label: $0)) })))
    }

    @Test func reorderedTabsNameTheScreensAndBothOrders() throws {
        let snapshot = AppSnapshot(screens: [
            Self.tabScreen("Home", ["Home", "Search", "Inbox", "Profile"]),
            Self.tabScreen("Search", ["Home", "Search", "Inbox", "Profile"]),
            Self.tabScreen("Settings", ["Home", "Search", "Profile", "Inbox"]),
        ])
        let result = try Self.evaluate("3.4.3", 4, on: snapshot)
        #expect(result.outcome == .violation)
        let message = try #require(result.violations.first?.message)
        #expect(message.contains("on Settings"))
        #expect(message.contains("on Home and Search"))
        #expect(message.contains("\"Home\" › \"Search\" › \"Profile\" › \"Inbox\""))
        #expect(result.violations.first?.fix?.contains("same order") == true)
        // Two of four tabs moved: half-way through Moderate - Serious rounds up.
        #expect(result.worstImpact == .serious)
    }

    @Test func aSmallReorderingIsModerate() throws {
        let tabs = ["A", "B", "C", "D", "E", "F", "G", "H"]
        var swapped = tabs
        swapped.swapAt(6, 7)
        let result = try Self.evaluate("3.4.3", 4, on: AppSnapshot(screens: [
            Self.tabScreen("One", tabs), Self.tabScreen("Two", tabs), Self.tabScreen("Three", swapped),
        ]))
        #expect(result.worstImpact == .moderate)
    }

    @Test func navigationBarsMayAddScreenActionsButNotReorderSharedOnes() throws {
        func bar(_ name: String, _ buttons: [String]) -> Screen {
            Screen(name: name, tree: ElementTree(Node(Element(role: .navigationBar),
                children: [Node(Element(role: .text, label: name))] + buttons.map { Node(Element(role: .button, label: $0)) })))
        }
        let added = try Self.evaluate("3.4.3", 4, on: AppSnapshot(screens: [
            bar("Inbox", ["Menu", "Compose"]), bar("Message", ["Back", "Menu", "Compose"]),
        ]))
        #expect(added.outcome == .pass)
        let reordered = try Self.evaluate("3.4.3", 4, on: AppSnapshot(screens: [
            bar("Inbox", ["Menu", "Compose"]), bar("Message", ["Compose", "Back", "Menu"]),
        ]))
        #expect(reordered.outcome == .violation)
    }

    @Test func rolesOutrankClassNamesAndClassesSeparateUnnamedComponents() throws {
        func screen(_ name: String, pageTabs: [String]?) -> Screen {
            var roots: [Node] = []
            if let pageTabs {
                roots.append(Node(Element(role: .container, className: "com.google.android.material.tabs.TabLayout"),
                                  children: pageTabs.map { Node(Element(role: .tab, label: $0)) }))
            }
            roots.append(Node(Element(role: .container,
                                      className: "com.google.android.material.bottomnavigation.BottomNavigationView")) {
                Node(Element(role: .button, label: "Home"))
                Node(Element(role: .button, label: "Library"))
            })
            roots.append(Node(Element(role: .toolbar, className: "XCUIElementTypeToolbar")) {
                Node(Element(role: .button, label: "Share"))
            })
            return Screen(name: name, tree: ElementTree(roots: roots))
        }
        let result = try Self.evaluate("3.4.3", 4, on: AppSnapshot(screens: [
            screen("Home", pageTabs: nil), screen("Library", pageTabs: ["Albums", "Artists"]),
        ]))
        #expect(result.outcome == .pass)
        let messages = result.findings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("The tab bar (BottomNavigationView) keeps") })
        #expect(messages.contains { $0.hasPrefix("The toolbar (XCUIElementTypeToolbar) keeps") })
    }

    @Test func itemsWithoutIdentityAreReviewedNotPassed() throws {
        let result = try Self.evaluate("3.4.3", 4, on: AppSnapshot(screens: [
            Self.tabScreen("Home", ["Home"]),
            Screen(name: "Other", tree: ElementTree(Node(Element(role: .tabBar)) { Node(Element(role: .tab)) })),
        ]))
        #expect(result.outcome == .needsReview)
        #expect(result.findings.contains { $0.missing == ["identifier", "label"] })
    }

    @Test func navigationThatMovesNamesItsFramesAndScreens() throws {
        func screen(_ name: String, y: Double, width: Double = 390) -> Screen {
            Screen(name: name, viewport: Size(width: width, height: 844), tree: ElementTree(
                Node(Element(role: .toolbar, identifier: "editor-tools", frame: Rect(x: 0, y: y, width: width, height: 44)))))
        }
        let moved = try Self.evaluate("3.4.3", 1, on: AppSnapshot(screens: [
            screen("Draft", y: 800), screen("Preview", y: 800), screen("Publish", y: 100),
        ]))
        #expect(moved.outcome == .violation)
        let message = try #require(moved.violations.first?.message)
        #expect(message.contains("toolbar \"editor-tools\" on 390×844 screens"))
        #expect(message.contains("(0, 800, 390×44) on Draft and Preview"))
        #expect(message.contains("(0, 100, 390×44) on Publish"))
        // A capture at another screen size is never compared with these.
        let otherSize = try Self.evaluate("3.4.3", 1, on: AppSnapshot(screens: [
            screen("Draft", y: 800), screen("Preview", y: 800), screen("Publish", y: 1000, width: 820),
        ]))
        #expect(otherSize.outcome == .pass)
    }

    @Test func navigationReadInAnotherPlaceIsReported() throws {
        func screen(_ name: String, barFirst: Bool) -> Screen {
            let bar = Node(Element(role: .navigationBar, identifier: "top")) { Node(Element(role: .button, label: "Back")) }
            let menu = Node(Element(role: .button, label: "Menu"))
            return Screen(name: name, tree: ElementTree(roots: barFirst ? [bar, menu] : [menu, bar]))
        }
        let result = try Self.evaluate("3.4.3", 2, on: AppSnapshot(screens: [
            screen("A", barFirst: true), screen("B", barFirst: true), screen("C", barFirst: false),
        ]))
        #expect(result.outcome == .violation)
        #expect(result.violations.first?.message.contains("on C it is read after \"Menu\"") == true)
        #expect(result.worstImpact == .serious)
    }

    @Test func nonFiniteFramesAreReviewedNotTrapped() throws {
        let result = try Self.evaluate("3.3.5", 2, on: Self.screen(Node(Element(
            role: .text, text: Self.paragraph, frame: Rect(x: 0, y: 0, width: .infinity, height: 10),
            textStyle: TextStyle(fontSize: 17, lineCount: Int.max)))))
        #expect(result.outcome == .needsReview)
    }

    // MARK: Consistent help

    @Test func helpVocabularyMatchesWholeWordsInIdentifiersAndNames() {
        let vocabulary = HelpVocabulary.standard
        #expect(vocabulary.matches("btnHelpCenter"))
        #expect(vocabulary.matches("live_chat"))
        #expect(vocabulary.matches("Contact us"))
        #expect(vocabulary.matches("FAQList"))
        #expect(!vocabulary.matches("Chats"))
        #expect(!vocabulary.matches("Helpful tips"))
        let german = vocabulary.adding(["Hilfe"]).removing(["chat"])
        #expect(german.matches("Hilfe & Kontakt"))
        #expect(!german.matches("Chat"))
    }

    @Test func movedHelpNamesTheScreenWhereItMoved() throws {
        func screen(_ name: String, helpLast: Bool) -> Screen {
            let help = Node(Element(role: .link, label: "Help centre"))
            let menu = Node(Element(role: .button, label: "Menu"))
            let cart = Node(Element(role: .button, label: "Cart"))
            return Screen(name: name, tree: ElementTree(roots: helpLast ? [menu, cart, help] : [menu, help, cart]))
        }
        let result = try Self.evaluate("3.4.4", 2, on: AppSnapshot(screens: [
            screen("Home", helpLast: false), screen("Shop", helpLast: false), screen("Cart", helpLast: true),
        ]))
        #expect(result.outcome == .violation)
        let message = try #require(result.violations.first?.message)
        #expect(message.contains("on Cart it comes after \"Menu\", \"Cart\"."))
        #expect(message.contains("on Home and Shop it comes after \"Menu\" and before \"Cart\""))
    }

    @Test func helpPartsDoNotCountAsSurroundingContent() throws {
        func screen(_ name: String, helpFirst: Bool) -> Screen {
            let help = Node(Element(role: .button, identifier: "help")) {
                Node(Element(role: .image, label: "Question mark"))
                Node(Element(role: .text, text: "Help"))
            }
            let home = Node(Element(role: .button, label: "Home"))
            return Screen(name: name, tree: ElementTree(roots: helpFirst ? [help, home] : [home, help]))
        }
        let result = try Self.evaluate("3.4.4", 2, on: AppSnapshot(screens: [
            screen("A", helpFirst: true), screen("B", helpFirst: true), screen("C", helpFirst: false),
        ]))
        #expect(result.outcome == .violation)
        let message = try #require(result.violations.first?.message)
        #expect(message.contains("on A and B it comes before \"Home\", but on C it comes after \"Home\"."))
        #expect(!message.contains("Question mark"))
    }

    @Test func helpThatJumpsOnScreenIsReportedWithBothFrames() throws {
        func screen(_ name: String, x: Double) -> Screen {
            Screen(name: name, viewport: Size(width: 390, height: 844), tree: ElementTree(
                Node(Element(role: .navigationBar)) {
                    Node(Element(role: .button, label: "Support", frame: Rect(x: x, y: 47, width: 44, height: 44)))
                }))
        }
        let result = try Self.evaluate("3.4.4", 1, on: AppSnapshot(screens: [
            screen("Home", x: 338), screen("Shop", x: 338), screen("Cart", x: 8),
        ]))
        #expect(result.outcome == .violation)
        let message = try #require(result.violations.first?.message)
        #expect(message.contains("(338, 47, 44×44) on Home and Shop"))
        #expect(message.contains("(8, 47, 44×44) on Cart"))
    }

    @Test func infiniteOrMissingFramesAreReviewedNotFormatted() throws {
        func screen(_ name: String, _ frame: Rect?) -> Screen {
            Screen(name: name, viewport: Size(width: 390, height: 844), tree: ElementTree(
                Node(Element(role: .tabBar, frame: frame)) {
                    Node(Element(role: .button, label: "Help", frame: frame))
                }))
        }
        let broken = Rect(x: 0, y: .infinity, width: .nan, height: 49)
        let snapshot = AppSnapshot(screens: [screen("A", broken), screen("B", broken)])
        #expect(try Self.evaluate("3.4.3", 1, on: snapshot).outcome == .needsReview)
        #expect(try Self.evaluate("3.4.3", 3, on: snapshot).outcome == .needsReview)
        #expect(try Self.evaluate("3.4.4", 1, on: snapshot).outcome == .needsReview)
        let text = try Self.evaluate("3.3.5", 1, on: Self.screen(viewport: Size(width: 390, height: 844), Node(Element(
            role: .text, text: "Terms", frame: Rect(x: 0, y: 0, width: .infinity, height: 20)))))
        #expect(text.outcome == .needsReview)
    }

    @Test func helpOnOnlyOneOfSeveralScreensIsNotCompared() throws {
        let result = try Self.evaluate("3.4.4", 2, on: AppSnapshot(screens: [
            Screen(name: "Home", tree: ElementTree(Node(Element(role: .button, label: "Support")))),
            Screen(name: "Shop", tree: ElementTree(Node(Element(role: .button, label: "Cart")))),
        ]))
        #expect(result.outcome == .notApplicable)
    }

    // MARK: Scale

    @Test func deepTreesAreWalkedWithoutRecursion() throws {
        func deepScreen(_ name: String) -> Screen {
            var tree = ElementTree()
            _ = tree.open(Element(role: .tabBar))
            for _ in 0..<50_000 { _ = tree.open(Element(role: .container)) }
            _ = tree.append(Element(role: .tab, label: "Help"))
            for _ in 0..<50_001 { tree.close() }
            return Screen(name: name, tree: tree)
        }
        let snapshot = AppSnapshot(screens: [deepScreen("A"), deepScreen("B")])
        #expect(try Self.evaluate("3.4.3", 4, on: snapshot).outcome == .pass)
        #expect(try Self.evaluate("3.4.4", 2, on: snapshot).outcome == .pass)
        #expect(try Self.evaluate("3.4.4", 3, on: snapshot).outcome == .pass)
    }
}
