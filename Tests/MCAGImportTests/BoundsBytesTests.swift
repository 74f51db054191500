import MCAGCore
import Testing
@testable import MCAGImport

/// The bytewise reader of `bounds` must agree with the general parser on
/// every text it accepts, and leave every other text to it.
@Suite struct BoundsBytesTests {
    /// The general parser, as `AndroidMapper.bounds` ran before the bytewise path.
    static func general(_ text: String) -> Rect? {
        let numbers = text.split(whereSeparator: { "[],".contains($0) }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
    }

    @Test(arguments: ["[0,63][1080,210]", "[-20,0][100,007]", "[999999999,1][0,0]", "[5,5][5,5]"])
    func usualTextReadsAsTheGeneralParserReadsIt(text: String) {
        #expect(BoundsBytes.rect(text) != nil)
        #expect(BoundsBytes.rect(text) == Self.general(text))
        #expect(AndroidMapper.bounds(text) == Self.general(text))
    }

    @Test(arguments: ["[0.5,1][2,3]", "[-0,0][1,1]", "[1,2] [3,4]", "[1,2][3,4]x", "[1,2][3]", "[1234567890,0][1,1]",
                      "[+1,2][3,4]", "", "[1,2,3,4]", "[,1][2,3]"])
    func otherTextIsLeftToTheGeneralParser(text: String) {
        #expect(BoundsBytes.rect(text) == nil)
        let mapped = AndroidMapper.bounds(text), general = Self.general(text)
        #expect(mapped == general)
        #expect(mapped.map { $0.x.sign } == general.map { $0.x.sign })
    }
}
