import Foundation
import Testing
@testable import MCAGSourceIndex

/// With no identifier, a label leads to its string resource and from the key to the places that
/// use it, always as a text-only match.
@Suite("Source index: text fallback")
struct SourceIndexTextTests {
    @Test func androidLabelToStringsXMLKeyToItsUses() throws {
        let tree = try SourceTree([
            "app/src/main/res/values/strings.xml": """
                <resources>
                    <string name="pay_now">Pay &amp; go</string>
                    <string name="unused">Never used</string>
                    <string name="quoted">"Don\\'t stop"</string>
                </resources>
                """,
            "app/src/main/res/layout/pay.xml": "<Button\n    android:text=\"@string/pay_now\"/>\n",
            "app/src/main/java/Pay.kt": "button.text = getString(R.string.pay_now)\n",
        ])
        let index = try SourceIndex(roots: [tree.path])
        let match = try #require(index.match(SourceQuery(label: "PAY & GO")))
        #expect(match.candidates.map(\.location.description) == [
            "app/src/main/java/Pay.kt:1", "app/src/main/res/layout/pay.xml:2",
        ].map { tree.path + "/" + $0 })
        #expect(match.candidates.allSatisfy { $0.confidence == .textOnly && $0.matched == "pay_now" })
        let unused = try #require(index.match(SourceQuery(label: "Never used")))
        #expect(unused.candidates.map(\.kind) == [.stringDefinition])
        #expect(unused.candidates.first?.location.line == 3)
        #expect(index.match(SourceQuery(text: "Don't stop"))?.candidates.first?.location.line == 4)
    }

    @Test func identifierWinsOverTextAndTextIsTriedWhenTheIdentifierIsUnknown() throws {
        let tree = try SourceTree([
            "res/values/strings.xml": "<resources><string name=\"ok\">OK</string></resources>\n",
            "res/layout/a.xml": "<Button android:id=\"@+id/confirm\" android:text=\"@string/ok\"/>\n",
        ])
        let index = try SourceIndex(roots: [tree.path])
        #expect(index.match(SourceQuery(identifier: "p:id/confirm", label: "OK"))?.confidence == .uniqueDeclaration)
        #expect(index.match(SourceQuery(identifier: "p:id/elsewhere", label: "OK"))?.confidence == .textOnly)
    }

    @Test func appleStringsInUTF16AndStringCatalogsLeadToTheirUses() throws {
        let tree = try SourceTree([
            "App/Settings.swift": """
                let title = NSLocalizedString("settings.title", comment: "")
                let other = String(localized: "settings.done")
                Text("Welcome back")
                """,
            "App/Localizable.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "settings.done" : {
                      "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } } }
                    },
                    "Welcome back" : { }
                  },
                  "version" : "1.0"
                }
                """,
        ])
        let table = "/* Title */\n\"settings.title\" = \"Réglages\";\n"
        var utf16 = Data([0xFF, 0xFE])
        for unit in table.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        try tree.write("App/fr.lproj/Localizable.strings", utf16)
        let index = try SourceIndex(roots: [tree.path])
        let title = try #require(index.match(SourceQuery(label: "Réglages")))
        #expect(title.candidates.map(\.location.line) == [1])
        #expect(title.candidates.first?.matched == "settings.title")
        #expect(index.match(SourceQuery(label: "Done"))?.candidates.map(\.location.line) == [2])
        #expect(index.match(SourceQuery(label: "Welcome back"))?.candidates.map(\.location.line) == [3])
    }

    @Test func literalTextsInLayoutsAndInterfaceBuilderAreTextOnlyPlaces() throws {
        let tree = try SourceTree([
            "res/layout/a.xml": "<TextView\n  android:text=\"Terms apply\"/>\n",
            "Base.lproj/Main.storyboard": "<label id=\"l\" text=\"Hello there\"/>\n",
        ])
        let index = try SourceIndex(roots: [tree.path])
        #expect(index.match(SourceQuery(label: "terms apply"))?.candidates.map(\.location.line) == [2])
        #expect(index.match(SourceQuery(label: "Hello there"))?.candidates.first?.confidence == .textOnly)
    }
}
