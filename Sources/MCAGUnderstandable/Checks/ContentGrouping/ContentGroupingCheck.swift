package import MCAGCore

/// 3.1.4: a control's icon and text are one stop, not two.
///
/// Two patterns split one unit into several screen reader stops:
/// - a control (a clickable container) whose image child and text child are
///   each exposed as stops of their own;
/// - an image and a text that are neighbours, are both stops, overlap (so
///   they share one tap target), and at least one of which is operable.
///
/// Whether a child is a stop of its own follows the platform: on Android a
/// child inside a focusable control is merged into it unless it is itself
/// focusable or clickable; elsewhere an accessibility element hides its
/// children, and a child is a stop when it is an accessibility element.
/// Each element's children are visited once, so the check is linear.
package struct ContentGroupingCheck: ScreenCheck {
    package init() {}

    package var name: String { "icon-and-text-grouped" }

    enum Part { case image, text }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let platform = screen.app.platform
        var findings: [Finding] = []
        var groupsSeen = 0
        // Children walked from one sibling to the next, elements read in place:
        // listing each element's children built an array per element, and
        // copying an element retained it.
        for parent in screen.tree.indices {
            let end = screen.tree.descendants(of: parent).upperBound, first = parent + 1
            guard first < end, screen.tree.descendants(of: first).upperBound < end else { continue }
            if screen.tree[parent].isInteractive {
                var present = Parts(), separate = Parts(), unknown = false
                var child = first
                while child < end {
                    if let part = Self.part(of: screen.tree[child]) {
                        present.insert(part)
                        switch Self.isSeparateStop(child, inside: screen.tree[parent], platform: platform, screen: screen) {
                        case true?: separate.insert(part)
                        case nil: unknown = true
                        case false?: break
                        }
                    }
                    child = screen.tree.descendants(of: child).upperBound
                }
                if present.both {
                    groupsSeen += 1
                    if separate.both {
                        findings.append(.violation(screen.element(parent), Result.imageAndTextApart, fix: Result.fix))
                    } else if unknown {
                        findings.append(.needsReview(screen.element(parent), Result.stopsUnknown,
                                                     missing: ["isAccessibilityElement", "isFocusable"]))
                    }
                }
            }
            siblingPairs(from: first, to: end, in: screen, groupsSeen: &groupsSeen, into: &findings)
            toggleLabels(from: first, to: end, in: screen, groupsSeen: &groupsSeen, into: &findings)
            sliderTitles(from: first, to: end, in: screen, groupsSeen: &groupsSeen, into: &findings)
        }
        groupsSeen += splitCells(in: screen, into: &findings)
        if findings.isEmpty, groupsSeen > 0 {
            findings.append(.screen(.pass, screen, Result.allGrouped))
        }
        return findings
    }

    /// Which of the two parts a control's children hold: two flags, not a set to hash.
    struct Parts {
        private var image = false, text = false

        mutating func insert(_ part: Part) {
            switch part {
            case .image: image = true
            case .text: text = true
            }
        }

        var both: Bool { image && text }
    }

    /// Neighbouring image and text stops that overlap and are operable: one
    /// tap target drawn by two stops. The siblings run from `first` to `end`,
    /// the end of their parent's subtree.
    private func siblingPairs(from first: Int, to end: Int, in screen: ScreenContext, groupsSeen: inout Int,
                              into findings: inout [Finding]) {
        var current = first, next = screen.tree.descendants(of: first).upperBound
        while next < end {
            defer { (current, next) = (next, screen.tree.descendants(of: next).upperBound) }
            guard let partA = Self.part(of: screen.tree[current]), let partB = Self.part(of: screen.tree[next]), partA != partB,
                  screen.tree[current].isInteractive || screen.tree[next].isInteractive,
                  let frameA = screen.tree[current].frame, let frameB = screen.tree[next].frame, frameA.intersects(frameB)
            else { continue }
            groupsSeen += 1
            guard AssistiveFocus(screen.screenReader[current]).isStop, AssistiveFocus(screen.screenReader[next]).isStop else { continue }
            findings.append(.violation(
                screen.element(current), Result.sharedTapTarget(neighbour: screen.location(of: next)), fix: Result.fix))
        }
    }

    /// A switch or checkbox and the text that labels it on its row, each a stop of its own: MCAG's
    /// "a button, its text" announced apart (Inkwell's settings: "Push Notifications" is one stop and
    /// the switch beside it, unnamed, another). The label is a text among the control's siblings, ahead
    /// of it on its line and within its height; the first such text (the label, not the description
    /// under it) is reported, once per control, when both are stops and the row around them is not.
    private func toggleLabels(from first: Int, to end: Int, in screen: ScreenContext, groupsSeen: inout Int,
                              into findings: inout [Finding]) {
        let tree = screen.tree, model = screen.screenReader
        var toggles: [Int] = [], texts: [Int] = []
        var child = first
        while child < end {
            let element = tree[child]
            if Self.isToggle(element) { toggles.append(child) }
            if Self.part(of: element) == .text, !element.isInteractive, element.isClickable != true { texts.append(child) }
            child = tree.descendants(of: child).upperBound
        }
        guard !toggles.isEmpty, !texts.isEmpty, let parent = tree.parent(of: first) else { return }
        let rowIsStop = AssistiveFocus(model[parent]).isStop
        for toggle in toggles {
            guard let frame = tree[toggle].frame, let text = texts.first(where: { text in
                guard let label = tree[text].frame else { return false }
                return label.minY >= frame.minY - 1 && label.maxY <= frame.maxY + 1 && label.maxX <= frame.minX
            }) else { continue }
            groupsSeen += 1
            guard !rowIsStop, AssistiveFocus(model[toggle]).isStop, AssistiveFocus(model[text]).isStop else { continue }
            findings.append(.violation(
                screen.element(text), Result.toggleLabelApart(role: tree[toggle].role, toggle: screen.location(of: toggle)),
                fix: Result.fix))
        }
    }

    /// A slider with no name of its own (none, or only its position, "38%") and the title drawn right
    /// above it, each a stop: the title is heard without its slider and the slider without its title
    /// (a Flutter `Slider` under a `Text`, Fractals' "Iterations"). The title is a sibling stop with a
    /// name and nothing inside it, not operable, that ends where the slider begins (within its own
    /// height) and starts at the slider's leading edge; the nearest such text is reported.
    private func sliderTitles(from first: Int, to end: Int, in screen: ScreenContext, groupsSeen: inout Int,
                              into findings: inout [Finding]) {
        let tree = screen.tree, model = screen.screenReader
        var sliders: [Int] = []
        var child = first
        while child < end {
            if tree[child].role == .slider { sliders.append(child) }
            child = tree.descendants(of: child).upperBound
        }
        // Most rows hold no slider: their texts are not looked at.
        guard !sliders.isEmpty else { return }
        var titles: [Int] = []
        child = first
        while child < end {
            if Self.isStaticTitle(child, in: screen) { titles.append(child) }
            child = tree.descendants(of: child).upperBound
        }
        guard !titles.isEmpty else { return }
        for slider in sliders {
            guard let frame = tree[slider].frame, AssistiveFocus(model[slider]).isStop else { continue }
            let above = titles.filter { title in
                guard let label = tree[title].frame, label.height > 0 else { return false }
                return label.maxY <= frame.minY + 1 && label.maxY >= frame.minY - label.height
                    && abs(label.minX - frame.minX) <= 1 && label.maxX > frame.minX
            }
            guard let title = above.max(by: { (tree[$0].frame?.maxY ?? 0) < (tree[$1].frame?.maxY ?? 0) }) else { continue }
            groupsSeen += 1
            // A slider named by its title (or anything but its position) is heard with what it sets.
            guard Self.namesNothingButAValue(model[slider].name) else { continue }
            findings.append(.violation(
                screen.element(title), Result.sliderTitleApart(slider: screen.location(of: slider)), fix: Result.fixSlider))
        }
    }

    /// A stop with a name and no children that takes no action: a text, or a toolkit's plain node
    /// carrying a text (Flutter writes `Text` as an `android.view.View` with a description).
    static func isStaticTitle(_ index: Int, in screen: ScreenContext) -> Bool {
        let element = screen.tree[index]
        guard !element.isInteractive, element.isClickable != true, element.isLongClickable != true,
              element.role == .text || element.role == .unknown || element.role == .container,
              screen.tree.descendants(of: index).isEmpty, AssistiveFocus(screen.screenReader[index]).isStop,
              let name = screen.screenReader[index].name, !name.isBlank else { return false }
        return !namesNothingButAValue(name)
    }

    /// No name, or one made of a figure alone ("38%", "4.00"): a position, not what is set.
    static func namesNothingButAValue(_ name: String?) -> Bool {
        guard let name, !name.isBlank else { return true }
        return NameDefect.isOnlyAFigure(name)
    }

    static func isToggle(_ element: Element) -> Bool {
        element.role == .switch || element.role == .checkbox || element.isCheckable == true
    }

    static func part(of element: Element) -> Part? {
        if element.role == .image { return .image }
        if element.role == .text, element.accessibleName != nil { return .text }
        return nil
    }

    /// Whether a child is a screen reader stop apart from its control; nil
    /// when the snapshot does not tell. With a platform, the screen-reader
    /// model decides (TalkBack merges a non-focusable child into its
    /// focusable ancestor; VoiceOver does not descend into an element);
    /// without one, the child's flags do.
    static func isSeparateStop(_ index: Int, inside container: Element, platform: Platform?,
                               screen: ScreenContext) -> Bool? {
        guard platform != nil else { return isSeparateStop(screen.tree[index], inside: container, platform: nil) }
        switch screen.screenReader[index].focus {
        case .stop, .presumedStop: return true
        case .mergedIntoAncestor, .skipped, .wrapper: return false
        case .unknown: return nil
        }
    }

    /// Whether a child is a stop apart from its control, from its flags alone.
    static func isSeparateStop(_ child: Element, inside container: Element, platform: Platform?) -> Bool? {
        if platform == .android {
            if child.isFocusable == true || child.isClickable == true { return true }
            return child.isFocusable == nil ? nil : false
        }
        if container.isAccessibilityElement == true { return false }
        return child.isAccessibilityElement ?? child.isFocusable
    }

    package var examples: [CheckExample] {
        let icon = Element(role: .image, label: "Cart", isAccessibilityElement: true)
        let caption = Element(role: .text, label: "Add to cart", isAccessibilityElement: true)
        return [
            .passes("A button that is one accessibility element over its icon and text",
                    Node(Element(role: .button, label: "Add to cart", isAccessibilityElement: true)) {
                        Node(icon); Node(caption)
                    }),
            .fails("A clickable row whose icon and text are each exposed",
                   Node(Element(role: .cell, isAccessibilityElement: false, isClickable: true)) {
                       Node(icon); Node(caption)
                   }.flagged()),
            .fails("An image button and its label drawn over the same tap target",
                   Node(Element(role: .container)) {
                       Node(Element(role: .image, label: "Cart", frame: Rect(x: 10, y: 10, width: 100, height: 44),
                                    isAccessibilityElement: true, isClickable: true)).flagged()
                       Node(Element(role: .text, label: "Add to cart", frame: Rect(x: 40, y: 10, width: 70, height: 44),
                                    isAccessibilityElement: true))
                   }),
            .passes("Android: a focusable row whose children are merged into it",
                    app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                        Node(Element(role: .cell, isFocusable: true, isClickable: true)) {
                            Node(Element(role: .image, isFocusable: false, isClickable: false))
                            Node(Element(role: .text, text: "Settings", isFocusable: false, isClickable: false))
                        }))),
            .fails("Android: a settings row whose label and switch are separate stops",
                   app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                       Node(Element(role: .container, frame: Rect(x: 0, y: 600, width: 411, height: 60))) {
                           Node(Element(role: .text, text: "Push Notifications", frame: Rect(x: 54, y: 620, width: 115, height: 17))).flagged()
                           Node(Element(role: .switch, frame: Rect(x: 347, y: 616, width: 41, height: 38),
                                        isFocusable: true, isClickable: true, isCheckable: true))
                       }))),
            .fails("Android: a slider named only by its position, under its title, each a stop",
                   app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                       Node(Element(role: .container, frame: Rect(x: 0, y: 400, width: 411, height: 60))) {
                           Node(Element(role: .text, text: "Iterations", frame: Rect(x: 16, y: 400, width: 300, height: 18))).flagged()
                           Node(Element(role: .slider, label: "38%", frame: Rect(x: 16, y: 418, width: 380, height: 28),
                                        isFocusable: true, isClickable: true))
                       }))),
            .passes("Android: the same slider named by its title",
                    app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                        Node(Element(role: .container, frame: Rect(x: 0, y: 400, width: 411, height: 60))) {
                            Node(Element(role: .text, text: "Iterations", frame: Rect(x: 16, y: 400, width: 300, height: 18)))
                            Node(Element(role: .slider, label: "Iterations", frame: Rect(x: 16, y: 418, width: 380, height: 28),
                                         isFocusable: true, isClickable: true))
                        }))),
            .passes("Android: the same row as one focusable stop, its switch merged into it",
                    app: AppSnapshot(app: AppFacts(platform: .android), Screen(
                        Node(Element(role: .cell, frame: Rect(x: 0, y: 600, width: 411, height: 60),
                                     isFocusable: true, isClickable: true)) {
                            Node(Element(role: .text, text: "Push Notifications", frame: Rect(x: 54, y: 620, width: 115, height: 17)))
                            Node(Element(role: .switch, frame: Rect(x: 347, y: 616, width: 41, height: 38),
                                         isFocusable: false, isClickable: false, isCheckable: true))
                        }))),
            .needsReview("A clickable row whose children's focus flags are unknown",
                         Node(Element(role: .cell, isClickable: true)) {
                             Node(Element(role: .image)); Node(Element(role: .text, text: "Settings"))
                         }.flagged()),
        ]
    }
}
