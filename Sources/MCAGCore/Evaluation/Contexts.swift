/// What an ``AppCheck`` reads: the snapshot and per-screen contexts.
public struct AppContext: Sendable {
    /// The snapshot being audited.
    public let snapshot: AppSnapshot
    /// One context per screen of the snapshot, in snapshot order.
    public let screens: [ScreenContext]

    /// The thresholds every check of this audit compares against.
    public let profile: ThresholdProfile

    /// The context of `snapshot`, judged with `profile`'s thresholds.
    package init(snapshot: AppSnapshot, profile: ThresholdProfile = .mcag) {
        self.snapshot = snapshot
        self.profile = profile
        self.screens = snapshot.screens.indices.map { ScreenContext(snapshot: snapshot, screenIndex: $0, profile: profile) }
    }

    /// Facts about the whole app: platform, orientations, locale, shortcuts.
    public var app: AppFacts { snapshot.app }
}

/// What a ``ScreenCheck`` reads: one screen, its tree, and the app facts.
public struct ScreenContext: Sendable {
    /// One reference for everything a screen's checks share: a check builds
    /// an ``ElementContext`` per element, and copying one reference instead
    /// of every array of the screen keeps that cheap, also across threads.
    @usableFromInline
    final class Storage: Sendable {
        @usableFromInline let screen: Screen
        @usableFromInline let app: AppFacts
        /// Each element's path step, computed once so that locating a finding
        /// costs a few steps, not a walk over every sibling of every ancestor.
        /// Worked out when the screen's checks start, not with the app's
        /// contexts: computing every screen's steps up front read each element
        /// from memory once more, after which the model's build read it again.
        let paths = LockedValue<ElementPaths?>(nil)
        /// Locations already built, by element index, sharded by index: the
        /// requirements of one large screen run on several cores, and one lock
        /// for every finding's location made them wait for each other.
        let locations: [LockedValue<[ElementLocation?]>]
        /// The screen as its screen reader presents it: built by the first
        /// check that asks, then shared by all.
        let readerModel = LockedValue<ScreenReaderModel?>(nil)
        /// Facts several checks of a principle read (the pixels of one text
        /// for the three text-contrast tests), by key: measured once.
        /// Each fact has its own lock, so that a check working one out holds
        /// up only the checks that wait for that fact, not every other fact.
        let sharedFacts = LockedValue<[SharedFactKey: LockedValue<(any Sendable)?>]>([:])
        /// ``NameDefect/of(_:)`` by name: four checks ask it of the same names.
        let nameDefects = LockedValue<[String: NameDefect?]>([:])
        @usableFromInline let profile: ThresholdProfile

        static let locationShards = 32

        init(screen: Screen, app: AppFacts, profile: ThresholdProfile) {
            self.screen = screen
            self.app = app
            self.profile = profile
            let count = screen.tree.count, shards = Self.locationShards
            self.locations = (0..<shards).map { shard in
                LockedValue(Array(repeating: nil, count: (count - shard + shards - 1) / shards))
            }
        }
    }

    @usableFromInline let storage: Storage
    /// The screen's position in the snapshot.
    package let screenIndex: Int
    /// The screen-reader model once the audit has built it for this screen's
    /// checks (``withScreenReaderBuilt()``): read without the lock, since every
    /// element check asks for it once per element.
    @usableFromInline private(set) var builtScreenReader: ScreenReaderModel?
    /// The path steps once the audit has worked them out for this screen's checks.
    private var builtPaths: ElementPaths?

    /// The context of the snapshot's screen at `screenIndex`, judged with `profile`'s thresholds.
    package init(snapshot: AppSnapshot, screenIndex: Int, profile: ThresholdProfile = .mcag) {
        self.storage = Storage(screen: snapshot.screens[screenIndex], app: snapshot.app, profile: profile)
        self.screenIndex = screenIndex
    }

    /// The thresholds (touch target size, contrast ratios) this audit uses.
    @inlinable public var profile: ThresholdProfile {
        // Lent, like the screen: checks read one threshold of it per element.
        _read { yield storage.profile }
    }

    /// The screen being audited.
    @inlinable public var screen: Screen {
        _read { yield storage.screen }
    }

    /// Facts about the whole app: platform, orientations, locale, shortcuts.
    @inlinable public var app: AppFacts {
        _read { yield storage.app }
    }

    /// The screen's elements, in document order.
    @inlinable package var tree: ElementTree {
        _read { yield storage.screen.tree }
    }

    /// The screen as the platform's screen reader presents it (focus stops,
    /// spoken names, effective roles, visibility, clipping), computed once
    /// per screen; see ``ScreenReaderModel``.
    @inlinable package var screenReader: ScreenReaderModel {
        // Inlined, so that a check reading the built model per element does not pay a call and a retain for it.
        if let builtScreenReader { return builtScreenReader }
        return lockedScreenReader()
    }

    /// The model, built under the lock by the first caller that asks.
    @usableFromInline func lockedScreenReader() -> ScreenReaderModel {
        storage.readerModel.storedOrMade { ScreenReaderModel(screen: storage.screen, platform: storage.app.platform) }
    }

    /// The path steps, worked out under the lock by the first caller that asks.
    private func lockedPaths() -> ElementPaths {
        storage.paths.storedOrMade { ElementPaths(storage.screen.tree) }
    }

    /// This context with its screen-reader model built, so that reading the
    /// model takes neither the lock nor a look-up. The audit evaluates a
    /// screen's checks with it; the model is the same one other copies share.
    func withScreenReaderBuilt() -> ScreenContext {
        var built = self
        built.builtScreenReader = screenReader
        built.builtPaths = lockedPaths()
        return built
    }

    /// Drops what this screen's checks shared (the screen-reader model, the
    /// shared facts, the name defects) once every check that reads them has
    /// run, so that gathering the report does not hold them at its peak. A
    /// check that asked afterwards would work them out again.
    package func releaseSharedFacts() {
        releaseScreenCheckFacts()
        storage.sharedFacts.withLock { $0 = [:] }
    }

    /// Drops the screen-reader model and the name defects once the screen's
    /// element and screen checks have run, keeping the shared facts that app
    /// checks prepared (``AppCheck/prepare(_:)``). No standard app check reads
    /// the model (one that did would build it again). Freed while the screen
    /// is still in the cache, a model costs less to free than at the end of a
    /// large audit, and a hundred screens' models are never held at once.
    func releaseScreenCheckFacts() {
        storage.readerModel.withLock { $0 = nil }
        storage.nameDefects.withLock { $0 = [:] }
    }

    /// `fact` of this screen: worked out by `make` for the first check that
    /// asks, then shared with the others, so that tests measuring the same
    /// thing (three text-contrast tests on one text) measure it once.
    /// `make` may ask for other shared facts, but not for this one.
    package func shared<Value>(_ fact: SharedFact<Value>, _ make: () -> Value) -> Value {
        value(of: SharedFactKey(fact: ObjectIdentifier(fact), parameter: nil), make)
    }

    /// `fact` of this screen for `parameter` (a region of the screenshot, a
    /// vocabulary): one value per parameter, each worked out once.
    package func shared<Value, Parameter: Hashable & Sendable>(
        _ fact: SharedFact<Value>, for parameter: Parameter, _ make: () -> Value
    ) -> Value {
        value(of: SharedFactKey(fact: ObjectIdentifier(fact), parameter: AnyHashable(parameter)), make)
    }

    private func value<Value: Sendable>(of key: SharedFactKey, _ make: () -> Value) -> Value {
        let cell = storage.sharedFacts.withLock { cells in
            if let cell = cells[key] { return cell }
            let cell = LockedValue<(any Sendable)?>(nil)
            cells[key] = cell
            return cell
        }
        return cell.withLock { stored in
            // The key holds the fact's declaration, which fixes the type: what is stored is a `Value`.
            if let stored { return stored as! Value }
            let value = make()
            stored = value
            return value
        }
    }

    /// `NameDefect.of(_:)` of `name`, worked out once per screen and name
    /// however many checks ask: the image, name, clean-name and unique-label
    /// checks all judge the same spoken names.
    package func nameDefect(of name: String) -> NameDefect? {
        storage.nameDefects.withLock { known in
            if let defect = known[name] { return defect }
            let defect = NameDefect.of(name)
            known[name] = .some(defect)
            return defect
        }
    }

    /// The context of one element of this screen.
    package func element(_ index: Int) -> ElementContext { ElementContext(screen: self, index: index) }

    /// Every element's context, in document order.
    public var elements: [ElementContext] { screen.tree.indices.map(element) }

    /// Where an element is, in terms a developer can search for. Built once
    /// per element and shared by every finding about it.
    package func location(of index: Int) -> ElementLocation {
        let shard = storage.locations[index % Storage.locationShards], slot = index / Storage.locationShards
        if let known = shard.withLock({ $0[slot] }) { return known }
        // Made outside the lock; when two checks race, the first one stored is kept (both are equal).
        let location = makeLocation(of: index)
        return shard.withLock { cache in
            if let known = cache[slot] { return known }
            cache[slot] = location
            return location
        }
    }

    private func makeLocation(of index: Int) -> ElementLocation {
        // Field by field: a copy of the element would retain and release all its strings.
        let frame = screen.tree[index].frame
        return ElementLocation(ElementLocation.Fields.lazy(
            screen: screen.displayName, index: index, paths: builtPaths ?? lockedPaths(),
            identifier: screen.tree[index].identifier, label: screen.tree[index].accessibleName,
            role: screen.tree[index].role, className: screen.tree[index].className, frame: frame,
            frameInMillimetres: frame.flatMap { frame in
                screen.density.map { density in
                    Rect(x: density.millimetres(frame.x), y: density.millimetres(frame.y),
                         width: density.millimetres(frame.width), height: density.millimetres(frame.height))
                }
            },
            screenIndex: screenIndex, sourcePosition: screen.tree.sourcePosition(of: index)))
    }
}

/// What an ``ElementCheck`` reads: one element and the screen around it.
///
/// Its accessors, and ``ScreenContext``'s, are inlinable: checks live in
/// other modules, and a `_read` accessor called across a module boundary
/// allocated its coroutine frame on the heap, half a million allocations in
/// an audit of 10,000 elements. Inlined, the value is read in place.
public struct ElementContext: Sendable {
    /// The context of the screen the element is on.
    public let screen: ScreenContext
    /// The element's position in the screen's tree.
    @usableFromInline package let index: Int

    /// The element being checked.
    @inlinable public var element: Element {
        _read { yield screen.tree[index] }
    }
    /// The screen's elements, in document order.
    @inlinable package var tree: ElementTree {
        _read { yield screen.tree }
    }
    /// The element's parent in the tree; nil for a root.
    public var parent: Element? { tree.parent(of: index).map { tree[$0] } }
    /// The element's children, in document order.
    public var children: [Element] { tree.children(of: index).map { tree[$0] } }
    /// Where the element is, in terms a developer can search for.
    public var location: ElementLocation { screen.location(of: index) }
    /// The element as the screen reader presents it, lent rather than copied:
    /// `element.reader.focus` reads one field of the model.
    @inlinable public var reader: ScreenReaderElement {
        _read { yield screen.screenReader[index] }
    }
}
