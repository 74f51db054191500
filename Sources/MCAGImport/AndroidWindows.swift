import MCAGCore

/// Which app and which top-level window each node of an Android dump
/// belongs to, and the lengths in those windows that betray the density.
///
/// A `<hierarchy>`'s children are the screen's windows, in the order
/// uiautomator lists them: the app's, and those of other packages (the
/// status and navigation bars of `com.android.systemui`, the keyboard).
struct AndroidWindows {
    private var count = 0
    private var currentIdentifier: String?

    /// Sets the element's app (its `package`) and window (its top-level
    /// ancestor's position, and `window-id` where the dump states one).
    mutating func place(_ element: inout Element, attributes: inout DumpAttributes, depth: Int, boxes: inout ElementBoxPool) {
        let ownIdentifier = attributes.interned(.windowID)
        if depth == 0 {
            count += 1
            currentIdentifier = ownIdentifier
        }
        boxes.setWindow(
            appIdentifier: attributes.interned(.package), windowIndex: max(count - 1, 0),
            windowIdentifier: ownIdentifier ?? currentIdentifier, of: &element)
    }

    /// The system bars' thickness and the app bars' heights, in pixels, in one pass.
    func densityEvidence(tree: ElementTree, viewport: Size?, extent: Size) -> AndroidDensityEvidence {
        var evidence = AndroidDensityEvidence()
        guard let viewport, viewport.width > 0, viewport.height > 0 else { return evidence }
        // Windows reaching past UiAutomator2's stated height: the gap is the navigation bar.
        let gap = extent.height - viewport.height
        if extent.width == viewport.width, gap > 0, gap < viewport.height * 0.1 { evidence.navigationBarGap = gap }
        for root in tree.roots where tree[root].appIdentifier == AppScope.androidSystemUI {
            guard let frame = tree[root].frame, !frame.isEmpty else { continue }
            evidence.addSystemBar(frame, viewport: viewport)
        }
        if evidence.statusBar == nil { evidence.statusBar = Self.statusBarInset(tree, viewport: viewport) }
        for index in tree.indices {
            guard let frame = tree[index].frame, frame.width >= viewport.width / 2 else { continue }
            if tree[index].identifier == AndroidDensityEvidence.navigationBarBackground {
                evidence.addNavigationBarBackground(frame, viewport: viewport)
                continue
            }
            if let strength = AndroidDensityEvidence.appBarStrength(tree[index]) {
                evidence.appBars.append((frame.height, strength))
            } else if let strength = AndroidDensityEvidence.bottomNavigationStrength(tree[index])
                        ?? AndroidDensityEvidence.materialNavigationMenuStrength(tree, index) {
                evidence.bottomNavigation.append((frame.height, strength))
            }
        }
        return evidence
    }
}

extension AndroidWindows {
    /// Without a system UI window, the status bar shows as the gap above the
    /// app's content: the first full-width element of the first window that
    /// starts at the top begins a little below it (under 7 % of the height).
    static func statusBarInset(_ tree: ElementTree, viewport: Size) -> Double? {
        guard let root = tree.roots.first, let rootFrame = tree[root].frame, rootFrame.y == 0 else { return nil }
        for index in tree.descendants(of: root) {
            guard let frame = tree[index].frame, frame.width >= viewport.width, frame.x <= 0 else { continue }
            // A full-width bar from the very top that holds content: the app draws edge
            // to edge, under the status bar, so the gap below it is the app's bar, not
            // the status bar (the corpus' pmtv.xml: a 168 px = 64 dp top bar with its
            // title, at 420 dpi, from y = 0). An empty one is a status bar padding view
            // (futu's `status_bar_padding_view`, 144 px) and measures the bar.
            if frame.y <= 0, frame.height < viewport.height * 0.1, !tree.descendants(of: index).isEmpty { return nil }
            if frame.y <= 0 { continue }
            return frame.y < viewport.height * 0.07 ? frame.y : nil
        }
        return nil
    }
}

/// Lengths whose size in dp the platform fixes, measured in a dump's pixels.
struct AndroidDensityEvidence {
    /// The status bar's height: 24 dp without a display cutout, taller with one
    /// (see ``AndroidDensityInference/tallStatusBarMaximumDP``).
    var statusBar: Double?
    /// False on tall screens, whose status bars usually frame a cutout: then
    /// the height bounds the density but does not point at one figure.
    var statusBarIsNominal = true
    /// The three-button navigation bar's thickness: 48 dp.
    var navigationBar: Double?
    /// The gap between UiAutomator2's stated height and the windows' extent:
    /// often the navigation bar, but a gesture bar or an OEM's bar too, so it
    /// only points at a figure and never narrows the range.
    var navigationBarGap: Double?
    /// App bars' heights (48, 56 or 64 dp), each with how sure it is that the element is one.
    var appBars: [(height: Double, strength: Double)] = []
    /// Bottom navigation bars' heights (56 dp in Material 2, 80 dp in Material 3), with how sure.
    var bottomNavigation: [(height: Double, strength: Double)] = []

    /// The heights a gesture navigation bar's inset takes: AOSP's
    /// `NavigationBarModeGesturalOverlay` sets `navigation_bar_height` to 24 dp
    /// (16 dp in an earlier version). Within one device class's densities
    /// only one of them fits a given gap (a 63 px gap on a 1080 px phone is
    /// 24 dp at 420 dpi, or 16 dp at 630 dpi, which no such phone has).
    static let gestureNavigationDP: [Double] = [24, 16]

    /// What a navigation bar of `pixels` may measure: a system UI window is
    /// the three-button bar (48 dp); a gap or the framework's background
    /// view may be a gesture bar too.
    var navigationBarNominalDP: [Double] { navigationBar != nil ? [48] : [48] + Self.gestureNavigationDP }

    /// 1 for the menu of Material's bottom navigation, known by the views
    /// the library puts in each item (`navigation_bar_item_icon_container`,
    /// Material Components' `NavigationBarItemView`), whatever the app calls
    /// the bar: WarAlarm's 147 px bar is 56 dp at 420 dpi. Only the
    /// element's grandchildren are read, so the walk stays linear.
    static func materialNavigationMenuStrength(_ tree: ElementTree, _ index: Int) -> Double? {
        for item in tree.children(of: index) {
            for part in tree.children(of: item) where tree[part].identifier?.hasSuffix(":id/navigation_bar_item_icon_container") == true {
                return 1
            }
        }
        return nil
    }

    /// The bottom navigation's standard heights: Material 2's bottom navigation
    /// is 56 dp (material.io, "Bottom navigation" specs) and Material 3's
    /// navigation bar 80 dp (m3.material.io, "Navigation bar" specs).
    static let bottomNavigationDP: [Double] = [56, 80]

    /// 1 for Material's bottom navigation classes, 0.5 for a view an app
    /// names `bottom_nav` or `bottom_navigation`.
    static func bottomNavigationStrength(_ element: Element) -> Double? {
        let className = element.className ?? ""
        if className.hasSuffix("BottomNavigationView") || className.hasSuffix(".NavigationBarView") { return 1 }
        guard let identifier = element.identifier else { return nil }
        return identifier.hasSuffix(":id/bottom_nav") || identifier.hasSuffix(":id/bottom_navigation") ? 0.5 : nil
    }

    /// A system UI window along the top edge is the status bar; one along
    /// the bottom edge, or a side edge spanning the height, the navigation bar.
    mutating func addSystemBar(_ frame: Rect, viewport: Size) {
        let spansWidth = frame.width >= viewport.width * 0.9
        let spansHeight = frame.height >= viewport.height * 0.9
        if spansWidth, frame.y <= 0, frame.height < viewport.height * 0.1 {
            statusBar = frame.height
        } else if spansWidth, frame.maxY >= viewport.height, frame.height < viewport.height * 0.1 {
            navigationBar = frame.height
        } else if spansHeight, frame.x <= 0 || frame.maxX >= viewport.width, frame.width < viewport.width * 0.1 {
            navigationBar = frame.width
        }
    }

    /// The view the framework's `DecorView` draws behind the navigation bar,
    /// sized to the bar's inset (AOSP `com.android.internal.policy.DecorView`,
    /// `R.id.navigationBarBackground`); KakaoTalk's is 135 px = 48 dp at 450 dpi.
    static let navigationBarBackground = "android:id/navigationBarBackground"

    /// A navigation bar background along the bottom edge: the bar's height,
    /// taken like the gap below a stated height (a gesture bar has one too, so
    /// it points at a figure and never narrows the range by itself).
    mutating func addNavigationBarBackground(_ frame: Rect, viewport: Size) {
        guard navigationBar == nil, navigationBarGap == nil, frame.height > 0,
              frame.maxY >= viewport.height, frame.height < viewport.height * 0.1 else { return }
        navigationBarGap = frame.height
    }

    /// 1 for a platform toolbar class or the framework's action bar, 0.5 for
    /// a view an app names `toolbar` (apps size their own toolbars freely).
    static func appBarStrength(_ element: Element) -> Double? {
        let className = element.className ?? ""
        if className.hasSuffix(".Toolbar") || className.hasSuffix("ActionBarView") { return 1 }
        guard let identifier = element.identifier else { return nil }
        if identifier.hasSuffix(":id/action_bar") { return 1 }
        return identifier.hasSuffix(":id/toolbar") ? 0.5 : nil
    }
}
