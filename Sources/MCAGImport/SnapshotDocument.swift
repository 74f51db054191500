import MCAGCore

/// A JSON snapshot (format version 2) as `Codable` values: the model's own
/// types, with each screen's elements as a flat list in document order that
/// names each element's parent, as ``ElementTree`` stores them, so that
/// neither reading nor writing recurses however deep the tree.
struct SnapshotDocument: Codable {
    var formatVersion: Int
    var app: AppFacts?
    var screens: [ScreenDocument]
}

/// A ``Screen`` in the JSON form: its settings, a screenshot by path, and its elements.
struct ScreenDocument: Codable {
    var name: String?
    var title: String?
    var viewport: Size?
    var unit: LengthUnit?
    var density: Density?
    var orientation: Orientation?
    var textScale: Double?
    var isLargestTextSize: Bool?
    var colorMode: ColorMode?
    var layoutDirection: LayoutDirection?
    var source: String?
    /// Which state of the screen this capture shows ("dark", "largest text"), from a capture sidecar.
    var stateLabel: String?
    /// What was done on the screen before this capture ("fullscreen"), from a capture sidecar or written by hand.
    var interaction: String?
    /// The screenshot's path, absolute or relative to the JSON file.
    var screenshot: String?
    var inputMethodFrames: [Rect]?
    var elements: ElementRecordList?

    init(_ screen: Screen) {
        name = screen.name
        title = screen.title
        viewport = screen.viewport
        unit = screen.unit
        density = screen.density
        orientation = screen.orientation
        textScale = screen.textScale
        isLargestTextSize = screen.isLargestTextSize
        colorMode = screen.colorMode
        layoutDirection = screen.layoutDirection
        source = screen.source
        stateLabel = screen.stateLabel
        interaction = screen.interaction
        screenshot = screen.screenshot?.source
        inputMethodFrames = screen.inputMethodFrames.isEmpty ? nil : screen.inputMethodFrames
        elements = ElementRecordList(screen.tree.indices.map { ElementRecord(parent: screen.tree.parent(of: $0), element: screen.tree[$0]) })
    }

    /// The screen, its tree rebuilt from the parent indices; `path` names it
    /// in errors. Given `tape`, the file's own tape, each element gets its
    /// line and column in the file from `lines`, which the screens share.
    func screen(path: String, file: String, tape: JSONTape?, lines: inout SourceLineCounter) throws(ImportError) -> Screen {
        var screen = Screen(
            name: name, title: title, viewport: viewport, unit: unit ?? .points, density: density,
            orientation: orientation, textScale: textScale, isLargestTextSize: isLargestTextSize, colorMode: colorMode,
            layoutDirection: layoutDirection, source: source, tree: try Self.tree(elements?.records ?? [], path: path, file: file, tape: tape, lines: &lines))
        screen.inputMethodFrames = inputMethodFrames ?? []
        screen.stateLabel = stateLabel
        screen.interaction = interaction
        return screen
    }

    /// Opens each element under its parent, closing finished subtrees first:
    /// a parent must be an earlier element whose subtree is still open.
    static func tree(
        _ records: [ElementRecord], path: String, file: String, tape: JSONTape?, lines: inout SourceLineCounter
    ) throws(ImportError) -> ElementTree {
        var tree = ElementTree()
        var open: [Int] = []
        for (index, record) in records.enumerated() {
            while let last = open.last, last != record.parent {
                open.removeLast()
                tree.close()
            }
            if let parent = record.parent, open.last != parent {
                throw ImportError(file: file, message: "\(path).elements[\(index)].parent: \(parent) is not an ancestor "
                    + "of the element before it; list elements in document order, each after its parent")
            }
            var position: SourcePosition?
            if let tape, let start = record.start {
                position = tape.data.withUnsafeBytes { (data: UnsafeRawBufferPointer) in lines.position(of: start, within: data) }
            }
            tree.open(record.element, at: position)
            open.append(index)
        }
        // Closing records where each remaining subtree ends.
        for _ in open { tree.close() }
        return tree
    }
}

/// One element and the index of its parent in the screen's `elements` (nil for a root).
struct ElementRecord: Codable {
    var parent: Int?
    var element: Element
    /// The byte offset of the element's `{` in the document it was read
    /// from, when read from a tape; never written.
    var start: Int?

    private enum CodingKeys: String, CodingKey { case parent }

    init(parent: Int?, element: Element) {
        self.parent = parent
        self.element = element
    }

    /// The element's own fields and `parent` share one JSON object: the
    /// element's reading checks every key but `parent`, which is then found
    /// by comparing bytes, without reading the object's keys a second time.
    init(from decoder: any Decoder) throws {
        guard var tape = decoder as? TapeDecoder else {
            element = try Element(from: decoder)
            parent = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Int.self, forKey: .parent)
            return
        }
        start = tape.tape[tape.index].start
        tape.sharedKeys = [CodingKeys.parent.stringValue]
        element = try Element(from: tape)
        parent = try tape.member("parent").flatMap { value in value.decodeNil() ? nil : try value.integer(Int.self) }
    }

    func encode(to encoder: any Encoder) throws {
        try element.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(parent, forKey: .parent)
    }
}
