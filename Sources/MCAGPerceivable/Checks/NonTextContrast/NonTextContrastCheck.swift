package import MCAGCore

/// 1.4.2 Essential Elements' Color Contrast: controls (test 1) and images or
/// icons (test 2) stand out from what surrounds them by at least 3:1.
///
/// Reads `foregroundColor` (text, tint or outline colour), the element's own
/// `backgroundColor` (a fill), the nearest known background around it,
/// `alpha` down the tree and `isEnabled` of the element and its ancestors.
/// A control is identifiable when its content contrasts with the colour
/// behind it, or its fill contrasts with its surroundings: either pair at
/// 3:1 passes. A violation needs every pair that could identify the element
/// measured and below 3:1; a pair that cannot be measured makes the result
/// *needs review* naming the missing colour. Disabled controls, and images
/// inside them, are not applicable under the declared `disabled-control`
/// exception. Images hidden from assistive technology are taken as
/// decorative and skipped.
///
/// When the snapshot declares no colours but the screen has a
/// ``Screenshot``, the pairs are measured from the pixels (see
/// `NonTextContrastCheck+Pixels.swift` and Documentation/Screenshots.md).
package struct NonTextContrastCheck: ScreenCheck {
    /// Which elements the check measures.
    package enum Scope: String, Sendable {
        /// Test 1: elements that receive user input.
        case controls
        /// Test 2: images and icons.
        case graphics
    }

    /// The elements this instance measures.
    package let scope: Scope
    /// A check for one of the two tests of 1.4.2.
    package init(_ scope: Scope) { self.scope = scope }

    package var name: String { scope == .controls ? "control-contrast" : "graphic-contrast" }
    package var automation: Automation { scope == .controls ? .automated : .assisted }
    package var readsThresholds: Bool { true }
    package var detectedExceptions: [ExceptionKey] { ["disabled-control"] }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let tree = screen.tree
        let layers = ColorLayers.of(screen)
        let pixels = ScreenPixels.of(screen)
        var findings: [Finding] = []
        var pairs = NonTextContrastPairs()
        for index in tree.indices {
            let element = tree[index]
            let inScope = scope == .controls
                ? element.isInteractive
                : element.isStaticImage && !element.isHiddenFromAssistiveTechnology
            guard inScope, element.isVisible != false else { continue }
            findings.append(evaluate(element, at: index, parent: tree.parent(of: index), in: screen, layers: layers,
                                     pixels: pixels, pairs: &pairs))
        }
        return findings
    }

    private func evaluate(
        _ element: Element, at index: Int, parent: Int?, in screen: ScreenContext, layers: ColorLayers, pixels: ScreenPixels?,
        pairs: inout NonTextContrastPairs
    ) -> Finding {
        let context = screen.element(index)
        if layers.disabled[index] {
            return Finding(kind: .notApplicable, element: context.location, result: Result.disabledControl)
                .covered(by: "disabled-control")
        }
        // The pair with the highest ratio decides (the content pair on a tie), as `max` over both would.
        var best: NonTextContrastPairs.Pick?
        var missingColours: MissingContrastFields = []
        if let foreground = layers.paintedForeground(of: element, at: index), let behind = layers.background[index] {
            best = .init(isFill: false, slot: pairs.contents.slot(foreground, behind) {
                ContrastReading(ColourPair(foreground, on: behind))
            })
        } else {
            missingColours = layers.missingColours(of: element, at: index)
        }
        var lacksSurroundings = false
        if element.backgroundColor != nil {
            if let fill = layers.background[index], let around = parent.flatMap({ layers.background[$0] }) {
                let fillPick = NonTextContrastPairs.Pick(isFill: true, slot: pairs.fills.slot(fill, around) {
                    ContrastReading(ColourPair(fill: fill, against: around))
                })
                if best.map({ pairs[$0].ratio < pairs[fillPick].ratio }) ?? true { best = fillPick }
            } else {
                lacksSurroundings = true
            }
        }
        let missing = lacksSurroundings ? Self.namesWithSurroundings[Int(missingColours.rawValue)] : missingColours.names
        let threshold = context.screen.profile.nonTextContrast
        if let best, pairs[best].ratio >= threshold {
            return .pass(context, Result.meets(pairs[best], threshold: threshold),
                         measured: Measured(pairs[best].ratio, threshold: threshold, unit: ":1"))
        }
        if !missing.isEmpty, best == nil, let pixels {
            return pixelFinding(element, context: context, pixels: pixels)
        }
        guard missing.isEmpty, let best else {
            return .needsReview(context, Result.coloursUnknown, missing: missing)
        }
        let reading = pairs[best]
        return .violation(context, Result.below(scope, reading, threshold: threshold),
                          measured: Measured(reading.ratio, threshold: threshold, unit: ":1"),
                          fix: Result.fix(scope, threshold: threshold, ratio: reading.ratio))
    }

    /// The missing fields' names followed by the surroundings' colour, each list
    /// made once: appended per element, a shared list was copied each time.
    private static let namesWithSurroundings: [[String]] = (0..<16).map {
        MissingContrastFields(rawValue: UInt8($0)).names + ["backgroundColor (of the surroundings)"]
    }

    package var examples: [CheckExample] {
        let white = Color(red: 1, green: 1, blue: 1)
        let blue = Color(red: 0, green: 0.4, blue: 0.8)
        let pale = Color(red: 0.85, green: 0.85, blue: 0.85)
        let grey = Color(red: 0.4, green: 0.4, blue: 0.4)
        switch scope {
        case .controls:
            return [
                .passes("A blue filled button on white",
                        Node(Element(role: .container, backgroundColor: white)) {
                            Node(Element(role: .button, label: "Pay", foregroundColor: white, backgroundColor: blue))
                        }),
                .fails("A pale outlined field on white",
                       Node(Element(role: .container, backgroundColor: white)) {
                           Node(Element(role: .textField, label: "Name", foregroundColor: pale)).flagged()
                       }),
                .needsReview("A button with no colours", Node(Element(role: .button, label: "Pay")).flagged()),
            ]
        case .graphics:
            return [
                .passes("A grey icon on white",
                        Node(Element(role: .container, backgroundColor: white)) {
                            Node(Element(role: .image, label: "Warning", foregroundColor: grey))
                        }),
                .fails("A pale icon on white",
                       Node(Element(role: .container, backgroundColor: white)) {
                           Node(Element(role: .image, label: "Warning", foregroundColor: pale)).flagged()
                       }),
                .needsReview("A bitmap image with no tint colour",
                             Node(Element(role: .container, backgroundColor: white)) {
                                 Node(Element(role: .image, label: "Map of the route")).flagged()
                             }),
            ]
        }
    }
}
