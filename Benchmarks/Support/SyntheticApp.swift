package import MCAGCore

/// Builds deterministic synthetic snapshots for benchmarks and the
/// parallel-versus-serial test: realistic screens (navigation bar, tab bar,
/// lists of cells with icons and text, controls), with a known share of
/// problems so every check has work to do.
package enum SyntheticApp {
    /// A snapshot of about `elements` elements spread over `screens` screens.
    package static func snapshot(elements: Int, screens: Int) -> AppSnapshot {
        let perScreen = max(elements / max(screens, 1), 8)
        let app = AppFacts(
            name: "Synthetic", platform: .ios, supportedOrientations: [.portrait], locale: "en-US",
            keyboardShortcuts: [KeyboardShortcut(key: "k", action: "Next", canBeDisabled: false, canBeRemapped: false,
                                                 activeOnlyWhenFocused: false)],
            timeLimits: [TimeLimit(name: "Session", duration: 600, warningDuration: 10, canBeExtended: true)])
        return AppSnapshot(app: app, screens: (0..<screens).map { screen(number: $0, elements: perScreen) })
    }

    /// The tab bar every screen ends with; every fifth screen's last tab is "Profile", not "Help".
    static func appendTabBar(to tree: inout ElementTree, number: Int) {
        tree.open(Element(role: .tabBar, frame: Rect(x: 0, y: 761, width: 390, height: 83)))
        let names: [String] = ["Home", "Search", number % 5 == 0 ? "Profile" : "Help"]
        for (index, name) in names.enumerated() {
            let frame = Rect(x: Double(index) * 130, y: 761, width: 130, height: 49)
            tree.append(Element(role: .tab, label: name, identifier: "tab-" + name.lowercased(), frame: frame,
                                isAccessibilityElement: true, isSelected: index == 0))
        }
        tree.close()
    }

    static func screen(number: Int, elements: Int) -> Screen {
        var tree = ElementTree()
        var random = SplitMix(seed: UInt64(number) &+ 1)
        tree.open(Element(role: .window, frame: Rect(x: 0, y: 0, width: 390, height: 844)))
        tree.open(Element(role: .navigationBar, frame: Rect(x: 0, y: 47, width: 390, height: 44)))
        tree.append(Element(role: .heading, label: "Screen \(number % 50)", frame: Rect(x: 120, y: 55, width: 150, height: 24),
                            isAccessibilityElement: true, headingLevel: 1))
        tree.append(Element(role: .button, label: number % 7 == 0 ? nil : "Back", identifier: "back",
                            frame: Rect(x: 8, y: 52, width: 30, height: 30), isAccessibilityElement: true))
        tree.close()
        tree.open(Element(role: .list, frame: Rect(x: 0, y: 91, width: 390, height: 670), isScrollable: true,
                          scrollAxes: ["vertical"]))
        var y = 91.0
        while tree.count < elements - 6 {
            appendRow(to: &tree, y: y, random: &random)
            y += 44
        }
        tree.close()
        appendTabBar(to: &tree, number: number)
        tree.close()
        return Screen(name: "Screen \(number % 50)", title: number % 9 == 0 ? nil : "Screen \(number % 50)",
                      viewport: Size(width: 390, height: 844), unit: .points,
                      density: Density.iosPoints(ppi: 460, scale: 3), orientation: .portrait, textScale: 1,
                      layoutDirection: .leftToRight, tree: tree)
    }

    /// One list row: an icon, a line of text and a switch or button, with the
    /// gaps a real app has (unnamed controls, low contrast, thin or all-caps text).
    private static func appendRow(to tree: inout ElementTree, y: Double, random: inout SplitMix) {
        let row = tree.count
        tree.open(Element(role: .cell, frame: Rect(x: 0, y: y, width: 390, height: 44), isAccessibilityElement: false))
        tree.append(Element(role: .image, label: random.next() % 5 == 0 ? "icon.png" : nil,
                            frame: Rect(x: 16, y: y + 8, width: 28, height: 28),
                            isAccessibilityElement: random.next() % 3 == 0))
        tree.append(Element(
            role: .text, label: "Item \(row) of the list, with some words", text: "Item \(row) of the list, with some words",
            frame: Rect(x: 56, y: y + 10, width: 260, height: 24), isAccessibilityElement: true,
            textStyle: TextStyle(fontSize: 17, weight: random.next() % 9 == 0 ? 200 : 400, isItalic: false,
                                 isAllCaps: random.next() % 11 == 0, alignment: .leading, lineCount: 1,
                                 charactersPerLine: 40),
            foregroundColor: random.next() % 4 == 0 ? Color(hex: "#9A9A9A") : Color(hex: "#1C1C1E"),
            backgroundColor: Color(hex: "#FFFFFF")))
        tree.append(Element(
            role: random.next() % 2 == 0 ? .switch : .button, label: random.next() % 6 == 0 ? nil : "Toggle \(row % 10)",
            value: random.next() % 5 == 0 ? nil : "1", identifier: "control-\(row)",
            frame: Rect(x: 330, y: y + 6, width: random.next() % 3 == 0 ? 24 : 51, height: 31),
            isAccessibilityElement: true, isEnabled: true, isFocusable: true, isClickable: true,
            foregroundColor: Color(hex: "#34C759"), backgroundColor: Color(hex: "#FFFFFF")))
        tree.close()
    }
}

/// A small deterministic random number generator (SplitMix64), so every run
/// builds the same app and every fuzz run with one seed tries the same inputs.
package struct SplitMix: Sendable {
    var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
