package import MCAGCore

extension TouchTargetSizeCheck {
    package var examples: [CheckExample] {
        Self.sizeExamples + Self.surroundingsExamples + Self.reachExamples + Self.hitAreaExamples + Self.innerPartExamples
            + Self.inlineButtonExamples
            + Self.hiddenAndSystemInputExamples
    }

    /// Targets judged by their own size and density.
    private static var sizeExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .passes("A 48 × 48 dp button is 7.6 mm square", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 48, height: 48))))),
            .passes("A 44 × 44 pt button on a 460 ppi, 3× iPhone is 7.3 mm square", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 44, height: 44))))),
            .passes("A 44 × 44 pt button at the nominal 160 pt per inch measures 6.985 mm, 7.0 mm when rounded",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 160, scale: 1),
                        Node(Element(role: .button, label: "Back", frame: Rect(x: 0, y: 0, width: 44, height: 44))))),
            .fails("A 43 × 43 pt button at 160 pt per inch measures 6.83 mm", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 160, scale: 1),
                Node(Element(role: .button, label: "Back", frame: Rect(x: 0, y: 0, width: 43, height: 43))).flagged())),
            .passes("A 44 × 44 pt button on a 326 ppi, 2× iPhone measures 6.86 mm: Apple's minimum, which MCAG cites",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 326, scale: 2),
                        Node(Element(role: .button, label: "Back", frame: Rect(x: 0, y: 0, width: 44, height: 44))))),
            .passes("A 36 pt glass capsule of a 54 pt navigation bar: a standard bar item, whose touches the bar takes",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .navigationBar, frame: Rect(x: 0, y: 62, width: 402, height: 54))) {
                    Node(Element(role: .button, label: "Share", frame: Rect(x: 344, y: 66, width: 38, height: 36)))
                })),
            .needsReview("A 24 pt tall item of a 54 pt navigation bar: a height of its own, perhaps a custom view", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .navigationBar, frame: Rect(x: 0, y: 62, width: 402, height: 54))) {
                    Node(Element(role: .button, label: "Cast", frame: Rect(x: 292, y: 72, width: 36, height: 24))).flagged()
                })),
            .fails("A 24 pt tall item of a 30 pt bar, itself under 7 mm", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .toolbar, frame: Rect(x: 0, y: 0, width: 402, height: 30))) {
                    Node(Element(role: .button, label: "Share", frame: Rect(x: 344, y: 3, width: 38, height: 24))).flagged()
                })),
        ]
    }

    /// Targets whose surroundings decide: text around them, bars, overlays, neighbours.
    private static var surroundingsExamples: [CheckExample] { exemptionExamples + neighbourExamples }

    private static var exemptionExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .passes("A small link inside a paragraph is exempt", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .text, text: "Read the terms", frame: Rect(x: 0, y: 0, width: 300, height: 40))) {
                    Node(Element(role: .link, label: "terms", frame: Rect(x: 60, y: 0, width: 40, height: 18)))
                })),
            .passes("An iOS 26 toggle row whose control is the 63 × 28 pt system switch", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .switch, className: "XCUIElementTypeSwitch", label: "Reduce Motion",
                             frame: Rect(x: 36, y: 146, width: 330, height: 29))) {
                    Node(Element(role: .switch, className: "XCUIElementTypeSwitch", frame: Rect(x: 305, y: 146, width: 63, height: 29)))
                })),
            .fails("A 40 × 20 pt switch the author drew: no size UIKit fixes", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .switch, className: "XCUIElementTypeSwitch", label: "Mute",
                             frame: Rect(x: 0, y: 0, width: 40, height: 20))).flagged())),
            .passes("An item of the iOS status bar is the system's", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .statusBar, frame: Rect(x: 0, y: 0, width: 402, height: 54))) {
                    Node(Element(role: .button, label: "Return to MobiumApp", frame: Rect(x: 12, y: 33, width: 77, height: 14)))
                })),
        ]
    }

    private static var neighbourExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .passes("A link beside the text of its line, as WebKit exposes a sentence", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .group, frame: Rect(x: 15, y: 359, width: 400, height: 22))) {
                    Node(Element(role: .text, text: "Powered by", frame: Rect(x: 99, y: 359, width: 91, height: 22)))
                    Node(Element(role: .link, label: "Elemental Selenium", frame: Rect(x: 189, y: 359, width: 142, height: 22)))
                })),
            .fails("An article's title link, a heading with the Link trait, 33 pt tall on a line of its own",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .heading, traits: ["Link", "Header"], label: "NetNewsWire 7.1 for iOS",
                             frame: Rect(x: 19, y: 202, width: 286, height: 33), isAccessibilityElement: true)).flagged()))),
            .passes("A link in a list item's sentence whose text, with the Link trait, is the stop inside it",
                    app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .group, frame: Rect(x: 59, y: 380, width: 322, height: 52))) {
                    Node(Element(role: .text, text: "The", frame: Rect(x: 59, y: 382, width: 34, height: 23)))
                    Node(Element(role: .link, label: "Current Activity screen", frame: Rect(x: 93, y: 382, width: 175, height: 23),
                                 isAccessibilityElement: false)) {
                        Node(Element(role: .link, label: "Current Activity screen", frame: Rect(x: 93, y: 382, width: 175, height: 23),
                                     isAccessibilityElement: true))
                    }
                    Node(Element(role: .text, text: "shows what the app is doing", frame: Rect(x: 59, y: 382, width: 304, height: 50)))
                }))),
            .fails("Two 24 × 24 dp icons side by side", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .button, label: "Like", frame: Rect(x: 0, y: 0, width: 24, height: 24))).flagged(),
                Node(Element(role: .button, label: "Share", frame: Rect(x: 28, y: 0, width: 24, height: 24))).flagged())),
            .fails("A stepper tiled by its clickable −, count and + takes no tap itself: only the 40 dp tall parts are flagged",
                   screen: Self.tiledStepper),
            .needsReview("A 120 dp wide button whose height the framework's navigation bar background hides in part",
                         screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 384, height: 853))) {
                    Node(Element(role: .button, label: "Mute", frame: Rect(x: 234, y: 794, width: 120, height: 26))).flagged()
                    Node(Element(role: .unknown, identifier: "android:id/navigationBarBackground",
                                 frame: Rect(x: 0, y: 805, width: 384, height: 48)))
                })),
            .fails("A 26 dp mute button partly under the navigation bar background: its uncut width fails whatever is hidden",
                   screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 384, height: 853))) {
                    Node(Element(role: .button, label: "Mute", frame: Rect(x: 334, y: 794, width: 26, height: 26))).flagged()
                    Node(Element(role: .unknown, identifier: "android:id/navigationBarBackground",
                                 frame: Rect(x: 0, y: 805, width: 384, height: 48)))
                })),
        ]
    }

    /// Targets a finger cannot reach or whose tap another element takes: under the keyboard, in an
    /// undrawn cell, inside a cell or box that takes the tap.
    private static var reachExamples: [CheckExample] {
        [
            .passes("A 30 pt tall button wholly under the on-screen keyboard is not measured: a touch there types a key",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .button, label: "Sign In", frame: Rect(x: 16, y: 520, width: 370, height: 49))),
                Node(Element(role: .button, label: "Pinned", frame: Rect(x: 16, y: 766, width: 370, height: 30))),
                Node(Element(role: .keyboard, frame: Rect(x: 0, y: 583, width: 402, height: 291))))),
            .passes("A 26 × 26 pt button at the screen's top-left inside a cell 900 pt further down, which UIKit has not laid out",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .cell, label: "Row", frame: Rect(x: 0, y: 900, width: 402, height: 60))) {
                    Node(Element(role: .button, label: "More", frame: Rect(x: 0, y: 0, width: 26, height: 26)))
                    Node(Element(role: .button, label: "Edit", frame: Rect(x: 320, y: 908, width: 66, height: 44)))
                })),
            .fails("A 26 × 26 pt button inside its laid-out cell is measured", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .cell, label: "Row", frame: Rect(x: 0, y: 900, width: 402, height: 60))) {
                    Node(Element(role: .button, label: "More", frame: Rect(x: 360, y: 917, width: 26, height: 26))).flagged()
                })),
            .passes("A 24 pt inner button VoiceOver skips inside the accessible cell that speaks its name: the cell is the equivalent control",
                    screen: Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .cell, label: "Wi-Fi, Home", frame: Rect(x: 0, y: 200, width: 402, height: 52),
                             isAccessibilityElement: true)) {
                    Node(Element(role: .button, label: "Wi-Fi", frame: Rect(x: 20, y: 214, width: 60, height: 24),
                                 isAccessibilityElement: false))
                })),
            .fails("A 24 pt inner button whose name the cell does not speak is a separate action", screen: Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .cell, label: "Wi-Fi, Home", frame: Rect(x: 0, y: 200, width: 402, height: 52),
                             isAccessibilityElement: true)) {
                    Node(Element(role: .button, label: "Reply", frame: Rect(x: 20, y: 214, width: 60, height: 24),
                                 isAccessibilityElement: false)).flagged()
                })),
            .fails("A web link WebKit wraps, not accessible, around its text, the stop, of the same frame: the text is measured",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(
                unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .webView, frame: Rect(x: 0, y: 100, width: 402, height: 600))) {
                    Node(Element(role: .link, label: "NetNewsWire Blog", frame: Rect(x: 19, y: 141, width: 152, height: 23),
                                 isAccessibilityElement: false)) {
                        Node(Element(role: .link, label: "NetNewsWire Blog", frame: Rect(x: 19, y: 141, width: 152, height: 23),
                                     isAccessibilityElement: true)).flagged()
                    }
                }))),
        ]
    }

    /// Fields inside the clickable box that takes their taps.
    private static var hitAreaExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .passes("An 18 dp tall field inside the clickable 62 dp box that holds only it and its label: the box takes the tap",
                    screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .container, frame: Rect(x: 17, y: 389, width: 378, height: 62), isClickable: true)) {
                    Node(Element(role: .text, text: "Email", frame: Rect(x: 34, y: 411, width: 168, height: 18)))
                    Node(Element(role: .textField, label: "Email", frame: Rect(x: 34, y: 417, width: 307, height: 18), isClickable: true))
                })),
            .fails("An 18 dp tall field in a clickable box that holds a button too: the box is not the field's alone",
                   screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .container, frame: Rect(x: 17, y: 389, width: 378, height: 62), isClickable: true)) {
                    Node(Element(role: .textField, label: "Email", frame: Rect(x: 34, y: 417, width: 307, height: 18),
                                 isClickable: true)).flagged()
                    Node(Element(role: .button, label: "Clear", frame: Rect(x: 347, y: 396, width: 48, height: 48), isClickable: true))
                })),
            .fails("A 40 dp wide, 20 dp high chip", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .button, label: "Filter", frame: Rect(x: 0, y: 0, width: 40, height: 20))).flagged())),
            .needsReview("A 40 × 40 dp target at an inferred 420 dpi that would measure 7 mm at 360 dpi", screen: Screen(
                unit: .pixels, density: Density(unitsPerMillimetre: 420 / 25.4, assumption: "assumed 420 dpi",
                                                plausibleUnitsPerMillimetre: (360 / 25.4)...(480 / 25.4)),
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 105, height: 105))).flagged())),
            .fails("A 24 × 24 dp target is under 7 mm at every plausible density (360–480 dpi)", screen: Screen(
                unit: .pixels, density: Density(unitsPerMillimetre: 420 / 25.4, assumption: "assumed 420 dpi",
                                                plausibleUnitsPerMillimetre: (360 / 25.4)...(480 / 25.4)),
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 63, height: 63))).flagged())),
            .needsReview("No density: millimetres cannot be computed", screen: Screen(
                Node(Element(role: .button, label: "Play", frame: Rect(x: 0, y: 0, width: 44, height: 44))))),
            .needsReview("A button without a frame", screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .button, label: "Play")).flagged())),
        ]
    }

    /// A clickable "− 1 +" stepper filled edge to edge by its three clickable cells.
    static var tiledStepper: Screen {
        let cell: (String, Double) -> Node = { label, x in
            Node(Element(role: .button, label: label, frame: Rect(x: x, y: 0, width: 48, height: 40), isClickable: true)).flagged()
        }
        return Screen(unit: .dp, density: Density.androidDP,
                      Node(Element(role: .container, frame: Rect(x: 0, y: 0, width: 144, height: 40), isClickable: true)) {
                          cell("Remove", 0)
                          cell("1", 48)
                          cell("Add", 96)
                      })
    }
}
