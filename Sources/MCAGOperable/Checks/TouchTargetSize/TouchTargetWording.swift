import MCAGCore

/// The words of the size check's findings that repeat across a screen: a
/// list's rows hold controls of a handful of sizes, and writing "24 × 31 pt"
/// and its sentence afresh for every target cost about 4,000 instructions a
/// target. The last few sizes seen keep their wording, built when first asked for.
struct TouchTargetWording {
    private struct Entry {
        let width: UInt64, height: UInt64
        let size: String
        var pass: String?
        var violation: String?
        var isolatedViolation: String?
    }

    /// A screen with more distinct sizes than this rebuilds the oldest; a
    /// linear search of a few keys costs less than hashing one.
    private static let capacity = 8
    private var entries: [Entry] = []
    private var oldest = 0
    let unitLabel: String
    /// " (density assumed: …)" or empty.
    let assumed: String
    /// "7 × 7 mm (profile MCAG)".
    let minimum: String
    /// Said of a target with no other target within the minimum.
    let isolation: String

    init(unitLabel: String, assumed: String, minimum: String, isolation: String) {
        (self.unitLabel, self.assumed, self.minimum, self.isolation) = (unitLabel, assumed, minimum, isolation)
        entries.reserveCapacity(Self.capacity)
    }

    /// The entry for a target measuring `width` × `height` ruler units, made if new.
    /// Keyed by the bits, so a value gets back exactly the words it would have been given.
    mutating func entry(width: Double, height: Double) -> Int {
        let (widthBits, heightBits) = (width.bitPattern, height.bitPattern)
        if let known = entries.firstIndex(where: { $0.width == widthBits && $0.height == heightBits }) { return known }
        let entry = Entry(width: widthBits, height: heightBits,
                          size: "\(width.twoDecimals) × \(height.twoDecimals) \(unitLabel)")
        guard entries.count == Self.capacity else {
            entries.append(entry)
            return entries.count - 1
        }
        let position = oldest
        entries[position] = entry
        oldest = (oldest + 1) % Self.capacity
        return position
    }

    /// "24 × 31 mm".
    func size(_ entry: Int) -> String { entries[entry].size }

    /// The message of a target that meets the minimum.
    mutating func pass(_ entry: Int) -> String {
        if let known = entries[entry].pass { return known }
        let message = "Target measures \(entries[entry].size)\(assumed)"
        entries[entry].pass = message
        return message
    }

    /// The message of a target under the minimum, one level lower when isolated.
    mutating func violation(_ entry: Int, isolated: Bool) -> String {
        if let known = isolated ? entries[entry].isolatedViolation : entries[entry].violation { return known }
        let message = "Target measures \(entries[entry].size), smaller than \(minimum)\(isolated ? isolation : "")\(assumed)"
        if isolated { entries[entry].isolatedViolation = message } else { entries[entry].violation = message }
        return message
    }

    /// The unit a density is given in for `unit`: "dpi" for Android pixels, "pt per inch" for
    /// iOS points, "dp per inch" for dp.
    static func perInch(_ unit: LengthUnit) -> String {
        unit == .points ? "pt per inch" : unit == .pixels ? "dpi" : "dp per inch"
    }

    /// The note a size measured at an assumed density carries; empty at a stated one. It gives
    /// the figure and its plausible range only: the reasons are said once per screen (the
    /// report's header, the JSON report's `assumptions`), not again in every finding.
    static func assumedNote(_ density: Density?, unit: LengthUnit) -> String {
        guard let density, density.isAssumed else { return "" }
        let perInch = Self.perInch(unit)
        func figure(_ unitsPerMillimetre: Double) -> String { (unitsPerMillimetre * 25.4).rounded().twoDecimals }
        var note = " (density assumed: \(figure(density.unitsPerMillimetre)) \(perInch)"
        if let plausible = density.plausibleUnitsPerMillimetre,
           figure(plausible.lowerBound) != figure(plausible.upperBound) {
            note += ", plausible \(figure(plausible.lowerBound))–\(figure(plausible.upperBound)) \(perInch)"
        }
        return note + ")"
    }
}
