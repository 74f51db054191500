import MCAGCore

/// The pairs of one screen's evaluation: content on its background, and fills
/// against their surroundings, each pair's ratio worked out once per screen
/// (kept in a `ColourPairMemo`).
struct NonTextContrastPairs {
    /// One pair of either kind, by its slot.
    struct Pick {
        let isFill: Bool
        let slot: Int
    }

    var contents = ColourPairMemo<ContrastReading>()
    var fills = ColourPairMemo<ContrastReading>()

    subscript(pick: Pick) -> ContrastReading {
        pick.isFill ? fills[pick.slot] : contents[pick.slot]
    }
}
