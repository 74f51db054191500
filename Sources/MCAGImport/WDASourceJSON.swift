import Foundation
import MCAGCore

/// Reads WebDriverAgent's JSON page source (`GET /source?format=json`,
/// written by `dictionaryForElement` in `XCUIApplication+FBHelpers.m`).
///
/// Each object is rewritten into the attributes WebDriverAgent's XML source
/// gives the same element (`isEnabled` → `enabled`, `rect` → `x`, `y`,
/// `width`, `height`, `Button` → `XCUIElementTypeButton`) and mapped by
/// `XCUITestMapper`, so a screen read as JSON and as XML gives the same
/// elements for every fact both carry. The JSON also says `rawIdentifier`,
/// the identifier alone, which becomes ``Element/identifier`` instead of the
/// XML reader's guess from `name` and `label`.
enum WDASourceJSON {
    static func read(_ url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        let tape = try JSONElementWalk.parse(url)
        let (root, path) = try self.root(in: tape, file: url.path)
        var visitor = WDAElementVisitor(tape: tape, file: url.path)
        try JSONElementWalk.walk(root, rootPath: path, tape: tape, file: url.path, visitor: &visitor)
        return visitor.finish(file: url, options: options)
    }

    /// The element tree: the top level, or inside a WebDriver response's
    /// `value` (and older WebDriverAgent's `value.tree`).
    static func root(in tape: JSONTape, file: String) throws(ImportError) -> (index: Int, path: String) {
        var index = 0
        var path = "$"
        for wrapper in ["value", "tree"] {
            guard tape.entries.first?.kind == .object else { break }
            let fields = try JSONElementWalk.fields(of: index, path: path, tape: tape, file: file)
            guard !fields.contains(where: { $0.key == "type" }), let inner = fields.first(where: { $0.key == wrapper }) else { break }
            guard tape[inner.value].kind == .object else {
                throw ImportError(file: file, message: "\(path).\(wrapper): expected the element tree as an object, found "
                    + TapeDecoder.describe(tape, at: inner.value))
            }
            index = inner.value
            path = "\(path).\(wrapper)"
        }
        guard tape[index].kind == .object else {
            throw ImportError(file: file, message: "\(path): expected an element object, found \(TapeDecoder.describe(tape, at: index))")
        }
        return (index, path)
    }
}

/// One WebDriverAgent JSON element at a time into `XCUITestMapper`.
struct WDAElementVisitor: JSONElementVisitor {
    /// JSON keys whose `"1"`/`"0"` strings are the XML source's `true`/`false` attributes.
    static let flags: [String: String] = [
        "isEnabled": "enabled", "isVisible": "visible", "isAccessible": "accessible", "isFocused": "focused",
        "isNativeAccessibilityElement": "nativeAccessibilityElement", "isSelected": "selected", "isHittable": "hittable",
    ]
    /// JSON keys written as strings, under the same name in the XML source.
    static let texts: Set<String> = ["name", "label", "value", "placeholderValue", "traits", "customActions",
                                     "nativeFrame", "minValue", "maxValue", "bundleId", "title"]

    let tape: JSONTape
    let file: String
    private var mapper = XCUITestMapper()
    private var tree = ElementTree()
    /// Each element's line and column, for reports that point at it.
    private var lines = SourceLineCounter()
    private var attributes = DumpAttributes()

    init(tape: JSONTape, file: String) {
        self.tape = tape
        self.file = file
    }

    mutating func open(_ index: Int) throws(ImportError) -> Int? {
        let path = "" // the walker puts the element's path before every message
        var read = WDAElementFields()
        for (key, value) in try JSONElementWalk.fields(of: index, path: path, tape: tape, file: file) {
            try read.take(key, value, path: path, tape: tape, file: file)
        }
        guard let type = read.type else {
            throw ImportError(file: file, message: "\(path): missing 'type'; expected an element type such as \"Button\"")
        }
        if read.dictionary["x"] == nil, let frame = XCUITestSemantics.nativeFrame(read.frame) {
            read.setRect(frame)
        }
        let depth = tree.openDepth
        var element = attributes.withContents(of: read.dictionary) { (found: inout DumpAttributes) -> Element in
            mapper.element(name: type, attributes: &found, depth: depth)
        }
        if read.hasRawIdentifier { element.identifier = read.rawIdentifier }
        tree.open(element, at: lines.position(ofEntry: index, in: tape))
        return read.children
    }

    mutating func close() { tree.close() }

    mutating func finish(file url: URL, options: ImportOptions) -> AppSnapshot {
        var built = ElementTree()
        swap(&built, &tree)
        return mapper.finish(tree: consume built, file: url, options: options)
    }
}
