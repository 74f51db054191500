/// The snapshot fields a contrast check names as missing, as a set, and
/// each list of them made once.
///
/// On a screen whose dump states no colours and no text styles (every
/// uiautomator dump), each of tens of thousands of texts lacks the same
/// four fields; a list built per finding cost an allocation each, a shared
/// one a reference.
struct MissingContrastFields: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let foregroundColor = MissingContrastFields(rawValue: 1)
    static let backgroundColor = MissingContrastFields(rawValue: 2)
    static let fontSize = MissingContrastFields(rawValue: 4)
    static let weight = MissingContrastFields(rawValue: 8)

    /// The fields' snapshot names, in this order: colours, then size, then weight.
    var names: [String] { Self.lists[Int(rawValue)] }

    private static let spelled: [(MissingContrastFields, String)] = [
        (.foregroundColor, "foregroundColor"), (.backgroundColor, "backgroundColor"),
        (.fontSize, "textStyle.fontSize"), (.weight, "textStyle.weight"),
    ]
    private static let lists: [[String]] = (0..<16).map { bits in
        let set = MissingContrastFields(rawValue: UInt8(bits))
        var names: [String] = []
        for (field, name) in spelled where set.contains(field) { names.append(name) }
        return names
    }
}
