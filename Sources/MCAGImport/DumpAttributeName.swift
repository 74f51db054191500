import MCAGCore

/// The attribute names the dump mappers read, recognised from their bytes.
///
/// A node's attributes are matched against this list once, as the reader
/// meets them, so a mapper asks for `.text` by position instead of hashing
/// the string `"text"` into a dictionary some twenty-five times per node.
/// Names not listed here are still kept (see ``DumpAttributes``); they are
/// only not looked up by the mappers.
enum DumpAttributeName: Int, CaseIterable {
    // Android (uiautomator, Appium UiAutomator2; AccessibilityNodeInfo properties).
    case `class`, text, contentDesc, resourceID, checkable, checked, clickable, longClickable
    case enabled, focusable, focused, scrollable, password, selected, bounds, hint
    case visibleToUser, displayed, importantForAccessibility, a11yImportant, heading, package, windowID
    case showingHint, drawingOrder, screenReaderFocusable, a11yFocused, liveRegion, paneTitle, error
    case contentInvalid, inputType, maxTextLength, multiline, actions, dismissable, contextClickable
    case textEntryKey, tooltipText, rotation, index
    // Appium XCUITest (WebDriverAgent page source) and macaca.
    case type, name, label, value, visible, accessible, x, y, width, height, traits, bundleId
    case placeholderValue, customActions, hittable, minValue, maxValue, nativeFrame, nativeAccessibilityElement

    /// The name as dumps spell it.
    var spelling: String {
        switch self {
        case .contentDesc: "content-desc"
        case .resourceID: "resource-id"
        case .longClickable: "long-clickable"
        case .visibleToUser: "visible-to-user"
        case .importantForAccessibility: "important-for-accessibility"
        case .a11yImportant: "a11y-important"
        case .windowID: "window-id"
        case .showingHint: "showing-hint"
        case .drawingOrder: "drawing-order"
        case .screenReaderFocusable: "screen-reader-focusable"
        case .a11yFocused: "a11y-focused"
        case .liveRegion: "live-region"
        case .paneTitle: "pane-title"
        case .contentInvalid: "content-invalid"
        case .inputType: "input-type"
        case .maxTextLength: "max-text-length"
        case .contextClickable: "context-clickable"
        case .textEntryKey: "text-entry-key"
        case .tooltipText: "tooltip-text"
        default: String(describing: self)
        }
    }

    /// Every spelling, by raw value: kept attributes share these strings instead of allocating their own.
    static let spellings: [String] = allCases.map(\.spelling)
    /// The spellings' UTF-8, for writing attribute lists from bytes.
    static let spellingBytes: [[UInt8]] = spellings.map { Array($0.utf8) }
    /// Each name's code in attribute lists (``AttributeListBytes/code(ofKnownKey:)``), nil for one spelled out.
    static let listCodes: [UInt8?] = spellings.map { AttributeListBytes.code(ofKnownKey: $0) }

    /// Each name's place among the spellings sorted as `String` orders them, by raw value.
    static let sortRanks: [Int] = {
        let order = spellings.enumerated().sorted { $0.element < $1.element }
        var ranks = [Int](repeating: 0, count: spellings.count)
        for (rank, entry) in order.enumerated() { ranks[entry.offset] = rank }
        return ranks
    }()

    /// A set of names as a table by raw value, read without hashing.
    static func table(_ names: Set<DumpAttributeName>) -> [Bool] {
        allCases.map { names.contains($0) }
    }

    /// The name spelt by `bytes`, nil for any other name.
    static func named(_ bytes: UnsafeRawBufferPointer) -> DumpAttributeName? {
        var slot = table.slot(of: bytes)
        while true {
            let entry = table.entries[slot]
            if entry < 0 { return nil }
            if let name = DumpAttributeName(rawValue: Int(entry)), table.matches(bytes, name.rawValue) { return name }
            slot = (slot + 1) & table.mask
        }
    }

    /// An open-addressing table over the spellings' bytes, built once.
    private static let table = NameTable(spellings)
}

/// A hash table from a few short byte strings to their positions, probed
/// linearly; its hash reads only the length and three bytes, which tells
/// the dump attribute names apart well enough for a probe or two.
struct NameTable: Sendable {
    let entries: [Int16]
    let mask: Int
    private let bytes: [[UInt8]]

    init(_ names: [String]) {
        bytes = names.map { Array($0.utf8) }
        var size = 16
        while size < names.count * 4 { size *= 2 }
        mask = size - 1
        var entries = [Int16](repeating: -1, count: size)
        for (position, name) in bytes.enumerated() {
            var slot = name.withUnsafeBytes { Self.hash($0) } & mask
            while entries[slot] >= 0 { slot = (slot + 1) & mask }
            entries[slot] = Int16(position)
        }
        self.entries = entries
    }

    func slot(of name: UnsafeRawBufferPointer) -> Int { Self.hash(name) & mask }

    func matches(_ name: UnsafeRawBufferPointer, _ position: Int) -> Bool {
        bytes[position].withUnsafeBytes { ByteText.equal($0, name) }
    }

    private static func hash(_ name: UnsafeRawBufferPointer) -> Int {
        guard let first = name.first, let last = name.last else { return 0 }
        // Spelled out step by step: as one expression it sat at the edge of
        // CI's 100 ms type-check budget.
        let middle: Int = Int(name[name.count / 2])
        var hash: Int = name.count &* 31
        hash = hash &+ Int(first) &* 7
        hash = hash &+ middle &* 3
        return hash &+ Int(last)
    }
}
