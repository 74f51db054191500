import Testing
import MCAGCore
@testable import MCAGUnderstandable

/// The text-width check spells each unit as a literal; it must be the unit's own name after a space.
@Suite struct SpelledUnitTests {
    @Test func eachUnitIsSpelledAfterASpace() {
        for unit in LengthUnit.allCases { #expect(TextWiderThanScreenCheck.spelled(unit) == " \(unit.rawValue)") }
    }
}
