import Foundation
import MCAGCore

/// Reads `idb ui describe-all --json` (and AXe `describe-ui`): the iOS
/// simulator's accessibility elements as an array of objects, in points.
///
/// Without `--nested` the array is flat: idb gives no parent for any
/// element, so the elements stay siblings at the top level rather than
/// being nested by guessing from overlapping frames. With `--nested` each
/// object holds its `children`, and the tree is kept as given.
enum IdbAccessibilityJSON {
    static func read(_ url: URL, options: ImportOptions) throws(ImportError) -> AppSnapshot {
        let tape = try JSONElementWalk.parse(url)
        guard tape.entries.first?.kind == .array else {
            throw ImportError(file: url.path, message: "$: expected an array of idb elements, found \(TapeDecoder.describe(tape, at: 0))")
        }
        var visitor = IdbElementVisitor(tape: tape, file: url.path)
        for (position, item) in tape.members(of: 0).enumerated() {
            guard tape[item].kind == .object else {
                throw ImportError(file: url.path, message: "$[\(position)]: expected an element object, found \(TapeDecoder.describe(tape, at: item))")
            }
            try JSONElementWalk.walk(item, rootPath: "$[\(position)]", tape: tape, file: url.path, visitor: &visitor)
        }
        return visitor.finish(file: url, options: options)
    }
}

/// One idb element at a time into the tree.
struct IdbElementVisitor: JSONElementVisitor {
    let tape: JSONTape
    let file: String
    private var tree = ElementTree()
    /// Each element's line and column, for reports that point at it.
    private var lines = SourceLineCounter()
    private var viewport: Size?
    private var appName: String?

    init(tape: JSONTape, file: String) {
        self.tape = tape
        self.file = file
    }

    mutating func open(_ index: Int) throws(ImportError) -> Int? {
        let path = "" // the walker puts the element's path before every message
        var fields = IdbElementFields()
        for (key, value) in try JSONElementWalk.fields(of: index, path: path, tape: tape, file: file) {
            try fields.take(key, value, path: path, tape: tape, file: file)
        }
        let element = fields.element()
        if element.role == .application, viewport == nil, let frame = element.frame, !frame.isEmpty {
            viewport = Size(width: frame.width, height: frame.height)
            appName = element.label.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        }
        tree.open(element, at: lines.position(ofEntry: index, in: tape))
        return fields.children
    }

    mutating func close() { tree.close() }

    mutating func finish(file url: URL, options: ImportOptions) -> AppSnapshot {
        var built = ElementTree()
        swap(&built, &tree)
        ScreenGeometry.markOnScreen(&built, viewport: viewport)
        let screen = Screen(
            name: options.screenName ?? url.deletingPathExtension().lastPathComponent,
            viewport: viewport, unit: .points,
            density: DensityAssumption.ios(pointsPerInch: options.iosPointsPerInch, viewport: viewport, capture: "the idb output"),
            orientation: viewport.flatMap { $0.height >= $0.width ? .portrait : nil },
            source: url.path, tree: built)
        return AppSnapshot(app: AppFacts(name: appName, platform: .ios), screens: [screen])
    }
}
