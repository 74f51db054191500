import MCAGCore

extension TouchTargetSizeCheck {
    /// What the check reports, and how each result reads.
    enum Result: FindingResult {
        case unmeasurable(targets: Int, minimum: TargetSize)
        case sizeUnknown
        case meetsMinimum(Sides, AssumedDensity)
        /// `isolatedWithin` is the minimum side, in the sides' unit, when no other target lies within it.
        case tooSmall(Sides, minimum: Minimum, isolatedWithin: Double?, AssumedDensity)
        case meetsPlatformMinimum(Sides, TouchTargetPlatformMinimum.Reason, AssumedDensity)
        case fieldInClickableBox(Sides, box: Role, at: Rect, boxSides: Sides, AssumedDensity)
        case equivalentCell(Sides, cell: Role, at: Rect, cellSides: Sides, AssumedDensity)
        case fieldInWebBox(Sides, at: Rect, boxSides: Sides, AssumedDensity)
        /// `label` is the target's own label when it has one that is not blank.
        case unnamedInnerPart(Sides, label: String?, control: Role, name: String, at: Rect, AssumedDensity)
        case acrossCell(role: Role, Sides, at: Rect, cellSides: Sides, AssumedDensity)
        case uncutSideFails(UncutSide, Sides, minimum: Minimum, cut: Cut, AssumedDensity)
        case undrawnWebContent(Sides, AssumedDensity)
        case hiddenWebInput(Sides, role: Role, AssumedDensity)
        case clipped(Sides, edge: ScreenReaderElement.Clipping)
        case underSystemBar(Sides, wholly: Bool, bar: Rect)
        case inlineInText(Sides, AssumedDensity)
        case standardBarItem(Sides, barHeight: Double, drawnHeight: Double, AssumedDensity)
        /// `outOfBar` is the bar's frame when the item's frame runs out of it; nil when the item lies inside.
        case barItemUnsure(Sides, barHeight: Double, drawnHeight: Double, outOfBar: Rect?)
        case televisionDensity(Sides, AssumedDensity)
        /// `largest` is the smaller side at the lowest plausible density, `lowest` that density in units per millimetre.
        case atOtherDensity(Sides, largest: Double, lowest: Double, AssumedDensity)
        case televisionFocus(role: Role, name: String, at: Rect?, targets: Int)

        /// A target's sides in the ruler's unit: "24 × 31 mm".
        struct Sides: Sendable, Hashable, CustomStringConvertible {
            var width: Double, height: Double
            /// The ruler's unit label: `mm`, `pt` or `dp`.
            var unit: String

            var description: String { "\(width.twoDecimals) × \(height.twoDecimals) \(unit)" }
        }

        /// The profile's minimum side, as a violation names it: "7 × 7 mm (profile MCAG)".
        struct Minimum: Sendable, Hashable, CustomStringConvertible {
            var target: TargetSize
            var profile: String

            var description: String { "\(target) (profile \(profile))" }
        }

        /// The side of a target cut on the other axis that fails at every plausible density.
        struct UncutSide: Sendable, Hashable {
            /// "width" or "height".
            var name: String
            var measure: Double
            /// The side at the lowest plausible density.
            var largest: Double
        }

        /// Where a target's frame is cut.
        enum Cut: Sendable, Hashable {
            case clipped(ScreenReaderElement.Clipping)
            case underSystemBar(Rect)

            var phrase: String {
                switch self {
                case .clipped(let clipping): "cut at \(clipping.edgeDescription)"
                case .underSystemBar(let bar): "partly under a system bar's background (at \(bar))"
                }
            }
        }

        /// The density a screen's sizes were measured at, for the note a size measured at an
        /// assumed density carries.
        struct AssumedDensity: Sendable, Hashable {
            var density: Density?
            var unit: LengthUnit

            /// " (density assumed: …)", or empty at a stated density. It gives the figure and its
            /// plausible range only: the reasons are said once per screen (the report's header, the
            /// JSON report's `assumptions`), not again in every finding.
            var note: String {
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

            /// "at every plausible density (360–540 dpi)", or "at the screen's density".
            var densities: String {
                guard let plausible = density?.plausibleUnitsPerMillimetre else { return "at the screen's density" }
                let low = (plausible.lowerBound * 25.4).rounded(), high = (plausible.upperBound * 25.4).rounded()
                return "at every plausible density (\(low.twoDecimals)–\(high.twoDecimals) \(Self.perInch(unit)))"
            }

            /// The unit a density is given in for `unit`: "dpi" for Android pixels, "pt per inch"
            /// for iOS points, "dp per inch" for dp.
            static func perInch(_ unit: LengthUnit) -> String {
                unit == .points ? "pt per inch" : unit == .pixels ? "dpi" : "dp per inch"
            }
        }

        var message: String {
            switch self {
            case .unmeasurable(let targets, let minimum):
                return "\(targets) interactive element(s) cannot be measured against \(minimum): the screen's density is unknown"
            case .sizeUnknown: return "The element's size is unknown"
            case .meetsMinimum(let size, let assumed): return "Target measures \(size)\(assumed.note)"
            case .tooSmall(let size, let minimum, let isolatedWithin, let assumed):
                return Self.tooSmall(size, minimum: minimum, isolatedWithin: isolatedWithin, assumed: assumed)
            case .meetsPlatformMinimum(let size, let reason, let assumed): return "Target measures \(size), but \(reason.text)\(assumed.note)"
            case .fieldInClickableBox(let size, let box, let frame, let boxSides, let assumed):
                return "The field measures \(size) by its frame, but the clickable \(box) that holds it (at \(frame)) takes the taps around it and measures \(boxSides)\(assumed.note)"
            case .equivalentCell(let size, let cell, let frame, let cellSides, let assumed):
                return "Target measures \(size), but VoiceOver never stops on it and the accessible \(cell) around it (at \(frame)), which speaks its name, does the same thing at \(cellSides) (exception 'equivalent-control-nearby')\(assumed.note)"
            case .fieldInWebBox(let size, let frame, let boxSides, let assumed):
                return "The field measures \(size) by its frame, inside a web element (at \(frame)) that holds only it and measures \(boxSides): an HTML label around the input passes a tap anywhere on it to the field, a styled box does not, and the dump does not record which it is; tap beside the field in the running app\(assumed.note)"
            case .unnamedInnerPart(let size, let label, let control, let name, let frame, let assumed):
                let ownLabel: String = label.map { " (its label \"\($0)\" names no action)" } ?? ""
                return "Target measures \(size), but VoiceOver never stops on it and it has no name of its own\(ownLabel) inside the accessible \(control) \"\(name)\" (at \(frame)): whether it does what that control does (the nearby equivalent, measured on its own) or acts by itself is not in the dump; tap it in the running app\(assumed.note)"
            case .acrossCell(let role, let size, let frame, let cellSides, let assumed):
                return "The \(role) measures \(size) by its frame, across a cell (at \(frame)) that holds no other control and measures \(cellSides): whether a tap on the rest of the cell reaches it is not in the dump; tap beside it in the running app\(assumed.note)"
            case .uncutSideFails(let uncut, let size, let minimum, let cut, let assumed):
                return Self.uncutSideFails(uncut, size, minimum: minimum, cut: cut, assumed: assumed)
            case .undrawnWebContent(let size, let assumed):
                return "Target measures \(size), but WebKit reports it not visible although its frame lies inside the window: the page may not draw it (a skip link kept off until focused, an item hidden at this width) or may have scrolled it under other content, and the dump does not say which; look for it on the running screen\(assumed.note)"
            case .hiddenWebInput(let size, let role, let assumed):
                return "Target measures \(size): a web page's \(role) drawn under a millimetre each way is a visually hidden input whose styled label takes the taps, and that label's size is not in the dump; measure the label in the running app\(assumed.note)"
            case .clipped(let size, let clipping):
                return "Target measures \(size) in the capture, but its frame is cut at \(clipping.edgeDescription), so only part of it is shown; scroll it fully into view and measure again"
            case .underSystemBar(let size, let wholly, let bar):
                let extent: String = wholly ? "wholly" : "partly"
                return "Target measures \(size) by its frame, but it lies \(extent) under a system bar's background (at \(bar)), which the framework draws over the app and where touches go to the system: the part a finger can reach is not in the capture; scroll it clear of the bar and measure again"
            case .inlineInText(let size, let assumed):
                return "Target measures \(size) but sits in a block of text (exception 'inline-in-text')\(assumed.note)"
            case .standardBarItem(let size, let barHeight, let drawnHeight, let assumed):
                return "Target measures \(size) as drawn, but it is a standard item of a bar \(barHeight.twoDecimals) \(size.unit) tall, drawn at the \(drawnHeight.twoDecimals) pt height UIKit gives its own bar buttons: the bar takes its touches over its height (exception 'unmodified-system-control')\(assumed.note)"
            case .barItemUnsure(let size, let barHeight, let drawnHeight, let outOfBar):
                return Self.barItemUnsure(size, barHeight: barHeight, drawnHeight: drawnHeight, outOfBar: outOfBar)
            case .televisionDensity(let size, let assumed):
                return "Target measures \(size) at the density of a TV, which the screen's shape suggests (landscape at rest, 16:9), but no element holds the input focus a D-pad gives: whether this is a touch target, and its size, need a person; state the density (--dpi) of a touch screen to measure it\(assumed.note)"
            case .atOtherDensity(let size, let largest, let lowest, let assumed):
                return Self.atOtherDensity(size, largest: largest, lowest: lowest, assumed: assumed)
            case .televisionFocus(let role, let name, let frame, let targets):
                let named: String = name.isEmpty ? "" : " \"\(name)\""
                let place: String = frame.map { " at \($0)" } ?? ""
                return "The screen is a TV's, driven by a D-pad: it is landscape at rest and 16:9, and the \(role)\(named)\(place) holds input focus, which Android gives to an operable element other than a text field only outside touch mode; its \(targets) interactive element(s) are reached by focus, not touched, so no touch target is measured"
            }
        }

        // The sentences joined from parts, apart: inside the switch they made its type-checking slow.

        private static func tooSmall(_ size: Sides, minimum: Minimum, isolatedWithin: Double?, assumed: AssumedDensity) -> String {
            let isolation: String = isolatedWithin.map {
                "; no other target lies within \($0.twoDecimals) \(size.unit), so the impact is one level lower"
            } ?? ""
            return "Target measures \(size), smaller than \(minimum)" + isolation + assumed.note
        }

        private static func uncutSideFails(_ uncut: UncutSide, _ size: Sides, minimum: Minimum, cut: Cut,
                                           assumed: AssumedDensity) -> String {
            let atMost: String = uncut.largest > uncut.measure + 0.005 ? " (at most \(uncut.largest.twoDecimals) \(size.unit))" : ""
            let opening: String = "Target's \(uncut.name) measures \(uncut.measure.twoDecimals) \(size.unit), smaller than \(minimum) \(assumed.densities)"
            let rest: String = "; its frame (\(size) in the capture) is \(cut.phrase), but that hides only its other side, so it fails whatever the hidden part measures\(assumed.note)"
            return opening + atMost + rest
        }

        private static func barItemUnsure(_ size: Sides, barHeight: Double, drawnHeight: Double, outOfBar: Rect?) -> String {
            let opening: String = "Target measures \(size) as drawn, inside a bar \(barHeight.twoDecimals) \(size.unit) tall: UIKit's bars take touches for their standard items beyond the drawn frame, but "
            let why: String = outOfBar.map { "its frame runs out of the bar's (at \($0)), so it is not laid out as a standard item" }
                ?? "its drawn height, \(drawnHeight.twoDecimals) pt, is none of the heights UIKit draws its own bar buttons at (34, 35, 36, 38 pt), so it may be a custom view, which takes touches only in its own frame"
            return opening + why + "; whether the touch area reaches 7 mm is not in the dump: measure it in the running app"
        }

        private static func atOtherDensity(_ size: Sides, largest: Double, lowest: Double, assumed: AssumedDensity) -> String {
            let perInch = (lowest * 25.4 * 10).rounded() / 10
            // Rounded as the minimum is judged (to a tenth), so 6.99 mm reads as the 7 mm it counts as.
            let rounded = (largest * 10).rounded() / 10
            return "Target measures \(size) at the assumed density but \(rounded.twoDecimals) \(size.unit) at "
                + "\(perInch.twoDecimals) \(AssumedDensity.perInch(assumed.unit)), which the capture does not rule out\(assumed.note); "
                + "state the density (--dpi, --ppi) to decide"
        }

        /// The advice for every small target of a screen.
        static func enlargeFix(_ target: TargetSize, minimumUnits: Double, unit: LengthUnit) -> String {
            let here: String = minimumUnits.twoDecimals + " " + unit.rawValue
            return "Enlarge the tappable area to at least \(target) (\(here) here), for example with padding, a larger hit area or a TouchDelegate; the drawn icon may stay small."
        }
    }
}
