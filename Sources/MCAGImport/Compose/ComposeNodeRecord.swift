import MCAGCore

/// What a Compose print says about one semantics node, before mapping.
struct ComposeNodeRecord {
    var id: Int
    var line: Int
    var level: Int
    var frame: Rect
    var tag: String?
    /// `Key = 'value'` properties in the order printed (values without their quotes).
    var values: [(key: String, value: String)] = []
    /// Properties printed without a value: `[Heading]`, `[Disabled]`, `[SelectableGroup]`.
    var flags: [String] = []
    /// `Actions = […]`.
    var actions: [String] = []
    /// `Has N children` when the print stopped at its maximum depth.
    var note: String?

    init(_ node: ComposePrintSyntax.NodeLine, line: Int) {
        id = node.id
        self.line = line
        level = node.level
        frame = node.frame
        tag = node.tag
    }

    func value(_ key: String) -> String? { values.first { $0.key == key }?.value }
    func has(_ key: String) -> Bool { values.contains { $0.key == key } || flags.contains(key) }
}
