import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// MCAG 1.1.3: "All the interactive UI components must have an accessible name
/// programmatically determined". TalkBack reads an unlabelled node's text and
/// then the text of its descendants that are not stops; a Compose text field's
/// label or placeholder is such a descendant, so the dump shows the name.
struct FieldLabelInsideTests {
    typealias Real = ScreenReaderModelRealDumpTests
    static let names = "MCAG:interactive-elements-have-names#1"

    @Test func aComposeFieldIsNamedByTheLabelNodeInsideIt() throws {
        // Futbolapp's Compose register form: <EditText text="" bounds="[44,676][1036,852]"> holding
        // <TextView text="Nombre">, and the password field holding <TextView text="Contraseña">.
        let screen = try Real.audit(Fixtures.corpus("android", "futbolapp-register-compose-es.xml"))
        for (y, label) in [(676.0, "Nombre"), (1116.0, "Contraseña")] {
            let field = try screen.index("android.widget.EditText", 44, y, 992, 176)
            let findings = screen.findings(Self.names, at: field)
            #expect(findings.map(\.kind) == [.pass])
            #expect(findings.first?.message.contains("\"\(label)\"") == true)
        }
    }

    @Test func aFilledFieldBesideItsLabelIsNotNamedByIt() throws {
        // AlbaControl's settings: <EditText text="365"> with no child; its label "Borrado por
        // antigüedad (días)" is a sibling TextView, which TalkBack does not read with the field.
        let screen = try Real.audit(Fixtures.corpus("android", "albacontrol-settings-es.xml"))
        let field = try screen.index("android.widget.EditText", 699, 1906, 198, 124)
        #expect(screen.findings(Self.names, at: field).map(\.kind) == [.needsReview])
    }

    @Test func aFieldUnderAPresentedPlayerIsNotJudged() throws {
        // Pocket Casts' full-screen player covers the podcast page: its episode search field
        // (visible="false", placeholder "Search episodes") is not reachable on this screen.
        let screen = try Real.audit(Fixtures.corpus("ios", "mobiumdev__mobium__ios26-pocketcasts-player.xml"))
        let fields = screen.screen.tree.indices.filter {
            screen.screen.tree[$0].className == "XCUIElementTypeTextField"
                && screen.screen.tree[$0].frame == Rect(x: 52, y: 548, width: 263, height: 29)
        }
        #expect(!fields.isEmpty)
        for field in fields {
            #expect(screen.screen.screenReader[field].visibility.isCoveredByLayer)
            #expect(screen.findings(Self.names, at: field).isEmpty)
        }
    }
}
