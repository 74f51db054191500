/// One file being scanned: its text, where it is, and the collector its finds go to.
struct FileScanContext {
    var text: SourceText
    let relativePath: String
    let root: String
    var collector = ScanCollector()

    init(text: SourceText, relativePath: String, root: String) {
        self.text = text
        self.relativePath = relativePath
        self.root = root
    }

    mutating func location(of offset: Int) -> SourceLocation {
        let position = text.position(of: offset)
        return SourceLocation(relativePath: relativePath, root: root, line: position.line, column: position.column)
    }

    mutating func declare(_ name: String, _ kind: DeclarationKind, at offset: Int) {
        guard !name.isEmpty else { return }
        collector.declarations.append(SourceDeclaration(name: name, kind: kind, location: location(of: offset)))
    }

    mutating func useString(_ key: String, table: StringTable, at offset: Int) {
        guard !key.isEmpty else { return }
        collector.stringUses.append(StringUse(table: table, key: key, location: location(of: offset)))
    }

    mutating func defineString(_ key: String, text value: String, table: StringTable, at offset: Int) {
        guard !key.isEmpty else { return }
        collector.stringDefinitions.append(
            StringDefinition(table: table, key: key, text: value, location: location(of: offset)))
    }
}
