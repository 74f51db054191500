package import MCAGCore

/// 1.1.3 Interactive Elements Have Names, test 1: every control a screen
/// reader stops on has an accessible name.
///
/// Reads the screen's ``ScreenReaderModel``: the name TalkBack or VoiceOver
/// speaks (its label, content description or text, else the text of the
/// descendants read with it, through containers that are not important for
/// accessibility), whether the control is a stop at all, and whether its
/// frame is cut at a scrolling container's or the screen's edge.
/// - A wrapper whose children are the stops, and a control read as part of
///   an ancestor, are not applicable: the user never lands on them alone.
/// - A name that is no name (an icon-font glyph, white space, `null`, a
///   developer's identifier for the component such as `button-container`;
///   see ``NameDefect``) is a violation, shown escaped. So is a resource name
///   (`ic_close`, `back_to_home`): the screen reader reads the key with its
///   separators, and the dump holds all of it, so the tool decides.
/// - A nameless control whose frame is cut off and that has content is
///   *needs review*: its text may lie in the part scrolled away
///   (axe-android reports these as incomplete). A leaf has nothing elsewhere.
/// - `NAF="true"` (uiautomator's "not accessibility friendly") with no name is a violation,
///   except on an Android web view with no web content in the dump: the page is
///   exposed as virtual nodes the renderer builds, so it is *needs review*.
/// - Text fields need a label of their own: one showing only its content or
///   placeholder is *needs review*. Controls hidden from assistive technology
///   are not applicable.
package struct InteractiveNameCheck: ScreenCheck {
    package init() {}

    package var name: String { "interactive-element-name" }

    package func evaluate(_ screen: ScreenContext) -> [Finding] {
        let model = screen.screenReader
        var findings: [Finding] = []
        var systemKeyboardEnd = 0
        for index in screen.tree.indices {
            // iOS draws its keyboard in its own window and names its keys itself
            // (the space bar's label is " ", VoiceOver says "space"): not the app's to fix.
            if screen.app.platform == .ios, screen.tree[index].role == .keyboard {
                systemKeyboardEnd = max(systemKeyboardEnd, screen.tree.descendants(of: index).upperBound)
            }
            // Read in place: copying each element's screen-reader entry (its
            // name, visibility and held states) cost more than the tests on it.
            guard index >= systemKeyboardEnd, screen.tree[index].isInteractive || model[index].role.isInteractive
                    || Self.isSelectedStop(screen.tree[index], focus: model[index].focus, platform: screen.app.platform)
                    || Self.isGroupNamedByAToken(screen.tree[index], focus: model[index].focus, screen)
            else { continue }
            let element = screen.tree[index]
            let reader = model[index]
            guard Self.isJudged(element, reader, platform: screen.app.platform) else { continue }
            // Under a sheet or cover presented over it, the control is not one a user meets on this
            // screen; whether the screen reader can still reach it there is asked by 3.1.5.
            if reader.visibility.isCoveredByLayer { continue }
            findings.append(verdict(on: element, reader, screen.element(index)))
        }
        return findings
    }

    /// An Android stop that takes focus and is selected is an item of a
    /// selectable group (the current tab of a strip whose other tabs are
    /// clickable, SayHi's `<LinearLayout focusable="true" selected="true">`
    /// around an undescribed icon): TalkBack lands on it and says "selected",
    /// so it needs a name like any control.
    static func isSelectedStop(_ element: Element, _ reader: ScreenReaderElement, platform: Platform?) -> Bool {
        isSelectedStop(element, focus: reader.focus, platform: platform)
    }

    /// ``isSelectedStop(_:_:platform:)`` given only the focus: passing the
    /// whole screen-reader entry copied it for every element of the screen.
    static func isSelectedStop(_ element: Element, focus: ScreenReaderElement.Focus, platform: Platform?) -> Bool {
        platform == .android && focus.isStop && element.isFocusable == true && element.isSelected == true
    }

    /// A container the screen reader stops on whose own description is a
    /// programming token (`content-desc="null"`): TalkBack speaks "null" in
    /// place of everything inside it. MCAG 1.1.3 names "groups of content"
    /// among the elements that "have an accessible name that can be
    /// programmatically read", and "null" is none. Most elements have no
    /// label, or no token for one, so they are ruled out before the look-up.
    static func isGroupNamedByAToken(_ element: Element, focus: ScreenReaderElement.Focus, _ screen: ScreenContext) -> Bool {
        guard focus.isStop, element.role == .container || element.role == .group || element.role == .unknown,
              let label = element.label, label.count <= 16, case .placeholderToken? = screen.nameDefect(of: label) else { return false }
        return true
    }

    /// Controls the user can land on: not hidden, not a wrapper, not read as
    /// part of another stop. On Android a control class that is neither
    /// actionable nor important (a RadioButton drawn inside the clickable
    /// segment that is the real control) is skipped by TalkBack and not judged.
    static func isJudged(_ element: Element, _ reader: ScreenReaderElement, platform: Platform?) -> Bool {
        guard !element.isHiddenFromAssistiveTechnology else { return false }
        if platform == .android, reader.focus == .skipped { return false }
        return reader.focus != .wrapper && reader.focus != .mergedIntoAncestor
    }

    func verdict(on element: Element, _ reader: ScreenReaderElement, _ context: ElementContext) -> Finding {
        let isField = Self.textEntryRoles.contains(element.role)
        // uiautomator's NAF flag ignores the hint, which TalkBack reads in an empty field
        // ("edit box, paste token"; dMRV's Flutter enrollment form): such a field is judged as a field.
        if element.isMarkedNotAccessibilityFriendly, reader.name == nil, !(isField && !(element.hint?.isBlank ?? true)) {
            // uiautomator's NAF test does not read labelFor either: an empty field right after its visible label stays open.
            if isField, let text = Self.labelForCandidate(context) {
                return .needsReview(context, Result.emptyFieldAfterText(element.role, text: text), missing: ["labelFor"])
            }
            return Self.unnamed(element, reader, context)
        }
        if isField, element.label?.isBlank ?? true {
            return Self.unlabelledField(element, reader, context)
        }
        guard let name = reader.name else { return Self.unnamed(element, reader, context) }
        if let defect = context.screen.nameDefect(of: name) { return Self.defective(name, defect, element, reader, context) }
        if element.role == .slider, NameDefect.isOnlyAFigure(name) {
            return .violation(context, Result.sliderNamedByValue(name: name), impact: .critical, fix: Self.fix(for: element))
        }
        if let symbol = LoneSymbolName.symbol(of: name), !LoneSymbolName.isOnKeypad(context.screen) {
            return .violation(context, Result.namedBySymbolAlone(kind: Self.kind(of: element, reader), symbol: symbol),
                              impact: .critical, fix: Self.fix(for: element))
        }
        return .pass(context, reader.nameSource == .descendants ? Result.namedByContent(name: name) : Result.named(name: name))
    }


    /// The role the screen reader conveys, or the element's own: the kind of control a finding names.
    static func kind(of element: Element, _ reader: ScreenReaderElement) -> Role {
        reader.role.isInteractive ? reader.role : element.role
    }

    /// A cut-off control whose content may lie beyond the cut is reviewed; a
    /// leaf has no content elsewhere, so its missing name is certain.
    static func unnamed(_ element: Element, _ reader: ScreenReaderElement, _ context: ElementContext) -> Finding {
        // NAF is uiautomator's own verdict on the node, whatever the cut, except
        // under Compose, which drops a node's children that lie outside the
        // visible area: NAF then only says that the text is off screen.
        if let clipping = reader.clipping, !element.isMarkedNotAccessibilityFriendly || isInCompose(context),
           mayHoldClippedContent(element, context) {
            return .needsReview(context, Result.clippedUnnamed(kind: kind(of: element, reader), clipping), missing: ["unclipped frame"])
        }
        if let owner = namedControlOfSameFrame(around: context) {
            return .needsReview(context, Result.fillsNamedControl(kind: kind(of: element, reader), owner: owner),
                                missing: ["screen reader transcript"])
        }
        if let shown = iosTextInside(context) {
            return .needsReview(context, Result.iosTextInside(kind: kind(of: element, reader), text: shown),
                                missing: ["screen reader transcript"])
        }
        if isScreenScrim(element, context) {
            return .needsReview(context, Result.screenScrim(kind: kind(of: element, reader)), missing: ["importantForAccessibility"])
        }
        if isEmptyWebView(element, context) {
            return .needsReview(context, Result.emptyWebView, missing: ["web content"])
        }
        if element.isMarkedNotAccessibilityFriendly {
            return .violation(context, Result.markedNotAccessibilityFriendly, impact: .critical, fix: Self.fix(for: element))
        }
        return .violation(context, Result.unnamed(kind: kind(of: element, reader)), impact: .critical, fix: fix(for: element))
    }

    /// An Android web view with no descendants: its page is not in the dump,
    /// so the missing name may be the capture's, not the app's.
    static func isEmptyWebView(_ element: Element, _ context: ElementContext) -> Bool {
        context.screen.app.platform == .android && element.role == .webView
            && context.tree.descendants(of: context.index).isEmpty
    }

    /// Whether the text that names a cut-off control may lie in the part cut
    /// away: it has content in the dump, or it is an Android layout, whose
    /// children uiautomator leaves out of the dump when none of them is
    /// visible to the user (a list row cut to a 1 px sliver).
    static func mayHoldClippedContent(_ element: Element, _ context: ElementContext) -> Bool {
        if !context.tree.descendants(of: context.index).isEmpty { return true }
        guard context.screen.app.platform == .android, let name = element.className else { return false }
        return name.hasSuffix("Layout") || name.hasSuffix("ViewGroup") || isInCompose(context)
    }

    /// Whether the element is drawn by Jetpack Compose (a `ComposeView`
    /// above it). Compose leaves semantics nodes with no visible area out of
    /// the tree it gives accessibility services (androidx.compose.ui's
    /// `getAllUncoveredSemanticsNodesToIntObjectMap`), so a cut node that
    /// looks like a leaf, a text field included, may have lost the text
    /// child that names it.
    static func isInCompose(_ context: ElementContext) -> Bool {
        context.tree.ancestors(of: context.index).contains {
            context.tree[$0].className == "androidx.compose.ui.platform.ComposeView"
        }
    }

    /// The name of the nearest enclosing stop with exactly this frame, when
    /// every element between them has that frame too (a clickable tile nested
    /// in the labelled clickable tile of the same bounds). Climbs only while
    /// frames are equal.
    static func namedControlOfSameFrame(around context: ElementContext) -> String? {
        let tree = context.tree, model = context.screen.screenReader
        guard let frame = context.element.frame, !frame.isEmpty else { return nil }
        var current = context.index
        while let parent = tree.parent(of: current), tree[parent].frame == frame {
            if model[parent].focus.isStop, let name = model[parent].name { return name }
            current = parent
        }
        return nil
    }

    /// The first text drawn inside a nameless iOS accessibility element, if any.
    static func iosTextInside(_ context: ElementContext) -> String? {
        guard context.screen.app.platform == .ios else { return nil }
        let tree = context.tree
        return tree.descendants(of: context.index).lazy.compactMap { tree[$0].label.flatMap { $0.isBlank ? nil : $0 } }.first
    }

    /// Share of the screen's area at which a nameless, empty control is taken for a scrim.
    static let scrimShare = 0.85

    /// A nameless control with no content that covers most of the screen:
    /// the touch-outside area behind a sheet or dialog, not a button a user looks for.
    ///
    /// Material's `BottomSheetDialog` declares its `touch_outside` view
    /// `focusable="false"` and `importantForAccessibility="no"`
    /// (material-components-android, `design_bottom_sheet_dialog.xml`), so
    /// TalkBack does not land on it, though a dump made with every view
    /// shows it clickable. A focusable backdrop is in TalkBack's focus order;
    /// when part of it is left uncovered by the views drawn after it (the dim
    /// strip above TikTok Lite's sign-up sheet, where a tap closes it), the
    /// user sees it and TalkBack lands on it, saying only "double-tap to
    /// activate", so its missing name is judged like any control's. One that
    /// the view drawn right after it covers whole stays needs review: what of
    /// it can be seen is not in the dump.
    static func isScreenScrim(_ element: Element, _ context: ElementContext) -> Bool {
        guard context.tree.descendants(of: context.index).isEmpty, let frame = element.frame,
              let viewport = context.screen.screen.viewport, viewport.width > 0, viewport.height > 0,
              frame.width * frame.height >= scrimShare * viewport.width * viewport.height else { return false }
        return element.isFocusable != true || isCoveredByLaterSibling(frame, context)
    }

    /// Whether the sibling drawn right after the element (the next child of
    /// its parent, where a sheet follows its scrim) spans the element's whole
    /// frame. One sibling is looked at, so the check stays linear however
    /// many screen-sized views a parent holds.
    static func isCoveredByLaterSibling(_ frame: Rect, _ context: ElementContext) -> Bool {
        let tree = context.tree
        let next = tree.descendants(of: context.index).upperBound
        guard next < tree.count, let parent = tree.parent(of: context.index), tree.parent(of: next) == parent,
              let cover = tree[next].frame else { return false }
        return cover.minX <= frame.minX && cover.minY <= frame.minY && cover.maxX >= frame.maxX && cover.maxY >= frame.maxY
    }

    static func defective(_ name: String, _ defect: NameDefect, _ element: Element, _ reader: ScreenReaderElement,
                          _ context: ElementContext) -> Finding {
        let kind = kind(of: element, reader)
        // MCAG 1.1.3: "All the interactive UI components must have an accessible name programmatically
        // determined." "icon", "thumbnail", `ic_launcher` or "button" says what the control is drawn as or
        // is, not what it does: no name. "Photo" may be one (a shutter that takes a photo), so it is not counted.
        if case .genericWord = defect, let word = NameDefect.mediumOnlyWord(name, forControl: true) ?? Self.bareTypeWord(name) {
            return .violation(context, Result.genericWord(kind: kind, name: name, word: word), impact: .critical, fix: fix(for: element))
        }
        if defect == .resourceName, let word = NameDefect.mediumOnlyWord(name, forControl: true) {
            return .violation(context, Result.mediumResourceName(kind: kind, name: name, word: word), impact: .critical,
                              fix: fix(for: element))
        }
        if defect == .resourceName {
            // TalkBack and VoiceOver read it as written ("back underscore to underscore home",
            // "primary dash custom dash button"): a developer's key in place of the name MCAG 1.1.3
            // asks for ("an accessible name programmatically determined"; Evinced's
            // meaningful-accessibility-label). The dump holds the whole of it, so the tool decides.
            return .violation(context, Result.resourceName(kind: kind, name: name, defect: defect), impact: .critical,
                              fix: fix(for: element))
        }
        if defect == .internalCode {
            // A key such as `PA01100000001_02_WDCX` is set whole as the description: a frame cut by
            // the screen's edge shortens what is drawn, not the description TalkBack reads.
            return .violation(context, Result.noUsableName(kind: kind, name: name, defect: defect), impact: .critical,
                              fix: fix(for: element))
        }
        guard defect.leavesNoName else {
            if case .splicedToken = defect {
                return .needsReview(context, Result.splicedToken(kind: kind, name: name, defect: defect))
            }
            return .pass(context, Result.namedDespiteDefect(name: name))
        }
        if reader.clipping != nil {
            return .needsReview(context, Result.clippedDefectiveName(kind: kind, name: name, defect: defect), missing: ["unclipped frame"])
        }
        return .violation(context, Result.noUsableName(kind: kind, name: name, defect: defect), impact: .critical,
                          fix: fix(for: element))
    }

    /// Type words that, as a control's whole name, name nothing but its type.
    static let bareTypeWords: Set<String> = ["button", "btn", "imagebutton", "image button", "imageview", "image view", "unlabeled", "unlabelled"]

    static func bareTypeWord(_ name: String) -> String? {
        let lowered = String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()).lowercased()
        return bareTypeWords.contains(lowered) ? lowered : nil
    }


    static func fix(for element: Element) -> String {
        guard let identifier = element.identifier else { return fixAdviceAlone }
        return quoted(fixNamingIdentifier, identifier, then: "\".")
    }

    /// What every fix says, before the element's identifier.
    static let fixAdvice =
        "Give it a name that says what it does: set accessibilityLabel (iOS) or contentDescription / a visible text (Android)"
    /// The fix for an element with no identifier, written once.
    static let fixAdviceAlone = fixAdvice + "."
    /// The fix up to the opening quote of the element's identifier.
    static let fixNamingIdentifier = fixAdvice + ", for the element with identifier \""

    /// `opening`, then `text`, then `closing`, their bytes copied into one
    /// allocation of the right size: interpolated, each message grew its
    /// buffer as it was written (and appending to a reserved string cost more still).
    static func quoted(_ opening: String, _ text: String, then closing: String = "\"") -> String {
        var opening = opening, text = text, closing = closing
        return opening.withUTF8 { (opening: UnsafeBufferPointer<UInt8>) -> String in
            text.withUTF8 { (text: UnsafeBufferPointer<UInt8>) -> String in
                closing.withUTF8 { (closing: UnsafeBufferPointer<UInt8>) -> String in
                    String(unsafeUninitializedCapacity: opening.count + text.count + closing.count) { buffer in
                        var end = buffer[...].initialize(fromContentsOf: opening)
                        end = buffer[end...].initialize(fromContentsOf: text)
                        return buffer[end...].initialize(fromContentsOf: closing)
                    }
                }
            }
        }
    }
}
