package import MCAGCore

/// 3.3.5, test 2: no line of text holds more than 70 characters, spaces
/// included (40 for Chinese, Japanese and Korean text).
///
/// The line length comes from the best data the snapshot holds, in order:
/// 1. a text whose longest paragraph fits the limit passes outright: no line
///    can be longer than the paragraph it belongs to;
/// 2. ``TextStyle/charactersPerLine``, the measured longest line;
/// 3. the text and ``TextStyle/lineCount``: the average line is a lower
///    bound of the longest, so an average over the limit fails;
/// 4. an estimate from the frame width and ``TextStyle/fontSize``, assuming
///    an average character half an em wide (a full em for CJK); messages
///    say when a figure is estimated.
/// 5. without a font size, the most characters the frame's width can hold at
///    the smallest type size (11 sp or pt) and 0.4 em a character: a bound at
///    or under the limit passes;
/// Without any of these the finding is *needs review*.
package struct TextLineLengthCheck: ElementCheck {
    /// The longest line allowed, in characters including spaces (MCAG: 70).
    package var maximumCharacters: Int
    /// The longest line allowed for Chinese, Japanese and Korean text (WCAG 1.4.8: 40).
    package var maximumCJKCharacters: Int
    /// Average advance of one character, in ems, for the estimate.
    package var averageCharacterWidth: Double
    /// Advance of one full-width CJK character, in ems.
    package var cjkCharacterWidth: Double

    /// A check with MCAG's 70 characters, 40 for CJK, and half-em characters for estimates.
    package init(
        maximumCharacters: Int = 70, maximumCJKCharacters: Int = 40,
        averageCharacterWidth: Double = 0.5, cjkCharacterWidth: Double = 1.0
    ) {
        self.maximumCharacters = maximumCharacters
        self.maximumCJKCharacters = maximumCJKCharacters
        self.averageCharacterWidth = averageCharacterWidth
        self.cjkCharacterWidth = cjkCharacterWidth
    }

    package var name: String { "text-line-length" }

    package func evaluate(_ context: ElementContext) -> Finding? {
        let element = context.element
        guard let text = TextBlockDefinition.readableText(of: element) else { return nil }
        let isCJK: Bool = text.isMostlyCJKText
        let limit: Int = isCJK ? maximumCJKCharacters : maximumCharacters
        let longestParagraph: Int = ASCIIWords.longestLineLength(text)
            ?? text.split(whereSeparator: { $0.isNewline }).map(\.count).max() ?? 0
        if longestParagraph <= limit {
            return .pass(context, Result.noLongParagraph(limit: limit), measured: Self.measured(longestParagraph, limit: limit))
        }
        if let stated = statedLineLength(context, text: text, limit: limit) { return stated }
        return estimatedLineLength(context, isCJK: isCJK, limit: limit)
    }

    /// The verdict from the line length or line count the capture states, if it decides.
    private func statedLineLength(_ context: ElementContext, text: String, limit: Int) -> Finding? {
        let style = context.element.textStyle
        if let perLine = style?.charactersPerLine {
            let what = Result.longestLine(characters: perLine)
            if perLine > limit {
                return .violation(context, what, measured: Self.measured(perLine, limit: limit), fix: Result.fix(limit: limit))
            }
            return .pass(context, what, measured: Self.measured(perLine, limit: limit))
        }
        guard let lines = style?.lineCount, lines > 0 else { return nil }
        let characters: Int = text.count
        let average: Int = characters / lines + (characters % lines == 0 ? 0 : 1)
        guard average > limit else { return nil }
        return .violation(
            context, Result.averageOverLimit(characters: characters, lines: lines, average: average),
            measured: Self.measured(average, limit: limit), fix: Result.fix(limit: limit))
    }

    /// The verdict from the characters the frame's width holds at the font's size, or what is missing to work it out.
    private func estimatedLineLength(_ context: ElementContext, isCJK: Bool, limit: Int) -> Finding {
        switch estimate(context.element, screen: context.screen.screen, isCJK: isCJK) {
        case .success(let estimated):
            let width: Double = isCJK ? cjkCharacterWidth : averageCharacterWidth
            let what = Result.estimated(characterWidth: width, characters: estimated)
            if estimated > limit {
                return .violation(context, what, measured: Self.measured(estimated, limit: limit), fix: Result.fix(limit: limit))
            }
            return .pass(context, what, measured: Self.measured(estimated, limit: limit))
        case .failure(let missing):
            if let bound = Self.mostCharactersPerLine(context.element, screen: context.screen.screen, isCJK: isCJK) {
                if bound.characters <= limit {
                    return .pass(context, Result.boundWithinLimit(bound), measured: Self.measured(bound.characters, limit: limit))
                }
                return .needsReview(
                    context, Result.boundOverLimit(limit: limit, bound: bound),
                    missing: ["textStyle.charactersPerLine"] + missing.fields)
            }
            return .needsReview(
                context, Result.lengthUnknown(limit: limit),
                missing: ["textStyle.charactersPerLine"] + missing.fields)
        }
    }

    /// The smallest size of Material 3's type scale (Label Small, 11 sp) and of Apple's Dynamic
    /// Type styles at the default setting (Caption 2, 11 pt).
    static let smallestTypeSize = 11.0
    /// The narrowest average advance taken for a character of a Latin, Cyrillic or other
    /// alphabetic script, spaces included: English prose averages about 0.4 em (Jukka Korpela's
    /// measurement); fonts' own averages (Arial and Helvetica Neue about 0.52 em) are wider.
    static let narrowestAverageAdvance = 0.4

    /// The most characters a line of the element's frame can hold when its font size is unknown:
    /// its width in dp or points at the smallest type size, with characters as narrow as prose
    /// gets (a full em each for CJK). Nil when the width in dp is not known: no frame, or pixels
    /// at no density. At an assumed density, the lowest plausible one gives the widest frame.
    static func mostCharactersPerLine(_ element: Element, screen: Screen, isCJK: Bool) -> LineBound? {
        guard let frame = element.frame, frame.width > 0 else { return nil }
        var width = frame.width
        if screen.unit == .pixels {
            guard let density = screen.density else { return nil }
            let perMillimetre = density.isAssumed ? density.plausibleUnitsPerMillimetre?.lowerBound : density.unitsPerMillimetre
            guard let perMillimetre, perMillimetre > 0 else { return nil }
            width = frame.width / perMillimetre * 160 / 25.4
        }
        let scale = min(screen.textScale ?? 1, 1)
        let size = smallestTypeSize * (scale > 0 ? scale : 1)
        let advance = isCJK ? 1.0 : narrowestAverageAdvance
        let characters = (width / (size * advance)).rounded(.down)
        guard characters.isFinite, characters >= 0, characters < 1_000_000 else { return nil }
        let unit = screen.unit == .pixels ? "dp" : "pt"
        return LineBound(characters: Int(characters), width: Int(width.rounded()), unit: unit, size: size, advance: advance)
    }

    private static func measured(_ value: Int, limit: Int) -> Measured {
        Measured(Double(value), threshold: Double(limit), unit: " characters", comparison: .atMost)
    }

    struct MissingFields: Error { var fields: [String] }

    /// Characters that fit the frame's width, from the font size.
    func estimate(_ element: Element, screen: Screen, isCJK: Bool) -> Swift.Result<Int, MissingFields> {
        var missing: [String] = []
        if element.frame == nil { missing.append("frame") }
        if element.textStyle?.fontSize == nil { missing.append("textStyle.fontSize") }
        if screen.unit == .pixels && screen.density == nil { missing.append("density") }
        guard missing.isEmpty, let frame = element.frame, let fontSize = element.textStyle?.fontSize, fontSize > 0 else {
            return .failure(MissingFields(fields: missing.isEmpty ? ["textStyle.fontSize"] : missing))
        }
        // Font sizes are in points or sp, about 1/160 inch like dp; pixels need the density.
        var width = frame.width
        if screen.unit == .pixels, let density = screen.density {
            width = density.millimetres(frame.width) * 160 / 25.4
        }
        let characterWidth = fontSize * (isCJK ? cjkCharacterWidth : averageCharacterWidth)
        let characters = (width / characterWidth).rounded(.down)
        // Frames come from dumps: refuse figures no layout can produce rather than trap on them.
        guard characters.isFinite, characters >= 0, characters < 1_000_000 else {
            return .failure(MissingFields(fields: ["frame"]))
        }
        return .success(Int(characters))
    }

    package var examples: [CheckExample] {
        let long = ReadableExampleText.paragraph
        return [
            .passes("A paragraph measured at 52 characters a line",
                    Node(Element(role: .text, text: long, textStyle: TextStyle(charactersPerLine: 52)))),
            .fails("A paragraph measured at 96 characters a line",
                   Node(Element(role: .text, text: long, textStyle: TextStyle(charactersPerLine: 96))).flagged()),
            .fails("A 170-character paragraph on two lines averages 85 characters a line",
                   Node(Element(role: .text, text: long, textStyle: TextStyle(lineCount: 2))).flagged()),
            .fails("A 17-point paragraph 700 points wide fits about 82 characters a line (estimate)",
                   Node(Element(role: .text, text: long, frame: Rect(x: 34, y: 100, width: 700, height: 60),
                                textStyle: TextStyle(fontSize: 17))).flagged()),
            .passes("A 17-point paragraph 343 points wide fits about 40 characters a line (estimate)",
                    Node(Element(role: .text, text: long, frame: Rect(x: 16, y: 100, width: 343, height: 120),
                                 textStyle: TextStyle(fontSize: 17)))),
            .passes("A short caption cannot have a long line", Node(Element(role: .text, text: ReadableExampleText.caption))),
            .needsReview("A long paragraph with no line data, frame or font size",
                         Node(Element(role: .text, text: long)).flagged()),
        ]
    }
}
