import MCAGCore

/// One colour pair a control or graphic is told apart by, with the sentences
/// its finding can carry, each built when first needed: kept in a
/// `ColourPairMemo`, a pair's ratio is worked out once per screen, and its
/// hex colours are written only for a finding that names them (a review for
/// a missing colour does not).
struct NonTextContrastWording {
    let ratio: Double
    private let colours: (Color, Color)
    /// A fill against its surroundings, rather than content on what lies behind it.
    private let isFill: Bool
    private var passMessage: String?
    private var violationMessage: String?
    private var fixMessage: String?

    init(_ a: Color, _ b: Color, isFill: Bool) {
        ratio = Color.contrastRatio(a, b)
        colours = (a, b)
        self.isFill = isFill
    }

    /// "#34C759 on #FFFFFF" or "fill #34C759 against #FFFFFF".
    private var what: String {
        isFill ? "fill \(colours.0.hex) against \(colours.1.hex)" : "\(colours.0.hex) on \(colours.1.hex)"
    }

    /// `needed` is the threshold as the messages print it, "3:1".
    mutating func pass(needed: String) -> String {
        if let passMessage { return passMessage }
        let message = "contrast \(ratio.twoDecimals):1 (\(what)) meets \(needed)"
        passMessage = message
        return message
    }

    mutating func violation(noun: String, needed: String) -> String {
        if let violationMessage { return violationMessage }
        let message = "\(noun) contrast \(ratio.twoDecimals):1 (\(what)) is below \(needed)"
        violationMessage = message
        return message
    }

    /// `part` is what to change: "control's outline, fill or content colour" or "icon's colour or its background".
    mutating func fix(changing part: String, needed: String) -> String {
        if let fixMessage { return fixMessage }
        let message = "Change the \(part) so that it reaches \(needed) against the colour next to it (now \(ratio.twoDecimals):1)."
        fixMessage = message
        return message
    }
}

/// The pairs of one screen's evaluation: content on its background, and fills against their surroundings.
struct NonTextContrastPairs {
    /// One pair of either kind, by its slot.
    struct Pick {
        let isFill: Bool
        let slot: Int
    }

    var contents = ColourPairMemo<NonTextContrastWording>()
    var fills = ColourPairMemo<NonTextContrastWording>()

    subscript(pick: Pick) -> NonTextContrastWording {
        get { pick.isFill ? fills[pick.slot] : contents[pick.slot] }
        _modify {
            if pick.isFill { yield &fills[pick.slot] } else { yield &contents[pick.slot] }
        }
    }
}
