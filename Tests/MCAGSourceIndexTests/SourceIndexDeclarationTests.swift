import Foundation
import Testing
@testable import MCAGSourceIndex

/// Each platform's way of naming an element leads back to the line that names it.
@Suite("Source index: declarations")
struct SourceIndexDeclarationTests {
    static func index(_ files: [String: String]) throws -> (SourceTree, SourceIndex) {
        let tree = try SourceTree(files)
        return (tree, try SourceIndex(roots: [tree.path]))
    }

    @Test func androidLayoutIDIsTheUniqueDeclarationOfItsResourceID() throws {
        let (_, index) = try Self.index([
            "app/src/main/res/layout/item_order.xml": """
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                    <TextView
                        android:layout_below="@+id/pay_button"
                        android:id="@+id/order_title" />
                    <Button android:id = "@+id/pay_button" />
                </LinearLayout>
                """,
            "app/src/main/java/Order.kt": "val b = findViewById<Button>(R.id.pay_button)\n",
        ])
        let match = try #require(index.match(SourceQuery(identifier: "com.shop:id/pay_button")))
        let unique = try #require(match.unique)
        #expect(unique.location.relativePath == "app/src/main/res/layout/item_order.xml")
        #expect(unique.location.line == 5)
        #expect(unique.location.column == 27)
        #expect(unique.kind == .androidLayoutID)
        let title = try #require(index.match(SourceQuery(identifier: "com.shop:id/order_title"))?.unique)
        #expect(title.location.line == 4)
    }

    @Test func anIDOnlyUsedInCodeIsOneOfSeveralEvenWithOneUse() throws {
        let (_, index) = try Self.index([
            "app/src/main/java/Dynamic.java": "view.setId(R.id.made_in_code);\nandroid.R.id.home;\n",
        ])
        let match = try #require(index.match(SourceQuery(identifier: "pkg:id/made_in_code")))
        #expect(match.unique == nil)
        #expect(match.candidates.map(\.confidence) == [.oneOfSeveral])
        #expect(match.candidates.first?.kind == .androidIDReference)
        #expect(index.match(SourceQuery(identifier: "android:id/home")) == nil)
    }

    @Test func anIDDeclaredInTwoLayoutsListsBothAsOneOfSeveral() throws {
        let (_, index) = try Self.index([
            "res/layout/a.xml": "<View android:id=\"@+id/toolbar\"/>\n",
            "res/layout-land/a.xml": "<View android:id=\"@+id/toolbar\"/>\n",
        ])
        let match = try #require(index.match(SourceQuery(identifier: "p:id/toolbar")))
        #expect(match.candidates.map(\.location.relativePath) == ["res/layout-land/a.xml", "res/layout/a.xml"])
        #expect(match.candidates.allSatisfy { $0.confidence == .oneOfSeveral })
    }

    @Test func anIdentifierInManyFilesIsAmbiguousAndNamesNoFile() throws {
        var files: [String: String] = [:]
        for number in 0..<8 { files["res/layout/screen_\(number).xml"] = "<View android:id=\"@+id/button\"/>\n" }
        let (_, index) = try Self.index(files)
        let match = try #require(index.match(SourceQuery(identifier: "p:id/button")))
        #expect(match.isAmbiguous)
        #expect(match.candidates.isEmpty)
        #expect(match.fileCount == 8)
    }

    @Test func composeTestTagsLiteralAndThroughAConstant() throws {
        let (_, index) = try Self.index([
            "ui/Login.kt": """
                Button(modifier = Modifier.testTag("login_button")) {}
                TextField(modifier = Modifier
                    .testTag(LoginTags.EMAIL_FIELD))
                Box(Modifier.semantics { testTag = "banner" })
                """,
            "ui/Tags.kt": "object LoginTags {\n    const val EMAIL_FIELD = \"email_field\"\n}\n",
        ])
        #expect(try #require(index.match(SourceQuery(identifier: "login_button"))?.unique).location.line == 1)
        let email = try #require(index.match(SourceQuery(identifier: "email_field"))?.unique)
        #expect(email.location.relativePath == "ui/Login.kt")
        #expect(email.location.line == 3)
        #expect(try #require(index.match(SourceQuery(identifier: "banner"))?.unique).location.line == 4)
    }

    @Test func iOSIdentifiersInSwiftObjectiveCStoryboardsAndRuntimeAttributes() throws {
        let (_, index) = try Self.index([
            "App/Views/Cart.swift": "Button(\"Pay\") {}\n    .accessibilityIdentifier(\"cart.pay\")\nlabel.accessibilityIdentifier = \"cart.total\"\n",
            "App/Legacy.m": "self.view.accessibilityIdentifier = @\"legacy.root\";\n",
            "App/Main.storyboard": """
                <button id="x1">
                    <accessibility key="accessibilityConfiguration" identifier="main.start"/>
                </button>
                <view id="x2">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="main.footer"/>
                    </userDefinedRuntimeAttributes>
                </view>
                """,
        ])
        #expect(try #require(index.match(SourceQuery(identifier: "cart.pay"))?.unique).location.line == 2)
        #expect(try #require(index.match(SourceQuery(identifier: "cart.total"))?.unique).location.line == 3)
        #expect(try #require(index.match(SourceQuery(identifier: "legacy.root"))?.unique).kind == .accessibilityIdentifier)
        let start = try #require(index.match(SourceQuery(identifier: "main.start"))?.unique)
        #expect(start.kind == .interfaceBuilderIdentifier)
        #expect(start.location.line == 2)
        #expect(try #require(index.match(SourceQuery(identifier: "main.footer"))?.unique).location.line == 6)
    }

    @Test func swiftIdentifiersThroughConstantsAndEnumRawValues() throws {
        let (_, index) = try Self.index([
            "App/Identifiers.swift": """
                enum AccessibilityID {
                    static let payButton = "checkout.pay"
                    static let total: String = "checkout.total"
                }
                enum Screen: String {
                    case header = "checkout.header"
                }
                """,
            "App/Checkout.swift": """
                Button("Pay") {}
                    .accessibilityIdentifier(AccessibilityID.payButton)
                totalLabel.accessibilityIdentifier = AccessibilityID.total
                Text("Checkout").accessibilityIdentifier(Screen.header.rawValue)
                """,
        ])
        let pay = try #require(index.match(SourceQuery(identifier: "checkout.pay"))?.unique)
        #expect(pay.location.relativePath == "App/Checkout.swift")
        #expect(pay.location.line == 2)
        #expect(pay.kind == .accessibilityIdentifier)
        #expect(try #require(index.match(SourceQuery(identifier: "checkout.total"))?.unique).location.line == 3)
        #expect(try #require(index.match(SourceQuery(identifier: "checkout.header"))?.unique).location.line == 4)
    }

    @Test func reactNativeTestIDsAndFlutterKeys() throws {
        let (_, index) = try Self.index([
            "src/Checkout.tsx": "<Pressable testID=\"checkout\" />\n<View testID={'summary'} />\n",
            "lib/home.dart": """
                ElevatedButton(key: const Key('home_start'), onPressed: null)
                ListTile(key: ValueKey<String>('home_row'))
                Semantics(
                  identifier: 'home_banner',
                  child: GlobalKey('not_a_key'),
                )
                """,
        ])
        #expect(try #require(index.match(SourceQuery(identifier: "checkout"))?.unique).kind == .reactNativeTestID)
        #expect(try #require(index.match(SourceQuery(identifier: "summary"))?.unique).location.line == 2)
        #expect(try #require(index.match(SourceQuery(identifier: "home_start"))?.unique).kind == .flutterKey)
        #expect(try #require(index.match(SourceQuery(identifier: "home_row"))?.unique).location.line == 2)
        #expect(try #require(index.match(SourceQuery(identifier: "home_banner"))?.unique).location.line == 4)
        #expect(index.match(SourceQuery(identifier: "not_a_key")) == nil)
    }

    @Test func theSameTreeAlwaysGivesTheSameCandidatesInTheSameOrder() throws {
        var files: [String: String] = [:]
        for number in 0..<600 { files["res/layout/l\(number).xml"] = "<View android:id=\"@+id/v\(number % 3)\"/>\n" }
        files["res/layout/extra.xml"] = "<View android:id=\"@+id/only\"/>\n"
        let tree = try SourceTree(files)
        let limits = SourceScanLimits(maximumCandidateFiles: 1000)
        let first = try SourceIndex(roots: [tree.path], limits: limits)
        let second = try SourceIndex(roots: [tree.path], limits: limits)
        let query = SourceQuery(identifier: "p:id/v1")
        #expect(first.match(query) == second.match(query))
        #expect(first.match(query)?.candidates.count == 200)
        #expect(first.statistics.scannedFiles == 601)
    }
}

/// A list row's id reused by a detail screen: the screen's other ids tell which layout it is.
@Suite("Source index: the screen's other ids")
struct SourceIndexScreenContextTests {
    static let files = [
        "res/layout/item_song.xml": """
            <LinearLayout>
                <ImageView android:id="@+id/ivCover"/>
                <TextView android:id="@+id/tvTitle"/>
                <ImageButton android:id="@+id/btnFavorite"/>
            </LinearLayout>
            """,
        "res/layout/activity_player.xml": """
            <LinearLayout>
                <TextView android:id="@+id/tvTitle"/>
                <ImageButton android:id="@+id/btnFavorite"/>
                <SeekBar android:id="@+id/seekBar"/>
            </LinearLayout>
            """,
    ]

    @Test func theLayoutDeclaringMoreOfTheScreensIDsIsChosen() throws {
        let tree = try SourceTree(Self.files)
        let index = try SourceIndex(roots: [tree.path])
        let list = SourceQuery.declaredNames(of: ["app:id/ivCover", "app:id/tvTitle", "app:id/btnFavorite", nil, "android:id/content"])
        #expect(list == ["ivCover", "tvTitle", "btnFavorite"])
        let chosen = try #require(index.match(SourceQuery(identifier: "app:id/btnFavorite", screenNames: list)))
        #expect(chosen.unique?.location.relativePath == "res/layout/item_song.xml")
        #expect(chosen.unique?.location.line == 4)
        #expect(chosen.screenNamesShared == 2)
        let player = try #require(index.match(SourceQuery(identifier: "app:id/btnFavorite", screenNames: ["tvTitle", "btnFavorite", "seekBar"])))
        #expect(player.unique?.location.relativePath == "res/layout/activity_player.xml")
    }

    @Test func aTieOrNoSharedIDLeavesEveryCandidate() throws {
        let tree = try SourceTree(Self.files)
        let index = try SourceIndex(roots: [tree.path])
        let tie = try #require(index.match(SourceQuery(identifier: "app:id/btnFavorite", screenNames: ["tvTitle", "btnFavorite"])))
        #expect(tie.unique == nil)
        #expect(tie.candidates.count == 2)
        #expect(tie.screenNamesShared == nil)
        let none = try #require(index.match(SourceQuery(identifier: "app:id/btnFavorite", screenNames: ["somethingElse"])))
        #expect(none.candidates.map(\.confidence) == [.oneOfSeveral, .oneOfSeveral])
    }
}

@Suite("Source index: menus")
struct SourceIndexMenuTests {
    @Test func aMenuItemsIDDeclaresTheViewThatShowsIt() throws {
        let tree = try SourceTree(["app/src/main/res/menu/main_menu.xml": "<menu>\n    <item\n        android:id=\"@+id/action_settings\"/>\n</menu>\n"])
        let index = try SourceIndex(roots: [tree.path])
        let match = try #require(index.match(SourceQuery(identifier: "com.app:id/action_settings"))?.unique)
        #expect(match.location.line == 3)
        #expect(match.kind == .androidLayoutID)
    }
}
