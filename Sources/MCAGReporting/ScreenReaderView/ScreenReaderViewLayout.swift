import MCAGRules

/// Where everything of a screen's screen-reader view goes, in the screen's
/// own units: the picture (the screenshot, or a plain canvas of the screen's
/// size) at the origin, each focus stop's outline and number on it, and the
/// legend to its right, one entry per stop in the transcript's order.
///
/// The SVG file and the HTML report both draw this one layout.
struct ScreenReaderViewLayout: Sendable {
    /// The picture: the screenshot's PNG when there is one, in the screen's units.
    struct Picture: Sendable {
        var width: Double
        var height: Double
        var png: [UInt8]?
    }

    /// A focus stop as drawn on the picture.
    struct Mark: Sendable {
        var position: Int
        var outline: Rect
        var badge: Rect
        var hasViolations: Bool
        /// Whether a diff shows the stop added or changed (false in a view of one capture).
        var isChanged: Bool
        /// What a pointer over the outline shows: the stop's number and what is said.
        var title: String
    }

    /// One line of the legend; `y` is its baseline.
    struct Line: Sendable {
        enum Style: Sendable { case heading, note, spoken, details, violation, change }
        var text: String
        var style: Style
        var x: Double
        var y: Double
    }

    /// A stop's number in the legend, beside its first line.
    struct LegendBadge: Sendable {
        var position: Int
        var rect: Rect
        var hasViolations: Bool
        var isChanged: Bool
    }

    var metrics: ScreenReaderViewMetrics
    var title: String
    var picture: Picture
    var width: Double
    var height: Double
    var marks: [Mark]
    var lines: [Line]
    var badges: [LegendBadge]
    /// Whether this is the view of a diff, whose unchanged stops are drawn faint.
    var showsChanges: Bool

    /// The layout of `transcript`, which must have been made from `screen`
    /// (its stops' element indices point into `screen.tree`); with `changes`,
    /// the view of a diff whose new side `transcript` is.
    init(transcript: Transcript, screen: Screen, changes: ScreenReaderViewChanges? = nil) {
        let picture = Self.picture(of: screen)
        let metrics = ScreenReaderViewMetrics(screen: screen, pictureWidth: picture.width)
        self.metrics = metrics
        self.picture = picture
        let withViolations = transcript.stops.filter { !$0.violations.isEmpty }.count
        showsChanges = changes != nil
        if let changes {
            let since = changes.oldScreen == transcript.screen ? "" : " (was \(changes.oldScreen))"
            title = "Screen-reader changes on \(transcript.screen)\(since): \(changes.summary)"
        } else {
            title = "Screen-reader view of \(transcript.screen): \(Self.count(transcript.stops.count, "focus stop"))"
                + (transcript.isAudited ? ", \(withViolations) with violations" : "")
        }

        var placement = MarkerPlacement(bounds: Rect(x: 0, y: 0, width: picture.width, height: picture.height),
                                        cellSize: metrics.scaled(ScreenReaderViewMetrics.badgeHeight))
        var marks: [Mark] = []
        var onPicture = Set<Int>()
        for stop in transcript.stops {
            guard let outline = Self.outline(of: stop, in: screen, picture: picture) else { continue }
            let size = Size(width: metrics.badgeWidth(stop.position), height: metrics.scaled(ScreenReaderViewMetrics.badgeHeight))
            let badge = placement.place(size, at: outline, spacing: metrics.scaled(2))
            marks.append(Mark(position: stop.position, outline: outline, badge: badge, hasViolations: !stop.violations.isEmpty,
                              isChanged: changes?.hasChanged(stop.position) ?? false, title: "\(stop.position): \(stop.spoken)"))
            onPicture.insert(stop.position)
        }
        self.marks = marks

        var legend = LegendWriter(metrics: metrics, left: picture.width + metrics.scaled(ScreenReaderViewMetrics.gap))
        legend.write(transcript: transcript, title: title, onPicture: onPicture, hasScreenshot: picture.png != nil, changes: changes)
        lines = legend.lines
        badges = legend.badges
        width = legend.left + metrics.scaled(ScreenReaderViewMetrics.legendWidth)
        height = max(picture.height, legend.bottom)
    }

    /// The screenshot's size in screen units, else the viewport, else what the frames cover.
    private static func picture(of screen: Screen) -> Picture {
        if let shot = screen.screenshot, let png = shot.encoded, shot.pixelsPerUnit > 0,
           let width = sane(Double(shot.width) / shot.pixelsPerUnit), let height = sane(Double(shot.height) / shot.pixelsPerUnit) {
            return Picture(width: width, height: height, png: png)
        }
        if let viewport = screen.viewport, let width = sane(viewport.width), let height = sane(viewport.height) {
            return Picture(width: width, height: height, png: nil)
        }
        var right = 0.0, bottom = 0.0
        for element in screen.tree.elements {
            guard let frame = element.frame, let maxX = sane(frame.maxX), let maxY = sane(frame.maxY) else { continue }
            right = max(right, maxX)
            bottom = max(bottom, maxY)
        }
        return Picture(width: right > 0 ? right : 390, height: bottom > 0 ? bottom : 844, png: nil)
    }

    /// The largest picture side drawn: a malformed dump's 10^300-point screen must not make an unreadable file.
    static let largestSide = 100_000.0

    private static func sane(_ value: Double) -> Double? {
        value.isFinite && value > 0 && value <= largestSide ? value : nil
    }

    /// The stop's frame, cut to the picture; nil when it has none or lies outside.
    private static func outline(of stop: TranscriptStop, in screen: Screen, picture: Picture) -> Rect? {
        guard let index = stop.elementIndex, index >= 0, index < screen.tree.count, let frame = screen.tree[index].frame,
              frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else { return nil }
        let minX = max(frame.minX, 0), minY = max(frame.minY, 0)
        let maxX = min(frame.maxX, picture.width), maxY = min(frame.maxY, picture.height)
        guard maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
