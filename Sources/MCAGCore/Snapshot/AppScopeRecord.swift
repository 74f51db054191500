/// What kind of app owns elements that are not the app under test.
public enum OtherAppKind: String, Sendable, Hashable, Codable {
    /// `com.android.systemui`: the status bar, navigation bar, notification shade.
    case systemUI
    /// An on-screen keyboard.
    case inputMethod
    /// Any other app (a launcher's gesture bar, an app drawn over this one).
    case otherApp

    /// The words reports use: "the keyboard com.google.android.inputmethod.latin".
    package var noun: String {
        switch self {
        case .systemUI: "the system UI"
        case .inputMethod: "the keyboard"
        case .otherApp: "the app"
        }
    }
}

/// What ``AppScope`` set aside (or audited although it belongs to another
/// app), screen by screen. Screens that hold only the app under test have no entry.
public struct AppScopeRecord: Sendable, Hashable, Codable {
    /// One other app's elements on a screen.
    public struct OtherApp: Sendable, Hashable, Codable {
        /// The other app's package or bundle identifier.
        public var appIdentifier: String
        /// System UI, keyboard or another app.
        public var kind: OtherAppKind
        /// Elements of that app, each counted with everything inside it.
        public var elements: Int

        package init(appIdentifier: String, kind: OtherAppKind, elements: Int) {
            self.appIdentifier = appIdentifier
            self.kind = kind
            self.elements = elements
        }
    }

    /// One screen's app under test and the other apps on it.
    public struct Screen: Sendable, Hashable, Codable {
        /// The screen's display name.
        public var screen: String
        /// The package or bundle identifier audited on this screen.
        public var appUnderTest: String
        /// Named by the caller, or chosen as the largest window.
        public var chosenBecause: AppChoice.Reason
        /// The other apps on the screen, in document order.
        public var otherApps: [OtherApp]

        package init(screen: String, appUnderTest: String, chosenBecause: AppChoice.Reason, otherApps: [OtherApp]) {
            self.screen = screen
            self.appUnderTest = appUnderTest
            self.chosenBecause = chosenBecause
            self.otherApps = otherApps
        }
    }

    /// True when other apps' elements were audited rather than set aside.
    public var includesOtherApps: Bool
    /// Each screen on which other apps' elements were found, with the app audited there.
    public var screens: [Screen]

    package init(includesOtherApps: Bool, screens: [Screen]) {
        self.includesOtherApps = includesOtherApps
        self.screens = screens
    }

    /// Elements of other apps over every screen.
    public var elementCount: Int { screens.reduce(0) { $0 + $1.otherApps.reduce(0) { $0 + $1.elements } } }

    /// One line per screen, for reports: "Profile (app com.instagram.android,
    /// the largest window): 25 elements of the system UI com.android.systemui, …".
    package var lines: [String] {
        screens.map { entry in
            let why: String = switch entry.chosenBecause {
            case .named: "as named"
            case .largestWindow: "the largest window"
            case .onlySystemWindows: "only system windows on screen"
            }
            let parts = entry.otherApps.map { "\($0.elements) element\($0.elements == 1 ? "" : "s") of \($0.kind.noun) \($0.appIdentifier)" }
            return "\(entry.screen) (app \(entry.appUnderTest), \(why)): \(parts.joined(separator: ", "))"
        }
    }

    /// The heading reports give the list.
    package var title: String {
        let count = elementCount
        let elements = "\(count) element\(count == 1 ? "" : "s")"
        return includesOtherApps
            ? "Other apps audited with the app under test (\(elements))"
            : "Set aside: \(elements) of other apps (system bars, keyboards), not audited; --include-other-apps audits them"
    }
}
