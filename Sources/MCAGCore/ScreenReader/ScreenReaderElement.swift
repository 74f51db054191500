/// How a platform screen reader treats one element of a screen: whether it
/// stops there, what it says, which role it announces, whether the element
/// can be seen and whether its frame is cut off. Computed once per screen by
/// the package's screen-reader model; see Documentation/ScreenReaderModel.md for the rules
/// and their sources.
public struct ScreenReaderElement: Sendable, Hashable {
    /// Whether swiping with TalkBack or VoiceOver lands on the element.
    public enum Focus: Sendable, Hashable {
        /// The platform's own rules say the screen reader stops here.
        case stop
        /// No flag tells, but the element is a control, which platforms make focusable by default.
        case presumedStop
        /// Read as part of an ancestor that is a stop (TalkBack merges the
        /// content of non-focusable children into a focusable ancestor;
        /// VoiceOver does not descend into an accessibility element).
        case mergedIntoAncestor
        /// Operable, but the screen reader stops on its children instead and
        /// skips the element itself (TalkBack skips a focusable container
        /// with nothing of its own to say when its descendants are focusable).
        case wrapper
        /// The flags say the screen reader does not stop here.
        case skipped
        /// Nothing in the snapshot tells.
        case unknown

        /// A stop, known or presumed.
        public var isStop: Bool { self == .stop || self == .presumedStop }
    }

    /// Where the element's name comes from.
    public enum NameSource: Sendable, Hashable {
        /// Its own label or content description, or its own drawn text.
        case own
        /// Text gathered from descendants that are not stops of their own.
        case descendants
        /// It has no name.
        case none
    }

    /// Whether a sighted user can see the element.
    public enum Visibility: Sendable, Hashable {
        /// The element can be seen.
        case visible
        /// Hidden, with the reason (`is fully transparent (alpha 0)`, `is hidden`, …).
        case hidden(String)
        /// The snapshot does not say.
        case unknown

        /// Whether the element is hidden, for whatever reason.
        public var isHidden: Bool { if case .hidden = self { true } else { false } }

        /// The reason given for an app element reported invisible under the
        /// on-screen keyboard's frame: covered while the keyboard is up, which
        /// the user can dismiss, so not the same as a hidden view.
        package static let underKeyboard = "lies under the on-screen keyboard"

        /// Whether the element is hidden only by the on-screen keyboard.
        public var isUnderKeyboard: Bool { self == .hidden(Self.underKeyboard) }

        /// The reason given for an element XCUITest reports invisible while a
        /// sibling of the same frame reports visible: something is drawn over
        /// it, but the dump cannot say whether that cover is opaque, a
        /// translucent scrim, or a view that lets touches through.
        package static let coveredBySibling = "is covered by a visible element drawn over it with the same frame"

        /// Whether the element is hidden only by a sibling of the same frame.
        public var isCoveredBySibling: Bool { self == .hidden(Self.coveredBySibling) }
        /// Why an iOS element reported invisible is hidden when a larger layer drawn after it
        /// (a sheet, a full-screen cover, an alert) holds its frame.
        package static let coveredByLayer = "lies under a layer drawn over it (a sheet, a full-screen cover or an alert)"
        /// Whether the element lies under a layer drawn after it; whether that layer is modal
        /// for the screen reader is not in a dump.
        public var isCoveredByLayer: Bool { self == .hidden(Self.coveredByLayer) }
    }

    /// Whether the element's frame is cut at the edge of a scrolling
    /// container or of the screen, so the frame shows only part of it.
    public struct Clipping: Sendable, Hashable {
        /// The scrolling container that cuts it; nil when the screen's edge does.
        package var container: Int?
        /// Cut on the left or right edge (the width seen may be less than the element's).
        public var horizontally: Bool
        /// Cut on the top or bottom edge (the height seen may be less than the element's).
        public var vertically: Bool
        /// True when the frame reaches beyond the edge (iOS reports whole frames); false when it
        /// ends exactly on the edge, as Android's clipped bounds do.
        public var extendsBeyondEdge: Bool

        package init(container: Int?, horizontally: Bool, vertically: Bool, extendsBeyondEdge: Bool) {
            self.container = container
            self.horizontally = horizontally
            self.vertically = vertically
            self.extendsBeyondEdge = extendsBeyondEdge
        }

        /// Words for messages: "cut at the edge of the scrolling container" or "of the screen".
        package var edgeDescription: String {
            container == nil ? "the screen's edge" : "the edge of its scrolling container"
        }
    }

    /// Whether the screen reader stops on the element, and why.
    public var focus: Focus
    /// The nearest ancestor that is a stop and reads this element's content, for ``Focus/mergedIntoAncestor``.
    package var focusOwner: Int?
    /// The accessible name as the screen reader speaks it, before role and state.
    public var name: String?
    /// Where ``name`` comes from.
    public var nameSource: NameSource
    /// The role the screen reader conveys, which may differ from the imported
    /// role (a selectable item of a tab bar is a tab; a clickable row of a list is a cell).
    public var role: Role
    /// Whether a sighted user can see the element, after the platform's quirks.
    public var visibility: Visibility
    /// Nil when the frame is not cut (or unknown).
    public var clipping: Clipping?
    /// The states of checkable descendants that take no focus of their own and
    /// are read as part of this stop ("on", "not checked"), in document order.
    public var heldStates: [String] = []
}

// The initializer lives in an extension so that the compiler also writes the
// memberwise one, which the model builder calls: it builds an entry in one
// step, where assigning field by field built it on the stack and copied it out.
extension ScreenReaderElement {
    package init(focus: Focus, focusOwner: Int? = nil, name: String?, nameSource: NameSource, role: Role,
                visibility: Visibility, clipping: Clipping? = nil) {
        self.init(focus: focus, focusOwner: focusOwner, name: name, nameSource: nameSource, role: role,
                  visibility: visibility, clipping: clipping, heldStates: [])
    }
}
