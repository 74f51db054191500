import Foundation
import MCAGCore

/// Turns one XML element of a dump into an ``Element``; one conformer per
/// platform. The reader owns the tree structure, the mapper only the fields.
protocol DumpElementMapper {
    /// Reads the wrapper element's attributes (`<hierarchy width=…>`, `<AppiumAUT>`).
    mutating func readWrapper(attributes: [String: String])
    mutating func element(name: String, attributes: inout DumpAttributes, depth: Int) -> Element
    /// Builds the snapshot once the whole tree is read. The tree is handed
    /// over, not shared, so that marking what is on screen writes each
    /// element in place instead of copying every element of a large dump.
    func finish(tree: consuming ElementTree, file: URL, options: ImportOptions) -> AppSnapshot
}

/// What both XML readers do with the elements they meet: detect the dump's
/// form from its root (and first child), choose the mapper, and build the
/// flat element tree with open/close, so depth costs no stack. The readers
/// differ only in how they find elements in the bytes.
struct DumpTreeBuilder {
    private let forcedFormat: SnapshotFormat?
    private(set) var format: SnapshotFormat?
    private var mapper: (any DumpElementMapper)?
    private var tree = ElementTree()
    private var hasWrapper = false
    private(set) var rootName: String?
    /// Elements open, the wrapper included.
    private(set) var openCount = 0
    /// `<hierarchy>` attributes, held until its first child says which Android form this is.
    private var pendingWrapperAttributes: [String: String] = [:]

    init(forcedFormat: SnapshotFormat?) {
        self.forcedFormat = forcedFormat
    }

    /// Takes in a start tag, with where it starts in the file when the
    /// reader knows; the message to stop with when the dump cannot be read on.
    mutating func start(name: String, attributes: inout DumpAttributes, at position: SourcePosition? = nil) -> String? {
        if rootName == nil {
            rootName = name
            if DumpRoot.needsFirstChild(name) {
                pendingWrapperAttributes = attributes.dictionary
            } else if let detected = DumpRoot.format(root: name, firstChild: nil) {
                if let message = choose(detected) { return message }
            } else {
                return "wrong root element <\(name)>: expected \(XMLErrorWording.expectedRoots)"
            }
            if DumpRoot.isWrapper(name) {
                hasWrapper = true
                openCount += 1
                mapper?.readWrapper(attributes: attributes.dictionary)
                return nil
            }
        }
        if mapper == nil, let rootName, let detected = DumpRoot.format(
            root: rootName, firstChild: name[...], firstChildType: attributes[.type]?[...]) {
            if let message = choose(detected) { return message }
            let wrapper = pendingWrapperAttributes
            mapper?.readWrapper(attributes: wrapper)
        }
        guard var mapper else { return nil }
        // Taken out while it mutates, so its dictionaries are not copied on write per element.
        self.mapper = nil
        let element = mapper.element(name: name, attributes: &attributes, depth: tree.openDepth)
        self.mapper = mapper
        tree.open(element, at: position)
        openCount += 1
        return nil
    }

    /// Takes in an end tag (or the end of an empty-element tag).
    mutating func end() {
        guard openCount > 0 else { return }
        openCount -= 1
        if hasWrapper && openCount == 0 { return }
        tree.close()
    }

    private mutating func choose(_ detected: SnapshotFormat) -> String? {
        if let forcedFormat, forcedFormat.family != detected.family {
            return "expected a \(forcedFormat.displayName) file but the content is \(detected.displayName)"
        }
        format = detected
        mapper = detected == .xcuitest ? XCUITestMapper() : AndroidMapper()
        return nil
    }

    /// The snapshot, once the document has ended well-formed. Mutating rather
    /// than consuming, so that the tree is moved out of the reader that holds
    /// this builder: a copy left behind would make marking what is on screen
    /// copy every element.
    mutating func finish(file: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        if mapper == nil, let rootName, DumpRoot.needsFirstChild(rootName) {
            // An Android dump with no nodes at all: a valid, empty screen.
            var android = AndroidMapper()
            android.readWrapper(attributes: pendingWrapperAttributes)
            mapper = android
        }
        guard let mapper else {
            throw ImportError(file: file.path, message: "no root element: expected \(XMLErrorWording.expectedRoots)")
        }
        var tree = ElementTree()
        swap(&tree, &self.tree)
        // A <hierarchy> with no nodes says neither Android form; it is read as the uiautomator dump.
        return mapper.finish(tree: consume tree, file: file, options: options).read(as: format ?? .uiautomator)
    }
}

extension SnapshotFormat {
    /// The two Android forms share one mapping, so forcing either accepts both.
    var family: String { self == .uiautomator2 ? SnapshotFormat.uiautomator.rawValue : rawValue }

    /// The format in the words its users call it (`uiautomator dump`,
    /// `maestro hierarchy output`), for error messages and for the reports,
    /// which name each screen's format beside its source
    /// (``Screen/sourceFormat`` holds the `rawValue`).
    public var displayName: String {
        switch self {
        case .json: "JSON snapshot"
        case .xcuitest: "Appium XCUITest page source"
        case .uiautomator: "uiautomator dump"
        case .uiautomator2: "Appium UiAutomator2 page source"
        case .composeSemantics: "Jetpack Compose semantics print"
        case .wdaJSON: "WebDriverAgent JSON page source"
        case .idbJSON: "idb accessibility JSON"
        case .maestro: "maestro hierarchy output"
        }
    }
}
