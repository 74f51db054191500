/// One option of a command, declared once: ``Arguments`` accepts it (and
/// suggests it for a typo) and `--help` lists it, so the two cannot drift.
struct OptionSpec: Sendable {
    /// The name, without dashes when written out (`min-impact`).
    var name: OptionName
    /// The value's placeholder in help (`LEVEL`); nil for a flag.
    var value: String?
    /// The description, one entry per help line.
    var lines: [String]
    /// Whether the option may be given more than once, each value kept (`--source DIR`).
    var isRepeatable = false

    /// An option that takes a value.
    init(_ name: OptionName, _ value: String, _ lines: String...) {
        self.name = name
        self.value = value
        self.lines = lines
    }

    /// An option that takes a value and may be given more than once.
    init(repeatable name: OptionName, _ value: String, _ lines: String...) {
        self.name = name
        self.value = value
        self.lines = lines
        self.isRepeatable = true
    }

    /// A flag.
    init(flag name: OptionName, _ lines: String...) {
        self.name = name
        self.value = nil
        self.lines = lines
    }

    var label: String { value.map { "\(name.flagText) \($0)" } ?? name.flagText }
}

/// A command's help page and the options it parses, from one declaration.
struct CommandSpec: Sendable {
    var name: String
    /// The `Usage:` line or lines.
    var usage: String
    /// What the command does, before the options.
    var about: String
    var options: [OptionSpec]
    /// What follows the options: exit codes, examples.
    var trailer: String

    var valueOptions: Set<String> { Set(options.filter { $0.value != nil }.map(\.name.rawValue)) }
    var flagOptions: Set<String> { Set(options.filter { $0.value == nil }.map(\.name.rawValue)) }
    var repeatableOptions: Set<String> { Set(options.filter(\.isRepeatable).map(\.name.rawValue)) }

    /// The `--help` text: usage, description, every declared option and `-h, --help`, then the trailer.
    var help: String {
        var sections = [usage, about]
        if !options.isEmpty { sections.append("Options:\n" + Self.table(options)) }
        if !trailer.isEmpty { sections.append(trailer) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The options as an aligned two-column list.
    private static func table(_ options: [OptionSpec]) -> String {
        let rows: [(label: String, lines: [String])] = options.map { ($0.label, $0.lines) } + [("-h, --help", ["Show this help"])]
        let width = rows.map(\.label.count).max() ?? 0
        let indent = String(repeating: " ", count: width + 5)
        var text: [String] = []
        for row in rows {
            let padding = String(repeating: " ", count: width - row.label.count + 3)
            text.append("  " + row.label + padding + (row.lines.first ?? ""))
            text += row.lines.dropFirst().map { indent + $0 }
        }
        return text.joined(separator: "\n")
    }
}

extension Arguments {
    /// Parses `arguments` for the command `spec` declares.
    init(_ arguments: [String], _ spec: CommandSpec) throws(UsageError) {
        try self.init(
            arguments, command: spec.name, valueOptions: spec.valueOptions, flagOptions: spec.flagOptions,
            repeatableOptions: spec.repeatableOptions)
    }
}
