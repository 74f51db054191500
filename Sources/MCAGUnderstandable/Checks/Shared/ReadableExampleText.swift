/// Texts the readability checks' examples share, so that each example
/// differs from its neighbour only in the property under test.
enum ReadableExampleText {
    /// Thirty-one words and 170 characters: a text block even when the line count is unknown.
    static let paragraph = """
        Your order ships within two working days. We send a tracking link by email as soon as \
        the parcel leaves our warehouse, and you can change the delivery address until then.
        """
    /// The same paragraph typed in capitals.
    static let shoutedParagraph = paragraph.uppercased()
    /// A short caption: never a text block.
    static let caption = "Ships in two days"
}
