/// The step that keeps an audit to the app under test: a pure function from
/// a snapshot to the snapshot without other apps' elements, and a record of
/// what it set aside.
///
/// A uiautomator or UiAutomator2 dump holds every window on the display:
/// the app's, the status and navigation bars of `com.android.systemui`, the
/// keyboard of an input-method app, a launcher's gesture bar. Their keys and
/// icons are not the app's to fix, so by default they are set aside before
/// any check runs, each with everything inside it, and the report counts them.
///
/// **Which app is under test**, screen by screen: the one named
/// (``appUnderTest``), else the app whose top-level windows cover the most of
/// the screen, leaving out the system UI and input methods (see
/// `systemKind(of:className:)`), else the largest of all. Elements whose app
/// is unknown stay.
///
/// **The iOS keyboard.** An XCUITest dump lists the system keyboard inside
/// the app's own tree (an `XCUIElementTypeKeyboard` with its keys, in the
/// keyboard's window), although its keys are drawn and sized by iOS, not by
/// the app. The keyboard element and everything inside it is the system's
/// input method, set aside as Android's input-method windows are, under the
/// identifier `iosKeyboard`. An input accessory view the app adds above the
/// keyboard (a "Done" bar) is outside that element and stays.
public struct AppScope: Sendable {
    /// The package of Android's status bar, navigation bar and notification shade.
    package static let androidSystemUI = "com.android.systemui"
    /// The element type of iOS's system keyboard in an XCUITest dump, and the
    /// identifier under which its elements are set aside.
    package static let iosKeyboard = "XCUIElementTypeKeyboard"

    /// The app to audit, by package or bundle identifier; nil to decide per screen.
    public var appUnderTest: String?
    /// True to audit other apps' elements too; they are still counted.
    public var includesOtherApps: Bool

    /// Creates a scope for the app named by package or bundle identifier, or, with nil, for the app
    /// each screen shows most of; `includesOtherApps` audits other apps' elements as well.
    public init(appUnderTest: String? = nil, includesOtherApps: Bool = false) {
        self.appUnderTest = appUnderTest
        self.includesOtherApps = includesOtherApps
    }

    /// The snapshot to audit and what was set aside (or, with
    /// ``includesOtherApps``, audited although it belongs to another app).
    package func apply(to snapshot: AppSnapshot) -> (snapshot: AppSnapshot, record: AppScopeRecord) {
        var scoped = snapshot
        var record = AppScopeRecord(includesOtherApps: includesOtherApps, screens: [])
        for index in scoped.screens.indices {
            let screen = scoped.screens[index]
            let keys = Self.systemKeyboardKeys(in: screen.tree)
            guard let app = appUnderTest.map({ AppChoice(identifier: $0, reason: .named) }) ?? Self.appUnderTest(in: screen)
                    ?? (keys.isEmpty ? nil : Self.applicationElement(in: screen.tree))
            else { continue }
            let others = Self.otherApps(in: screen.tree, app: app.identifier, keyboardKeys: keys)
            guard !others.isEmpty else { continue }
            if !includesOtherApps {
                scoped.screens[index].tree = Self.tree(screen.tree, keeping: app.identifier, keyboardKeys: keys)
                scoped.screens[index].inputMethodFrames = Self.inputMethodFrames(in: screen.tree, app: app.identifier, keyboardKeys: keys)
            }
            record.screens.append(AppScopeRecord.Screen(
                screen: screen.displayName, appUnderTest: app.identifier, chosenBecause: app.reason, otherApps: others))
        }
        return (scoped, record)
    }

    /// The app a screen is about, and why; nil when no element names its app.
    package static func appUnderTest(in screen: Screen) -> AppChoice? {
        let tree = screen.tree
        var area: [String: Double] = [:]
        var order: [String] = []
        for root in tree.roots {
            guard let app = tree[root].appIdentifier else { continue }
            if area[app] == nil { order.append(app) }
            area[app, default: 0] += tree[root].frame.map { max($0.width, 0) * max($0.height, 0) } ?? 0
        }
        // Apps that appear only below the roots (an iOS dump's single application) still count.
        if order.isEmpty, let first = tree.indices.lazy.compactMap({ tree[$0].appIdentifier }).first { order = [first] }
        let candidates = order.filter { systemKind(of: $0, className: nil) == nil }
        let pool = candidates.isEmpty ? order : candidates
        guard let largest = pool.max(by: { (area[$0] ?? 0, $1) < (area[$1] ?? 0, $0) }) else { return nil }
        return AppChoice(identifier: largest, reason: candidates.isEmpty ? .onlySystemWindows : .largestWindow)
    }

    /// What kind of system component an app identifier names; nil for an ordinary app.
    ///
    /// Input methods are recognised by name (Gboard `com.google.android.inputmethod.*`,
    /// AOSP `com.android.inputmethod.*`, Samsung `com.samsung.android.honeyboard`
    /// and `com.sec.android.inputmethod`, SwiftKey `com.touchtype.swiftkey`, and any
    /// package with an `inputmethod` or `.ime` part) or by the window class
    /// `android.inputmethodservice.SoftInputWindow`.
    package static func systemKind(of app: String, className: String?) -> OtherAppKind? {
        if app == androidSystemUI { return .systemUI }
        if className == "android.inputmethodservice.SoftInputWindow" || className == iosKeyboard || app == iosKeyboard {
            return .inputMethod
        }
        let lowered = app.lowercased()
        let keyboards = ["com.samsung.android.honeyboard", "com.touchtype.swiftkey", "com.sec.android.inputmethod"]
        if keyboards.contains(where: { lowered.hasPrefix($0) }) || lowered.contains("inputmethod")
            || lowered.hasSuffix(".ime") || lowered.contains(".ime.") {
            return .inputMethod
        }
        return nil
    }

    /// Every other app with elements on the screen, with how many, in document order; one pass.
    static func otherApps(in tree: ElementTree, app: String, keyboardKeys: Set<Int>) -> [AppScopeRecord.OtherApp] {
        var found: [AppScopeRecord.OtherApp] = []
        var position: [String: Int] = [:]
        var index = 0
        while index < tree.count {
            guard let other = foreignOwner(of: tree[index], at: index, app: app, keyboardKeys: keyboardKeys) else { index += 1; continue }
            let end = tree.descendants(of: index).upperBound
            if let at = position[other] {
                found[at].elements += end - index
            } else {
                position[other] = found.count
                let kind = systemKind(of: other, className: tree[index].className) ?? .otherApp
                found.append(AppScopeRecord.OtherApp(appIdentifier: other, kind: kind, elements: end - index))
            }
            index = end
        }
        return found
    }

    /// The app or system component an element belongs to when that is not
    /// `app`: another app's package, or `iosKeyboard` for iOS's keyboard (its
    /// element, or one of `keyboardKeys`, the keys a flat capture lists without it).
    static func foreignOwner(of element: Element, at index: Int, app: String, keyboardKeys: Set<Int>) -> String? {
        if element.className == iosKeyboard || keyboardKeys.contains(index) { return iosKeyboard }
        guard let other = element.appIdentifier, other != app else { return nil }
        return other
    }

    /// The frames of the visible keyboards about to be set aside, so that the
    /// app's elements they cover are still known to be covered; one pass.
    static func inputMethodFrames(in tree: ElementTree, app: String, keyboardKeys: Set<Int>) -> [Rect] {
        let windows = tree.indices.compactMap { index -> Rect? in
            let element = tree[index]
            guard !keyboardKeys.contains(index), element.isVisible != false, let frame = element.frame,
                  let owner = foreignOwner(of: element, at: index, app: app, keyboardKeys: keyboardKeys),
                  systemKind(of: owner, className: element.className) == .inputMethod,
                  tree.parent(of: index).map({ foreignOwner(of: tree[$0], at: $0, app: app, keyboardKeys: keyboardKeys) == nil }) ?? true
            else { return nil }
            return frame
        }
        // Keys listed without their keyboard stand for it by their extent.
        return windows + [keyboardFrame(of: keyboardKeys, in: tree)].compactMap { $0 }
    }

    /// The tree without the subtrees of other apps' elements, rebuilt in one pass.
    static func tree(_ tree: ElementTree, keeping app: String, keyboardKeys: Set<Int>) -> ElementTree {
        var kept = ElementTree()
        var openEnds: [Int] = []
        var index = 0
        while index < tree.count {
            while let end = openEnds.last, end <= index {
                kept.close()
                openEnds.removeLast()
            }
            if foreignOwner(of: tree[index], at: index, app: app, keyboardKeys: keyboardKeys) != nil {
                index = tree.descendants(of: index).upperBound
                continue
            }
            kept.open(tree[index], at: tree.sourcePosition(of: index))
            openEnds.append(tree.descendants(of: index).upperBound)
            index += 1
        }
        for _ in openEnds { kept.close() }
        return kept
    }
}

/// The app chosen as the one under test on a screen, and why.
public struct AppChoice: Sendable, Hashable, Codable {
    /// How the app under test was chosen on a screen.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// Named by the caller (`--app`, `AuditOptions.appUnderTest`).
        case named
        /// Its windows cover the most of the screen, system UI and input methods left out.
        case largestWindow
        /// The screen shows only system UI or input methods; the largest was taken.
        case onlySystemWindows
        /// No element names its app (an idb or AXe capture, which writes a pid,
        /// not a bundle): the app is the capture's application element, by its label.
        case applicationElement
    }

    /// The package or bundle identifier.
    package var identifier: String
    /// How it was chosen.
    package var reason: Reason

    package init(identifier: String, reason: Reason) {
        self.identifier = identifier
        self.reason = reason
    }
}

extension AppScope {
    /// Throws when the named app has no element on any screen: a mistyped
    /// `--app` would otherwise set the whole snapshot aside and pass.
    package func validate(_ snapshot: AppSnapshot) throws(AppScopeError) {
        guard let appUnderTest else { return }
        var present: [String] = []
        var seen: Set<String> = []
        for screen in snapshot.screens {
            for index in screen.tree.indices {
                guard let app = screen.tree[index].appIdentifier else { continue }
                if app == appUnderTest { return }
                if seen.insert(app).inserted { present.append(app) }
            }
        }
        // A snapshot that names no app at all (a JSON snapshot without app fields) cannot contradict the name.
        guard !present.isEmpty else { return }
        throw AppScopeError(appUnderTest: appUnderTest, appsPresent: present)
    }
}

/// The app named as the one under test owns no element of the snapshot.
package struct AppScopeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The app named.
    package var appUnderTest: String
    /// The apps the snapshot's elements belong to, in the order first met.
    package var appsPresent: [String]

    package var description: String {
        "the app '\(appUnderTest)' has no element in the snapshot; the apps present are: "
            + appsPresent.joined(separator: ", ")
    }
}
