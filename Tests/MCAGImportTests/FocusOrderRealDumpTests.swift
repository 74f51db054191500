import Foundation
import MCAGCore
import MCAGRules
import Testing
@testable import MCAGImport

/// 3.1.3 on real dumps: "The order in which elements receive focus in sequential
/// navigation maintains a logical flow and avoids erratic jumps across the screen."
/// TalkBack walks the node tree depth first, so each container is read whole; a move
/// back up the screen is judged by the branches it leaves and enters. Expectations
/// come from reading the XML as TalkBack and VoiceOver read it.
@Suite("Focus order on real dumps")
struct FocusOrderRealDumpTests {
    static let order = "MCAG:logical-focus-sequence#1"

    static func kinds(_ audited: ScreenReaderModelRealDumpTests.Audited, _ className: String,
                      _ x: Double, _ y: Double, _ width: Double, _ height: Double) throws -> [Finding.Kind] {
        try audited.findings(order, at: audited.index(className, x, y, width, height)).map(\.kind)
    }

    @Test func theNextColumnOfAForecastIsALogicalFlow() throws {
        // OpenWeather: an hourly strip of <ViewGroup bounds="[168,1159][315,1354]"> columns, each
        // the hour above the temperature. After "49 °F" at the foot of one column, focus goes up
        // to "9pm" at the top of the next: the column beside it, read whole.
        let weather = try ScreenReaderModelRealDumpTests.audit(Fixtures.corpus("android", "openweather.xml"))
        for (x, width) in [(209.0, 66.0), (349, 80), (499, 73), (656, 101), (825, 58), (969, 64)] {
            #expect(try Self.kinds(weather, "android.widget.TextView", x, 1159, width, 42) == [.pass])
        }
        let message = try #require(weather.findings(Self.order, at: weather.index("android.widget.TextView", 209, 1159, 66, 42)).first?.message)
        #expect(message.contains("next column"))
    }

    @Test func aStatusReadBeforeTheNameAboveItFails() throws {
        // Telegram's profile: the name <TextView text="Алексей Чеголин" bounds="[273,488][995,586]">
        // is the sibling after the status "в сети" at [485,573][1080,629] under one parent. The
        // framework sorted those siblings by their layout, TalkBack reads the node order, and the
        // user hears the status, then the name drawn above it.
        let telegram = try ScreenReaderModelRealDumpTests.audit(Fixtures.corpus("android", "telegram-profile-ru.xml"))
        #expect(try Self.kinds(telegram, "android.widget.TextView", 273, 488, 722, 98) == [.violation])
        // The toolbar's QR button, after the header it is drawn above: a region read after the content.
        #expect(try Self.kinds(telegram, "android.widget.ImageView", 6, 89, 152, 158) == [.pass])
    }

    @Test func aRowHeaderOverItsFocusableListIsReadFirst() throws {
        // Philo (Android TV): each guide row holds <RecyclerView focusable="true" bounds="[0,234][1920,502]">
        // and then the row's header <ViewGroup bounds="[60,234][358,502]"> drawn over its left end.
        // The list is in TalkBack's tree (focusable) but not a stop, and its tiles begin right of
        // the header, so ReorderedChildrenIterator moves it behind: the header is read first.
        let philo = try ScreenReaderModelRealDumpTests.audit(
            Fixtures.url("uiautomator-dump", "gpaneda__philo-automation-ott__src__config__ui_dump.xml"))
        for (y, height) in [(234.0, 268.0), (502, 268), (770, 268)] {
            let findings = try philo.findings(Self.order, at: philo.index("android.view.ViewGroup", 60, y, 298, height))
            #expect(findings.map(\.kind) == [.pass])
            #expect(findings.first?.message.contains("ReorderedChildrenIterator") == true)
        }
    }

    @Test func aCheckboxDrawnOverItsRowNamesWhatDecides() throws {
        // Google Tasks: in each clickable row <FrameLayout content-desc="Task 17">, the content
        // <ViewGroup id="task_data"> (title, then the star at the right) comes before the checkbox
        // <View bounds="[90,243][144,297]"> drawn over its left end. TalkBack reads the checkbox
        // first only if task_data is in its tree, which the dump does not record.
        let tasks = try ScreenReaderModelRealDumpTests.audit(Fixtures.corpus("android", "google-tasks-tablet.xml"))
        let findings = try tasks.findings(Self.order, at: tasks.index("android.view.View", 90, 243, 54, 54))
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.missing == ["importantForAccessibility"])
    }

    @Test func aToolbarAfterTheContentIsARegionReadWhole() throws {
        // Instagram: the profile's <ViewGroup id="coordinator_root_layout" bounds="[0,230][1080,2164]">,
        // then the action bar above it with its Back button <ImageView bounds="[0,81][154,230]">.
        let instagram = try ScreenReaderModelRealDumpTests.audit(Fixtures.url(
            "uiautomator-dump", "100lvlmaster__instagram-scraper-uiautomator__dumps__1638253167077344377__profile.xml"))
        #expect(try Self.kinds(instagram, "android.widget.ImageView", 0, 81, 154, 149) == [.pass])
    }

    @Test func aFlutterCardReadOutOfOrderIsLeftToTheReader() throws {
        // College Companion (Flutter): "10:00", "AM", then "Room 302" at [288,1844][497,1904]
        // before the course title "Artificial Intelligence" above it, siblings of one ScrollView.
        // Flutter's order reaches TalkBack through nodes the dump writes as android.view.View.
        let college = try ScreenReaderModelRealDumpTests.audit(Fixtures.corpus("android", "college-companion-home-flutter.xml"))
        let title = try college.findings(Self.order, at: college.index("android.view.View", 288, 1766, 489, 72))
        #expect(title.map(\.kind) == [.needsReview])
        #expect(title.first?.missing == ["traversalBefore"])
        // The next card's title after its time column "PM": the column beside it.
        #expect(try Self.kinds(college, "android.view.View", 288, 1988, 186, 72) == [.pass])
    }

    @Test func anIOSReversalAmongSiblingsNamesAccessibilityElements() throws {
        // Pocket Casts: the "SPONSORED" label at (140, 812) follows the "Follow" button below it
        // among the siblings of one cell in XCUITest's hierarchy order; VoiceOver sorts the
        // container by position unless the app sets accessibilityElements, which XCUITest does
        // not record.
        let search = try ScreenReaderModelRealDumpTests.audit(Fixtures.corpus("ios", "mobiumdev__mobium__ios26-pocketcasts-search-failed.xml"))
        let findings = try search.findings(Self.order, at: search.index("XCUIElementTypeStaticText", 140, 812, 216, 17))
        #expect(findings.map(\.kind) == [.needsReview])
        #expect(findings.first?.missing == ["accessibilityElements"])
    }
}
