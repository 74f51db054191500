import Testing
import MCAGCore
@testable import MCAGPerceivable

/// The contrast checks keep a colour per element as a position in a table,
/// and name missing fields from shared lists: neither may change a value.
@Suite struct ContrastStorageTests {
    @Test func palettedColorsGiveBackEachColourAsStored() {
        var colors = PalettedColors(count: 6)
        let red = Color(red: 1, green: 0, blue: 0), grey = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25)
        let negativeZero = Color(red: -0.0, green: 0, blue: 0)
        colors[0] = red
        colors[1] = grey
        colors[2] = red
        colors[3] = negativeZero
        colors[4] = red
        colors[4] = nil
        #expect(colors[0] == red && colors[1] == grey && colors[2] == red)
        #expect(colors[4] == nil && colors[5] == nil)
        // -0 equals 0, but the table keeps it apart so that the bits read back are those stored.
        #expect(colors[3]?.red.sign == .minus)
        #expect(colors[0]?.red.sign == .plus)
    }

    @Test func palettedColorsHoldAsManyDistinctColoursAsElements() {
        let count = 3_000
        var colors = PalettedColors(count: count)
        for index in 0..<count { colors[index] = Color(red: Double(index) / Double(count), green: 0, blue: 1) }
        #expect((0..<count).allSatisfy { colors[$0]?.red == Double($0) / Double(count) })
    }

    @Test func missingFieldsAreNamedColoursFirstThenSizeThenWeight() {
        #expect(MissingContrastFields([]).names.isEmpty)
        #expect(MissingContrastFields([.weight, .foregroundColor]).names == ["foregroundColor", "textStyle.weight"])
        #expect(MissingContrastFields([.fontSize, .backgroundColor, .weight, .foregroundColor]).names
            == ["foregroundColor", "backgroundColor", "textStyle.fontSize", "textStyle.weight"])
        #expect(MissingContrastFields.fontSize.union(.backgroundColor).names == ["backgroundColor", "textStyle.fontSize"])
    }
}
