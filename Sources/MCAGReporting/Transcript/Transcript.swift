public import MCAGRules

/// A screen as a screen-reader user meets it: every focus stop in the order
/// TalkBack or VoiceOver swipes through them, with what is said at each.
///
/// Plain text, stable and diffable (``render()``): no timestamps, no paths,
/// the same bytes on every run and platform. Meant to be checked into a
/// repository beside the UI it describes and read in code review;
/// ``TranscriptDiff`` compares two of them. The focus rules and spoken words
/// are ``ScreenReaderModel``'s; the order is `TraversalOrder`'s.
/// Documentation/Transcripts.md shows one beside the dump it came from.
public struct Transcript: Sendable, Hashable {
    /// The screen's name (for a dump, the file's base name).
    public var screen: String
    /// `android`, `ios`, or nil when the snapshot does not say.
    public var platform: String?
    /// The app under test, when the snapshot names it.
    public var app: String?
    /// How the stops are ordered, in words.
    public var order: String
    /// The stops in swipe order.
    public var stops: [TranscriptStop]
    /// Violations on elements that are not read at any stop (hidden
    /// elements, skipped containers, the screen itself), when made from an audit.
    package var elsewhere: [TranscriptViolation]
    /// Whether the transcript was made from an audit, so that a stop without
    /// violations means none were found (``annotated(with:screen:platform:)``).
    package var isAudited = false

    /// A transcript field by field; ``init(screen:app:)`` makes one from a screen.
    package init(screen: String, platform: String?, app: String?, order: String, stops: [TranscriptStop],
                elsewhere: [TranscriptViolation] = []) {
        self.screen = screen
        self.platform = platform
        self.app = app
        self.order = order
        self.stops = stops
        self.elsewhere = elsewhere
    }

    /// The transcript of `screen`, as the screen reader of `app.platform`
    /// presents it. Other apps' windows are not set aside here; see
    /// ``all(in:scope:)``.
    public init(screen: Screen, app: AppFacts = AppFacts()) {
        let model = ScreenReaderModel(screen: screen, platform: app.platform)
        let order = TraversalOrder.of(platform: app.platform, screen: screen)
        let tree = screen.tree
        let stopIndices = order.ordered(tree.indices.filter { model[$0].focus.isStop }, in: tree)
        let stops: [TranscriptStop] = stopIndices.enumerated().map { offset, index in
            Self.stop(at: offset + 1, index: index, tree: tree, model: model)
        }
        let chosenApp = AppScope.appUnderTest(in: screen)?.identifier ?? app.bundleIdentifier ?? app.name
        self.init(screen: Self.screenName(screen), platform: app.platform?.rawValue, app: chosenApp.map(\.escapedForReport),
                  order: order.summary, stops: stops)
    }

    /// One transcript per screen of `snapshot`, after `scope` has set other
    /// apps' windows (status bar, keyboard) aside as an audit does, so that
    /// element positions match an audit's findings.
    public static func all(in snapshot: AppSnapshot, scope: AppScope = AppScope()) -> [Transcript] {
        let scoped = scope.apply(to: snapshot).snapshot
        return scoped.screens.map { Transcript(screen: $0, app: scoped.app) }
    }

    /// The focus stop that reads each element: the stop itself, or the stop
    /// an element is merged into. Keys are tree indices, values positions in ``stops``.
    func stopReading(in screen: Screen, platform: Platform?) -> [Int: Int] {
        var byElement: [Int: Int] = [:]
        for (offset, stop) in stops.enumerated() { if let index = stop.elementIndex { byElement[index] = offset } }
        let model = ScreenReaderModel(screen: screen, platform: platform)
        for index in screen.tree.indices where byElement[index] == nil {
            if let owner = model[index].focusOwner, let offset = byElement[owner] { byElement[index] = offset }
        }
        return byElement
    }

    private static func stop(at position: Int, index: Int, tree: ElementTree, model: ScreenReaderModel) -> TranscriptStop {
        let element = tree[index]
        let reader = model[index]
        let speech = model.speech(of: index, element: element)
        var notes: [String] = []
        if reader.focus == .presumedStop { notes.append("presumed") }
        if reader.visibility.isHidden { notes.append("hidden") }
        if element.isOnScreen == false { notes.append("off screen") }
        if let actions = element.customActions, !actions.isEmpty {
            notes.append("actions " + actions.map(\.escapedForReport).joined(separator: " | "))
        }
        let identifier = element.identifier.flatMap { $0.isEmpty ? nil : $0.escapedForReport }
        return TranscriptStop(
            position: position, spoken: TranscriptSyntax.spoken(speech), name: speech.name.map(\.escapedForReport),
            role: reader.role.rawValue, identifier: identifier, notes: notes, elementIndex: index)
    }

    /// The screen's name without a machine's folders: a path keeps only its last component.
    static func screenName(_ screen: Screen) -> String {
        let name = screen.displayName
        let isPath = name.hasPrefix("/") || name.contains(":\\")
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? name
        return (isPath ? last : name).escapedForReport
    }
}
