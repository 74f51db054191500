import Foundation
import MCAGCore
import Testing
@testable import MCAGImport

/// iOS's system keyboard in idb's and AXe's flat `describe-all`: its keys come as buttons of the
/// app's own process with no keyboard element around them. The elements below are those of a
/// real capture, Shortcuts' setup question with the keyboard up (steverice/shortcut-forge,
/// `tests/fixtures/idb/setup-question-keyboard/all-ax.json` at aec2640c), cut to the keys that
/// matter and keeping their types, traits, identifiers and frames as captured.
@Suite("iOS's system keyboard in a flat idb capture", .temporaryFolder)
struct IdbSystemKeyboardTests {
    static let targets = "MCAG:touch-target-size#1"
    static let names = "MCAG:interactive-elements-have-names#1"

    static func element(_ type: String, _ label: String?, traits: [String], _ x: Double, _ y: Double,
                        _ width: Double, _ height: Double, identifier: String? = nil, value: String? = nil) -> String {
        func quoted(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "null" }
        let traitList = traits.map { "\"\($0)\"" }.joined(separator: ",")
        return """
            {"type":"\(type)","role":"AX\(type)","AXLabel":\(quoted(label)),"AXValue":\(quoted(value)),\
            "AXUniqueId":\(quoted(identifier)),"traits":[\(traitList)],"enabled":true,"pid":91058,\
            "frame":{"x":\(x),"y":\(y),"width":\(width),"height":\(height)}}
            """
    }

    /// The setup question: its heading, the answer field holding what was typed, the app's own
    /// Close button above the keyboard, the QuickType bar and a row of keys with UIKit's shift,
    /// delete, space and return.
    static let setupQuestion = "[" + [
        element("Application", "Shortcuts", traits: ["None"], 0, 0, 402, 874),
        element("Heading", "Setup canary — type the digits shown by the test", traits: ["Header", "StaticText", "Scrollable"],
                15.17, 201.02, 371.67, 20.33),
        element("TextArea", nil, traits: ["TextOperationsAvailable", "TextArea", "Scrollable", "IsEditing", "TextEntry"],
                8, 237.67, 386, 75, value: "zz424242"),
        element("Button", "Close", traits: ["Scrollable", "Button"], 338, 482, 48, 48, identifier: "xmark"),
        element("Button", "“zz424242”", traits: ["Scrollable", "AutoCorrectCandidate", "Button"], 0, 546, 134, 44),
        element("Button", nil, traits: ["Scrollable", "AutoCorrectCandidate", "Button"], 134, 546, 134, 44),
        element("Button", nil, traits: ["Scrollable", "AutoCorrectCandidate", "Button"], 268, 546, 134, 44),
        element("Button", "q", traits: ["Scrollable", "PlaysSound", "KeyboardKey"], 4.67, 597, 39.33, 54),
        element("Button", "w", traits: ["Scrollable", "PlaysSound", "KeyboardKey"], 44, 597, 39.67, 54),
        element("Button", "shift", traits: ["Button", "Scrollable", "KeyboardKey", "PlaysSound"], 4.67, 705, 51.33, 54,
                identifier: "shift"),
        element("Button", "delete", traits: ["DeleteKey", "Scrollable", "KeyboardKey", "PlaysSound"], 348, 705, 51.67, 54,
                identifier: "delete"),
        element("Button", "space", traits: ["Scrollable", "PlaysSound", "KeyboardKey"], 103.33, 759, 197.33, 54, identifier: "space"),
        element("Button", "return", traits: ["Button", "Scrollable", "KeyboardKey", "PlaysSound"], 300.67, 759, 99, 54,
                identifier: "Return"),
    ].joined(separator: ",") + "]"

    /// The capture imported, kept to the app as `mcag audit` keeps it, and audited; with what was set aside.
    static func audit(_ json: String) throws -> (screen: ScreenReaderModelRealDumpTests.Audited, record: AppScopeRecord) {
        let snapshot = try SnapshotImporter.importFile(at: Fixtures.temporaryFile("all-ax.json", json))
        let (scoped, record) = AppScope().apply(to: snapshot)
        let audited = ScreenReaderModelRealDumpTests.Audited(context: AppContext(snapshot: scoped),
                                                             report: try Audit(catalog: .standard).run(scoped))
        return (audited, record)
    }

    @Test func theKeysAreTheSystemsAndSetAsideAsAKeyboard() throws {
        let (screen, scope) = try Self.audit(Self.setupQuestion)
        let tree = screen.screen.tree
        #expect(!tree.elements.contains { $0.traits?.contains("KeyboardKey") == true })
        #expect(!tree.elements.contains { $0.traits?.contains("AutoCorrectCandidate") == true })
        let record = try #require(scope.screens.first)
        #expect(record.appUnderTest == "Shortcuts")
        #expect(record.chosenBecause == .applicationElement)
        #expect(record.otherApps.map(\.appIdentifier) == [AppScope.iosKeyboard])
        #expect(record.otherApps.map(\.kind) == [.inputMethod])
        #expect(record.otherApps.map(\.elements) == [9])
        // No key is measured as the app's target, no empty suggestion slot reported unnamed.
        let measured = screen.report.results.filter { $0.requirementID == Self.targets }.flatMap(\.findings)
        let measuredTypes = measured.compactMap { $0.element.flatMap { tree[$0.index].className } }
        #expect(measuredTypes.sorted() == ["Button", "TextArea"])  // Close, and the answer field
        #expect(measured.allSatisfy { $0.kind == .pass })
        #expect(screen.violations(Self.names).count == 1)
    }

    @Test func theAnswerFieldIsATextFieldNamedOnlyByWhatWasTyped() throws {
        let screen = try Self.audit(Self.setupQuestion).screen
        let field = try screen.index("TextArea", 8, 237.67, 386, 75)
        #expect(screen.screen.tree[field].role == .textField)
        let findings = screen.findings(Self.names, at: field)
        #expect(findings.map(\.kind) == [.violation])
        #expect(findings.first?.message.contains("\"zz424242\"") == true)
        // MCAG 2.1.7 test 1 asks of "an element [that] has both visible label and an accessible name":
        // the question above the field is shown, but the field has no name, which is 1.1.3's violation.
        #expect(screen.violations("MCAG:visible-label-included-in-accessible-names#1").isEmpty)
    }

    @Test func anAppsOwnKeypadStaysTheAppsToAudit() throws {
        // A PIN pad of the app's own: keys with the KeyboardKey trait, but nothing only the system
        // keyboard has (no QuickType suggestion, none of UIKit's function-key identifiers).
        let keypad = "[" + [
            Self.element("Application", "Bank", traits: ["None"], 0, 0, 402, 874),
            Self.element("Button", "1", traits: ["KeyboardKey", "Button"], 40, 500, 30, 30),
            Self.element("Button", "2", traits: ["KeyboardKey", "Button"], 186, 500, 30, 30),
            Self.element("Button", "3", traits: ["KeyboardKey", "Button"], 332, 500, 30, 30),
        ].joined(separator: ",") + "]"
        let (screen, scope) = try Self.audit(keypad)
        #expect(scope.screens.isEmpty)
        #expect(screen.violations(Self.targets).count == 3)
    }
}
