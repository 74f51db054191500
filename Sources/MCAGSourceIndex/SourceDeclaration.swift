/// One thing the scan found: a name (identifier, tag or string key) at a place, of a kind.
package struct SourceDeclaration: Sendable, Hashable {
    package var name: String
    package var kind: DeclarationKind
    package var location: SourceLocation

    package init(name: String, kind: DeclarationKind, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.location = location
    }
}
