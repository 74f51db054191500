import MCAGCore

extension TouchTargetSizeCheck {
    /// Inner iOS controls that VoiceOver passes over, and text fields drawn shorter than
    /// their row: where the dump shows what a finger meets and where it does not.
    static var innerPartExamples: [CheckExample] {
        let ios = Density.iosPoints(ppi: 460, scale: 3)
        return [
            .needsReview("A 20 pt unnamed icon, not accessible, inside the accessible catalog entry that has a name: whether it does what the entry does is not in the dump",
                         app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: ios,
                Node(Element(role: .button, traits: ["Button"], label: "Astronomy by Wikipedia, 1.77 GB",
                             frame: Rect(x: 20, y: 132, width: 362, height: 141), isAccessibilityElement: true)) {
                    Node(Element(role: .button, traits: ["Image", "Button"], frame: Rect(x: 346, y: 148, width: 20, height: 20),
                                 isAccessibilityElement: false)).flagged()
                }))),
            .needsReview("A tick labelled only by its image's resource name inside a named accessible row",
                         app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: ios,
                Node(Element(role: .button, traits: ["Button"], label: "Receive Notifications, Receive news",
                             frame: Rect(x: 20, y: 546, width: 318, height: 60), isAccessibilityElement: true)) {
                    Node(Element(role: .button, traits: ["Button"], label: "discover_tick", frame: Rect(x: 20, y: 552, width: 24, height: 25),
                                 isAccessibilityElement: false)).flagged()
                }))),
            .fails("An unnamed avatar button, not accessible, inside a post row that has no name either: nothing says the row does what it does",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: ios,
                Node(Element(role: .button, traits: ["Button"], frame: Rect(x: 0, y: 136, width: 402, height: 503),
                             isAccessibilityElement: true)) {
                    Node(Element(role: .button, traits: ["Image", "Button"], frame: Rect(x: 20, y: 148, width: 40, height: 41),
                                 isAccessibilityElement: false)).flagged()
                }))),
            .fails("A \"Reply\" button, not accessible, inside a named row that does not speak it: an action of its own",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: ios,
                Node(Element(role: .button, traits: ["Button"], label: "Author One, 2h, Hello",
                             frame: Rect(x: 0, y: 136, width: 402, height: 503), isAccessibilityElement: true)) {
                    Node(Element(role: .button, traits: ["Button"], label: "Reply", frame: Rect(x: 60, y: 601, width: 47, height: 30),
                                 isAccessibilityElement: false)).flagged()
                }))),
            .needsReview("A 22 pt text field in a 52 pt cell that holds only it: whether the cell passes a tap to the field is not in the dump",
                         app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: ios,
                Node(Element(role: .cell, frame: Rect(x: 16, y: 167, width: 370, height: 52), isAccessibilityElement: false)) {
                    Node(Element(role: .textField, label: "URL", frame: Rect(x: 32, y: 182, width: 338, height: 22),
                                 isAccessibilityElement: true)).flagged()
                }))),
            .fails("A 22 pt text field in a 52 pt cell that holds a button too: the cell is not the field's alone",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: ios,
                Node(Element(role: .cell, frame: Rect(x: 16, y: 167, width: 370, height: 52), isAccessibilityElement: false)) {
                    Node(Element(role: .textField, label: "URL", frame: Rect(x: 32, y: 182, width: 290, height: 22),
                                 isAccessibilityElement: true)).flagged()
                    Node(Element(role: .button, label: "Paste", frame: Rect(x: 326, y: 171, width: 44, height: 44),
                                 isAccessibilityElement: true))
                }))),
        ]
    }

    /// Buttons on a line of text: the exception `inline-in-text` for a button whose size the line sets.
    static var inlineButtonExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .passes("A 24 dp tall button that ends the sentence \"Don't have an account? Sign Up instead\", as tall as its line",
                    screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .group, frame: Rect(x: 0, y: 880, width: 411, height: 24))) {
                    Node(Element(role: .text, text: "Don't have an account? ", frame: Rect(x: 96, y: 880, width: 191, height: 24)))
                    Node(Element(role: .button, label: "Sign Up instead", frame: Rect(x: 287, y: 880, width: 128, height: 24))) {
                        Node(Element(role: .text, text: "Sign Up instead", frame: Rect(x: 287, y: 880, width: 128, height: 24)))
                    }
                })),
            .fails("A 23 dp icon button after a clickable nickname on its line: the nickname is a control, the icon no words of a sentence",
                   screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .group, frame: Rect(x: 0, y: 213, width: 480, height: 45))) {
                    Node(Element(role: .text, text: "rk2m8ofubvffdixha", frame: Rect(x: 103, y: 213, width: 317, height: 45), isClickable: true))
                    Node(Element(role: .button, frame: Rect(x: 420, y: 216, width: 40, height: 40), isClickable: true)).flagged()
                })),
            .fails("A 24 dp tall button right after a caption that ends with its last word: a label and a control, not one sentence",
                   screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .group, frame: Rect(x: 0, y: 819, width: 402, height: 31))) {
                    Node(Element(role: .text, text: "1 episode • 0 archived", frame: Rect(x: 16, y: 819, width: 225, height: 24)))
                    Node(Element(role: .button, label: "Show Archived", frame: Rect(x: 243, y: 819, width: 141, height: 24))) {
                        Node(Element(role: .text, text: "Show Archived", frame: Rect(x: 282, y: 819, width: 102, height: 24)))
                    }.flagged()
                })),
            .fails("A 24 dp tall button 16 dp after a caption on its line: a control of its own, not part of the sentence",
                   screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .group, frame: Rect(x: 0, y: 880, width: 411, height: 24))) {
                    Node(Element(role: .text, text: "Remember me", frame: Rect(x: 16, y: 880, width: 120, height: 24)))
                    Node(Element(role: .button, label: "Forgot password", frame: Rect(x: 152, y: 880, width: 140, height: 24))).flagged()
                })),
            .passes("A clickable span at the end of an Android TextView's sentence, whatever class its virtual node has",
                    screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .text, className: "android.widget.TextView", text: "Request a call or try again. Wrong number?",
                             frame: Rect(x: 27, y: 114, width: 357, height: 90))) {
                    Node(Element(role: .container, className: "android.view.View", label: "Wrong number?",
                                 frame: Rect(x: 221, y: 185, width: 116, height: 19), isClickable: true))
                })),
        ]
    }

    /// Inputs a page hides or a system draws at its own size: what their frames do not say.
    static var hiddenAndSystemInputExamples: [CheckExample] {
        let dp = Density.androidDP
        return [
            .needsReview("A web page's checkbox input drawn at 2 × 3 dp: visually hidden, its label takes the taps",
                         screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .webView, className: "android.webkit.WebView", frame: Rect(x: 0, y: 0, width: 411, height: 800))) {
                    Node(Element(role: .checkbox, className: "android.widget.CheckBox", label: "Remember me",
                                 frame: Rect(x: 36, y: 461, width: 2, height: 3), isClickable: true)).flagged()
                })),
            .fails("A native 2 × 3 dp checkbox outside a web view is a target too small",
                   screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .checkbox, className: "android.widget.CheckBox", label: "Remember me",
                             frame: Rect(x: 36, y: 461, width: 2, height: 3), isClickable: true)).flagged())),
            .needsReview("A 24 dp tall web text field inside a 45 dp web element that holds only it: an HTML label would pass the taps, a styled box would not",
                         screen: Screen(unit: .dp, density: dp,
                Node(Element(role: .webView, className: "android.webkit.WebView", frame: Rect(x: 0, y: 0, width: 411, height: 800))) {
                    Node(Element(role: .container, className: "android.view.View", identifier: "emailLabel",
                                 frame: Rect(x: 24, y: 183, width: 312, height: 47))) {
                        Node(Element(role: .textField, className: "android.widget.EditText", identifier: "username",
                                     frame: Rect(x: 41, y: 194, width: 254, height: 25), isClickable: true)).flagged()
                    }
                })),
            .needsReview("A web link WebKit reports not visible inside the window (a skip link): whether the page draws it is not in the dump",
                         app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: .iosPoints(ppi: 326, scale: 2),
                Node(Element(role: .window, frame: Rect(x: 0, y: 0, width: 320, height: 568))) {
                    Node(Element(role: .webView, frame: Rect(x: 0, y: 64, width: 320, height: 460))) {
                        Node(Element(role: .link, label: "Skip to main content", frame: Rect(x: 0, y: 149, width: 127, height: 16),
                                     isVisible: false)).flagged()
                    }
                }))),
            .passes("iOS 26's 38 pt glass search field and the dictation button inside it: UIKit's own control at its own size",
                    app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .searchField, label: "Search", frame: Rect(x: 32, y: 803, width: 337, height: 38),
                             isAccessibilityElement: true)) {
                    Node(Element(role: .button, traits: ["Button"], label: "Dictate", frame: Rect(x: 335, y: 811, width: 18, height: 22),
                                 isAccessibilityElement: false))
                }))),
            .fails("A 30 pt search field: no height UIKit draws its own at, so the author sized it",
                   app: AppSnapshot(app: AppFacts(platform: .ios), Screen(unit: .points, density: .iosPoints(ppi: 460, scale: 3),
                Node(Element(role: .searchField, label: "Search", frame: Rect(x: 32, y: 120, width: 337, height: 30),
                             isAccessibilityElement: true)).flagged()))),
        ]
    }
}
