/// Which platform's string resources a key belongs to: an Android key is used by
/// `@string/key` and `R.string.key`, an Apple key by `NSLocalizedString` and friends, and the
/// two never meet.
package enum StringTable: String, Sendable, Hashable {
    case android
    case apple
}

/// A string resource: its key, the text it holds in one language, and where it is defined.
struct StringDefinition: Sendable, Hashable {
    var table: StringTable
    var key: String
    var text: String
    var location: SourceLocation
}

/// A place that uses a string resource by its key.
struct StringUse: Sendable, Hashable {
    var table: StringTable
    var key: String
    var location: SourceLocation
}
