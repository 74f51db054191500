/// Text written where the element is declared (`android:text="Pay"`, `Text("Pay")`, a xib's
/// `text="Pay"`): the weakest kind of match, by what the element says.
struct TextSite: Sendable, Hashable {
    var text: String
    var location: SourceLocation
}
