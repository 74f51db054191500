import Foundation
import MCAGCore
import MCAGImport
import Testing

/// The capture sidecar: its strict reader, its writer, and how it changes
/// the import of the dump beside it (Documentation/Captures.md).
@Suite(.temporaryFolder) struct CaptureSidecarTests {
    static let set = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("CaptureSets/streamverse-player")

    func decode(_ text: String) throws(ImportError) -> CaptureSidecar {
        try CaptureSidecar.decode(Data(text.utf8), file: "login.capture.json")
    }

    func message(_ text: String) -> String {
        do { _ = try decode(text); return "accepted" } catch { return error.message }
    }

    @Test func everyFieldSurvivesWritingAndReading() throws {
        let sidecar = CaptureSidecar(
            screen: "Log in \"main\"", appIdentifier: "com.example.shop", supportedOrientations: [.portrait, .landscapeRight],
            androidDPI: 420, fontScale: 1.3, isLargestTextSize: false, colorMode: .dark, orientation: .landscapeLeft,
            locale: "ar-EG", layoutDirection: .rightToLeft, interaction: "error shown", device: "Pixel 7, Android 14")
        #expect(try CaptureSidecar.decode(sidecar.encoded(), file: "x") == sidecar)
        let iOS = CaptureSidecar(screen: "Home", iosPointsPerInch: 153.3, isLargestTextSize: true)
        #expect(try CaptureSidecar.decode(iOS.encoded(), file: "x") == iOS)
    }

    @Test func unknownKeysAreRefusedWithTheirPathAndTheNearestKey() {
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "fontscale": 2}"#).contains("unknown key 'fontscale' at the top level; did you mean 'fontScale'?"))
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "app": {"identifer": "x"}}"#).contains("unknown key 'identifer' at app; did you mean 'identifier'?"))
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "dpi": 420, "dpi": 480}"#).contains("duplicate key 'dpi'"))
    }

    @Test func absurdNumbersAreRefusedWithTheirRange() {
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "dpi": 42000}"#) == "dpi is 42000, outside 60 to 1000")
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "ppi": 1e300}"#).hasPrefix("ppi is 1e300, outside 50 to 400"))
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "fontScale": 0}"#) == "fontScale is 0, outside 0.5 to 4")
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "dpi": 420, "ppi": 160}"#).hasPrefix("ppi is given with dpi"))
    }

    @Test func wrongTypesAndWordsNameTheirPlace() {
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "dpi": "420"}"#) == "dpi must be a number")
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "colorMode": "night"}"#) == "colorMode 'night' is not one of: light, dark")
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "app": {"supportedOrientations": ["portrait", "sideways"]}}"#)
            .hasPrefix("app.supportedOrientations[1] is not one of"))
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "locale": "english please"}"#).contains("is not a BCP 47 language tag"))
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "app": {"identifier": "my app"}}"#).contains("holds spaces"))
        #expect(message(#"{"screen": "a"}"#).hasPrefix("mcagCapture is missing"))
        #expect(message(#"{"mcagCapture": 2, "screen": "a"}"#).contains("this mcag reads version 1"))
        #expect(message(#"{"mcagCapture": 1}"#).hasPrefix("screen is missing"))
        #expect(message(#"["mcagCapture"]"#).contains("expected an object"))
    }

    @Test func theStateLabelNamesWhatDiffersFromTheDefault() {
        #expect(CaptureSidecar(screen: "a", fontScale: 1, colorMode: .light, orientation: .portrait).stateLabel == nil)
        #expect(CaptureSidecar(screen: "a", fontScale: 2, isLargestTextSize: true, colorMode: .dark).stateLabel == "largest text, dark")
        #expect(CaptureSidecar(screen: "a", fontScale: 1.3, orientation: .landscapeRight).stateLabel == "text ×1.3, landscape")
        #expect(CaptureSidecar(screen: "a", colorMode: .dark, interaction: "error shown").stateLabel == "error shown, dark")
    }

    /// The real full-screen capture's sidecar states the tap that led to it;
    /// it reaches the screen, where the cross-state checks read it.
    @Test func theInteractionReachesTheScreen() throws {
        let snapshot = try SnapshotImporter.importFile(at: Self.set.appendingPathComponent("player.fullscreen.xml"))
        let screen = try #require(snapshot.screens.first)
        #expect(screen.interaction == "fullscreen")
        #expect(screen.displayName == "player (fullscreen)")
        #expect(try SnapshotImporter.importFile(at: Self.set.appendingPathComponent("player.xml")).screens.first?.interaction == nil)
        #expect(message(#"{"mcagCapture": 1, "screen": "a", "interaction": ""}"#) == "interaction must not be empty")
    }

    /// The sidecar's 480 dpi must give the dump the density `--dpi 480` gives
    /// it, and its screen name and orientation must reach the screen.
    @Test func theSidecarDensityActsAsDPIAndItsStatesReachTheScreen() throws {
        let landscape = Self.set.appendingPathComponent("player.landscape.xml")
        let withSidecar = try SnapshotImporter.importFile(at: landscape)
        let bare = try Fixtures.temporaryFile("exit.xml", try Data(contentsOf: landscape))
        let withDPI = try SnapshotImporter.importFile(at: bare, options: ImportOptions(androidDPI: 480))
        let withoutAnything = try SnapshotImporter.importFile(at: bare)
        let screen = try #require(withSidecar.screens.first)
        #expect(screen.density == withDPI.screens.first?.density)
        #expect(screen.density != withoutAnything.screens.first?.density)
        #expect(screen.name == "player")
        #expect(screen.displayName == "player (landscape)")
        #expect(withSidecar.app.bundleIdentifier == "com.streamverse.app")
        #expect(withSidecar.app.supportedOrientations == [.portrait, .landscapeLeft, .landscapeRight])
    }

    @Test func aDensityGivenBothWaysMustAgree() throws {
        let dump = Self.set.appendingPathComponent("player.xml")
        #expect(throws: ImportError.self) { try SnapshotImporter.importFile(at: dump, options: ImportOptions(androidDPI: 420)) }
        #expect(try SnapshotImporter.importFile(at: dump, options: ImportOptions(androidDPI: 480)).screens.count == 1)
    }

    @Test func aHugeSidecarIsRefusedBeforeItIsRead() throws {
        let padding = String(repeating: " ", count: 70_000)
        let url = try Fixtures.temporaryFile("big.capture.json", #"{"mcagCapture": 1, "screen": "a"}"# + padding)
        do {
            _ = try CaptureSidecar.read(contentsOf: url)
            Issue.record("a 70 kB sidecar was read")
        } catch {
            #expect(error.message.contains("at most 65536 bytes"))
        }
    }

    /// A JSON snapshot states its own settings; a sidecar beside one would be silently unused.
    @Test func aSidecarBesideAJSONSnapshotIsRefused() throws {
        let snapshot = try Fixtures.temporaryFile("shop.json", #"{"formatVersion": 1, "screens": []}"#)
        try Data(#"{"mcagCapture": 1, "screen": "shop"}"#.utf8).write(to: CaptureSidecar.location(forDump: snapshot))
        do {
            _ = try SnapshotImporter.importFile(at: snapshot)
            Issue.record("a sidecar beside a JSON snapshot was accepted")
        } catch {
            #expect(error.message.contains("a capture sidecar describes a dump"))
        }
    }

    @Test func aBrokenSidecarStopsTheImportOfItsDump() throws {
        let dump = try Fixtures.temporaryFile("login.xml", try Data(contentsOf: Self.set.appendingPathComponent("player.xml")))
        try Data(#"{"mcagCapture": 1, "screen": "login", "orientaton": "portrait"}"#.utf8)
            .write(to: CaptureSidecar.location(forDump: dump))
        do {
            _ = try SnapshotImporter.importFile(at: dump)
            Issue.record("a sidecar with an unknown key was accepted")
        } catch {
            #expect(error.file.hasSuffix("login.capture.json"))
            #expect(error.message.contains("did you mean 'orientation'?"))
        }
    }
}
