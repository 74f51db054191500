import Foundation
import MCAGCore

/// WebDriverAgent page-source attributes beyond type, name, label, value
/// and frame, read into typed ``Element`` fields. They also stay in
/// ``Element/attributes`` as given.
enum XCUITestSemantics {
    /// Reads the semantics into `element`, in `pool`'s shared box for their value.
    static func read(_ attributes: DumpAttributes, into element: inout Element, pool: inout ElementBoxPool) {
        // The placeholder is what an empty field shows and VoiceOver reads; Android calls it the hint.
        element.hint = element.hint ?? attributes.nonEmpty(.placeholderValue)
        element.customActions = AttributeValues.list(attributes[.customActions])
        var semantics = element.semantics ?? PlatformSemantics()
        read(attributes, into: &semantics)
        pool.setSemantics(semantics.nonEmpty, of: &element)
    }

    static func read(_ attributes: DumpAttributes, into element: inout PlatformSemantics) {
        element.isHittable = attributes.bool(.hittable)
        element.minimumValue = AttributeValues.double(attributes[.minValue], key: "minimumValue")
        element.maximumValue = AttributeValues.double(attributes[.maxValue], key: "maximumValue")
        element.nativeFrame = nativeFrame(attributes[.nativeFrame])
    }

    /// `{{x, y}, {width, height}}`, as `NSStringFromCGRect` writes a frame; nil for anything else.
    static func nativeFrame(_ text: String?) -> Rect? {
        guard let text else { return nil }
        let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).map { AttributeValues.double(String($0)) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3],
              [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
