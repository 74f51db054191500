import Foundation
import MCAGCore
@testable import MCAGImport

/// A value of every model type with every field set, shared by the tests
/// that prove the model, the JSON reader and writer and the schema agree.
enum EveryFieldModel {
    /// A screenshot from the corpus, so that the screen's screenshot field is set with real pixels.
    static let screenshotURL = Fixtures.directory.deletingLastPathComponent()
        .appendingPathComponent("MCAGPNGTests/Fixtures/rgb-16.png")

    static func snapshot() throws -> AppSnapshot {
        let app = AppFacts(
            name: "Shop", bundleIdentifier: "com.example.shop", platform: .android,
            supportedOrientations: [.portrait, .landscapeLeft], locale: "en-GB",
            keyboardShortcuts: [KeyboardShortcut(key: "k", modifiers: ["command"], action: "Search", canBeDisabled: true,
                                                 canBeRemapped: false, activeOnlyWhenFocused: true)],
            timeLimits: [TimeLimit(name: "Session", duration: 900, warningDuration: 30, canBeTurnedOff: false,
                                   canBeAdjusted: true, canBeExtended: true, adjustableUpTo: 20, extendableUpTo: 12.5)])
        var tree = ElementTree()
        tree.open(Element(role: .window, identifier: "root"))
        tree.append(element())
        tree.open(Element(role: .group))
        tree.append(Element(role: .text, text: "deep"))
        tree.close()
        tree.close()
        tree.append(Element(role: .window, identifier: "second root"))
        var screen = Screen(
            name: "Checkout", title: "Checkout \"now\"", viewport: nil, unit: .pixels,
            density: Density(unitsPerMillimetre: 16.5, assumption: "inferred", plausibleUnitsPerMillimetre: 16...17,
                             presumedTelevision: false),
            orientation: .landscapeRight, textScale: 1.3, isLargestTextSize: true, colorMode: .dark,
            layoutDirection: .rightToLeft, source: "captures/checkout.xml", tree: tree)
        screen.inputMethodFrames = [Rect(x: 0, y: 1500, width: 1080, height: 900)]
        screen.stateLabel = "largest text"
        screen.interaction = "error shown"
        // Set by the importer and not written: a screen read back from the snapshot has none.
        screen.sourceFormat = SnapshotFormat.uiautomator.rawValue
        let png = [UInt8](try Data(contentsOf: screenshotURL))
        // A PNG's width and height are the big-endian words at bytes 16 and 20 (its IHDR chunk).
        let word = { (offset: Int) in png[offset..<(offset + 4)].reduce(0) { $0 * 256 + Double($1) } }
        screen.viewport = Size(width: word(16), height: word(20))
        screen.screenshot = try ScreenshotLoader.screenshot(png: png, for: screen, source: "shot.png")
        return AppSnapshot(app: app, screens: [screen])
    }

    static func element() -> Element {
        var element = initialisedElement()
        element.semantics = semantics()
        return element
    }

    static func semantics() -> PlatformSemantics {
        var element = PlatformSemantics()
        element.drawingOrder = 3
        element.isScreenReaderFocusable = true
        element.isAccessibilityFocused = false
        element.liveRegion = .assertive
        element.paneTitle = "Inbox"
        element.errorMessage = "Enter a date"
        element.isContentInvalid = true
        element.inputType = 524_289
        element.maxTextLength = 5000
        element.isMultiLine = false
        element.accessibilityActions = ["ACTION_CLICK", "Archive"]
        element.isDismissable = true
        element.isContextClickable = false
        element.isTextEntryKey = false
        element.tooltip = "Back"
        element.isHittable = true
        element.minimumValue = -1.5
        element.maximumValue = 100
        element.nativeFrame = Rect(x: 0.25, y: 1, width: 43.5, height: 44)
        return element
    }

    static func initialisedElement() -> Element {
        Element(
            role: .checkbox, className: "Check", traits: ["Button"], label: "Agree \"now\" \\ é 😀", value: "1",
            hint: "Tap\n", identifier: "agree", text: "Agree", frame: Rect(x: -1.5, y: 2, width: 44, height: 44.25),
            isAccessibilityElement: true, isEnabled: false, isVisible: true, isOnScreen: false, isFocusable: true,
            isFocused: false, isClickable: true, isLongClickable: false, isScrollable: false, scrollAxes: ["vertical"],
            isCheckable: true, isChecked: true, isSelected: false, isPassword: false, headingLevel: 2, language: "de",
            customActions: ["Remove"], gestures: ["swipe"],
            textStyle: TextStyle(fontSize: 17, weight: 600, isItalic: true, isAllCaps: false, alignment: .center,
                                 lineSpacing: 1.25, lineCount: 2, charactersPerLine: 40),
            foregroundColor: Color(hex: "#112233"), backgroundColor: Color(hex: "#44556680"), alpha: 0.5,
            displayDuration: 3.5, responseTime: 20,
            exceptionClaims: [ExceptionClaim(requirement: "MCAG:x#1", exception: "e", reason: "r")],
            attributes: ["b": "2", "a": "1"], appIdentifier: "com.example.shop", windowIndex: 0,
            windowIdentifier: "7")
    }
}
