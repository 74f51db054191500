package import MCAGCore

/// 1.2.1 Static-Media Alternatives, test 1: an image that assistive
/// technology reaches has a text alternative.
///
/// Reads `role`/`className` (static images only; image buttons are controls,
/// judged by 1.1.3), `isAccessibilityElement` and `label`. An exposed image
/// with no label is a violation. An image whose label is a file or asset name
/// ("img_23.png", "star-full") fails too: VoiceOver and TalkBack spell the
/// name out, which is no alternative (a decorative image should be hidden
/// instead). A label naming only the kind of medium ("picture", "thumbnail",
/// "Image Banner", `img_1`) fails: it says that an image is there, not what it
/// shows. Another generic word ("placeholder") is *needs review*. An unlabelled
/// image whose exposure is unknown is *needs review* naming
/// `isAccessibilityElement`. Hidden images are not applicable: they are taken
/// as decorative, which only a person can confirm. An image read as part of
/// a control or row (see ``ScreenReaderModel``) is not applicable: the stop's
/// name speaks for it. A label that is no name (an icon-font glyph, white
/// space, `null`; see ``NameDefect``) is a violation, and a text stop that
/// draws only icon-font glyphs is judged as the image it is.
package struct ImageTextAlternativeCheck: ElementCheck {
    package init() {}

    package var name: String { "image-text-alternative" }

    /// An iOS image with no accessibility flag of its own inside an element VoiceOver stops on: an
    /// accessibility element hides its subviews from VoiceOver, which reads the element's label in
    /// their place, so the image is no stop and presents nothing of its own. The element is one
    /// flagged `accessible="true"`, or a table cell with a label in a capture that writes no flag:
    /// UIKit composes a cell's label from its subviews only when the cell is the element, and
    /// XCUITest reports a label on every cell flagged accessible in the corpus (19) and on none
    /// flagged `accessible="false"` (57).
    static func isInsideIOSElement(_ context: ElementContext) -> Bool {
        guard context.screen.app.platform == .ios, context.element.isAccessibilityElement == nil else { return false }
        let tree = context.screen.tree
        var current = tree.parent(of: context.index)
        while let index = current {
            let ancestor = tree[index]
            if ancestor.isAccessibilityElement == true { return true }
            if ancestor.role == .cell, ancestor.isAccessibilityElement == nil, !(ancestor.label?.isBlank ?? true) { return true }
            current = tree.parent(of: index)
        }
        return false
    }

    package func evaluate(_ context: ElementContext) -> Finding? {
        if let glyph = Self.iconGlyph(context) { return glyph }
        // Asked in place: most elements are no image, and a copy of each was retained and released.
        guard context.element.isStaticImage else { return nil }
        let element = context.element
        guard !element.isHiddenFromAssistiveTechnology else { return nil }
        // Under a sheet or cover drawn over it, the image presents nothing now; whether the screen
        // reader can reach it there is a question for 3.1.5, not a missing alternative here.
        if context.screen.screenReader[context.index].visibility.isCoveredByLayer { return nil }
        if let label = element.label, !label.isEmpty {
            return judge(label: label, context)
        }
        // A web image (`android.widget.Image` in a WebView) whose text is its own encoded bytes
        // (`data:image/png;base64,iVBORw0…`): TalkBack reads that text, character by character.
        if let text = element.text, NameDefect.isMachineText(text), context.reader.focus.isStop {
            return .violation(context, Result.machineTextOnly(text: text), fix: Result.fix)
        }
        // Read as part of a control or row: the stop's name speaks for it (1.1.3 judges that name).
        // The model's entry is lent at each use (`context.reader`), not copied.
        if context.reader.focus == .mergedIntoAncestor { return nil }
        if Self.isInsideIOSElement(context) { return nil }
        // TalkBack does not stop on what the model skips (not visible to the user, or not
        // important), whatever importantForAccessibility says.
        if context.screen.app.platform == .android, context.reader.focus == .skipped { return nil }
        guard element.isAccessibilityElement == true || context.reader.focus == .stop else {
            return .needsReview(context, Result.exposureUnknown, missing: ["isAccessibilityElement"])
        }
        if context.reader.clipping != nil, context.reader.name == nil {
            return .needsReview(context, Result.clippedUnnamed, missing: ["unclipped frame"])
        }
        return .violation(context, Result.noAlternative, fix: Result.fix)
    }

    /// A text stop that draws nothing but icon-font glyphs (Private Use Area
    /// characters) is an image drawn with a font, and the screen reader reads
    /// it as nothing or as an unpronounceable symbol. A name without a
    /// private-use character cannot be one, and most text is not: it is
    /// ruled out before the name's defects are worked out (4 % of the
    /// samples of the 100,000-element benchmark went to asking every text stop).
    static func iconGlyph(_ context: ElementContext) -> Finding? {
        // The element and the model's entry read in place: copied, each was retained and released for every element.
        guard context.element.role == .text, !context.element.isInteractive,
              context.screen.screenReader[context.index].focus.isStop,
              // No private-use scalar is ASCII: most names are ruled out without walking their scalars.
              let name = context.screen.screenReader[context.index].name, !ASCIIWords.isASCII(name), name.unicodeScalars.contains(where: \.isPrivateUse),
              context.screen.nameDefect(of: name) == .privateUseGlyphs else { return nil }
        return .violation(context, Result.iconGlyphText(name: name), fix: Result.iconGlyphFix)
    }

    /// Whether the image's own description reaches the user: it is a stop, or
    /// the stop that reads it gathers its name from what it holds. A stop with
    /// a description of its own (a button's content-desc) replaces its
    /// children's, and then the image's is never spoken.
    static func isHeard(_ context: ElementContext) -> Bool {
        let model = context.screen.screenReader
        if model[context.index].focus != .mergedIntoAncestor { return true }
        guard let owner = model[context.index].focusOwner else { return true }
        return model[owner].nameSource == .descendants
    }

    /// A long machine text cut for a message: its first 32 characters and an ellipsis.
    static func abridged(_ text: String) -> String {
        text.count > 32 ? String(text.prefix(32)) + "…" : text
    }

    private func judge(label: String, _ context: ElementContext) -> Finding {
        // MCAG 1.2.1: "Static media that present essential content have a text alternative";
        // "Image", "thumbnail" or "Image Banner" says that an image is there, not what it presents.
        if let medium = NameDefect.mediumOnlyWord(label), Self.isHeard(context) {
            return .violation(context, Result.mediumOnly(label: label, medium: medium), fix: Result.fix)
        }
        if let defect = context.screen.nameDefect(of: label) {
            if defect.leavesNoName {
                return .violation(context, Result.defectiveName(label: label, defect: defect), fix: Result.fix)
            }
            return .needsReview(context, Result.questionableName(label: label, defect: defect))
        }
        if PlaceholderLabel.matches(label) {
            return .needsReview(context, Result.placeholderName(label: label))
        }
        return .pass(context, Result.described(label: label))
    }

    package var examples: [CheckExample] {
        [
            .passes("A described chart", Node(Element(role: .image, label: "Sales rose 20% in May", isAccessibilityElement: true))),
            .fails("An exposed image with no label", Node(Element(role: .image, isAccessibilityElement: true)).flagged()),
            .needsReview("An image with unknown exposure", Node(Element(role: .image, className: "android.widget.ImageView")).flagged()),
            .fails("An image described only by an icon-font glyph",
                   Node(Element(role: .image, label: "\u{F058}", isAccessibilityElement: true)).flagged()),
            .fails("A text that is only an icon-font glyph",
                   Node(Element(role: .text, label: "\u{F058}", text: "\u{F058}", isAccessibilityElement: true)).flagged()),
            .fails("An image labelled with its file name",
                   Node(Element(role: .image, label: "img_23.png", isAccessibilityElement: true)).flagged()),
            .fails("An image described only as \"picture\", the kind of medium",
                   Node(Element(role: .image, label: "picture", isAccessibilityElement: true)).flagged()),
            .fails("A carousel image described \"Image Banner\"",
                   Node(Element(role: .image, label: "Image Banner", isAccessibilityElement: true)).flagged()),
            .fails("An image described by the resource name \"img_1\"",
                   Node(Element(role: .image, label: "img_1", isAccessibilityElement: true)).flagged()),
            .passes("An image described \"Photo of Ana at the beach\" says what the photo shows",
                    Node(Element(role: .image, label: "Photo of Ana at the beach", isAccessibilityElement: true))),
            .needsReview("An image labelled only with a generic word that is no medium",
                         Node(Element(role: .image, label: "placeholder", isAccessibilityElement: true)).flagged()),
            .fails("A web image whose text is its base64 bytes",
                   Node(Element(role: .image, className: "android.widget.Image",
                                text: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk",
                                isAccessibilityElement: true)).flagged()),
        ]
    }
}
